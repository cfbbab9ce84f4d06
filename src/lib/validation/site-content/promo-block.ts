import { z } from 'zod';
import { optionalText, requiredText, siteLink } from './content-fields';

/** One variant of the home page's promotional banner. The first button's clicks count as the A/B test's conversions. */
export const promoVariantSchema = z.object({
  eyebrow: requiredText('Eyebrow', 80),
  title: requiredText('Title', 90, 3),
  text: requiredText('Text', 300),
  primaryLabel: requiredText('Button label', 40),
  primaryLink: siteLink('Button link'),
  secondaryLabel: requiredText('Second button label', 40),
  secondaryLink: siteLink('Second button link'),
  /** Small print under the banner (a rate's conditions). */
  note: optionalText('Small print', 200),
});
export type PromoVariant = z.output<typeof promoVariantSchema>;

/**
 * The banner's two variants: visitors without marketing consent (and the cached page) see A; with consent the
 * browser keeps A or B for the visitor, 50/50, and counts views and clicks of each.
 */
export const promoBlockSchema = z.object({ a: promoVariantSchema, b: promoVariantSchema });
export type PromoBlock = z.output<typeof promoBlockSchema>;
