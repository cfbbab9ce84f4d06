import { useCallback, useState } from 'react';
import type { ResponsiveImage } from '../../lib/images';
import { IslandIcon } from './icons';
import { Lightbox } from './lightbox';
import { ResponsivePicture } from './responsive-picture';

type Props = {
  images: ResponsiveImage[];
  /** 'year make model', for alt text. */
  title: string;
};

const MAIN_SIZES = '(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw';

/**
 * The vehicle page's photos: the selected photo large, thumbnails 5 per row
 * below, and a lightbox (wrap-around, 'n / total', arrow keys, Escape).
 */
export default function PhotoViewer({ images, title }: Props) {
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const count = images.length;
  const current = images[selected];

  if (count === 0) {
    return (
      <div className="aspect-[16/10] overflow-hidden bg-ink">
        <img src="/images/placeholder-car.svg" alt={`${title}: photographs to follow`} width={1600} height={1000} className="size-full object-cover" />
      </div>
    );
  }

  return (
    <div data-photo-viewer>
      <button
        type="button"
        className="group relative block aspect-[16/10] w-full cursor-zoom-in overflow-hidden bg-ink"
        onClick={() => setOpen(selected)}
        aria-label={`Open photo ${selected + 1} of ${count} full screen`}
        data-testid="main-photo"
      >
        <ResponsivePicture image={current} alt={`${title}, photo ${selected + 1} of ${count}`} width={1600} height={1000} sizes={MAIN_SIZES} priority className="size-full object-cover" />
        <span className="absolute right-4 bottom-4 flex items-center gap-2 bg-ink/75 px-3 py-1.5 text-xs tracking-[0.18em] text-ivory uppercase opacity-90 backdrop-blur-sm transition-opacity group-hover:opacity-100">
          <IslandIcon name="expand" size={14} /> {selected + 1} / {count}
        </span>
      </button>

      {count > 1 && (
        <ul className="mt-3 grid grid-cols-5 gap-2 md:gap-3" aria-label="Photos">
          {images.map((image, i) => (
            <li key={image.src + i}>
              <button
                type="button"
                className={`block aspect-[16/10] w-full overflow-hidden bg-ink transition-opacity ${i === selected ? 'opacity-100 ring-2 ring-bronze ring-offset-2 ring-offset-ivory' : 'opacity-70 hover:opacity-100'}`}
                onClick={() => setSelected(i)}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-pressed={i === selected}
              >
                <ResponsivePicture image={image} alt="" width={240} height={150} sizes="(min-width: 1024px) 140px, 20vw" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Lightbox
        index={open}
        count={count}
        label={`${title} photos`}
        onIndexChange={(i) => {
          setOpen(i);
          setSelected(i);
        }}
        onClose={close}
        caption={title}
      >
        {open !== null && (
          <ResponsivePicture
            key={open}
            image={images[open]}
            alt={`${title}, photo ${open + 1} of ${count}`}
            width={1600}
            height={1000}
            sizes="100vw"
            className="max-h-[calc(100dvh-9rem)] w-auto max-w-full object-contain"
          />
        )}
      </Lightbox>
    </div>
  );
}
