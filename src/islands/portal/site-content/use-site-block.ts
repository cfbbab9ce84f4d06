import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { RevisionSummary } from '#src/db/queries/blog-posts';
import { fieldErrors } from '#src/lib/validation/field-errors';
import { SITE_BLOCK_SCHEMAS, type SiteBlockKey, type SiteBlockOf } from '#src/lib/validation/site-blocks';
import { api, ApiError, errorMessage } from '#src/islands/lib/api';
import { useApi, type Resource } from '#src/islands/lib/use-api';
import { toast } from '#src/islands/stores/toasts';

type BlockDto<K extends SiteBlockKey> = {
  published: SiteBlockOf<K> | null;
  /** What visitors see: the published version, or the starting copy before any publish. */
  shown: SiteBlockOf<K>;
  draft: SiteBlockOf<K> | null;
  publishedAt: string | null;
  publishedBy: string | null;
  canPublish: boolean;
};

export type SiteBlockEditor<K extends SiteBlockKey> = {
  block: Resource<BlockDto<K>>;
  revisions: Resource<RevisionSummary[]>;
  /** What the form shows: the draft, else what visitors see; null while loading. */
  value: z.input<(typeof SITE_BLOCK_SCHEMAS)[K]> | null;
  setValue: (value: z.input<(typeof SITE_BLOCK_SCHEMAS)[K]>) => void;
  /** Field errors by dotted path (`slides.0.heading`), from the shared schema here or from the API. */
  errors: Record<string, string>;
  formError: string | null;
  busy: boolean;
  save: () => Promise<boolean>;
  publish: () => Promise<void>;
  restore: (revisionId: number) => Promise<void>;
};

/**
 * One block of site copy in an editor: load it, check edits with the API's own schema before sending, save a
 * draft, publish (saving first), restore a published version. The FAQ's flow, for every block.
 */
export function useSiteBlock<K extends SiteBlockKey>(key: K, label: string): SiteBlockEditor<K> {
  type Input = z.input<(typeof SITE_BLOCK_SCHEMAS)[K]>;
  const block = useApi<BlockDto<K>>(`/api/site-content/${key}`);
  const revisions = useApi<RevisionSummary[]>(`/api/site-content/${key}/revisions`);
  const [value, setValue] = useState<Input | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (block.data && value === null) setValue((block.data.draft ?? block.data.shown) as Input);
  }, [block.data, value]);

  const run = async (what: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFormError(null);
    try {
      await what();
      setErrors({});
      toast({ title: done });
      await Promise.all([block.reload(), revisions.reload()]);
      return true;
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFormError(errorMessage(error, 'That did not work. Please try again.'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const checked = SITE_BLOCK_SCHEMAS[key].safeParse(value);
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues);
      setErrors(found);
      setFormError(`Nothing was saved: ${Object.keys(found).length === 1 ? 'one field needs' : 'some fields need'} fixing.`);
      return false;
    }
    return run(() => api.put(`/api/site-content/${key}`, checked.data), `${label} draft saved`);
  };

  return {
    block,
    revisions,
    value,
    setValue,
    errors,
    formError,
    busy,
    save,
    publish: async () => {
      if (await save()) await run(() => api.post(`/api/site-content/${key}/publish`), `${label} published`);
    },
    restore: async (revisionId) => {
      if (await run(() => api.post(`/api/site-content/${key}/revisions/${revisionId}/restore`), `${label} version restored`))
        setValue(null);
    },
  };
}
