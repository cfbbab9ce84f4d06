import { db } from '#src/db/client';
import { siteSettings } from '#src/db/schema';
import { DEALER, openingHoursText } from '#src/lib/dealer';
import { siteSetting } from './site-setting';

/** The parts of the dealer's details staff may edit in admin settings. */
export type DealerContact = {
  phoneDisplay: string;
  email: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  hours: { days: string; text: string }[];
};

const KEY = 'dealer.contact';

export function defaultDealerContact(): DealerContact {
  return {
    phoneDisplay: DEALER.phone.display,
    email: DEALER.email,
    street: DEALER.address.street,
    city: DEALER.address.city,
    region: DEALER.address.region,
    postalCode: DEALER.address.postalCode,
    hours: openingHoursText(),
  };
}

/** The dealer's contact details as shown on the public site: the saved override, else src/lib/dealer.ts. */
export const getDealerContact: () => DealerContact = siteSetting(KEY, (stored) => ({
  ...defaultDealerContact(),
  ...((stored as Partial<DealerContact> | undefined) ?? {}),
}));

export function saveDealerContact(contact: DealerContact): void {
  db()
    .insert(siteSettings)
    .values({ key: KEY, value: contact, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: contact, updatedAt: new Date() } })
    .run();
}
