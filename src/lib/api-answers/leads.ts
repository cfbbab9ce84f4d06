import { z } from 'zod';
import { APPOINTMENT_KINDS, APPOINTMENT_STATUSES } from '#src/lib/appointments/enums';
import { VIDEO_APPS, VISIT_MODES } from '#src/lib/appointments/visit-mode';
import { INQUIRY_STATUSES, LEAD_TYPES, VEHICLE_STATUSES } from '#src/lib/enums';
import {
  ACCIDENT_HISTORIES,
  EMPLOYMENT_STATUSES,
  INCOME_BANDS,
  LIEN_STATUSES,
  OFFER_EVENT_KINDS,
  OFFER_STATUSES,
  TRADE_CONDITIONS,
} from '#src/lib/leads/options';
import { DELIVERY_COUNTRY_CODES, TRANSPORT_TYPES } from '#src/lib/remote-buying/delivery';
import { DEPOSIT_METHODS, HOLD_STATUSES } from '#src/lib/remote-buying/hold-state';
import { isoInstant, recordId } from './common';
import { inquiryDetailAnswer, mailDelivery, marketingConsentAnswer } from './inquiries';

/** A public lead form's answer (inquiry, trade-in, offer, financing, delivery, hold, document request). */
export const leadReceivedAnswer = z.object({ id: recordId.describe("The lead's id."), message: z.string() });
export type LeadReceivedAnswer = z.output<typeof leadReceivedAnswer>;

/** A trade-in photo (GET /api/leads/trade-in-photos/{fileName}; `-480` before `.webp` for the thumbnail). */
export const tradeInPhotoAnswer = z.object({
  id: recordId,
  tradeInId: recordId,
  fileName: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
  bytes: z.int().positive(),
  position: z.int().nonnegative(),
  createdAt: isoInstant,
});

/** The vehicle a customer trades in (an appraisal, or an offer's trade-in). */
export const tradeInAnswer = z.object({
  id: recordId,
  inquiryId: recordId,
  year: z.int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  mileage: z.int().nonnegative().describe('Kilometres.'),
  vin: z.string().nullable(),
  condition: z.enum(TRADE_CONDITIONS),
  accidentHistory: z.enum(ACCIDENT_HISTORIES),
  lien: z.enum(LIEN_STATUSES),
  lienAmount: z.int().nullable().describe('Dollars owing.'),
  createdAt: isoInstant,
  photos: z.array(tradeInPhotoAnswer).describe('In the order sent.'),
});

const offerAnswer = z.object({
  id: recordId,
  inquiryId: recordId,
  amount: z.int().describe('Dollars offered.'),
  askingPrice: z.int().nullable().describe('The advertised (all-in) price when the offer was made; null when on request.'),
  status: z.enum(OFFER_STATUSES),
  counterAmount: z.int().nullable(),
  createdAt: isoInstant,
  events: z
    .array(
      z.object({
        id: recordId,
        offerId: recordId,
        kind: z.enum(OFFER_EVENT_KINDS),
        amount: z.int().nullable(),
        message: z.string().nullable(),
        actorId: recordId.nullable(),
        actorName: z.string(),
        delivery: mailDelivery.nullable(),
        createdAt: isoInstant,
      }),
    )
    .describe("The offer's history, oldest first."),
  otherOffers: z
    .array(
      z.object({
        inquiryId: recordId,
        name: z.string(),
        amount: z.int(),
        status: z.enum(OFFER_STATUSES),
        counterAmount: z.int().nullable(),
        createdAt: isoInstant,
      }),
    )
    .describe('Other offers on the same vehicle.'),
});

/** GET /api/leads/{type}/{id}: one lead with its type's details and the customer's other leads. */
export const leadAnswer = inquiryDetailAnswer.extend({
  vehicle: z
    .object({
      id: recordId,
      year: z.int(),
      make: z.string(),
      model: z.string(),
      trim: z.string(),
      vin: z.string(),
      price: z.int(),
      priceOnRequest: z.boolean(),
      status: z.enum(VEHICLE_STATUSES),
      askingPrice: z.int().nullable().describe("Today's advertised (all-in) price; null when on request."),
    })
    .nullable(),
  tradeIn: tradeInAnswer.nullable(),
  offer: offerAnswer.nullable(),
  financing: z
    .object({
      id: recordId,
      inquiryId: recordId,
      employmentStatus: z.enum(EMPLOYMENT_STATUSES),
      incomeBand: z.enum(INCOME_BANDS),
      housingCost: z.int().describe('Dollars a month.'),
      termMonths: z.int().positive(),
      downPayment: z.int().describe('Dollars.'),
      contactConsent: z.boolean(),
      createdAt: isoInstant,
    })
    .nullable(),
  delivery: z
    .object({
      id: recordId,
      inquiryId: recordId,
      country: z.enum(DELIVERY_COUNTRY_CODES),
      region: z.string(),
      postalCode: z.string().nullable(),
      transport: z.enum(TRANSPORT_TYPES),
      wantedBy: z.string().nullable(),
      createdAt: isoInstant,
    })
    .nullable(),
  hold: z
    .object({
      id: recordId,
      inquiryId: recordId,
      vehicleId: recordId,
      status: z.enum(HOLD_STATUSES),
      depositMethod: z.enum(DEPOSIT_METHODS).nullable(),
      depositAmount: z.int().nullable().describe('Dollars.'),
      expiresAt: isoInstant.nullable(),
      depositReceivedAt: isoInstant.nullable(),
      endReason: z.string().nullable(),
      createdAt: isoInstant,
      updatedAt: isoInstant,
    })
    .nullable(),
  appointment: z
    .object({
      id: recordId,
      inquiryId: recordId,
      kind: z.enum(APPOINTMENT_KINDS),
      startsAt: isoInstant,
      endsAt: isoInstant,
      bay: z.int().positive(),
      status: z.enum(APPOINTMENT_STATUSES),
      sequence: z.int().nonnegative(),
      cancelledBy: z.enum(['customer', 'staff', 'system']).nullable(),
      cancelReason: z.string().nullable(),
      confirmedBy: recordId.nullable(),
      holdUntil: isoInstant.nullable(),
      customerConfirmedAt: isoInstant.nullable(),
      clientNetwork: z.string().nullable(),
      keepsSlot: z.boolean(),
      visitMode: z.enum(VISIT_MODES),
      videoApp: z.enum(VIDEO_APPS).nullable(),
      meetingUrl: z.string().nullable(),
      createdAt: isoInstant,
      updatedAt: isoInstant,
    })
    .nullable(),
  otherLeads: z
    .array(
      z.object({ id: recordId, type: z.enum(LEAD_TYPES), subject: z.string(), status: z.enum(INQUIRY_STATUSES), createdAt: isoInstant }),
    )
    .describe("The customer's other leads (same e-mail), newest first, at most 100."),
  marketingConsent: marketingConsentAnswer,
});
export type LeadAnswer = z.output<typeof leadAnswer>;

/** A staff step on a hold, or a decision on an offer: the lead after it, and how the customer's e-mail went. */
export const leadStepAnswer = z.object({
  lead: leadAnswer.nullable(),
  delivery: mailDelivery.nullable().describe('Null when the step sends no e-mail.'),
  message: z.string(),
});
export type LeadStepAnswer = z.output<typeof leadStepAnswer>;
