import { z } from 'zod';
import { requiredText, siteImageRef, siteLink } from './content-fields';

/** One slide of the home page's hero: shown in the block's order, when on. */
export const heroSlideSchema = z.object({
  image: siteImageRef('Image'),
  alt: requiredText('Alt text', 200),
  eyebrow: requiredText('Eyebrow', 80),
  heading: requiredText('Heading', 90, 3),
  text: requiredText('Text', 240),
  buttonLabel: requiredText('Button label', 40),
  buttonLink: siteLink('Button link'),
  secondLabel: requiredText('Second button label', 40),
  secondLink: siteLink('Second button link'),
  enabled: z.boolean('On must be true or false.').default(true),
});
export type HeroSlide = z.output<typeof heroSlideSchema>;

/** The home page's hero slides, in order; at least one is on (the hero is the page's first sight). */
export const heroBlockSchema = z.object({
  slides: z
    .array(heroSlideSchema, 'Slides must be a list.')
    .min(1, 'Slides: add at least one slide.')
    .max(8, 'Slides: at most 8.')
    .refine((slides) => slides.some((s) => s.enabled), 'Slides: turn at least one slide on.')
    .refine((slides) => new Set(slides.map((s) => s.heading)).size === slides.length, 'Slides: each slide needs its own heading.'),
});
export type HeroBlock = z.output<typeof heroBlockSchema>;
