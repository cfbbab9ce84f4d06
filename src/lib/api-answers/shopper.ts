import { z } from 'zod';
import { APPOINTMENT_KINDS, APPOINTMENT_STATUSES } from '#src/lib/appointments/enums';
import { INQUIRY_STATUSES, VEHICLE_STATUSES } from '#src/lib/enums';
import { OFFER_STATUSES, TRADE_CONDITIONS } from '#src/lib/leads/options';
import { ALERT_FREQUENCIES } from '#src/lib/shoppers/alerts';
import { isoInstant, recordId } from './common';
import { outboxMessageAnswer } from './outbox';
import { garageRegisterEntryAnswer } from './vehicles';

/** The answers of /api/shopper: the signed-in shopper's own account (My garage), never anyone else's. */

/** `{ message }`: a sentence to show the shopper. */
export const shopperMessageAnswer = z.object({ message: z.string() });

/** A sign-in link opened: whose account it opens (masked) and whether this browser asked for it. */
export const signInLinkCheckAnswer = z.object({
  email: z.string().describe('The address the link signs in to, masked: its first character and the domain (a…@example.com).'),
  sameBrowser: z.boolean().describe('This browser asked for the link: it signs in at once. Otherwise the page asks first.'),
});
export type SignInLinkCheckAnswer = z.output<typeof signInLinkCheckAnswer>;

/** The shopper's saved vehicle ids. */
export const savedVehiclesAnswer = z.object({ saved: z.array(recordId).describe("The saved vehicles' ids.") });
export type SavedVehiclesAnswer = z.output<typeof savedVehiclesAnswer>;

/** The signed-in shopper as the browser learns it: their own details and saves. */
export const signedInShopperAnswer = z.object({
  signedIn: z.literal(true),
  shopper: z.object({
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  saved: z.array(recordId).describe("The saved vehicles' ids."),
  passkeys: z.int().nonnegative().describe('How many passkeys the account has.'),
});
export type SignedInShopperAnswer = z.output<typeof signedInShopperAnswer>;

/** GET /api/shopper/me. */
export const shopperMeAnswer = z
  .discriminatedUnion('signedIn', [signedInShopperAnswer, z.object({ signedIn: z.literal(false) })])
  .describe('`{ signedIn: false }` without a shopper session.');
export type ShopperMeAnswer = z.output<typeof shopperMeAnswer>;

/** What a saved search asks for (src/lib/shoppers/saved-search.ts): at least one field; prices are all-in dollars. */
export const savedSearchCriteriaAnswer = z.object({
  make: z.string().optional(),
  model: z.string().optional(),
  yearMin: z.int().optional(),
  yearMax: z.int().optional(),
  priceMin: z.int().optional(),
  priceMax: z.int().optional(),
  mileageMax: z.int().optional().describe('Kilometres.'),
  color: z.string().optional(),
  category: z.string().optional().describe('A category slug.'),
  search: z.string().optional().describe('Words to find in the listing.'),
});

export const savedSearchAnswer = z.object({
  id: recordId,
  userId: recordId.describe("The shopper's account."),
  name: z.string(),
  criteria: savedSearchCriteriaAnswer,
  frequency: z.enum(ALERT_FREQUENCIES).describe('How often its alerts are sent: at once, or gathered daily or weekly.'),
  paused: z.boolean(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type SavedSearchAnswer = z.output<typeof savedSearchAnswer>;
export const savedSearchesAnswer = z.object({ searches: z.array(savedSearchAnswer).describe('Newest first.') });

const CONSENT_BASES = ['express', 'withdrawn', 'implied-inquiry', 'implied-purchase'] as const;

export const MARKETING_CONSENT_STATES = ['express', 'implied', 'withdrawn', 'none'] as const;

/** GET and PUT /api/shopper/preferences. */
export const shopperPreferencesAnswer = z.object({
  savedVehicleAlerts: z.boolean().describe('E-mail on price drops, reservations and sales of saved cars.'),
  alertFrequency: z.enum(ALERT_FREQUENCIES),
  consent: z.enum(MARKETING_CONSENT_STATES).describe('The marketing consent in force for the account’s address.'),
});
export type ShopperPreferencesAnswer = z.output<typeof shopperPreferencesAnswer>;

/** GET /api/shopper/garage: the shopper's own records, found by the account's verified e-mail. */
export const shopperGarageAnswer = z.object({
  appointments: z.array(
    z.object({
      id: recordId,
      kind: z.enum(APPOINTMENT_KINDS),
      status: z.enum(APPOINTMENT_STATUSES),
      start: isoInstant,
      end: isoInstant,
      when: z.string().describe('The start as the dealer writes it, in its time zone.'),
      heldUntil: isoInstant.nullable().describe('An online booking still to be confirmed from its e-mail holds its slot until then.'),
      vehicle: z.object({ id: recordId, title: z.string().nullable(), status: z.enum(VEHICLE_STATUSES).nullable() }).nullable(),
      canCancel: z.boolean(),
      canReschedule: z.boolean(),
    }),
  ),
  offers: z
    .array(
      z.object({
        id: recordId,
        amount: z.int().describe('Whole dollars.'),
        askingPrice: z.int().nullable().describe('The advertised price when the offer was made.'),
        status: z.enum(OFFER_STATUSES),
        counterAmount: z.int().nullable().describe("The dealer's latest counter-offer."),
        createdAt: isoInstant,
        vehicleId: recordId.nullable(),
        vehicleTitle: z.string().nullable(),
        vehicleStatus: z.enum(VEHICLE_STATUSES).nullable(),
      }),
    )
    .describe('Newest first.'),
  tradeIns: z
    .array(
      z.object({
        id: recordId,
        year: z.int(),
        make: z.string(),
        model: z.string(),
        trim: z.string().nullable(),
        mileage: z.int(),
        condition: z.enum(TRADE_CONDITIONS),
        createdAt: isoInstant,
        leadStatus: z.enum(INQUIRY_STATUSES),
        withOffer: z.boolean().describe('Sent with an offer on a car.'),
      }),
    )
    .describe('Newest first.'),
  consent: z.object({
    state: z.enum(MARKETING_CONSENT_STATES),
    since: isoInstant.nullable(),
    until: isoInstant.nullable().describe('When implied consent runs out.'),
  }),
  consents: z
    .array(
      z.object({
        id: recordId,
        basis: z.enum(CONSENT_BASES),
        granted: z.boolean(),
        source: z.string().describe('The form or action it came from.'),
        wording: z.string().describe('The words the shopper agreed to or acted on.'),
        at: isoInstant,
      }),
    )
    .describe('Every consent record of the address, newest first.'),
});
export type ShopperGarageAnswer = z.output<typeof shopperGarageAnswer>;

/** POST /api/shopper/appointments/{id}/cancel. */
export const appointmentCancelledAnswer = z.object({ status: z.enum(APPOINTMENT_STATUSES), start: isoInstant });
/** POST /api/shopper/appointments/{id}/reschedule. */
export const appointmentMovedAnswer = z.object({
  status: z.enum(APPOINTMENT_STATUSES),
  start: isoInstant,
  end: isoInstant,
  when: z.string().describe('The new start as the dealer writes it.'),
});

const base64url = z.string().describe('base64url');
const credentialDescriptor = z.looseObject({ id: base64url, type: z.literal('public-key'), transports: z.array(z.string()).optional() });

/** PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3), for navigator.credentials.create. */
export const passkeyCreationOptionsAnswer = z.looseObject({
  challenge: base64url,
  rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
  user: z.looseObject({ id: base64url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.int(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional().describe('The passkeys the account has already.'),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
  extensions: z.looseObject({}).optional(),
});

/** PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3), for navigator.credentials.get. */
export const passkeyRequestOptionsAnswer = z.looseObject({
  challenge: base64url,
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional().describe('Empty: any passkey of this site (discoverable).'),
  userVerification: z.string().optional(),
  extensions: z.looseObject({}).optional(),
});

/** A consent record as kept: who agreed (or withdrew) to what, with the words shown. */
export const consentRecordAnswer = z.object({
  id: recordId,
  email: z.string(),
  granted: z.boolean(),
  basis: z.enum(CONSENT_BASES),
  source: z.string().describe('The form or action it came from: inquiry, appointment, trade-in, offer, financing, unsubscribe, staff, …'),
  wording: z.string(),
  wordingVersion: z.string(),
  inquiryId: recordId.nullable(),
  customerId: recordId.nullable().optional().describe('The customer record it belongs to.'),
  createdAt: isoInstant,
});

/** GET /api/shopper/account: everything held about the signed-in shopper (PIPEDA access), as a download. */
export const shopperDataAnswer = z.object({
  exportedAt: isoInstant,
  account: z.object({
    id: recordId,
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: isoInstant,
  }),
  passkeys: z.array(
    z.object({ id: z.string().describe('The credential id, base64url.'), createdAt: isoInstant, lastUsedAt: isoInstant.nullable() }),
  ),
  savedVehicles: z.array(recordId).describe("The saved vehicles' ids."),
  savedSearches: z.array(savedSearchAnswer),
  alertSettings: z.object({ savedVehicleAlerts: z.boolean(), alertFrequency: z.enum(ALERT_FREQUENCIES) }),
  email: z.string().optional().describe('The address the records below were found by (absent when none are held).'),
  leads: z
    .array(z.looseObject({ id: recordId, type: z.string() }))
    .describe('Every lead under the address, oldest first, each as the staff lead detail gives it.'),
  consentRecords: z.array(consentRecordAnswer).describe('Oldest first.'),
  emails: z.array(outboxMessageAnswer).describe('Every e-mail sent to the address or about its leads, oldest first.'),
  garageRegister: z.array(garageRegisterEntryAnswer).describe('Register entries of cars sold to a name on these leads: kept by law.'),
});
export type ShopperDataAnswer = z.output<typeof shopperDataAnswer>;
