import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMETERS, hashPassword, verifyPassword } from './passwords';

/**
 * OWASP Password Storage Cheat Sheet: argon2id with one of these (memory KiB, iterations) pairs, or more of
 * both; they are equally strong, trading memory for passes. Parallelism 1.
 */
const OWASP_ARGON2ID_MINIMUMS = [
  { memoryCost: 47_104, timeCost: 1 },
  { memoryCost: 19_456, timeCost: 2 },
  { memoryCost: 12_288, timeCost: 3 },
  { memoryCost: 9_216, timeCost: 4 },
  { memoryCost: 7_168, timeCost: 5 },
];

describe('passwords', () => {
  it("uses argon2id parameters at or above one of OWASP's minimum configurations, and stores them in the hash", async () => {
    const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS;
    const meets = OWASP_ARGON2ID_MINIMUMS.some((m) => memoryCost >= m.memoryCost && timeCost >= m.timeCost);
    expect(meets).toBe(true);
    expect(parallelism).toBeGreaterThanOrEqual(1);
    const hash = await hashPassword('Demo1234!');
    expect(hash.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)).toBe(true);
  });

  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('Demo1234!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Demo1234!', hash)).toBe(true);
    expect(await verifyPassword('demo1234!', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('treats the same password typed in another Unicode form as the same', async () => {
    const hash = await hashPassword('Pa\u0301ss word 1');
    expect(await verifyPassword('P\u00e1ss word 1', hash)).toBe(true);
  });

  it('rejects malformed hashes without throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$10$abc',
      '$argon2id$v=19$m=19456,t=2,p=1$broken',
      '$argon2id$',
    ]) {
      expect(await verifyPassword('Demo1234!', stored)).toBe(false);
    }
  });
});
