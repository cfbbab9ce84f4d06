import { useId, useState } from 'react';
import { monthlyPayment, type LoanEstimate } from '#src/lib/finance';
import { useTypedBeforeHydration } from './typed-before-hydration';

/** The calculator's fields as posted without JavaScript (the page renders the result on the server). */
export const CALCULATOR_FIELDS = ['price', 'down', 'trade', 'term', 'apr'] as const;
export type CalculatorTyped = Partial<Record<(typeof CALCULATOR_FIELDS)[number], string>>;

type Props = {
  initialPrice?: number;
  initialApr?: number;
  /** What a visitor sent without JavaScript, shown again as typed. */
  typed?: CalculatorTyped;
};

export const TERMS_MONTHS = [24, 36, 48, 60, 72, 84] as const;

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});

/** The cash price as given: cents only when it has some (an all-in price may end in .50). */
const cash = {
  format: (n: number) => (Number.isInteger(n) ? whole.format(n) : money.format(n)),
};

const termOf = (text: string | undefined): number => TERMS_MONTHS.find((m) => String(m) === text) ?? 60;

/** '$150,000' or '150000' → 150000; blank → 0; anything else → NaN. */
const amount = (text: string) => (text.trim() === '' ? 0 : Number(text.replace(/[\s$,]/g, '')));

/**
 * The financing calculator (monthlyPayment from src/lib/finance.ts), showing
 * its arithmetic: what is financed, the monthly rate, the formula with the
 * numbers in it, the payment, the interest and the total cost.
 */
export default function PaymentCalculator({ initialPrice = 150000, initialApr = 3.99, typed = {} }: Props) {
  const id = useId();
  const [price, setPrice] = useState(typed.price ?? String(initialPrice));
  const [down, setDown] = useState(typed.down ?? String(Math.round(initialPrice * 0.2)));
  const [tradeIn, setTradeIn] = useState(typed.trade ?? '0');
  const [term, setTerm] = useState(termOf(typed.term));
  const [apr, setApr] = useState(typed.apr ?? String(initialApr));
  // Figures typed before hydration stay (the fields are controlled: React would put the defaults back).
  useTypedBeforeHydration(
    CALCULATOR_FIELDS.map((name) => `${id}-${name}`),
    (found) => {
      const get = (name: string) => found[`${id}-${name}`];
      if (get('price') !== undefined) setPrice(get('price'));
      if (get('down') !== undefined) setDown(get('down'));
      if (get('trade') !== undefined) setTradeIn(get('trade'));
      if (get('term') !== undefined) setTerm(termOf(get('term')));
      if (get('apr') !== undefined) setApr(get('apr'));
    },
  );

  const input = { price: amount(price), downPayment: amount(down), tradeIn: amount(tradeIn), termMonths: term, aprPercent: amount(apr) };
  let estimate: LoanEstimate | null = null;
  let problem = '';
  try {
    estimate = monthlyPayment(input);
  } catch {
    problem = 'Enter amounts and a rate of 0 or more, using digits only.';
  }
  const r = input.aprPercent / 100 / 12;

  const field = 'mt-2 block w-full border border-line bg-white px-4 py-3 text-[15px] text-ink focus:border-bronze focus:outline-none';
  const label = 'block text-[0.6875rem] font-medium tracking-[0.24em] text-bronze uppercase';
  const money$ = (name: string, text: string, value: string, set: (v: string) => void, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={label}>
        {text}
      </label>
      <div className="relative mt-2">
        <span className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted" aria-hidden="true">
          $
        </span>
        <input
          id={`${id}-${name}`}
          name={name}
          type="text"
          inputMode="decimal"
          value={value}
          onChange={(e) => set(e.target.value)}
          className={`${field} !mt-0 pl-8`}
          aria-describedby={hint ? `${id}-${name}-hint` : undefined}
        />
      </div>
      {hint && (
        <p id={`${id}-${name}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:gap-14" data-testid="payment-calculator">
      {/* Without JavaScript the form posts to the page, which renders the estimate; once hydrated it updates as you type. */}
      <form
        method="post"
        action="/financing#calculator"
        className="grid content-start gap-5 sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Loan details"
      >
        <div className="sm:col-span-2">
          {money$('price', 'Vehicle price', price, setPrice, 'The cash price: the advertised all-in price of the vehicle.')}
        </div>
        {money$('down', 'Down payment', down, setDown)}
        {money$('trade', 'Trade-in value', tradeIn, setTradeIn, 'Net of any amount still owing.')}
        <div>
          <label htmlFor={`${id}-term`} className={label}>
            Term
          </label>
          <select
            id={`${id}-term`}
            name="term"
            value={term}
            onChange={(e) => setTerm(Number(e.target.value))}
            className={`${field} select-luxe`}
          >
            {TERMS_MONTHS.map((m) => (
              <option key={m} value={m}>
                {m} months ({m / 12} years)
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-apr`} className={label}>
            Interest rate (APR %)
          </label>
          <input
            id={`${id}-apr`}
            name="apr"
            type="text"
            inputMode="decimal"
            value={apr}
            onChange={(e) => setApr(e.target.value)}
            className={field}
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="border border-ink px-8 py-3.5 text-[0.75rem] font-medium tracking-[0.24em] text-ink uppercase transition-colors hover:bg-ink hover:text-ivory"
          >
            Calculate
          </button>
        </div>
      </form>

      <div className="bg-ink p-8 text-ivory md:p-10" aria-live="polite">
        {estimate ? (
          <>
            {/*
              Ontario's Consumer Protection Act: wherever a payment is shown, the APR, the term, the cash price and the
              total cost of borrowing stand beside it at the same prominence. Same size, same weight, one grid.
            */}
            <dl className="grid grid-cols-2 gap-x-6 gap-y-6" data-testid="loan-disclosure">
              {(
                [
                  ['Monthly payment', money.format(estimate.monthly), 'monthly-payment'],
                  ['APR', `${input.aprPercent}%`, 'loan-apr'],
                  ['Term', `${term} months`, 'loan-term'],
                  ['Cash price', cash.format(input.price), 'loan-cash-price'],
                  ['Total cost of borrowing', money.format(estimate.costOfBorrowing), 'loan-cost-of-borrowing'],
                  ['Total of payments', money.format(estimate.totalOfPayments), 'loan-total-of-payments'],
                ] as const
              ).map(([term, value, testId]) => (
                <div key={term} className="min-w-0">
                  <dt className="text-[0.6875rem] font-medium tracking-[0.2em] text-gold uppercase">{term}</dt>
                  <dd className="mt-1 font-display text-2xl break-words tabular-nums sm:text-4xl" data-testid={testId}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <dl className="mt-8 space-y-3 border-t border-ivory/15 pt-6 text-sm">
              <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
                <dt className="text-ivory/75">Amount financed</dt>
                <dd>
                  {whole.format(input.price)} − {whole.format(input.downPayment)} − {whole.format(input.tradeIn)} ={' '}
                  <strong className="font-medium">{money.format(estimate.financed)}</strong>
                </dd>
              </div>
              <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
                <dt className="text-ivory/75">Monthly rate r</dt>
                <dd>
                  {input.aprPercent}% ÷ 12 = {(r * 100).toFixed(4)}%
                </dd>
              </div>
              <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
                <dt className="text-ivory/75">Payment</dt>
                <dd className="sm:text-right" data-testid="payment-formula">
                  {r === 0 ? (
                    `${money.format(estimate.financed)} ÷ ${term}`
                  ) : (
                    <>
                      {money.format(estimate.financed)} × r ÷ (1 − (1 + r)<sup>−{term}</sup>)
                    </>
                  )}{' '}
                  = {money.format(estimate.monthly)}
                </dd>
              </div>
              <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
                <dt className="text-ivory/75">Cost of borrowing</dt>
                <dd>
                  {money.format(estimate.totalOfPayments)} − {money.format(estimate.financed)} = {money.format(estimate.costOfBorrowing)}
                </dd>
              </div>
              <div className="flex flex-col gap-0.5 border-t border-ivory/15 pt-3 sm:flex-row sm:justify-between sm:gap-4">
                <dt className="text-ivory/75">Total cost of the vehicle</dt>
                <dd className="font-medium">{money.format(estimate.totalCost)}</dd>
              </div>
            </dl>
            <p className="mt-6 text-xs leading-relaxed text-ivory/75">
              An estimate on approved credit. The cash price is the vehicle's advertised all-in price, plus HST and licensing, which are not
              financed here. Your lender's agreement states the actual rate and cost of borrowing.
            </p>
          </>
        ) : (
          <p role="alert">{problem}</p>
        )}
      </div>
    </div>
  );
}
