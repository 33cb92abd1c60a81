import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the queue monitor lives, and the only path its cookie is sent to. */
export const BOARD_PATH = '/admin/queues';
export const BOARD_COOKIE = 'ile_queues';
/** Long enough to look into a problem, short enough that a forgotten tab does not stay open for long. */
export const BOARD_SESSION_SECONDS = 30 * 60;

/**
 * The queue monitor is a browser page, which cannot send the console's bearer token: the console trades
 * the token (Admin only) for this cookie. It is `<userId>.<expiresAtMs>.<hmac>`, signed with a key derived
 * from the JWT secret for this purpose alone, so it is never mistaken for an access token; the board still
 * checks on every request that the account is an Admin now.
 */
function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('ile:queue-board-session:v1').digest();
}

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(payload).digest();
}

export function signBoardSession(
  secret: string,
  userId: string,
  now = Date.now(),
): { value: string; expiresAt: Date } {
  const expiresAt = now + BOARD_SESSION_SECONDS * 1000;
  const payload = `${userId}.${expiresAt}`;
  return {
    value: `${payload}.${signatureOf(secret, payload).toString('base64url')}`,
    expiresAt: new Date(expiresAt),
  };
}

/** The user id of a valid, unexpired cookie; null otherwise. */
export function verifyBoardSession(
  secret: string,
  value: string | undefined,
  now = Date.now(),
): string | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [userId, expiresAt, signature] = parts as [string, string, string];
  if (!/^\d+$/.test(expiresAt) || Number(expiresAt) <= now) return null;
  const expected = signatureOf(secret, `${userId}.${expiresAt}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
