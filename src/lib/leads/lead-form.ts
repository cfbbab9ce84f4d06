/**
 * The lead forms (offer, trade-in, financing, booking) as posted: read the same
 * way from the hydrated island's values and from a body posted without
 * JavaScript, so both paths hand the same input to the same zod schema.
 * The inquiry form has its own reader (src/lib/inquiry/form-fields.ts).
 */

/** A posted form: URLSearchParams, FormData, or an island's values seen through `valuesSource`. */
export type FormSource = { get(name: string): FormDataEntryValue | null };

export const LEAD_FORM_KINDS = ['offer', 'trade-in', 'financing', 'appointment', 'delivery', 'hold', 'document-request'] as const;
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

/** The form element's id, also the fragment the redirect after a post lands on. */
export const LEAD_FORM_IDS: Record<LeadFormKind, string> = {
  offer: 'offer-form',
  'trade-in': 'trade-in-form',
  financing: 'financing-form',
  appointment: 'booking-form',
  delivery: 'delivery-form',
  hold: 'hold-form',
  'document-request': 'document-request-form',
};

/** The query parameter naming the form a page is posted (`?form=offer`): a page may hold two forms. */
export const LEAD_FORM_PARAM = 'form';
/** The query parameter of the redirect after a post was stored (`?sent=offer`); it carries nothing the visitor typed. */
export const LEAD_SENT_PARAM = 'sent';

/** What the server hands a lead form it renders. */
export type LeadFormState = {
  /** Where the form posts without JavaScript: its page, with `?form=<kind>` and the fragment. */
  action: string;
  /** What was posted (strings; a ticked box is present), shown again with the errors. */
  values?: Record<string, string>;
  /** Field name → message; `_` or `vehicleId` for what no visible field shows. */
  errors?: Record<string, string>;
  /** A message about the whole form (too many posts). */
  notice?: string;
  /** The visitor arrived by the redirect after the form was stored. */
  sent?: boolean;
};

/** `/inventory/12?form=offer#offer-form`: the page's own address (its other parameters kept), marked with the form. */
export function leadFormAction(url: URL, kind: LeadFormKind): string {
  const params = new URLSearchParams(url.search);
  params.delete(LEAD_SENT_PARAM);
  params.set(LEAD_FORM_PARAM, kind);
  return `${url.pathname}?${params}#${LEAD_FORM_IDS[kind]}`;
}

/** The page after the post: its address with `?sent=<kind>` in place of `?form=`. */
export function leadSentLocation(url: URL, kind: LeadFormKind): string {
  const params = new URLSearchParams(url.search);
  params.delete(LEAD_FORM_PARAM);
  params.set(LEAD_SENT_PARAM, kind);
  return `${url.pathname}?${params}#${LEAD_FORM_IDS[kind]}`;
}

const text = (source: FormSource, name: string) => {
  const value = source.get(name);
  return typeof value === 'string' ? value : '';
};
/** A ticked checkbox posts its value ('on'); an unticked one posts nothing. */
const ticked = (source: FormSource, name: string) => {
  const value = source.get(name);
  return typeof value === 'string' && value !== '' && value !== 'false';
};
/** '' → undefined (the schema says it is required); '$12,500' → 12500; anything else a number zod can refuse. */
export function numberOrUndefined(value: string | undefined): number | undefined {
  const t = (value ?? '').replace(/[\s$,]/g, '');
  return t === '' ? undefined : Number(t);
}
/** Digits → a number; anything else stays a string so the schema names the field; '' → undefined. */
const id = (source: FormSource, name: string) => {
  const t = text(source, name).trim();
  return t === '' ? undefined : /^\d{1,15}$/.test(t) ? Number(t) : t;
};

function contact(source: FormSource) {
  return {
    name: text(source, 'name'),
    email: text(source, 'email'),
    phone: text(source, 'phone').trim() || undefined,
    message: text(source, 'message').trim() || undefined,
    marketingConsent: ticked(source, 'marketingConsent'),
    website: text(source, 'website'),
  };
}

/** The trade vehicle's fields, under `prefix` ('tradeIn.' in the offer form). */
function tradeVehicle(source: FormSource, prefix: '' | 'tradeIn.') {
  const t = (name: string) => text(source, `${prefix}${name}`);
  const lien = t('lien');
  return {
    year: numberOrUndefined(t('year')),
    make: t('make'),
    model: t('model'),
    trim: t('trim').trim() || undefined,
    mileage: numberOrUndefined(t('mileage')),
    vin: t('vin').trim() || undefined,
    condition: t('condition') || undefined,
    accidentHistory: t('accidentHistory') || undefined,
    lien: lien || undefined,
    lienAmount: lien && lien !== 'none' ? numberOrUndefined(t('lienAmount')) : undefined,
  };
}

/** Make an offer: the amount, an optional trade-in (when its box is ticked), the contact. */
export function readOfferForm(source: FormSource) {
  return {
    vehicleId: id(source, 'vehicleId'),
    amount: numberOrUndefined(text(source, 'amount')),
    ...(ticked(source, 'withTrade') ? { tradeIn: tradeVehicle(source, 'tradeIn.') } : {}),
    ...contact(source),
  };
}

/** /sell-or-trade: the vehicle and the contact (the photos travel beside them). */
export function readTradeInForm(source: FormSource) {
  return { ...tradeVehicle(source, ''), ...contact(source), vehicleId: id(source, 'vehicleId') };
}

/** Financing pre-qualification. */
export function readFinancingForm(source: FormSource) {
  return {
    vehicleId: id(source, 'vehicleId'),
    employmentStatus: text(source, 'employmentStatus') || undefined,
    incomeBand: text(source, 'incomeBand') || undefined,
    housingCost: numberOrUndefined(text(source, 'housingCost')),
    termMonths: numberOrUndefined(text(source, 'termMonths')),
    downPayment: numberOrUndefined(text(source, 'downPayment')),
    ...contact(source),
    contactConsent: ticked(source, 'contactConsent'),
  };
}

/** A delivery quote: where to, how and by when (issue 23 item 7). */
export function readDeliveryForm(source: FormSource) {
  return {
    vehicleId: id(source, 'vehicleId'),
    country: text(source, 'country') || undefined,
    region: text(source, 'region'),
    postalCode: text(source, 'postalCode'),
    transport: text(source, 'transport') || undefined,
    wantedBy: text(source, 'wantedBy'),
    ...contact(source),
  };
}

/** "Reserve this car": the contact and the terms' box (issue 23 item 8). */
export function readHoldForm(source: FormSource) {
  return { vehicleId: id(source, 'vehicleId'), ...contact(source), termsAccepted: ticked(source, 'termsAccepted') };
}

/** A request for a document kept on request: the document, the contact. */
export function readDocumentRequestForm(source: FormSource) {
  const { name, email, marketingConsent, website } = contact(source);
  return { name, email, marketingConsent, website, vehicleId: id(source, 'vehicleId'), documentId: id(source, 'documentId') };
}

/** A booking: the kind of visit, the time chosen, the contact. */
export function readBookingForm(source: FormSource) {
  const vehicleId = id(source, 'vehicleId');
  return {
    ...contact(source),
    kind: text(source, 'kind'),
    start: text(source, 'start'),
    visitMode: text(source, 'visitMode') || undefined,
    videoApp: text(source, 'videoApp') || undefined,
    ...(vehicleId === undefined ? {} : { vehicleId }),
  };
}

/** What a post held, to show again: its text entries (files and the honeypot left out). */
export function postedValues(source: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of source) if (typeof value === 'string' && name !== 'website') values[name] = value.slice(0, 4000);
  return values;
}

/**
 * An island's values (nested for `tradeIn.*`, booleans for boxes) read as a posted form:
 * `tradeIn.year` → values.tradeIn.year, true → 'on', false → nothing.
 */
export function valuesSource(values: object, extra: Record<string, string | number | undefined> = {}): FormSource {
  return {
    get(name) {
      if (name in extra) return extra[name] === undefined ? null : String(extra[name]);
      let value: unknown = values;
      for (const part of name.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
      if (typeof value === 'boolean') return value ? 'on' : null;
      return typeof value === 'string' ? value : value == null ? null : String(value);
    },
  };
}
