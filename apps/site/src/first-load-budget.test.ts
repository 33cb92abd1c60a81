import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// docs/performance.md, "The public site: first-load JavaScript": at most 150 kB of gzip'd JavaScript before each
// public page is interactive. Counted on a production build as the api serves each page: the entry script and
// every module the page's HTML preloads (route-preloads.json: its chunk and what it imports statically). Bytes,
// not timings, so the same code always gives the same figure and a page that grows past the budget fails here
// instead of waiting for someone to run `npm run bench:web` (the listing page once reached 195 kB unnoticed).
const BUDGET_BYTES = 150_000;
const PUBLIC_PAGES = ['/', '/properties', '/property/:id', '/agents', '/agent/:agentId', '/agency/:agencyId'];

interface RoutePreload {
  path: string;
  scripts: string[];
}

describe('first-load JavaScript of the public pages', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'ile-site-budget-'));
  const gzipped = (src: string) => gzipSync(readFileSync(join(outDir, src)), { level: 9 }).length;
  let routes: RoutePreload[] = [];
  let entry: string[] = [];

  beforeAll(async () => {
    const site = join(import.meta.dirname, '..');
    await promisify(execFile)(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: site,
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    routes = (
      JSON.parse(readFileSync(join(outDir, 'route-preloads.json'), 'utf8')) as { routes: RoutePreload[] }
    ).routes;
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    entry = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('stays within 150 kB gzip on every public page', () => {
    expect(entry).toHaveLength(1);
    const figures = PUBLIC_PAGES.map((page) => {
      const route = routes.find((candidate) => candidate.path === page);
      if (!route) throw new Error(`no route ${page} in route-preloads.json`);
      const scripts = [...new Set([...entry, ...route.scripts])];
      return { page, bytes: scripts.reduce((sum, src) => sum + gzipped(src), 0) };
    });
    console.log(
      `first-load JS, gzip: ${figures.map(({ page, bytes }) => `${page} ${(bytes / 1000).toFixed(1)} kB`).join(', ')}`,
    );
    for (const { page, bytes } of figures) expect(bytes, page).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  // Issue 20: every file costs about 1 kB of response headers beside its bytes, so the home and search pages'
  // first view fetches no small file (2 kB or less, gzip'd): small modules join `shared`, `regions` or the entry
  // (vite.config.ts). Modules every page runs, or most public pages show, get no chunk of their own.
  it('fetches no small file on the home and search pages, and no chunk for what every page runs', () => {
    for (const page of ['/', '/properties']) {
      const route = routes.find((candidate) => candidate.path === page);
      const scripts = [...new Set([...entry, ...(route?.scripts ?? [])])];
      console.log(`${page}: ${scripts.length} scripts`);
      expect(
        scripts.filter((src) => gzipped(src) <= 2_000),
        page,
      ).toEqual([]);
    }
    const chunks = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    for (const module of ['register-service-worker', 'optional-section', 'use-on-visible', 'viewing-record'])
      expect(
        chunks.filter((file) => file.startsWith(`${module}-`)),
        module,
      ).toEqual([]);
  });
});
