import { insertHoldRequest } from '#src/db/queries/holds/vehicle-holds';
import { insertDeliveryQuote } from '#src/db/queries/leads/delivery-quotes';
import { vehicleLabel } from '#src/db/queries/leads/insert-lead';
import { readDeliveryForm, readHoldForm, type LeadFormState } from '#src/lib/leads/lead-form';
import { TRANSPORT_LABELS, checkDestination, deliveryCountryLabel } from '#src/lib/remote-buying/delivery';
import { deliveryLeadSchema, holdLeadSchema, type DeliveryLeadInput, type HoldLeadInput } from '#src/lib/validation/remote-buying-leads';
import { fail } from '#src/server/endpoint';
import { publicPostLimiters } from '#src/server/http/public-rate-limit';
import type { PublicLead } from './accept-public-lead';
import { leadFormRequest, type LeadForm } from './lead-form-post';
import { LEAD_RECEIVED } from './public-leads';

/**
 * The leads of a buyer far away (issue 23 items 7 and 8), through the one
 * pipeline (accept-public-lead.ts): a delivery quote and a request to hold a
 * car against a deposit. Both are about one listed vehicle.
 */

const received = ({ id }: { id: number }) => ({ id, message: LEAD_RECEIVED });

/** "Delivery quote" on a vehicle's page. A sold car is not delivered to anyone new. */
export const deliveryLead: PublicLead<DeliveryLeadInput> = {
  type: 'delivery',
  limiter: publicPostLimiters.delivery,
  refuseVehicle: (vehicle) =>
    vehicle.status === 'sold'
      ? fail('conflict', 'This vehicle has been sold.', { errors: { vehicleId: 'This vehicle has been sold.' } })
      : undefined,
  row: (input, vehicle) => {
    const label = vehicleLabel(vehicle!);
    const checked = checkDestination(input.country, input.region, input.postalCode ?? '');
    const region = checked.ok ? checked.region : input.region;
    const where = [region, deliveryCountryLabel(input.country)].filter(Boolean).join(', ');
    const transport = TRANSPORT_LABELS[input.transport].toLowerCase();
    return {
      subject: `Delivery quote: ${label} to ${where}`,
      message:
        input.message?.trim() || `Please quote ${transport} of the ${label} to ${where}${input.wantedBy ? ` by ${input.wantedBy}` : ''}.`,
      contact: input,
      vehicleId: vehicle!.id,
    };
  },
  details: (tx, inquiry, input) => insertDeliveryQuote(tx, inquiry.id, input),
  answer: received,
};

/** "Reserve this car": only an available car can be asked for; staff accept or decline it in the portal. */
export const holdLead: PublicLead<HoldLeadInput> = {
  type: 'hold',
  limiter: publicPostLimiters.hold,
  refuseVehicle: (vehicle) =>
    vehicle.status === 'available'
      ? undefined
      : fail('conflict', 'This vehicle cannot be reserved now: it is already reserved, pending or sold.', {
          errors: { vehicleId: 'This vehicle is not available to reserve.' },
        }),
  row: (input, vehicle) => ({
    subject: `Hold request: ${vehicleLabel(vehicle!)}`,
    message: input.message?.trim() || `I would like to reserve the ${vehicleLabel(vehicle!)} with a deposit.`,
    contact: input,
    vehicleId: vehicle!.id,
  }),
  details: (tx, inquiry, _input, vehicle) => insertHoldRequest(tx, inquiry.id, vehicle!.id),
  answer: received,
};

/** The two forms without JavaScript (lead-form-post.ts), posted to the vehicle's page. */
export const deliveryForm: LeadForm<DeliveryLeadInput, unknown, undefined> = {
  kind: 'delivery',
  lead: deliveryLead,
  schema: deliveryLeadSchema,
  read: readDeliveryForm,
};

export const holdForm: LeadForm<HoldLeadInput, unknown, undefined> = {
  kind: 'hold',
  lead: holdLead,
  schema: holdLeadSchema,
  read: readHoldForm,
};

type PageContext = Parameters<typeof leadFormRequest>[0];
export type RemoteBuyingForms = { delivery: LeadFormState; hold: LeadFormState; status: number };

/**
 * The vehicle page's two forms of a buyer far away without JavaScript: a post of either is
 * answered here (a redirect once stored), or the forms' states for the page to render.
 */
export async function remoteBuyingFormsRequest(context: PageContext): Promise<{ response: Response } | RemoteBuyingForms> {
  const delivery = await leadFormRequest(context, deliveryForm);
  if ('response' in delivery) return delivery;
  const hold = await leadFormRequest(context, holdForm);
  if ('response' in hold) return hold;
  return { delivery: delivery.form, hold: hold.form, status: Math.max(delivery.status, hold.status) };
}
