import { readSignedLinkToken, signedLinkToken, signedWith } from '../links/signed-link';

// The one-tap "I have the keys" link a tenant is emailed when their move-in payment is held
// (docs/payments.md, "Held payments"): '<hold id>.keys.<signature>', signed with the hold's own link_key.
// It acts once because the hold's state does: once it left `held`, the link is refused.

export const HOLD_LINK_ACTIONS = ['keys'] as const;
export type HoldLinkAction = (typeof HOLD_LINK_ACTIONS)[number];

interface Signable {
  id: string;
  link_key: Buffer;
}

export interface HoldLinkClaim {
  id: string;
  action: HoldLinkAction;
  signature: Buffer;
}

const signed = (id: string, action: HoldLinkAction) => `hold:${id}:${action}`;

export function holdLinkToken(hold: Signable, action: HoldLinkAction): string {
  return signedLinkToken([hold.id, action], hold.link_key, signed(hold.id, action));
}

const PARTS = /^([0-9a-f-]{36})\.(keys)$/;

/** The token's parts, or null when it is not shaped like one (checked against the key by `holdSignedBy`). */
export function readHoldLinkToken(token: string): HoldLinkClaim | null {
  const claim = readSignedLinkToken(token, PARTS, 2);
  if (!claim) return null;
  const [id, action] = claim.parts as [string, HoldLinkAction];
  return { id, action, signature: claim.signature };
}

export function holdSignedBy(claim: HoldLinkClaim, hold: Signable): boolean {
  return signedWith(claim.signature, hold.link_key, signed(claim.id, claim.action));
}
