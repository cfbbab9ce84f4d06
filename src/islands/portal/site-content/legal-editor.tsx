import { PLACEHOLDER_HINT } from '#src/lib/content/placeholders';
import type { LegalBlock } from '#src/lib/validation/page-blocks';
import type { Area } from '#src/islands/portal/area';
import { Panel } from '#src/islands/ui/card';
import { BlockEditor } from './block-editor';
import { TextField } from './text-field';

const PAGES = {
  privacy: { title: 'Privacy Policy', noun: 'privacy policy' },
  terms: { title: 'Terms of Service', noun: 'terms' },
} as const;

/** The privacy policy or the terms: Markdown; publishing sets the "Last updated" date visitors see. */
export default function LegalEditor({ area, page }: { area: Area; page: keyof typeof PAGES }) {
  const { title, noun } = PAGES[page];
  return (
    <BlockEditor<LegalBlock> area={area} blockKey={page} title={title} noun={noun} previewHref={`/employee/site-content/preview/${page}`}>
      {({ values, setValues, errors }) => (
        <Panel title="Text" bodyClassName="grid gap-4">
          <p className="text-sm text-ink/65">Publishing sets the page’s “Last updated” date to the day you publish.</p>
          <TextField
            id={`${page}-body`}
            label="Text (Markdown)"
            rows={28}
            value={values.body}
            onChange={(body) => setValues({ ...values, body })}
            error={errors.body}
            hint={`## 1. Heading {#address} starts a section (listed under “On this page”), ### subheading, **bold**, *italic*, - lists, [link](https://…). ${PLACEHOLDER_HINT}`}
          />
        </Panel>
      )}
    </BlockEditor>
  );
}
