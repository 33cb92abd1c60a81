import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, resolveMediaDir, resolvePrivateDir, type Storage } from './local-storage';

describe('local storage', () => {
  let root: string;
  let storage: Storage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ile-storage-'));
    storage = createLocalStorage(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('puts, gets and locates files by key', async () => {
    await storage.put('seed/house-07/640.webp', Buffer.from('pixels'));
    expect((await storage.get('seed/house-07/640.webp'))?.toString()).toBe('pixels');
    expect(await storage.has('seed/house-07/640.webp')).toBe(true);
    expect(storage.pathOf('seed/house-07/640.webp')).toBe(join(root, 'seed/house-07/640.webp'));
    expect(await storage.get('seed/missing.webp')).toBeUndefined();
    expect(await storage.has('seed')).toBe(false);
  });

  it('refuses keys that could leave the root', () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\b', 'a b']) {
      expect(() => storage.pathOf(key), key).toThrow(/invalid storage key/);
    }
  });

  it('resolves MEDIA_DIR from the current directory', () => {
    expect(resolveMediaDir({})).toBe(join(process.cwd(), '.data/media'));
    expect(resolveMediaDir({ MEDIA_DIR: '/srv/media' })).toBe('/srv/media');
  });

  it('defaults PRIVATE_DIR to .data/private in the repository, as the api and worker do', () => {
    const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
    expect(resolvePrivateDir({})).toBe(join(repoRoot, '.data/private'));
    expect(resolvePrivateDir({ PRIVATE_DIR: '/srv/private' })).toBe('/srv/private');
    expect(resolvePrivateDir({ PRIVATE_DIR: 'private' })).toBe(join(process.cwd(), 'private'));
  });
});
