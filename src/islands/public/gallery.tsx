import { useCallback, useState, type MouseEvent } from 'react';
import type { ResponsiveImage } from '../../lib/images';
import { Lightbox } from './lightbox';
import { ResponsivePicture } from './responsive-picture';

export type GalleryPhoto = { id: string; category: string; title: string; caption: string; image: ResponsiveImage };
type Props = {
  photos: GalleryPhoto[];
  categories: { id: string; label: string }[];
  /** From ?category= (null: all). */
  initialCategory: string | null;
};

const CHIP = 'border px-4 py-2 text-sm tracking-wide transition-colors';

/**
 * The gallery: category filters (links to ?category=…, so they work without
 * JavaScript) and a lightbox that locks page scroll while open.
 */
export default function Gallery({ photos, categories, initialCategory }: Props) {
  const [category, setCategory] = useState<string | null>(initialCategory);
  const [open, setOpen] = useState<number | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const shown = category ? photos.filter((p) => p.category === category) : photos;

  const choose = (next: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setCategory(next);
    history.replaceState(null, '', next ? `?category=${encodeURIComponent(next)}` : location.pathname);
  };

  return (
    <div>
      <nav aria-label="Gallery categories">
        <ul className="flex flex-wrap gap-2">
          {[{ id: null, label: 'All' } as { id: string | null; label: string }, ...categories].map((c) => {
            const active = c.id === category;
            return (
              <li key={c.id ?? 'all'}>
                <a
                  href={c.id ? `/gallery?category=${c.id}` : '/gallery'}
                  onClick={choose(c.id)}
                  aria-current={active ? 'true' : undefined}
                  className={`${CHIP} block ${active ? 'border-ink bg-ink text-ivory' : 'border-ink/20 text-ink hover:border-ink'}`}
                >
                  {c.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      {shown.length === 0 ? (
        <div className="py-24 text-center" data-testid="gallery-empty">
          <h2 className="font-display text-3xl">No Images Found</h2>
          <p className="mt-3 text-muted">No images available for the selected category. Please try another category.</p>
          <a href="/gallery" onClick={choose(null)} className="mt-8 inline-block bg-ink px-7 py-3.5 text-[0.6875rem] font-medium tracking-[0.28em] text-ivory uppercase hover:bg-ink-3">
            View All Categories
          </a>
        </div>
      ) : (
        <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" data-testid="gallery-grid">
          {shown.map((p, i) => (
            <li key={p.id}>
              <button type="button" onClick={() => setOpen(i)} className="group block w-full text-left" aria-label={`Open “${p.title}” full screen`}>
                <span className="block aspect-[16/10] overflow-hidden bg-ink">
                  <ResponsivePicture
                    image={p.image}
                    alt={p.title}
                    width={p.image.width}
                    height={p.image.height}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    priority={i === 0}
                    className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
                  />
                </span>
                <span className="mt-3 block font-display text-xl">{p.title}</span>
                <span className="block text-sm text-muted">{categories.find((c) => c.id === p.category)?.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <Lightbox index={open} count={shown.length} label="Gallery" onIndexChange={setOpen} onClose={close} caption={open !== null && shown[open] ? <><span className="font-display text-lg text-ivory">{shown[open].title}</span> · {shown[open].caption}</> : null}>
        {open !== null && shown[open] && (
          <ResponsivePicture key={shown[open].id} image={shown[open].image} alt={shown[open].title} width={1600} height={1000} sizes="100vw" className="max-h-[calc(100dvh-10rem)] w-auto max-w-full object-contain" />
        )}
      </Lightbox>
    </div>
  );
}
