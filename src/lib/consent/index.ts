/**
 * Marketing consent, as CASL and PIPEDA ask. How to use it:
 *
 * A lead form (island):
 *   import MarketingConsent from 'src/islands/public/marketing-consent';
 *   const [marketingConsent, setMarketingConsent] = useState(false);   // never pre-ticked
 *   <MarketingConsent checked={marketingConsent} onChange={setMarketingConsent} tone="light" />
 *   ...post { ..., marketingConsent } with the lead.
 *
 * Its zod schema (shared by island and endpoint):
 *   import { marketingConsentField } from 'src/lib/validation/consent';
 *   z.object({ ..., marketingConsent: marketingConsentField })
 *
 * Its endpoint / query, in the same transaction as the lead:
 *   import { recordLeadConsent } from 'src/db/queries/consent';
 *   recordLeadConsent({ email, source: 'trade-in', inquiryId, marketingConsent }, tx);
 *   // records implied consent from the inquiry (6 months) and, if ticked, express consent
 *   // with the exact wording and version shown (MARKETING_CONSENT_WORDING/_VERSION below).
 *   // A sale to a known address: recordConsent({ email, source: 'sale', basis: 'implied-purchase' }).
 *
 * Before sending anything promotional:
 *   import { getMarketingConsent } from 'src/db/queries/consent';
 *   mayEmail('promotional', getMarketingConsent(email))   // replies to a lead: mayEmail('reply', …) is always true
 *   describeConsent(consent, formatDate)                  // the portal's one-line summary per customer
 *
 * Every e-mail that is not a direct reply (confirmations, notices, campaigns):
 *   import { withSenderIdentification } from 'src/server/consent/sender-footer';
 *   sendMail(withSenderIdentification({ to, subject, body, html? }, getDealerContact(), 'You booked a private viewing.'))
 *   // appends the sender's identification and a signed one-click unsubscribe link, and sets
 *   // List-Unsubscribe + List-Unsubscribe-Post (RFC 8058) headers.
 *
 * The link: /unsubscribe?token=… (src/pages/unsubscribe.astro). GET asks to confirm, POST
 * (the button, or a mail program's one-click) records a withdrawal at once. Tokens are
 * HMAC-SHA256 with a secret kept in the database (src/server/consent/unsubscribe.ts).
 */
export { MARKETING_CONSENT_TITLE, MARKETING_CONSENT_VERSION, MARKETING_CONSENT_WORDING } from './wording';
export {
  addMonths,
  describeConsent,
  impliedConsentEnds,
  marketingConsentAt,
  mayEmail,
  type ConsentEvent,
  type MarketingConsent,
} from './windows';
