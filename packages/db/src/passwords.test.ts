import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
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
