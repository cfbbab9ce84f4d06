/**
 * Delivery quotes (issue 23 item 7): where a remote buyer wants the car taken,
 * checked the same way in the browser and on the server. Canada and the United
 * States are checked closely (province or state, postal code or ZIP); elsewhere
 * the address is the buyer's to describe, and the dealer replies by e-mail.
 */

export const DELIVERY_COUNTRIES = [
  { code: 'CA', label: 'Canada' },
  { code: 'US', label: 'United States' },
  { code: 'MX', label: 'Mexico' },
  { code: 'GB', label: 'United Kingdom' },
  { code: 'DE', label: 'Germany' },
  { code: 'FR', label: 'France' },
  { code: 'CH', label: 'Switzerland' },
  { code: 'AE', label: 'United Arab Emirates' },
  { code: 'HK', label: 'Hong Kong' },
  { code: 'JP', label: 'Japan' },
  { code: 'AU', label: 'Australia' },
  { code: 'OTHER', label: 'Another country (name it in your message)' },
] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number]['code'];
export const DELIVERY_COUNTRY_CODES = DELIVERY_COUNTRIES.map((c) => c.code) as [DeliveryCountry, ...DeliveryCountry[]];
export const deliveryCountryLabel = (code: string) => DELIVERY_COUNTRIES.find((c) => c.code === code)?.label ?? code;

export const TRANSPORT_TYPES = ['enclosed', 'open'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
export const TRANSPORT_LABELS: Record<TransportType, string> = {
  enclosed: 'Enclosed transport',
  open: 'Open carrier',
};

/** Provinces and territories with the first letters of their postal codes (Canada Post's forward sortation areas). */
export const PROVINCES: Record<string, { name: string; postal: string }> = {
  AB: { name: 'Alberta', postal: 'T' },
  BC: { name: 'British Columbia', postal: 'V' },
  MB: { name: 'Manitoba', postal: 'R' },
  NB: { name: 'New Brunswick', postal: 'E' },
  NL: { name: 'Newfoundland and Labrador', postal: 'A' },
  NS: { name: 'Nova Scotia', postal: 'B' },
  NT: { name: 'Northwest Territories', postal: 'X' },
  NU: { name: 'Nunavut', postal: 'X' },
  ON: { name: 'Ontario', postal: 'KLMNP' },
  PE: { name: 'Prince Edward Island', postal: 'C' },
  QC: { name: 'Quebec', postal: 'GHJ' },
  SK: { name: 'Saskatchewan', postal: 'S' },
  YT: { name: 'Yukon', postal: 'Y' },
};

export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** 'ontario', 'Ont.'→ no; 'ON', 'Ontario', 'new york', 'NY' → the two-letter code; undefined when it names none of the country's. */
export function regionCode(country: string, region: string): string | undefined {
  const list: Record<string, string> | undefined =
    country === 'CA'
      ? Object.fromEntries(Object.entries(PROVINCES).map(([code, p]) => [code, p.name]))
      : country === 'US'
        ? US_STATES
        : undefined;
  if (!list) return undefined;
  const wanted = norm(region);
  return Object.entries(list).find(([code, name]) => norm(code) === wanted || norm(name) === wanted)?.[0];
}

/** 'm5v3l9' → 'M5V 3L9'; undefined when it is not a Canadian postal code (no D, F, I, O, Q or U; no W or Z first). */
export function canadianPostalCode(value: string): string | undefined {
  const compact = value.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/.test(compact)) return undefined;
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/** '90210', '90210-1234'; undefined otherwise. */
export function usZipCode(value: string): string | undefined {
  const t = value.trim();
  return /^\d{5}(-\d{4})?$/.test(t) ? t : undefined;
}

export type DestinationCheck =
  { ok: true; region: string; postalCode: string | null } | { ok: false; errors: Partial<Record<'region' | 'postalCode', string>> };

/**
 * The destination as the dealer will quote it: in Canada and the United States
 * the province or state must be one of theirs and the code must be a postal
 * code (of that province: its first letter) or a ZIP code; elsewhere both are
 * free text and the code is optional.
 */
export function checkDestination(country: string, region: string, postalCode: string): DestinationCheck {
  if (country !== 'CA' && country !== 'US') {
    const r = region.trim();
    const p = postalCode.trim();
    return { ok: true, region: r, postalCode: p || null };
  }
  const errors: Partial<Record<'region' | 'postalCode', string>> = {};
  const code = regionCode(country, region);
  if (!code) errors.region = country === 'CA' ? 'Please enter a Canadian province or territory.' : 'Please enter a US state.';
  let postal: string | undefined;
  if (country === 'CA') {
    postal = canadianPostalCode(postalCode);
    if (!postal) errors.postalCode = 'Please enter a valid postal code (e.g. K1A 0B1).';
    else if (code && !PROVINCES[code].postal.includes(postal[0])) errors.postalCode = `This postal code is not in ${PROVINCES[code].name}.`;
  } else {
    postal = usZipCode(postalCode);
    if (!postal) errors.postalCode = 'Please enter a valid ZIP code (e.g. 10001 or 10001-1234).';
  }
  if (Object.keys(errors).length || !code || !postal) return { ok: false, errors };
  return { ok: true, region: code, postalCode: postal };
}

/** Whether 'YYYY-MM-DD' is a real calendar date. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
