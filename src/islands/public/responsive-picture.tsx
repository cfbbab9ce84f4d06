import { PLACEHOLDER_CAR, type ResponsiveImage } from '../../lib/images';

type Props = {
  image: ResponsiveImage;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  fallback?: string;
  className?: string;
};

/** The island twin of picture.astro: the same sources, the same data-fallback hook for broken images. */
export function ResponsivePicture({ image, alt, width, height, sizes, priority = false, fallback = PLACEHOLDER_CAR, className }: Props) {
  return (
    <picture>
      {image.avifSrcset && <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />}
      {image.webpSrcset && <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} />}
      <img
        src={image.src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        data-fallback={image.src === fallback ? undefined : fallback}
        className={className}
      />
    </picture>
  );
}
