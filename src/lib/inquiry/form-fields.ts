import { fieldErrors } from '#src/lib/validation/field-errors';
import { inquiryInputSchema } from '#src/lib/validation/inquiry';

/**
 * The inquiry form's fields, read the same way from a browser's FormData (the
 * hydrated island) and from a posted urlencoded body (no JavaScript), so both
 * paths validate exactly the same input with the same schema.
 */
export const INQUIRY_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryValues = Record<InquiryField, string>;

/** What the server tells the form it renders: values and errors after a no-JS post, or that one was sent. */
export type InquiryFormState = {
  /** Where the form posts without JavaScript: the page it sits on. */
  action: string;
  values?: Partial<InquiryValues>;
  /** Field name → message; `_` or `vehicleId` for what no visible field shows. */
  errors?: Record<string, string>;
  /** A message about the whole form (too many posts). */
  notice?: string;
  /** The visitor arrived here by the redirect after a successful no-JS post. */
  sent?: boolean;
};

/** The query parameter the redirect after a successful post adds (it carries nothing the visitor typed). */
export const INQUIRY_SENT_PARAM = 'inquiry';
export const INQUIRY_SENT_VALUE = 'sent';
/** The id of the form element, the target of the redirect's fragment. */
export const INQUIRY_FORM_ID = 'inquiry-form';

type FormSource = { get(name: string): FormDataEntryValue | null };

const text = (source: FormSource, name: string) => {
  const value = source.get(name);
  return typeof value === 'string' ? value : '';
};

/** The typed values (to show again) and the input for `inquiryInputSchema`. */
export function readInquiryForm(source: FormSource): { values: InquiryValues; input: Record<string, unknown> } {
  const values = Object.fromEntries(INQUIRY_FIELDS.map((name) => [name, text(source, name)])) as InquiryValues;
  const vehicle = text(source, 'vehicleId').trim();
  return {
    values,
    input: {
      ...values,
      phone: values.phone.trim() || undefined,
      // Digits become a number; anything else stays a string so the schema names the field.
      vehicleId: vehicle === '' ? undefined : /^\d{1,15}$/.test(vehicle) ? Number(vehicle) : vehicle,
      website: text(source, 'website'),
    },
  };
}

/** Validates with the API's schema: the data, or the first message per field. */
export function validateInquiry(
  input: Record<string, unknown>,
): { ok: true; data: ReturnType<typeof inquiryInputSchema.parse> } | { ok: false; errors: Record<string, string> } {
  const parsed = inquiryInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error.issues) };
}
