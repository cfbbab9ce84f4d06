import { Plus } from 'lucide-react';
import type { z } from 'zod';
import type { heroSlideSchema } from '#src/lib/validation/site-content/hero-block';
import { errorMessage } from '#src/islands/lib/api';
import { MediaPicker, type BuiltInImage } from '#src/islands/portal/media/media-picker';
import { Button } from '#src/islands/ui/button';
import { ErrorState, Panel } from '#src/islands/ui/card';
import { Checkbox } from '#src/islands/ui/field';
import { LoadingState } from '#src/islands/ui/spinner';
import { BlockTextField } from './block-fields';
import { BlockPublishing } from './block-publishing';
import { ListControls, moved } from './list-controls';
import { useSiteBlock } from './use-site-block';

type Slide = z.input<typeof heroSlideSchema>;

const NEW_SLIDE: Slide = {
  image: '',
  alt: '',
  eyebrow: '',
  heading: '',
  text: '',
  buttonLabel: 'View Inventory',
  buttonLink: '/inventory',
  secondLabel: 'Book a Viewing',
  secondLink: '/book',
  enabled: true,
};

/** The home page's hero slides: picture, words, buttons, order and on/off; a draft until published. */
export function HeroEditor({ art }: { art: readonly BuiltInImage[] }) {
  const editor = useSiteBlock('hero', 'Hero slides');
  const { value, errors } = editor;
  if (editor.block.error)
    return (
      <ErrorState
        message={errorMessage(editor.block.error, 'The hero slides could not be loaded.')}
        onRetry={() => void editor.block.reload()}
      />
    );
  if (!value) return <LoadingState label="Loading the hero slides" />;
  const slides = value.slides as Slide[];
  const setSlides = (next: Slide[]) => editor.setValue({ ...value, slides: next });
  const change = (i: number, patch: Partial<Slide>) => setSlides(slides.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  return (
    <form
      className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
      aria-label="Hero slides"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void editor.save();
      }}
    >
      <Panel title="Hero slides" bodyClassName="grid gap-6">
        {slides.map((slide, i) => {
          const at = (field: string) => `slides.${i}.${field}`;
          const text = (field: keyof Slide & string, label: string, extra: { rows?: number; hint?: string } = {}) => (
            <BlockTextField
              path={at(field)}
              label={label}
              value={String(slide[field] ?? '')}
              onChange={(v) => change(i, { [field]: v })}
              errors={errors}
              {...extra}
            />
          );
          return (
            <fieldset key={i} className="grid gap-4 rounded-lg border border-ink/10 p-4" data-testid="hero-slide">
              <legend className="px-1 text-xs font-medium text-ink/65">
                Slide {i + 1}
                {slide.enabled === false && ' (off)'}
              </legend>
              <MediaPicker
                id={`hero-${i}-image`}
                label={`Slide ${i + 1} image`}
                value={{ src: slide.image, alt: slide.alt }}
                onChange={(image) => change(i, { image: image.src, alt: image.alt })}
                errors={{ src: errors[at('image')], alt: errors[at('alt')] }}
                builtIn={art}
                required
              />
              <div className="grid gap-4 md:grid-cols-2">
                {text('eyebrow', 'Eyebrow', { hint: 'The small line above the heading.' })}
                {text('heading', 'Heading')}
              </div>
              {text('text', 'Text', { rows: 2 })}
              <div className="grid gap-4 md:grid-cols-2">
                {text('buttonLabel', 'Button label')}
                {text('buttonLink', 'Button link', { hint: 'A page of the site, e.g. /inventory.' })}
                {text('secondLabel', 'Second button label')}
                {text('secondLink', 'Second button link')}
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <Checkbox
                  id={`hero-${i}-enabled`}
                  label="Show this slide"
                  checked={slide.enabled !== false}
                  onChange={(e) => change(i, { enabled: e.target.checked })}
                />
                <ListControls
                  index={i}
                  count={slides.length}
                  name={`slide ${i + 1}`}
                  onMove={(by) => setSlides(moved(slides, i, by))}
                  onRemove={() => setSlides(slides.filter((_, j) => j !== i))}
                />
              </div>
            </fieldset>
          );
        })}
        <Button type="button" variant="secondary" disabled={slides.length >= 8} onClick={() => setSlides([...slides, { ...NEW_SLIDE }])}>
          <Plus className="size-4" aria-hidden="true" /> Add a Slide
        </Button>
      </Panel>
      <BlockPublishing editor={editor} label="Hero slides" previewHref="/employee/site-content/preview/home" formErrorKey="slides" />
    </form>
  );
}
