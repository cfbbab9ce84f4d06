import type { ConsentBasis } from './windows';

/**
 * A consent record as the customer reads it in My garage: what they agreed to (or withdrew), and how.
 * The portal shows the raw basis and source; the customer gets words.
 */
const BASIS_WORDS: Record<ConsentBasis, string> = {
  express: 'You agreed to receive our news and offers by e-mail',
  'implied-inquiry': 'Implied by your request: we may write to you for 6 months',
  'implied-purchase': 'Implied by your purchase: we may write to you for 2 years',
  withdrawn: 'You withdrew your consent to marketing e-mail',
};

const SOURCE_WORDS: Record<string, string> = {
  inquiry: 'the inquiry form',
  appointment: 'booking an appointment',
  'trade-in': 'the sell or trade form',
  offer: 'making an offer',
  financing: 'the financing form',
  unsubscribe: 'the unsubscribe link in an e-mail',
  staff: 'our staff, at your request',
  sale: 'your purchase',
  'shopper-alerts': 'turning on alerts in My garage',
  'my-garage': 'My garage',
};

export function consentBasisWords(basis: ConsentBasis): string {
  return BASIS_WORDS[basis];
}

/** "through the inquiry form"; an unknown source (a future form) is named as it is stored. */
export function consentSourceWords(source: string): string {
  return `through ${SOURCE_WORDS[source] ?? source.replaceAll('-', ' ')}`;
}
