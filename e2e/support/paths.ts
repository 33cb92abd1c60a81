import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Screenshots, the stack's log and benchmark reports: gitignored, kept after a run. */
export const artifactsDir = join(repoRoot, 'e2e/artifacts');
