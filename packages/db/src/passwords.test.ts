import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes in the scrypt$N$r$p$salt$hash format and verifies', async () => {
    const hash = await hashPassword('Demo1234!');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
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

  it('verifies hashes made with other parameters (they are stored in the hash)', async () => {
    const hash = await hashPassword('Päss word 1');
    const [, , , , salt] = hash.split('$');
    const { scryptSync } = await import('node:crypto');
    const cheap = `scrypt$1024$8$1$${salt}$${scryptSync('Päss word 1', Buffer.from(salt as string, 'base64'), 32, { N: 1024, r: 8, p: 1 }).toString('base64')}`;
    expect(await verifyPassword('Päss word 1', cheap)).toBe(true);
  });

  it('rejects malformed or abusive hashes without throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$10$abc',
      'scrypt$32768$8$1$c2FsdA==',
      'scrypt$1000$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==',
      `scrypt$${2 ** 24}$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==`,
      'scrypt$32768$0$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==',
      'scrypt$32768$8$1$$aGFzaGhhc2hoYXNoaGFzaA==',
    ]) {
      expect(await verifyPassword('Demo1234!', stored)).toBe(false);
    }
  });
});
