import type { z } from 'zod';
import type { promoVariantSchema } from '#src/lib/validation/site-content/promo-block';
import { errorMessage } from '#src/islands/lib/api';
import { ErrorState, Panel } from '#src/islands/ui/card';
import { LoadingState } from '#src/islands/ui/spinner';
import { BlockTextField } from './block-fields';
import { BlockPublishing } from './block-publishing';
import { useSiteBlock } from './use-site-block';

type Variant = z.input<typeof promoVariantSchema>;

const VARIANTS = [
  { key: 'a', title: 'Variant A', hint: 'What everyone sees first, and all visitors without marketing consent.' },
  { key: 'b', title: 'Variant B', hint: 'Shown instead of A to half the visitors who accept marketing cookies (the A/B test).' },
] as const;

/** The home page's promotional banner: the words of its two A/B variants; a draft until published. */
export function PromoEditor() {
  const editor = useSiteBlock('promo', 'Promo banner');
  const { value, errors } = editor;
  if (editor.block.error)
    return (
      <ErrorState
        message={errorMessage(editor.block.error, 'The banner could not be loaded.')}
        onRetry={() => void editor.block.reload()}
      />
    );
  if (!value) return <LoadingState label="Loading the promo banner" />;

  return (
    <form
      className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
      aria-label="Promo banner"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void editor.save();
      }}
    >
      <Panel title="Promo banner" bodyClassName="grid gap-6">
        {VARIANTS.map(({ key, title, hint }) => {
          const variant = value[key] as Variant;
          const text = (field: keyof Variant & string, label: string, extra: { rows?: number; hint?: string; required?: boolean } = {}) => (
            <BlockTextField
              path={`${key}.${field}`}
              label={label}
              value={String(variant[field] ?? '')}
              onChange={(v) => editor.setValue({ ...value, [key]: { ...variant, [field]: v } })}
              errors={errors}
              {...extra}
            />
          );
          return (
            <fieldset key={key} className="grid gap-4 rounded-lg border border-ink/10 p-4">
              <legend className="px-1 text-xs font-medium text-ink/65">{title}</legend>
              <p className="text-xs text-ink/65">{hint}</p>
              <div className="grid gap-4 md:grid-cols-2">
                {text('eyebrow', 'Eyebrow')}
                {text('title', 'Title')}
              </div>
              {text('text', 'Text', { rows: 2 })}
              <div className="grid gap-4 md:grid-cols-2">
                {text('primaryLabel', 'Button label', { hint: 'Its clicks count as the test’s conversions.' })}
                {text('primaryLink', 'Button link')}
                {text('secondaryLabel', 'Second button label')}
                {text('secondaryLink', 'Second button link')}
              </div>
              {text('note', 'Small print', { required: false, hint: 'Optional, e.g. a rate’s conditions.' })}
            </fieldset>
          );
        })}
      </Panel>
      <BlockPublishing editor={editor} label="Promo banner" previewHref="/employee/site-content/preview/home" />
    </form>
  );
}
