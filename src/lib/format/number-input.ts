/**
 * A number as staff type it into a form: '149,900', '$149,900', '12 400 km',
 * '149900.00'. Thousands separators (commas in groups of three, spaces), a
 * leading '$' and a trailing unit ('km', 'mi') are dropped; a blank is
 * undefined (the schema then says the field is required). Anything else is
 * returned as typed, so the schema names it ('1,49' stays a mistake, not 149).
 * Numbers pass through unchanged.
 */
export function readNumberInput(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const text = raw
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/^\$\s?/, '')
    .replace(/\s?(km|mi)$/i, '')
    .trim();
  if (!text) return undefined;
  const grouped = /^-?\d{1,3}([, ]\d{3})+(\.\d+)?$/.test(text);
  const plain = /^-?\d+(\.\d+)?$/.test(text);
  if (!grouped && !plain) return raw;
  return Number(text.replace(/[, ]/g, ''));
}
