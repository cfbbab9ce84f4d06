/**
 * The North American VIN check digit (49 CFR 565): position 9 is a weighted
 * sum of the other 16 characters mod 11, with 10 written as 'X'.
 * Letters I, O and Q never appear in a VIN.
 */
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

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
