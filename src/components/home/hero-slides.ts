import { siteImage } from '#src/components/media/site-image';
import type { HeroSlideView } from '#src/islands/public/hero-slider';
import type { HeroBlock } from '#src/lib/validation/site-content/hero-block';

/** The slides the hero shows (those turned on, in order), with their picture sources: the slider island's props. */
export function heroSlideViews(block: HeroBlock): HeroSlideView[] {
  return block.slides
    .filter((slide) => slide.enabled)
    .map((slide) => ({
      eyebrow: slide.eyebrow,
      title: slide.heading,
      subtitle: slide.text,
      primary: { label: slide.buttonLabel, href: slide.buttonLink },
      secondary: { label: slide.secondLabel, href: slide.secondLink },
      alt: slide.alt,
      image: siteImage(slide.image),
    }));
}
