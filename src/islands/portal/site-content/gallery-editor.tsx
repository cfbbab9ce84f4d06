import { Plus } from 'lucide-react';
import type { z } from 'zod';
import { GALLERY_CATEGORIES, type galleryItemSchema } from '#src/lib/validation/site-content/gallery-block';
import { errorMessage } from '#src/islands/lib/api';
import { MediaPicker, type BuiltInImage } from '#src/islands/portal/media/media-picker';
import { Button } from '#src/islands/ui/button';
import { ErrorState, Panel } from '#src/islands/ui/card';
import { describedBy, Field, Select } from '#src/islands/ui/field';
import { LoadingState } from '#src/islands/ui/spinner';
import { BlockTextField } from './block-fields';
import { BlockPublishing } from './block-publishing';
import { ListControls, moved } from './list-controls';
import { useSiteBlock } from './use-site-block';
import type { Area } from '#src/islands/portal/area';
import { PageHeader } from '#src/islands/ui/page-header';

type Item = z.input<typeof galleryItemSchema>;

const NEW_ITEM: Item = { image: '', alt: '', title: '', caption: '', category: 'showroom' };
const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((c) => ({ value: c.id, label: c.label }));

/** The gallery's pictures: image, alt text, title, caption, category and order; a draft until published. */
export default function GalleryEditor({ area, art }: { area: Area; art: readonly BuiltInImage[] }) {
  const editor = useSiteBlock('gallery', 'Gallery');
  const { value, errors } = editor;
  if (editor.block.error)
    return (
      <ErrorState
        message={errorMessage(editor.block.error, 'The gallery could not be loaded.')}
        onRetry={() => void editor.block.reload()}
      />
    );
  if (!value) return <LoadingState label="Loading the gallery" />;
  const items = value.items as Item[];
  const setItems = (next: Item[]) => editor.setValue({ ...value, items: next });
  const change = (i: number, patch: Partial<Item>) => setItems(items.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  return (
    <>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Content'}
        title="Gallery"
        description="The pictures of /gallery and their order. Edits are a draft until published; each publish keeps a version you can restore."
      />
      <form
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
        aria-label="Gallery"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void editor.save();
        }}
      >
        <Panel title="Pictures" bodyClassName="grid gap-6">
          {items.map((item, i) => {
            const at = (field: string) => `items.${i}.${field}`;
            const categoryId = `gallery-${i}-category`;
            return (
              <fieldset key={i} className="grid gap-4 rounded-lg border border-ink/10 p-4" data-testid="gallery-item">
                <legend className="px-1 text-xs font-medium text-ink/65">Picture {i + 1}</legend>
                <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
                  <MediaPicker
                    id={`gallery-${i}-image`}
                    label={`Picture ${i + 1}`}
                    value={{ src: item.image, alt: item.alt }}
                    onChange={(image) => change(i, { image: image.src, alt: image.alt })}
                    errors={{ src: errors[at('image')], alt: errors[at('alt')] }}
                    builtIn={art}
                    required
                  />
                  <div className="grid content-start gap-4">
                    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem]">
                      <BlockTextField
                        path={at('title')}
                        label="Title"
                        value={item.title}
                        onChange={(v) => change(i, { title: v })}
                        errors={errors}
                      />
                      <Field id={categoryId} label="Category" required error={errors[at('category')]}>
                        <Select
                          id={categoryId}
                          options={CATEGORY_OPTIONS}
                          value={item.category}
                          onChange={(e) => change(i, { category: e.target.value as Item['category'] })}
                          aria-invalid={errors[at('category')] ? true : undefined}
                          aria-describedby={describedBy(categoryId, errors[at('category')])}
                        />
                      </Field>
                    </div>
                    <BlockTextField
                      path={at('caption')}
                      label="Caption"
                      value={item.caption}
                      onChange={(v) => change(i, { caption: v })}
                      errors={errors}
                      rows={2}
                    />
                  </div>
                </div>
                <ListControls
                  index={i}
                  count={items.length}
                  name={`picture ${i + 1}`}
                  onMove={(by) => setItems(moved(items, i, by))}
                  onRemove={() => setItems(items.filter((_, j) => j !== i))}
                />
              </fieldset>
            );
          })}
          <Button type="button" variant="secondary" disabled={items.length >= 120} onClick={() => setItems([...items, { ...NEW_ITEM }])}>
            <Plus className="size-4" aria-hidden="true" /> Add a Picture
          </Button>
        </Panel>
        <BlockPublishing editor={editor} label="Gallery" previewHref="/employee/site-content/preview/gallery" formErrorKey="items" />
      </form>
    </>
  );
}
