import { eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { siteSettings } from '#src/db/schema';
import { DEFAULT_FINANCING_RETENTION_MONTHS } from '#src/lib/leads/options';
import type { LeadSettings } from '#src/lib/validation/lead-settings';

const KEY = 'leads.delivery';

export function defaultLeadSettings(): LeadSettings {
  return { crmEnabled: false, crmEmail: null, financingRetentionMonths: DEFAULT_FINANCING_RETENTION_MONTHS };
}

/** The saved lead settings over the defaults (CRM delivery off, financing kept 24 months after closing). */
export function getLeadSettings(): LeadSettings {
  const row = db().select().from(siteSettings).where(eq(siteSettings.key, KEY)).get();
  return { ...defaultLeadSettings(), ...((row?.value as Partial<LeadSettings> | undefined) ?? {}) };
}

export function saveLeadSettings(settings: LeadSettings): void {
  db()
    .insert(siteSettings)
    .values({ key: KEY, value: settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedAt: new Date() } })
    .run();
}
