import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { assertSignedUrlSeconds, assertValidKey, type Storage } from './storage';

export * from './storage';

/** MEDIA_DIR, default `./.data/media`, resolved from the current directory (the repo root for npm scripts). */
export function resolveMediaDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(process.cwd(), env.MEDIA_DIR || './.data/media');
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * PRIVATE_DIR, default `<repo>/.data/private`: the same folder the api and worker configs default to, so
 * whatever the seed writes there is what they read, whichever directory the seed is started from.
 */
export function resolvePrivateDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(process.cwd(), env.PRIVATE_DIR || resolve(repoRoot, '.data/private'));
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under a folder; the api serves the media folder itself at /media (static-files.ts). */
export function createLocalStorage(root: string = resolveMediaDir()): Storage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    assertValidKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  let counter = 0;
  return {
    driver: 'local',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.${++counter}.tmp`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(temporary, data);
        else await pipeline(data, createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async getStream(key) {
      const path = pathOf(key);
      // Opened first, so a missing file is told apart from a stream that fails later.
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream({ autoClose: true }), bytes: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async has(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async signedUrl(key, seconds) {
      assertValidKey(key);
      assertSignedUrlSeconds(seconds);
      return undefined;
    },
  };
}
