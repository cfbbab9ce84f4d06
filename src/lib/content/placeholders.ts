/**
 * Words in the site's copy that come from the dealer's settings, not from the text: staff write `{{phone}}` in the
 * privacy policy and the page shows the phone number the settings hold today, so changing the address or phone in
 * the settings never leaves an old one in a page's prose.
 */
export const PLACEHOLDERS = ['name', 'legalName', 'address', 'email', 'phone', 'foundedYear', 'years'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The `{{…}}` a text uses that are not placeholders, each once (a typo would otherwise show as written). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(TOKEN)) if (!(PLACEHOLDERS as readonly string[]).includes(name!)) unknown.add(name!);
  return [...unknown];
}

/** The text with each placeholder replaced by its value (unknown ones are left as written). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(TOKEN, (token, name: string) => (name in values ? values[name as Placeholder] : token));
}

/** A sentence for the editor: what may be written. */
export const PLACEHOLDER_HINT = `From the settings: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}.`;
