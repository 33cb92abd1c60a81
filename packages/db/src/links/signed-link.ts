import { createHmac, timingSafeEqual } from 'node:crypto';

// One-tap email links (a viewing's confirm, a held payment's "I have the keys", a saved search's
// unsubscribe): '<part>.<part>…<HMAC-SHA256 signature>', signed with the row's own random key (a `link_key`
// column that never leaves the database), so a token cannot be forged nor used for another row or action.
// Each kind names what it signs (its scope, the row's id and the action), so one key's tokens for different
// actions are different. A link acts once because the row's state does: the caller refuses a second tap.

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const signatureOf = (key: Buffer, signed: string): Buffer =>
  createHmac('sha256', key).update(signed).digest();

/** The token: the visible parts, then the signature of `signed` (what the parts mean, spelled out). */
export function signedLinkToken(parts: readonly string[], key: Buffer, signed: string): string {
  return [...parts, signatureOf(key, signed).toString('base64url')].join('.');
}

export interface SignedLinkClaim {
  /** The visible parts, as the pattern's groups captured them. */
  parts: string[];
  signature: Buffer;
}

/**
 * The token's parts when it is shaped like `pattern` (an anchored RegExp of the visible parts, one group each,
 * without the signature) followed by '.<signature>'; null otherwise. Checked against the key by `signedWith`.
 */
export function readSignedLinkToken(token: string, pattern: RegExp, groups: number): SignedLinkClaim | null {
  const trimmed = token.trim();
  const dot = trimmed.lastIndexOf('.');
  if (dot < 0) return null;
  const signature = trimmed.slice(dot + 1);
  const match = pattern.exec(trimmed.slice(0, dot));
  if (!match || !SIGNATURE.test(signature)) return null;
  const parts = match.slice(1, groups + 1);
  if (parts.length !== groups || parts.some((part) => !part)) return null;
  return { parts, signature: Buffer.from(signature, 'base64url') };
}

/** Whether `signature` is `signed` signed with `key` (compared in constant time). */
export function signedWith(signature: Buffer, key: Buffer, signed: string): boolean {
  const expected = signatureOf(key, signed);
  return signature.length === expected.length && timingSafeEqual(signature, expected);
}
