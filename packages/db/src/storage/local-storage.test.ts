import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveMediaDir, resolvePrivateDir } from './local-storage';

// What every driver does is in storage.contract.test.ts; these are the local folders' own defaults.
describe('local storage folders', () => {
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
