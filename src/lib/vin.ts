/**
 * The North American VIN check digit (49 CFR 565): position 9 is a weighted
 * sum of the other 16 characters mod 11, with 10 written as 'X'.
 * Letters I, O and Q never appear in a VIN.
 */
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
export const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

export function vinCheckDigit(vin: string): string {
  const upper = vin.toUpperCase();
  if (!VIN_SHAPE.test(upper)) throw new Error('A VIN has 17 letters and digits, without I, O or Q');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = upper[i];
    const value = /\d/.test(ch) ? Number(ch) : TRANSLITERATION[ch];
    sum += value * WEIGHTS[i];
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** Returns the VIN with its 9th character replaced by the correct check digit. */
export function withVinCheckDigit(vin: string): string {
  const upper = vin.toUpperCase();
  return upper.slice(0, 8) + vinCheckDigit(upper) + upper.slice(9);
}

export function isValidVin(vin: string): boolean {
  const upper = vin.toUpperCase();
  return VIN_SHAPE.test(upper) && upper[8] === vinCheckDigit(upper);
}

/** The dealer's stock number: the last 6 characters of the VIN. */
export function stockNumber(vin: string): string {
  return vin.slice(-6).toUpperCase();
}

/** The first model year whose VINs carry the 17-character format and check digit (49 CFR 565). */
export const CHECK_DIGIT_FROM_YEAR = 1981;

export const VIN_SHAPE_MESSAGE = 'VIN must be 17 letters and digits (no I, O or Q)';
export const VIN_CHECK_DIGIT_MESSAGE = 'VIN check digit does not match';

/**
 * What is wrong with a vehicle's VIN for its model year, or null. From 1981
 * a VIN is 17 characters with a valid check digit; an older chassis number
 * is taken as it is.
 */
export function vinProblem(vin: string, year: number): string | null {
  if (year < CHECK_DIGIT_FROM_YEAR) return null;
  const upper = vin.trim().toUpperCase();
  if (!VIN_SHAPE.test(upper)) return VIN_SHAPE_MESSAGE;
  return upper[8] === vinCheckDigit(upper) ? null : VIN_CHECK_DIGIT_MESSAGE;
}

/** Position 10 (the model year) in its 30-year cycle: A = 1980, B = 1981, … Y = 2000, 1 = 2001, … 9 = 2009. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year of a VIN. The code repeats every 30 years: a letter in
 * position 7 marks the 2010–2039 cycle (49 CFR 565.15 for light vehicles),
 * a digit the 1980–2009 one; a year beyond next year falls back a cycle
 * (non-North-American VINs do not follow the position-7 rule).
 */
export function vinModelYear(vin: string, now = new Date()): number | null {
  const upper = vin.trim().toUpperCase();
  if (!VIN_SHAPE.test(upper)) return null;
  const index = YEAR_CODES.indexOf(upper[9]);
  if (index < 0) return null;
  let year = 1980 + index + (/[A-Z]/.test(upper[6]) ? 30 : 0);
  if (year > now.getFullYear() + 1) year -= 30;
  return year;
}

/**
 * World manufacturer identifiers (VIN positions 1–3) of the makes a luxury
 * and exotic dealer sees. `also` lists the sub-brands sold under the same
 * WMI, so 'Mercedes-AMG' is not a mismatch for a Mercedes-Benz VIN.
 */
const MAKES: { make: string; wmi: string[]; also?: string[] }[] = [
  { make: 'Acura', wmi: ['19U', 'JH4', '5J8', '19V'] },
  { make: 'Alfa Romeo', wmi: ['ZAR', 'ZAS'] },
  { make: 'Aston Martin', wmi: ['SCF'] },
  { make: 'Audi', wmi: ['WAU', 'WA1', 'WUA', 'TRU'] },
  { make: 'Bentley', wmi: ['SCB', 'SJA'] },
  { make: 'BMW', wmi: ['WBA', 'WBS', 'WBY', 'WBX', '5UX', '5UJ', '5YM', '4US'], also: ['BMW M', 'Alpina'] },
  { make: 'Bugatti', wmi: ['VF9'] },
  { make: 'Cadillac', wmi: ['1G6', '1GY'] },
  { make: 'Ferrari', wmi: ['ZFF'] },
  { make: 'Genesis', wmi: ['KMT', 'KMU'] },
  { make: 'Jaguar', wmi: ['SAJ', 'SAD'] },
  { make: 'Lamborghini', wmi: ['ZHW', 'ZPB'] },
  { make: 'Land Rover', wmi: ['SAL'], also: ['Range Rover'] },
  { make: 'Lexus', wmi: ['JTH', 'JTJ', '2T2', '58A'] },
  { make: 'Lincoln', wmi: ['1LN', '5LM'] },
  { make: 'Lotus', wmi: ['SCC'] },
  { make: 'Lucid', wmi: ['50E'] },
  { make: 'Maserati', wmi: ['ZAM', 'ZN6'] },
  { make: 'McLaren', wmi: ['SBM'] },
  {
    make: 'Mercedes-Benz',
    wmi: ['WDB', 'WDC', 'WDD', 'WDF', 'W1K', 'W1N', 'W1V', 'W1X', '4JG', '55S'],
    also: ['Mercedes-AMG', 'Mercedes-Maybach', 'Mercedes', 'Maybach', 'AMG'],
  },
  { make: 'Porsche', wmi: ['WP0', 'WP1'] },
  { make: 'Rolls-Royce', wmi: ['SCA'] },
  { make: 'Tesla', wmi: ['5YJ', '7SA', 'LRW', 'XP7'] },
  { make: 'Volvo', wmi: ['YV1', 'YV4', '7JR', '7JD'], also: ['Polestar'] },
];
const BY_WMI = new Map(MAKES.flatMap((m) => m.wmi.map((w) => [w, m] as const)));

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The make of a VIN from its WMI, or null when the table does not know it. */
export function vinMake(vin: string): string | null {
  return BY_WMI.get(vin.trim().toUpperCase().slice(0, 3))?.make ?? null;
}

/** Whether an entered make is the VIN's make (or one of its sub-brands); true when the VIN's make is unknown. */
export function makeMatchesVin(make: string, vin: string): boolean {
  const entry = BY_WMI.get(vin.trim().toUpperCase().slice(0, 3));
  if (!entry || !make.trim()) return true;
  const entered = norm(make);
  return [entry.make, ...(entry.also ?? [])].some((name) => norm(name) === entered);
}

export type VinDecoded = { make: string | null; year: number | null };

/** The make and model year a 17-character VIN states (either null when unknown). */
export function decodeVin(vin: string, now = new Date()): VinDecoded {
  const upper = vin.trim().toUpperCase();
  if (!VIN_SHAPE.test(upper)) return { make: null, year: null };
  return { make: vinMake(upper), year: vinModelYear(upper, now) };
}

/**
 * Warnings (not errors) for a VIN that disagrees with the entered year or
 * make, e.g. "The VIN says 2022, not 2021". Empty when they agree or the VIN
 * says nothing.
 */
export function vinMismatches(vin: string, entered: { year?: number | null; make?: string }, now = new Date()): string[] {
  const decoded = decodeVin(vin, now);
  const warnings: string[] = [];
  if (decoded.year !== null && entered.year && entered.year !== decoded.year)
    warnings.push(`The VIN says model year ${decoded.year}, not ${entered.year}.`);
  if (decoded.make && entered.make && !makeMatchesVin(entered.make, vin))
    warnings.push(`The VIN says ${decoded.make}, not ${entered.make.trim()}.`);
  return warnings;
}
