import { disclosureGateMessage } from '#src/lib/disclosures';
import { fail } from '#src/server/endpoint';

/** 400 naming each unanswered disclosure: a vehicle is offered for sale only with all of them (OMVIC). */
export const disclosuresMissing = (missing: Record<string, string>) =>
  fail('invalid', disclosureGateMessage(missing), { errors: missing, disclosuresMissing: Object.keys(missing) });
