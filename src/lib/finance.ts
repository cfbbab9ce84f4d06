/** A loan estimate for the financing calculator. Amounts in dollars. */
export type LoanInput = {
  price: number;
  downPayment?: number;
  tradeIn?: number;
  termMonths: number;
  /** Annual percentage rate, e.g. 3.99 for 3.99 %. */
  aprPercent: number;
};

export type LoanEstimate = {
  /** What is borrowed: price - down payment - trade-in, never below 0. */
  financed: number;
  /** The monthly payment. */
  monthly: number;
  /** Total of payments minus the amount financed. */
  totalInterest: number;
  /** What the vehicle costs in all: price + interest. */
  totalCost: number;
  /** Every payment added up: monthly × term. */
  totalOfPayments: number;
  /**
   * The total cost of borrowing (Ontario Consumer Protection Act): every
   * amount paid beyond the amount financed. With no lender fees in the
   * estimate, that is the interest.
   */
  costOfBorrowing: number;
};

const cents = (n: number) => Math.round(n * 100) / 100 + 0;

function check(name: string, value: number, ok: boolean): void {
  if (!Number.isFinite(value) || !ok)
    throw new RangeError(
      `${name} must be ${name === 'termMonths' ? 'a whole number of months, at least 1' : 'a number, 0 or more'} (got ${value})`,
    );
}

/**
 * The standard amortised payment: financed × r / (1 − (1 + r)^−n) with
 * r = APR / 12 / 100 and n months; at 0 % APR simply financed / n. Amounts are
 * rounded to cents only at the end. Throws a RangeError for a negative or
 * non-finite amount or rate, or a term that is not a whole number >= 1.
 */
export function monthlyPayment({ price, downPayment = 0, tradeIn = 0, termMonths, aprPercent }: LoanInput): LoanEstimate {
  check('price', price, price >= 0);
  check('downPayment', downPayment, downPayment >= 0);
  check('tradeIn', tradeIn, tradeIn >= 0);
  check('aprPercent', aprPercent, aprPercent >= 0);
  check('termMonths', termMonths, Number.isInteger(termMonths) && termMonths >= 1);

  const financed = Math.max(0, price - downPayment - tradeIn);
  const r = aprPercent / 100 / 12;
  // 1 − (1 + r)^−n written with expm1/log1p so that a tiny rate keeps its precision.
  const monthly = r === 0 ? financed / termMonths : (financed * r) / -Math.expm1(-termMonths * Math.log1p(r));
  const totalInterest = monthly * termMonths - financed;
  return {
    financed: cents(financed),
    monthly: cents(monthly),
    totalInterest: cents(totalInterest),
    totalCost: cents(price + totalInterest),
    totalOfPayments: cents(monthly * termMonths),
    costOfBorrowing: cents(totalInterest),
  };
}
