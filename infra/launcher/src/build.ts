import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

const apps = [
  { workspace: '@ile/site', dist: join(repoRoot, 'apps/site/dist/index.html') },
  { workspace: '@ile/admin', dist: join(repoRoot, 'apps/admin/dist/index.html') },
];

/** Builds the site and the console when their bundles are missing (`npm run build` rebuilds them on demand). */
export function buildMissingApps(log: (line: string) => void): void {
  for (const app of apps) {
    if (existsSync(app.dist)) continue;
    log(`building ${app.workspace} (first run only; \`npm run build\` rebuilds)`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`building ${app.workspace} failed`);
  }
}
