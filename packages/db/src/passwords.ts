import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended minimum: 19 MiB, 2 passes, 1 lane.
// The parameters are stored in every hash, so raising them later only affects new hashes.
export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const OPTIONS = ARGON2_PARAMETERS;

/** A PHC string: `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), OPTIONS);
}

/** Whether the password matches the stored hash. A malformed hash never matches (and never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, password.normalize('NFKC'));
  } catch {
    return false;
  }
}
