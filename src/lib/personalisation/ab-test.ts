/** The home promotional banner test (`ab_variant`, 90 days): A financing, B inventory. */
export type AbVariant = 'A' | 'B';
export type AbState = { variant: AbVariant; conversions: number };

export function parseAbState(value: unknown): AbState | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.variant !== 'A' && v.variant !== 'B') return null;
  const conversions = Number.isSafeInteger(v.conversions) && (v.conversions as number) >= 0 ? (v.conversions as number) : 0;
  return { variant: v.variant, conversions };
}

/** 50/50 from a number in [0, 1). */
export function assignVariant(random: number): AbState {
  return { variant: random < 0.5 ? 'A' : 'B', conversions: 0 };
}

export function recordConversion(state: AbState): AbState {
  return { ...state, conversions: state.conversions + 1 };
}
