import * as z from 'zod/mini';

/**
 * What a visitor types is written into the dealer's e-mails, the ADF copy for
 * the CRM and the portal. A name or subject holding a line break could forge a
 * line of the dealer's notice ("Customer: …" then a fake "Phone:"), a NUL
 * truncates text in some readers, and the bidirectional overrides make text
 * read differently from what it holds. So every public lead schema normalises
 * its text fields here, on both sides (the island parses the same schema):
 *
 * - one-line fields (names, subjects, makes, models): every run of line breaks,
 *   tabs and other control characters becomes one space;
 * - multi-line fields (messages): line breaks are kept (as \n), other control
 *   characters go;
 * - both: the bidirectional embedding, override and isolate characters
 *   (U+202A–U+202E, U+2066–U+2069) and the invisible marks (U+200E, U+200F,
 *   U+061C) go, as do the line and paragraph separators U+2028/U+2029 (they
 *   break lines too).
 *
 * Normalised rather than refused: a name pasted with a stray line break is
 * still the customer's name, and a lead is never lost over it.
 */

// Built from code points so the source file itself holds no invisible characters.
const BIDI_CONTROLS = new RegExp('[\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C]', 'g');
// C0 controls (NUL, CR, LF, TAB …), DEL, C1 controls and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/** One line of text: controls and line breaks become a space, bidi controls go, spaces collapse at the breaks. */
export function toSingleLine(value: string): string {
  return value.replace(BIDI_CONTROLS, '').replace(LINE_BREAKS_AND_CONTROLS, ' ').replace(/ {2,}/g, ' ');
}

/** Several lines: CR LF and lone CR become \n, U+2028/2029 become \n, other controls and bidi controls go. */
export function toPlainLines(value: string): string {
  return value
    .replace(BIDI_CONTROLS, '')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(CONTROLS_BUT_NEWLINE, '');
}

/** A required one-line field (name, subject, make …): normalised, trimmed, then measured. */
export const singleLine = (label: string, max: number, min = 1, required?: string) =>
  z
    .string(required)
    .check(
      z.overwrite(toSingleLine),
      z.trim(),
      z.minLength(min, min > 1 ? `${label} must be at least ${min} characters.` : (required ?? `${label} is required.`)),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    );

/** An optional one-line field (trim, model line …). */
export const optionalSingleLine = (label: string, max: number) =>
  z.optional(
    z.nullable(z.string().check(z.overwrite(toSingleLine), z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`))),
  );

/** A message: line breaks kept, controls and bidi controls removed, trimmed, then measured. */
export const plainLines = (label: string, max: number, min = 0, required?: string) =>
  z
    .string(required)
    .check(
      z.overwrite(toPlainLines),
      z.trim(),
      ...(min > 0 ? [z.minLength(min, `${label} must be at least ${min} characters.`)] : []),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    );
