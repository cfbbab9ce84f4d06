import { useEffect, useState } from 'react';
import { wrapIndex } from '#src/lib/carousel';
import { PLACEHOLDER_CAR } from '#src/lib/images';
import { IslandIcon } from './icons';
import { PhotoLightbox, useSwipe, type LightboxPhoto } from './photo-lightbox';

// Capped near 2x on phones: the 960 px file is sharp at that size and a third of the bytes.
const MAIN_SIZES = '(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 80vw';
const THUMB_SIZES = '(min-width: 1024px) 140px, 20vw';

type Props = {
  photos: LightboxPhoto[];
  /** 'year make model', for the lightbox's name. */
  title: string;
  /** The car's paint family (src/lib/paint.ts): the pale tint under a photo still loading. */
  paint?: string;
};

/**
 * The vehicle page's photos: the selected photo large, thumbnails 5 per row,
 * and the full-screen PhotoLightbox. Before and without JavaScript the main
 * photo and the thumbnails are links to the full-size files; once hydrated
 * the thumbnails become buttons that pick the main photo, a swipe on it steps
 * through the photos, and a click on it opens the lightbox (stepping there moves the selection too, so
 * closing shows the last photo seen).
 */
export default function PhotoViewer({ photos, title, paint = 'neutral' }: Props) {
  const [selected, setSelected] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  // The server's markup (links) until hydrated, then controls: the first render must match it.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const swipe = useSwipe((delta) => setSelected((i) => wrapIndex(i, delta, photos.length)));
  const main = photos[selected];
  const count = photos.length;
  const mainLabel = `${selected + 1} / ${count}: open photo ${selected + 1} of ${count} full screen`;

  const mainPicture = (
    <>
      <picture key={main.src}>
        {main.avifSrcset && <source type="image/avif" srcSet={main.avifSrcset} sizes={MAIN_SIZES} />}
        {main.webpSrcset && <source type="image/webp" srcSet={main.webpSrcset} sizes={MAIN_SIZES} />}
        <img
          src={main.src}
          alt={main.alt}
          width={1600}
          height={1000}
          fetchPriority={selected === 0 ? 'high' : 'auto'}
          decoding="async"
          data-fallback={PLACEHOLDER_CAR}
          className="size-full object-cover"
        />
      </picture>
      <span
        className="absolute right-4 bottom-4 flex items-center gap-2 bg-ink/75 px-3 py-1.5 text-xs tracking-[0.18em] text-ivory uppercase backdrop-blur-sm"
        aria-hidden="true"
      >
        <IslandIcon name="expand" size={14} /> <span data-main-count>{`${selected + 1} / ${count}`}</span>
      </span>
    </>
  );
  const mainClass = 'group relative block aspect-[16/10] w-full cursor-zoom-in touch-pan-y overflow-hidden';

  return (
    <div data-photo-viewer>
      {/* A link to the full-size file; once hydrated a click opens the lightbox instead. */}
      <a
        href={main.full}
        className={mainClass}
        data-paint={paint}
        aria-label={mainLabel}
        data-testid="main-photo"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setLightbox(selected);
        }}
        {...swipe}
      >
        {mainPicture}
      </a>
      {count > 1 && (
        <ul className="mt-3 grid grid-cols-5 gap-2 md:gap-3" aria-label="Photos">
          {photos.map((p, i) => {
            const thumb = (
              <picture>
                {p.avifSrcset && <source type="image/avif" srcSet={p.avifSrcset} sizes={THUMB_SIZES} />}
                {p.webpSrcset && <source type="image/webp" srcSet={p.webpSrcset} sizes={THUMB_SIZES} />}
                <img
                  src={p.src}
                  alt=""
                  width={1600}
                  height={1000}
                  loading="lazy"
                  decoding="async"
                  data-fallback={PLACEHOLDER_CAR}
                  className="size-full object-cover"
                />
              </picture>
            );
            const label = `Show photo ${i + 1} of ${count}`;
            return (
              <li key={p.src}>
                {live ? (
                  <button
                    type="button"
                    className="photo-thumb block aspect-[16/10] w-full overflow-hidden"
                    data-paint={paint}
                    aria-label={label}
                    aria-pressed={i === selected}
                    onClick={() => setSelected(i)}
                  >
                    {thumb}
                  </button>
                ) : (
                  <a
                    href={p.full}
                    className="photo-thumb block aspect-[16/10] w-full overflow-hidden"
                    data-paint={paint}
                    aria-label={label}
                    aria-current={i === 0 ? 'true' : undefined}
                  >
                    {thumb}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <PhotoLightbox
        label={`${title} photos`}
        photos={photos}
        index={lightbox}
        onIndexChange={(i) => {
          setLightbox(i);
          setSelected(i);
        }}
        onClose={() => setLightbox(null)}
      />
    </div>
  );
}
