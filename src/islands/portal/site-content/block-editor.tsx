import type { ReactNode } from 'react';
import type { SiteBlockKey } from '#src/lib/validation/site-blocks';
import { errorMessage } from '#src/islands/lib/api';
import type { Area } from '#src/islands/portal/area';
import { ErrorState } from '#src/islands/ui/card';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState } from '#src/islands/ui/spinner';
import { BlockPublishing } from './block-publishing';
import { useSiteBlock } from './use-site-block';

export type BlockFields<T> = {
  values: T;
  setValues: (next: T) => void;
  /** Messages by field path (`team.0.name`), from the shared schema or the API. */
  errors: Record<string, string>;
};

/**
 * The frame of a page's editor (about, contact, privacy, terms, FAQ): its header, the form, and the publishing
 * column. Loading, saving, publishing and restoring are `useSiteBlock`'s, as for the home page's blocks; the page's
 * own fields are `children`.
 */
export function BlockEditor<T>({
  area,
  blockKey,
  title,
  noun,
  previewHref,
  formErrorKey,
  children,
}: {
  area: Area;
  blockKey: SiteBlockKey;
  title: string;
  /** 'about page', 'privacy policy', 'FAQ': in the messages. */
  noun: string;
  previewHref: string;
  /** The error about a whole list (`items`), shown with the form's error. */
  formErrorKey?: string;
  children: (fields: BlockFields<T>) => ReactNode;
}) {
  const label = noun[0]!.toUpperCase() + noun.slice(1);
  const editor = useSiteBlock(blockKey, label);

  if (editor.block.error)
    return (
      <ErrorState
        message={errorMessage(editor.block.error, `The ${noun} could not be loaded.`)}
        onRetry={() => void editor.block.reload()}
      />
    );
  if (!editor.value) return <LoadingState label={`Loading the ${noun}`} />;
  // The block's own type: the hook knows only that it is one of the site's blocks.
  const values = editor.value as T;
  const setValues = (next: T) => editor.setValue(next as typeof editor.value);

  return (
    <>
      <PageHeader eyebrow={area === 'admin' ? 'Admin' : 'Content'} title={title} description="Edits are a draft until published." />
      <form
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void editor.save();
        }}
      >
        <div className="grid content-start gap-6">{children({ values, setValues, errors: editor.errors })}</div>
        <BlockPublishing editor={editor} label={label} noun={noun} previewHref={previewHref} formErrorKey={formErrorKey} />
      </form>
    </>
  );
}
