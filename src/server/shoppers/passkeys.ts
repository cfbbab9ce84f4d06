import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { addPasskey, findPasskey, findShopperById, listShopperPasskeys, recordPasskeyUse, type Shopper } from '#src/db/queries/shoppers';
import { DEALER } from '#src/lib/dealer';
import { publicOrigin } from '#src/server/consent/unsubscribe';
import { fail } from '#src/server/endpoint';

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server. The relying party and the
 * origin checked are the site's public address (SITE_URL), never the Host a
 * request names: a request that reached the server under another name is
 * refused, so nobody can have passkeys made for a name of their choosing.
 * Challenges are kept in memory for two minutes (the site runs as one
 * process) and each is good for one answer.
 */
const CHALLENGE_TTL_MS = 2 * 60_000;

/** SITE_URL's host and origin, when the request came to that origin; else null. */
function relyingParty(url: URL): { id: string; origin: string } | null {
  const site = new URL(publicOrigin());
  return url.origin === site.origin ? { id: site.hostname, origin: site.origin } : null;
}

function relyingPartyOrRefuse(url: URL): { id: string; origin: string } {
  const party = relyingParty(url);
  if (!party) throw fail('invalid', `Passkeys work only at ${publicOrigin()}.`);
  return party;
}
const challenges = new Map<string, { purpose: string; expires: number }>();

function remember(challenge: string, purpose: string): void {
  const now = Date.now();
  if (challenges.size > 10_000) for (const [k, v] of challenges) if (v.expires <= now) challenges.delete(k);
  challenges.set(challenge, { purpose, expires: now + CHALLENGE_TTL_MS });
}

/** Takes a challenge out (one use): true when it was issued for this purpose and is still fresh. */
function takeChallenge(challenge: string, purpose: string): boolean {
  const found = challenges.get(challenge);
  challenges.delete(challenge);
  return !!found && found.purpose === purpose && found.expires > Date.now();
}

export async function passkeyRegistrationOptions(shopper: Shopper, url: URL) {
  const party = relyingPartyOrRefuse(url);
  const options = await generateRegistrationOptions({
    rpName: DEALER.name,
    rpID: party.id,
    userName: shopper.email ?? `shopper-${shopper.id}`,
    userID: new TextEncoder().encode(`shopper:${shopper.id}`),
    attestationType: 'none',
    excludeCredentials: listShopperPasskeys(shopper.id).map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  remember(options.challenge, `register:${shopper.id}`);
  return options;
}

export async function registerPasskey(shopper: Shopper, response: RegistrationResponseJSON, url: URL): Promise<boolean> {
  const party = relyingParty(url);
  if (!party) return false;
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => takeChallenge(challenge, `register:${shopper.id}`),
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return false;
  const { credential } = result.registrationInfo;
  if (findPasskey(credential.id)) return false;
  addPasskey({
    id: credential.id,
    userId: shopper.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? null,
  });
  return true;
}

export async function passkeySignInOptions(url: URL) {
  // Discoverable credentials: the browser offers the shopper's passkeys for this site, no address asked.
  const options = await generateAuthenticationOptions({ rpID: relyingPartyOrRefuse(url).id, userVerification: 'preferred' });
  remember(options.challenge, 'sign-in');
  return options;
}

/** The shopper a passkey answer signs in, or null when it does not verify. */
export async function signInWithPasskey(response: AuthenticationResponseJSON, url: URL): Promise<Shopper | null> {
  const party = relyingParty(url);
  const passkey = typeof response?.id === 'string' ? findPasskey(response.id) : undefined;
  if (!passkey || !party) return null;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => takeChallenge(challenge, 'sign-in'),
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: (passkey.transports ?? undefined) as never,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  recordPasskeyUse(passkey.id, result.authenticationInfo.newCounter);
  return findShopperById(passkey.userId) ?? null;
}
