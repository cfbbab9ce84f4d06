import { disclosureGateMessage } from '#src/lib/disclosures';
import { fail } from '#src/server/endpoint';

/**
 * 400 naming each field the publish checklist misses (src/lib/vehicle-publish.ts): a vehicle goes live only
 * complete, with every OMVIC disclosure answered; it can be kept as a draft meanwhile.
 */
export const publishRefused = (missing: Record<string, string>) => {
  const disclosures = Object.keys(missing).filter((k) => k.startsWith('disclosures.'));
  const others = Object.entries(missing).filter(([k]) => !k.startsWith('disclosures.'));
  const message = others.length
    ? `This vehicle cannot go live yet: ${others.map(([, m]) => m.charAt(0).toLowerCase() + m.slice(1)).join('; ')}${disclosures.length ? '; answer every disclosure' : ''}. Save it as a draft until then.`
    : disclosureGateMessage(missing);
  return fail('invalid', message, { errors: missing, ...(disclosures.length ? { disclosuresMissing: disclosures } : {}) });
};
