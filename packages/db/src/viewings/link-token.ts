import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ViewingParty } from '@ile/shared';

/** What a one-tap viewing link does: the owner confirms, or either side answers "Did the viewing happen?". */
export const VIEWING_LINK_ACTIONS = ['confirm', 'held', 'no_show'] as const;
export type ViewingLinkAction = (typeof VIEWING_LINK_ACTIONS)[number];

interface Signable {
  id: string;
  link_key: Buffer;
}

export interface ViewingLinkClaim {
  id: string;
  party: ViewingParty;
  action: ViewingLinkAction;
  signature: Buffer;
}

const PARTY_CODE: Record<ViewingParty, string> = { owner: 'o', seeker: 's' };
const signatureOf = (viewing: Signable, party: ViewingParty, action: ViewingLinkAction): Buffer =>
  createHmac('sha256', viewing.link_key).update(`viewing:${viewing.id}:${party}:${action}`).digest();

/**
 * The token of a one-tap viewing link: '<id>.<o|s>.<action>.<HMAC-SHA256>', signed with the viewing's own
 * random key (as the saved searches' unsubscribe links are): it cannot be forged, nor used for another
 * viewing, party or action. It acts once because the viewing's state does (a second tap is refused).
 */
export function viewingLinkToken(viewing: Signable, party: ViewingParty, action: ViewingLinkAction): string {
  return `${viewing.id}.${PARTY_CODE[party]}.${action}.${signatureOf(viewing, party, action).toString('base64url')}`;
}

const TOKEN = /^([0-9a-f-]{36})\.([os])\.(confirm|held|no_show)\.([A-Za-z0-9_-]{43})$/;

/** The token's parts, or null when it is not shaped like one (checked against the key by `viewingSignedBy`). */
export function readViewingLinkToken(token: string): ViewingLinkClaim | null {
  const match = TOKEN.exec(token.trim());
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return null;
  return {
    id: match[1],
    party: match[2] === 'o' ? 'owner' : 'seeker',
    action: match[3] as ViewingLinkAction,
    signature: Buffer.from(match[4], 'base64url'),
  };
}

export function viewingSignedBy(claim: ViewingLinkClaim, viewing: Signable): boolean {
  const expected = signatureOf(viewing, claim.party, claim.action);
  return claim.signature.length === expected.length && timingSafeEqual(claim.signature, expected);
}
