import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

interface App {
  workspace: string;
  /** Where the api serves it from: SITE_DIST / ADMIN_DIST, so bundles built elsewhere (e2e runs) count too. */
  dist: string;
  /** Folders whose changes make a bundle in the default place stale. */
  sources: string[];
}

const sharedSources = [join(repoRoot, 'packages/shared/src')];
const apps: App[] = [
  {
    workspace: '@ile/site',
    dist: process.env.SITE_DIST || join(repoRoot, 'apps/site/dist'),
    sources: process.env.SITE_DIST ? [] : [join(repoRoot, 'apps/site'), ...sharedSources],
  },
  {
    workspace: '@ile/admin',
    dist: process.env.ADMIN_DIST || join(repoRoot, 'apps/admin/dist'),
    sources: process.env.ADMIN_DIST ? [] : [join(repoRoot, 'apps/admin'), ...sharedSources],
  },
];

const skipped = new Set(['node_modules', 'dist', '.vite']);

/** The newest modification time of any file under `dir` (build output and dependencies aside). */
export function newestChange(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function buildReason(app: App): string | undefined {
  const index = join(app.dist, 'index.html');
  if (!existsSync(index)) return 'no bundle yet';
  const builtAt = statSync(index).mtimeMs;
  const changed = app.sources.some((dir) => newestChange(dir) > builtAt);
  return changed ? 'its sources changed since the last build' : undefined;
}

/**
 * Builds the site and the console when their bundles are missing or older than their sources (a pull or an
 * edit), so `npm start` never serves yesterday's pages. Bundles named by SITE_DIST/ADMIN_DIST are only built
 * when missing: whoever points there built them.
 */
export function buildMissingApps(log: (line: string) => void): void {
  for (const app of apps) {
    const reason = buildReason(app);
    if (!reason) continue;
    log(`building ${app.workspace} (${reason})`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`building ${app.workspace} failed`);
  }
}
