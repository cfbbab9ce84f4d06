import { storeLead, type NewLead, type Tx } from '#src/db/queries/leads/insert-lead';
import { getListedVehicleById } from '#src/db/queries/vehicles';
import type { Inquiry, Vehicle } from '#src/db/schema';
import { clientKey } from '#src/lib/net/client-key';
import type { LeadType } from '#src/lib/enums';
import { ApiFailure, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { tooManyPosts, tooManyPostsMessage } from '#src/server/http/public-rate-limit';
import type { RateLimiter } from '#src/server/http/rate-limit';
import { fakeLeadId, isHoneypotFilled } from './honeypot';
import { notifyNewLead } from './notify-new-lead';

/**
 * The one way a visitor's lead gets in, for every type (inquiry, booking,
 * trade-in, offer, financing) and both paths (the JSON API of the hydrated
 * forms, the inquiry form posted without JavaScript). In order:
 *
 * 1. rate limit: a used-up window is refused before anything is read;
 * 2. read: the endpoint's parsed body (a refusal here does not count);
 * 3. count the post against the window;
 * 4. honeypot: a bot gets the type's own answer with a made-up id, nothing stored or sent;
 * 5. vehicle: a lead naming a vehicle no longer listed is refused on `vehicleId`;
 *    the type may refuse one it cannot take (a sold car takes no offers, nor one far below its price);
 * 6. prepare: work the insert needs and that can be undone (trade-in photos);
 * 7. store: the inbox row, the type's details, the activity entry and the consent
 *    records in ONE transaction (storeLead), all or nothing;
 * 8. answer, then notify the dealer (and the CRM) after the commit, never before:
 *    a lead that was not stored is never announced.
 *
 * A new lead type is its zod schema, its details table and a `PublicLead` below.
 */

/** What every lead's parsed input carries: the honeypot and, optionally, the vehicle it is about. */
export type LeadInput = { website?: string | null; vehicleId?: number | null };

export type PublicLead<I extends LeadInput, S = unknown, P = undefined> = {
  type: LeadType;
  /** The window it counts against (publicPostLimiters: keyed by client address, one per form). */
  limiter: RateLimiter;
  /** The inbox row: subject, message and contact (consent and activity follow from it). */
  row?: (input: I, vehicle: Vehicle | null) => Omit<NewLead, 'type'>;
  /** The type's own rows, written in the lead's transaction. */
  details?: (tx: Tx, inquiry: Inquiry, input: I, vehicle: Vehicle | null, prepared: P) => S;
  /** A type that stores itself in one transaction (a booking places its slot in it): instead of row and details. `client` is the client key. */
  store?: (input: I, vehicle: Vehicle | null, client: string) => { inquiryId: number; stored: S } | ApiFailure;
  /** A refusal for a listed vehicle this type cannot take, or for what is asked of it (an offer far below its price). */
  refuseVehicle?: (vehicle: Vehicle, input: I) => ApiFailure | undefined;
  /** Work before the insert that may refuse (`client`: the client key); `discard` undoes it when the lead is not stored. */
  prepare?: (input: I, client: string) => Promise<P | ApiFailure>;
  discard?: (prepared: P) => Promise<void>;
  /** The 201 body. A bot gets it too (no `stored`, a made-up id), so the two cannot be told apart. */
  answer: (lead: { id: number; input: I; stored?: S }) => object | Promise<object>;
};

export type LeadOutcome =
  { kind: 'accepted'; body: object } | { kind: 'limited'; message: string; failure: ApiFailure } | { kind: 'refused'; failure: ApiFailure };

export const VEHICLE_GONE = 'This vehicle is no longer in our inventory.';
/** The 400 naming vehicleId when the vehicle is no longer in the inventory. */
export const vehicleGone = () => fail('invalid', 'Invalid input: vehicleId', { errors: { vehicleId: VEHICLE_GONE } });

/** True for the error SQLite raises when the vehicle was deleted between the check and the insert. */
function isForeignKeyError(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export async function acceptPublicLead<I extends LeadInput, S, P>(
  lead: PublicLead<I, S, P>,
  clientAddress: string,
  read: () => I | ApiFailure | Promise<I | ApiFailure>,
): Promise<LeadOutcome> {
  const { limiter } = lead;
  // Every address of one IPv6 /64 is one client (src/lib/net/client-key.ts).
  const client = clientKey(clientAddress);
  const limited = publicLeadRefusal(lead, client);
  if (limited) return limited;
  const input = await read();
  if (input instanceof ApiFailure) return { kind: 'refused', failure: input };
  limiter.hit(client);

  if (isHoneypotFilled(input)) return { kind: 'accepted', body: await lead.answer({ id: fakeLeadId(), input }) };

  let vehicle: Vehicle | null = null;
  if (input.vehicleId != null) {
    const found = getListedVehicleById(input.vehicleId);
    if (!found) return { kind: 'refused', failure: vehicleGone() };
    const refused = lead.refuseVehicle?.(found, input);
    if (refused) return { kind: 'refused', failure: refused };
    vehicle = found;
  }

  const prepared = lead.prepare ? await lead.prepare(input, client) : (undefined as P);
  if (prepared instanceof ApiFailure) return { kind: 'refused', failure: prepared };

  let result: { inquiryId: number; stored: S } | ApiFailure;
  try {
    result = lead.store ? lead.store(input, vehicle, client) : storeRowAndDetails(lead, input, vehicle, prepared);
  } catch (error) {
    await lead.discard?.(prepared);
    if (isForeignKeyError(error)) return { kind: 'refused', failure: vehicleGone() };
    throw error;
  }
  if (result instanceof ApiFailure) {
    await lead.discard?.(prepared);
    return { kind: 'refused', failure: result };
  }

  const body = await lead.answer({ id: result.inquiryId, input, stored: result.stored });
  // After the commit, never awaited: the visitor's answer does not wait on a mail server, and notifyNewLead
  // never throws (a failed notice is recorded in the outbox); the lead is safe already.
  void notifyNewLead(lead.type, result.inquiryId);
  return { kind: 'accepted', body };
}

/** The refusal of a client whose window is used up, or undefined: checked before the body is read. */
function publicLeadRefusal(lead: Pick<PublicLead<LeadInput>, 'limiter'>, clientAddress: string): LeadOutcome | undefined {
  const { limiter } = lead;
  const client = clientKey(clientAddress);
  if (!limiter.isLimited(client)) return undefined;
  return { kind: 'limited', message: tooManyPostsMessage(limiter, client), failure: tooManyPosts(limiter, client) };
}

function storeRowAndDetails<I extends LeadInput, S, P>(lead: PublicLead<I, S, P>, input: I, vehicle: Vehicle | null, prepared: P) {
  if (!lead.row) throw new Error(`The ${lead.type} lead has neither row nor store.`);
  const { inquiry, details } = storeLead({ ...lead.row(input, vehicle), type: lead.type }, (tx, inquiry) =>
    lead.details ? lead.details(tx, inquiry, input, vehicle, prepared) : (undefined as S),
  );
  return { inquiryId: inquiry.id, stored: details };
}

/** The JSON API's answer to an outcome: 201 with the type's body, or the refusal (a 429 carries Retry-After). */
export function leadResponse(outcome: LeadOutcome): Response | ApiFailure {
  if (outcome.kind !== 'accepted') return outcome.failure;
  return json(outcome.body, 201);
}

/** acceptPublicLead answered as JSON: what a public lead endpoint returns. */
export async function answerPublicLead<I extends LeadInput, S, P>(
  lead: PublicLead<I, S, P>,
  clientAddress: string,
  read: () => I | ApiFailure | Promise<I | ApiFailure>,
): Promise<Response | ApiFailure> {
  return leadResponse(await acceptPublicLead(lead, clientAddress, read));
}
