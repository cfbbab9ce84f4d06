import { db } from '#src/db/client';
import { siteSettings } from '#src/db/schema';
import { defaultHoldSettings, type HoldSettings } from '#src/lib/validation/hold-settings';
import { siteSetting } from './site-setting';

const KEY = 'holds';

/** The saved hold settings over the defaults (72 hours, $1,000, the dealer's address for e-Transfers, neutral refund terms). */
// Every vehicle page reads them on each render past the page cache: kept until the data changes.
export const getHoldSettings: () => HoldSettings = siteSetting(KEY, (stored) => ({
  ...defaultHoldSettings(),
  ...((stored as Partial<HoldSettings> | undefined) ?? {}),
}));

export function saveHoldSettings(settings: HoldSettings): void {
  db()
    .insert(siteSettings)
    .values({ key: KEY, value: settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedAt: new Date() } })
    .run();
}
