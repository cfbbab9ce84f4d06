import { endpoint } from '#src/server/endpoint';
import { answerPublicLead } from '#src/server/leads/accept-public-lead';
import { tradeInLead } from '#src/server/leads/public-leads';
import {
  MAX_TRADE_IN_REQUEST_BYTES,
  TRADE_IN_MULTIPART_LIMITS,
  TRADE_IN_TOO_LARGE,
  readTradeInForm,
  tradeInRefusal,
} from '#src/server/leads/trade-in-form';
import { leadReceivedAnswer } from '#src/lib/api-answers/leads';

/**
 * The /sell-or-trade form: multipart with `lead` (the form's fields as JSON)
 * and up to six `photos` (see trade-in-form.ts). Photos are re-encoded like
 * staff uploads, kept out of the public media folder, and go again if the
 * lead cannot be saved.
 */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Send a trade-in appraisal request with photos',
    multipartFields: {
      lead: "The form's fields as JSON (the trade-in lead schema)",
      photos: 'Up to six photos (JPEG, PNG or WebP, 5 MB each)',
    },
    body: 'multipart',
    maxBytes: MAX_TRADE_IN_REQUEST_BYTES,
    tooLarge: TRADE_IN_TOO_LARGE,
    // A client at its limit is refused before its photos are read (up to 30 MB each post).
    beforeBody: ({ clientAddress, request }) => tradeInRefusal(clientAddress, request.headers),
    // Read as a stream: a seventh photo, or one over 5 MB, is refused as it arrives, not after 30 MB are in memory.
    multipartLimits: TRADE_IN_MULTIPART_LIMITS,
    response: { status: 201, description: "`{ id, message: 'Request received' }`", schema: leadReceivedAnswer },
  },
  ({ body: form, clientAddress }) => answerPublicLead(tradeInLead, clientAddress, () => readTradeInForm(form)),
);
