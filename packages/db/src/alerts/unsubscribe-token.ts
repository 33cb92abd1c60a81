import { randomBytes } from 'node:crypto';
import { readSignedLinkToken, signedLinkToken, signedWith } from '../links/signed-link';

/** A new saved search's link key: the secret its unsubscribe links are signed with. */
export const newLinkKey = (): Buffer => randomBytes(32);

interface Signable {
  id: string;
  link_key: Buffer;
  link_version: number;
}

const signed = (id: string, version: number) => `unsubscribe:${id}:${version}`;

/**
 * The token of a saved search's unsubscribe link: '<id>.<version>.<signature>' (links/signed-link.ts): it
 * cannot be forged nor used for another search; using it bumps the version, so it works once.
 */
export function unsubscribeToken(search: Signable): string {
  return signedLinkToken(
    [search.id, String(search.link_version)],
    search.link_key,
    signed(search.id, search.link_version),
  );
}

export interface UnsubscribeClaim {
  id: string;
  version: number;
  signature: Buffer;
}

const PARTS = /^([0-9a-f-]{36})\.(\d{1,9})$/;

/** The token's parts, or null when it is not shaped like one (checked against the key by `signedBy`). */
export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const claim = readSignedLinkToken(token, PARTS, 2);
  if (!claim) return null;
  const [id, version] = claim.parts as [string, string];
  return { id, version: Number(version), signature: claim.signature };
}

/** Whether the claim was signed with this search's key (for its version). */
export function signedBy(claim: UnsubscribeClaim, search: Signable): boolean {
  return signedWith(claim.signature, search.link_key, signed(claim.id, claim.version));
}
