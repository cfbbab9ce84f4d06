import type { ContactBlock } from '#src/lib/validation/page-blocks';
import type { Area } from '#src/islands/portal/area';
import { Panel } from '#src/islands/ui/card';
import { BlockEditor } from './block-editor';
import { TextField } from './text-field';

/** The contact page's words; its address, phone, e-mail and hours are the dealer's settings. */
export default function ContactEditor({ area }: { area: Area }) {
  return (
    <BlockEditor<ContactBlock>
      area={area}
      blockKey="contact"
      title="Contact Page"
      noun="contact page"
      previewHref="/employee/site-content/preview/contact"
    >
      {({ values, setValues, errors }) => {
        const set = (name: keyof ContactBlock) => (value: string) => setValues({ ...values, [name]: value });
        return (
          <>
            <Panel title="Opening" bodyClassName="grid gap-4">
              <TextField id="contact-title" label="Heading" value={values.title} onChange={set('title')} error={errors.title} />
              <TextField
                id="contact-intro"
                label="Introduction"
                rows={3}
                value={values.intro}
                onChange={set('intro')}
                error={errors.intro}
              />
            </Panel>
            <Panel title="Departments" bodyClassName="grid gap-4">
              <p className="text-sm text-ink/65">The address, phone, e-mail and opening hours come from Settings.</p>
              <TextField
                id="contact-sales"
                label="Sales text"
                rows={2}
                value={values.salesText}
                onChange={set('salesText')}
                error={errors.salesText}
              />
              <TextField
                id="contact-service"
                label="Service text"
                rows={2}
                value={values.serviceText}
                onChange={set('serviceText')}
                error={errors.serviceText}
              />
            </Panel>
          </>
        );
      }}
    </BlockEditor>
  );
}
