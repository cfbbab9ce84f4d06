import { pruneClosedFinancingLeads } from '#src/db/queries/leads/financing';
import { getLeadSettings } from '#src/db/queries/lead-settings';

/** Applies the financing retention rule now, with the months set in the admin settings; returns how many leads went. */
export function applyFinancingRetention(now = new Date()): number {
  return pruneClosedFinancingLeads(now, getLeadSettings().financingRetentionMonths);
}

let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Runs the retention rule now and then daily, in this process; only the first
 * call does anything. Started by the middleware, so it runs from the first
 * request of every server start (scripts/prepare.ts also runs it at start).
 */
export function startLeadRetention(): void {
  if (timer) return;
  const run = () => {
    try {
      applyFinancingRetention();
    } catch (error) {
      console.error('The financing retention rule failed:', error instanceof Error ? error.message : error);
    }
  };
  run();
  timer = setInterval(run, 86_400_000);
  timer.unref();
}
