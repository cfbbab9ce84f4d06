import { z } from 'zod';
import { isoInstant, pageAnswer, recordId } from './common';

/** One row of the activity log. */
export const activityEntryAnswer = z.object({
  id: recordId,
  userId: recordId.nullable().describe('Who did it; null for the system, or once their account is deleted.'),
  actorName: z.string().describe('Their name as it was when they did it.'),
  action: z.string().describe('What was done, `area.verb`: vehicle.created, inquiry.replied, auth.signed-in, …'),
  entityType: z.string().describe('The kind of record it was done to: vehicle, inquiry, user, settings, …'),
  entityId: z.int().nullable().describe('The id of that record, when there is one.'),
  summary: z.string(),
  address: z.string().nullable().describe('The client address, kept for sign-ins, sign-outs, throttling and password changes.'),
  createdAt: isoInstant,
});
export type ActivityEntryAnswer = z.output<typeof activityEntryAnswer>;

export const activityPageAnswer = pageAnswer(activityEntryAnswer);
export type ActivityPageAnswer = z.output<typeof activityPageAnswer>;

/** GET /api/activity: a page with ?page=, else the newest entries before `before`. */
export const activityListAnswer = z
  .union([
    activityPageAnswer,
    z.object({
      entries: z.array(activityEntryAnswer).describe('Newest first.'),
      nextBefore: recordId.nullable().describe('The `before` of the next older batch; null when this one was the last.'),
    }),
  ])
  .describe('With ?page=: one page of the log; without: up to `limit` entries before `before`, newest first.');
export type ActivityListAnswer = z.output<typeof activityListAnswer>;
