import type { ViewingParty } from '@ile/shared';
import { readSignedLinkToken, signedLinkToken, signedWith } from '../links/signed-link';

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
const signed = (id: string, party: ViewingParty, action: ViewingLinkAction) =>
  `viewing:${id}:${party}:${action}`;

/**
 * The token of a one-tap viewing link: '<id>.<o|s>.<action>.<signature>' (links/signed-link.ts): it cannot be
 * used for another viewing, party or action. It acts once because the viewing's state does.
 */
export function viewingLinkToken(viewing: Signable, party: ViewingParty, action: ViewingLinkAction): string {
  return signedLinkToken(
    [viewing.id, PARTY_CODE[party], action],
    viewing.link_key,
    signed(viewing.id, party, action),
  );
}

const PARTS = /^([0-9a-f-]{36})\.([os])\.(confirm|held|no_show)$/;

/** The token's parts, or null when it is not shaped like one (checked against the key by `viewingSignedBy`). */
export function readViewingLinkToken(token: string): ViewingLinkClaim | null {
  const claim = readSignedLinkToken(token, PARTS, 3);
  if (!claim) return null;
  const [id, code, action] = claim.parts as [string, string, ViewingLinkAction];
  return { id, party: code === 'o' ? 'owner' : 'seeker', action, signature: claim.signature };
}

export function viewingSignedBy(claim: ViewingLinkClaim, viewing: Signable): boolean {
  return signedWith(claim.signature, viewing.link_key, signed(claim.id, claim.party, claim.action));
}
