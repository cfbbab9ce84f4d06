import { CarFront } from 'lucide-react';
import { cn } from '../shared/ui/cn';

/**
 * A vehicle's first photo over a quiet placeholder. When there is no photo the
 * placeholder shows; when the photo fails to load, `data-fallback` lets the
 * page's script hide it (this also works where the component is not hydrated).
 */
export default function VehicleThumb({ src, alt, className }: { src: string | undefined; alt: string; className?: string }) {
  return (
    <span className={cn('relative block shrink-0 overflow-hidden rounded-md bg-ivory-2', className)}>
      <span className="absolute inset-0 flex items-center justify-center text-ink/25" aria-hidden="true">
        <CarFront className="size-1/2" strokeWidth={1.25} />
      </span>
      {src && <img src={src} alt={alt} loading="lazy" decoding="async" data-fallback className="relative size-full object-cover" />}
    </span>
  );
}
