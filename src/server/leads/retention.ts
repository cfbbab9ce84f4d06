import { pruneClosedFinancingLeads } from '#src/db/queries/leads/financing';
import { getLeadSettings } from '#src/db/queries/lead-settings';

/** Applies the financing retention rule now (the lead-retention job, at start and daily), with the months set in the admin settings; returns how many leads went. */
export function applyFinancingRetention(now = new Date()): number {
  return pruneClosedFinancingLeads(now, getLeadSettings().financingRetentionMonths);
}
