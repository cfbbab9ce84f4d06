import { CarFront } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '#src/islands/ui/cn';

/**
 * A vehicle's first photo over a quiet placeholder, which shows when there is
 * no photo or it fails to load. Hydrated, the component hides a failed photo
 * itself; rendered without hydration (the dashboard), `data-fallback` lets
 * the page's hideBrokenImages() do it.
 */
export default function VehicleThumb({ src, alt, className }: { src: string | undefined; alt: string; className?: string }) {
  const img = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    // A photo that failed before hydration fired its error event too early for onError.
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, [src]);

  return (
    <span className={cn('relative block shrink-0 overflow-hidden rounded-md bg-ivory-2', className)}>
      <span className="absolute inset-0 flex items-center justify-center text-ink/25" aria-hidden="true">
        <CarFront className="size-1/2" strokeWidth={1.25} />
      </span>
      {src && !failed && (
        <img
          ref={img}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          data-fallback
          onError={() => setFailed(true)}
          className="relative size-full object-cover"
        />
      )}
    </span>
  );
}
