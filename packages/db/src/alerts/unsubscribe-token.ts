import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new saved search's link key: the secret its unsubscribe links are signed with. */
export const newLinkKey = (): Buffer => randomBytes(32);

interface Signable {
  id: string;
  link_key: Buffer;
  link_version: number;
}

const signatureOf = (search: Signable, version: number): Buffer =>
  createHmac('sha256', search.link_key).update(`unsubscribe:${search.id}:${version}`).digest();

/**
 * The token of a saved search's unsubscribe link: '<id>.<version>.<HMAC-SHA256 signature>'. The key is the
 * search's own (random, never leaves the database), so a token cannot be forged nor used for another search;
 * using it bumps the version, so it works once.
 */
export function unsubscribeToken(search: Signable): string {
  const signature = signatureOf(search, search.link_version).toString('base64url');
  return `${search.id}.${search.link_version}.${signature}`;
}

export interface UnsubscribeClaim {
  id: string;
  version: number;
  signature: Buffer;
}

const TOKEN = /^([0-9a-f-]{36})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/;

/** The token's parts, or null when it is not shaped like one (checked against the key by `signedBy`). */
export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const match = TOKEN.exec(token.trim());
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { id: match[1], version: Number(match[2]), signature: Buffer.from(match[3], 'base64url') };
}

/** Whether the claim was signed with this search's key (for its version). */
export function signedBy(claim: UnsubscribeClaim, search: Signable): boolean {
  const expected = signatureOf(search, claim.version);
  return claim.signature.length === expected.length && timingSafeEqual(claim.signature, expected);
}
