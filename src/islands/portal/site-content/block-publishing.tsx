import { Eye, Save, Send } from 'lucide-react';
import { formatDateTime } from '#src/lib/format/dates';
import type { SiteBlockKey } from '#src/lib/validation/site-blocks';
import { Button } from '#src/islands/ui/button';
import { Panel } from '#src/islands/ui/card';
import { FormError } from '#src/islands/ui/field';
import { RevisionsPanel } from './revisions-panel';
import type { SiteBlockEditor } from './use-site-block';

/**
 * The side column of a block's editor: save the draft, preview it in the site's layout, publish (admins and granted
 * staff), and the published versions with Restore.
 */
export function BlockPublishing<K extends SiteBlockKey>({
  editor,
  label,
  noun = label.toLowerCase(),
  previewHref,
  formErrorKey,
}: {
  editor: SiteBlockEditor<K>;
  label: string;
  /** In "An admin publishes the …": 'hero slides', 'FAQ'. */
  noun?: string;
  previewHref: string;
  /** The error about the whole list (`slides`, `items`), shown with the form's error. */
  formErrorKey?: string;
}) {
  const canPublish = editor.block.data?.canPublish ?? false;
  return (
    <div className="grid content-start gap-6">
      <Panel title="Publishing">
        <div className="grid gap-3">
          <p className="text-xs text-ink/65" data-testid="block-status">
            {editor.block.data?.publishedAt
              ? `Published ${formatDateTime(editor.block.data.publishedAt)} by ${editor.block.data.publishedBy}.`
              : 'Not published yet: visitors see the starting copy.'}
            {editor.block.data?.draft ? ' A draft is saved.' : ''}
          </p>
          <FormError message={[editor.formError, formErrorKey ? editor.errors[formErrorKey] : undefined].filter(Boolean).join(' ')} />
          <Button type="submit" variant="secondary" disabled={editor.busy}>
            <Save className="size-4" aria-hidden="true" /> Save Draft
          </Button>
          <a
            className="inline-flex h-10 items-center justify-center gap-1.5 rounded-md border border-ink/15 px-3 text-sm hover:bg-ink/5"
            href={previewHref}
            target="_blank"
            rel="noopener"
          >
            <Eye className="size-4" aria-hidden="true" /> Preview saved draft
          </a>
          {canPublish ? (
            <Button type="button" disabled={editor.busy} onClick={() => void editor.publish()}>
              <Send className="size-4" aria-hidden="true" /> Publish
            </Button>
          ) : (
            <p className="text-xs text-ink/65">An admin publishes the {noun}. Save your draft and let them know.</p>
          )}
        </div>
      </Panel>
      <RevisionsPanel
        revisions={editor.revisions.data}
        canPublish={canPublish}
        busy={editor.busy}
        onRestore={(id) => void editor.restore(id)}
      />
    </div>
  );
}
