import { db } from '#src/db/client';
import { siteSettings } from '#src/db/schema';
import { defaultWeeklyHours, weeklyHoursText } from '#src/lib/appointments/opening-hours';
import { DEFAULT_SLOT_RULES, type SlotRules } from '#src/lib/appointments/slots';
import type { AppointmentSettings } from '#src/lib/validation/appointment-settings';
import { getDealerContact, saveDealerContact } from '#src/db/queries/dealer-settings';
import { siteSetting } from '#src/db/queries/site-setting';

const KEY = 'appointments.rules';

export function defaultAppointmentSettings(): SlotRules {
  return { weeklyHours: defaultWeeklyHours(), ...DEFAULT_SLOT_RULES };
}

/** The booking rules: the saved ones, else the dealer's published hours, 60-minute slots, 1 bay, 2 hours' notice. */
export const getAppointmentSettings: () => SlotRules = siteSetting(KEY, (stored) => ({
  ...defaultAppointmentSettings(),
  ...((stored as Partial<SlotRules> | undefined) ?? {}),
}));

/**
 * Saves the rules. The opening hours are the one list: the hours the site publishes
 * (footer, contact page, structured data) are rewritten from them in the same step.
 */
export function saveAppointmentSettings(settings: AppointmentSettings): SlotRules {
  db().transaction((tx) => {
    tx.insert(siteSettings)
      .values({ key: KEY, value: settings, updatedAt: new Date() })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedAt: new Date() } })
      .run();
  });
  saveDealerContact({ ...getDealerContact(), hours: weeklyHoursText(settings.weeklyHours) });
  return getAppointmentSettings();
}
