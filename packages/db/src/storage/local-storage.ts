import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where files live: the api serves them at /media/<key>, the worker and the seed write them. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  /** Deletes the file if it is there; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The absolute path of a key (local storage only; for streaming and sendFile). */
  pathOf(key: string): string;
}

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

// Keys are relative paths of plain segments: letters, digits, '.', '_', '-', separated by '/'.
const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 512)
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

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
    pathOf,
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.${++counter}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
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
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
