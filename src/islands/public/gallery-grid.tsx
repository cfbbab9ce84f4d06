import { useEffect, useState, type MouseEvent } from 'react';
import { PhotoLightbox, type LightboxPhoto } from './photo-lightbox';

export type GalleryPhoto = LightboxPhoto & {
  id: string;
  category: string;
  /** The category's label, shown under the title. */
  label: string;
  width: number;
  height: number;
};

type Props = {
  photos: GalleryPhoto[];
  categories: { id: string; label: string }[];
  /** From ?category= (null: all). */
  category: string | null;
};

const SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** The gallery URL for a category ('' or null: all). */
const hrefFor = (category: string | null) => (category ? `/gallery?category=${encodeURIComponent(category)}` : '/gallery');
const categoryOf = (search: string) => new URLSearchParams(search).get('category')?.trim().toLowerCase() || null;
const plainClick = (event: MouseEvent) => !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

/**
 * The gallery: category filters and the photographs, opening the PhotoLightbox.
 * Rendered on the server already filtered, with the filters as links to
 * ?category=… and each photograph a link to its full-size file, so all of it
 * works without JavaScript. Hydrated, a filter changes the grid in place and
 * adds a history entry (Back undoes it), and a photograph opens the lightbox
 * over the photographs shown.
 */
export default function GalleryGrid({ photos, categories, category: initial }: Props) {
  const [category, setCategory] = useState(initial);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const shown = photos.filter((p) => !category || p.category === category);
  const filters = [{ id: null, label: 'All' }, ...categories];

  useEffect(() => {
    const onPop = () => setCategory(categoryOf(location.search));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  function choose(event: MouseEvent, next: string | null) {
    if (!plainClick(event)) return;
    event.preventDefault();
    if (next === category) return;
    setCategory(next);
    history.pushState({ gallery: next }, '', hrefFor(next));
  }

  return (
    <div data-gallery>
      <nav aria-label="Gallery categories">
        <ul className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <li key={f.id ?? 'all'}>
              <a
                href={hrefFor(f.id)}
                aria-current={f.id === category ? 'true' : undefined}
                className="gallery-chip block border px-4 py-2 text-sm tracking-wide transition-colors"
                onClick={(event) => choose(event, f.id)}
              >
                {f.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="py-24 text-center" data-testid="gallery-empty" hidden={shown.length > 0}>
        <h2 className="font-display text-3xl">No Images Found</h2>
        <p className="mt-3 text-muted">No images available for the selected category. Please try another category.</p>
        <a
          href="/gallery"
          className="eyebrow mt-8 inline-block bg-ink px-7 py-3.5 text-ivory hover:bg-ink-3"
          onClick={(event) => choose(event, null)}
        >
          View All Categories
        </a>
      </div>

      <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" data-testid="gallery-grid" hidden={!shown.length}>
        {photos.map((p, i) => {
          const visible = shown.includes(p);
          return (
            <li key={p.id} hidden={!visible} data-gallery-item={p.category}>
              <a
                href={p.full}
                className="group block w-full text-left"
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  setLightbox(shown.indexOf(p));
                }}
              >
                <span className="block aspect-[16/10] overflow-hidden bg-ink">
                  <picture>
                    <source type="image/avif" srcSet={p.avifSrcset} sizes={SIZES} />
                    <source type="image/webp" srcSet={p.webpSrcset} sizes={SIZES} />
                    <img
                      src={p.src}
                      alt=""
                      width={p.width}
                      height={p.height}
                      loading={i < 3 ? 'eager' : 'lazy'}
                      decoding="async"
                      className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
                    />
                  </picture>
                </span>
                <span className="mt-3 block font-display text-xl">{p.title}</span>
                <span className="block text-sm text-muted">
                  {p.label}
                  <span className="sr-only"> (view full screen)</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>

      <PhotoLightbox label="Gallery" photos={shown} index={lightbox} onIndexChange={setLightbox} onClose={() => setLightbox(null)} />
    </div>
  );
}
