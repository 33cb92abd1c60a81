import type { Db } from '@ile/db';
import type { CallerName, Cast } from './cast';
import type { Subject } from './subject';

/**
 * What a body may not show: `personal` (an account's email or phone), `note` (a wishlist note), `privateKey`
 * (a private storage key), `otp` (a live reset code) and `credential` (password hashes, tokens, token hashes:
 * never shown to anyone).
 */
export type SecretKind = 'personal' | 'note' | 'privateKey' | 'otp' | 'credential';

export interface Secret {
  kind: SecretKind;
  value: string;
  /** Whose it is: its owner may see it. */
  ownerId: string | null;
  label: string;
}

/** Shapes that are a leak whatever their value: a PHC argon2 string or a hash column by name. */
const LEAK_PATTERNS: { label: string; pattern: RegExp }[] = [
  { label: 'argon2 PHC string', pattern: /\$argon2(?:id|i|d)\$/ },
  { label: 'password_hash field', pattern: /password_hash/i },
  { label: 'token_hash field', pattern: /token_hash/i },
  { label: 'otp_hash field', pattern: /otp_hash/i },
];

/** Every secret the matrix knows: the cast's contacts and tokens, A's private things, hashes from the db. */
export async function collectSecrets(
  db: Db,
  cast: Cast,
  s: Subject,
  correspondent: { id: string; email: string },
) {
  const secrets: Secret[] = [];
  for (const caller of Object.values(cast)) {
    const { person, session } = caller;
    if (!person || !session) continue;
    secrets.push(
      { kind: 'personal', value: person.email, ownerId: person.id, label: `${caller.name}'s email` },
      { kind: 'personal', value: person.phone, ownerId: person.id, label: `${caller.name}'s phone` },
      {
        kind: 'credential',
        value: session.accessToken,
        ownerId: null,
        label: `${caller.name}'s access token`,
      },
      {
        kind: 'credential',
        value: session.refreshToken,
        ownerId: null,
        label: `${caller.name}'s refresh token`,
      },
    );
  }
  const a = cast.owner.person?.id ?? null;
  secrets.push(
    {
      kind: 'personal',
      value: correspondent.email,
      ownerId: correspondent.id,
      label: "A's correspondent's email",
    },
    { kind: 'note', value: s.note, ownerId: a, label: "A's wishlist note" },
    { kind: 'otp', value: `code is ${s.otp}`, ownerId: null, label: "A's reset code" },
    { kind: 'credential', value: s.verificationToken, ownerId: null, label: "A's email verification token" },
    ...s.privateKeys.flatMap((key) => [
      { kind: 'privateKey' as const, value: key, ownerId: null, label: `private key ${key}` },
      {
        kind: 'privateKey' as const,
        value: encodeURIComponent(key),
        ownerId: null,
        label: `private key ${key}`,
      },
    ]),
  );
  // Agencies' registration documents are private files: the agency and staff who may read files only.
  for (const agency of await db.selectFrom('agencies').select(['user_id', 'document_image']).execute())
    if (agency.document_image)
      secrets.push({
        kind: 'privateKey',
        value: agency.document_image,
        ownerId: agency.user_id,
        label: "an agency's registration document",
      });
  const hashes = [
    ...(await db.selectFrom('users').select('password_hash as value').execute()),
    ...(await db.selectFrom('sessions').select('token_hash as value').execute()),
    ...(await db.selectFrom('email_verification_tokens').select('token_hash as value').execute()),
    ...(await db.selectFrom('password_reset_otps').select('otp_hash as value').execute()),
  ];
  for (const { value } of hashes)
    secrets.push({ kind: 'credential', value, ownerId: null, label: 'a stored hash' });
  return secrets;
}

export interface LeakCheck {
  caller: CallerName;
  callerId: string | null;
  /** A staff member answered by a staff route: sees people's contacts and file keys as the console needs. */
  staffAnswer: boolean;
  reveals: Partial<Record<SecretKind, readonly CallerName[]>> | undefined;
}

/** The labels of everything in `body` the caller must not see (one per secret found). */
export function leaksIn(body: string, secrets: readonly Secret[], check: LeakCheck): string[] {
  const found: string[] = [];
  for (const { label, pattern } of LEAK_PATTERNS) if (pattern.test(body)) found.push(label);
  for (const secret of secrets) {
    if (!secret.value || !body.includes(secret.value)) continue;
    if (secret.kind !== 'credential') {
      if (secret.ownerId !== null && secret.ownerId === check.callerId) continue;
      if (check.reveals?.[secret.kind]?.includes(check.caller)) continue;
      if (check.staffAnswer && (secret.kind === 'personal' || secret.kind === 'privateKey')) continue;
    }
    found.push(secret.label);
  }
  return [...new Set(found)];
}
