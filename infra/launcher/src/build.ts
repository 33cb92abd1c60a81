import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

// SITE_DIST and ADMIN_DIST are where the api serves from, so bundles built elsewhere (e2e runs) count too.
const apps = [
  { workspace: '@ile/site', dist: process.env.SITE_DIST || join(repoRoot, 'apps/site/dist') },
  { workspace: '@ile/admin', dist: process.env.ADMIN_DIST || join(repoRoot, 'apps/admin/dist') },
];

/** Builds the site and the console when their bundles are missing (`npm run build` rebuilds them on demand). */
export function buildMissingApps(log: (line: string) => void): void {
  for (const app of apps) {
    if (existsSync(join(app.dist, 'index.html'))) continue;
    log(`building ${app.workspace} (first run only; \`npm run build\` rebuilds)`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`building ${app.workspace} failed`);
  }
}
