import { escapeHtml as escape } from '#src/lib/format/html';
import { formatRateDate, formatUsdApprox, type UsdRate } from '#src/lib/pricing/usd';
import { attr } from './picture-html';

/**
 * The card's and the vehicle page's marks for a buyer far away (issue 23), as
 * HTML strings shared by the server's card and the browser's personalised cards.
 */

/** "CARFAX Canada report": opens the report in a new tab, telling nothing of this page to it. */
export function carfaxBadgeHtml(url: string, title: string): string {
  return (
    `<p class="mt-3"><a${attr('href', url)} target="_blank" rel="noopener noreferrer" class="inline-flex items-center gap-1.5 border border-ink/20 px-2.5 py-1 text-xs font-medium text-ink underline-offset-4 hover:border-ink hover:underline" data-carfax-badge>` +
    `CARFAX Canada report<span aria-hidden="true">&#8599;</span>` +
    `<span class="sr-only"> for the ${escape(title)} (opens in a new tab)</span></a></p>`
  );
}

/**
 * "≈ US$ 215,000" after a price: in every page's HTML (the rate is public, so
 * the cached page is the same for all) and hidden until the shopper turns
 * "Show ≈ US$" on; appended after the CAD price, so that price never moves.
 */
export function usdApproxHtml(cad: number, usd: UsdRate): string {
  return (
    `<span class="hidden text-sm text-ink/80" data-usd-approx>${escape(formatUsdApprox(cad, usd.rate))}` +
    `<span class="text-xs text-muted"> at the rate of ${escape(formatRateDate(usd.asOf))}; sale in Canadian dollars</span></span>`
  );
}
