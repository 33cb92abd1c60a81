import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { artifactsDir } from '../support/paths';
import { type RunningStack, startStack } from '../support/stack';
import { measurePage, type PageFigures } from './lighthouse-page';
import { formatDataSaverBytes, formatReport } from './report';

const reportDir = join(artifactsDir, 'lighthouse');
const log = (line: string) => process.stdout.write(`[bench:web] ${line}\n`);

const PAGE_NAMES = ['home', 'search', 'listing', 'agents', 'agent'] as const;
type PageName = (typeof PAGE_NAMES)[number];

const { values: args } = parseArgs({
  options: {
    // Only these pages (comma-separated names), e.g. `--pages listing,agent`.
    pages: { type: 'string', default: PAGE_NAMES.join(',') },
    // Lighthouse runs per page; the report shows the run with the median performance score.
    runs: { type: 'string', default: '1' },
    // Measure a product that is already running (e.g. one left up while iterating) instead of building one.
    url: { type: 'string' },
    // Each page also in data-saver mode (every request with `Save-Data: on`), bytes side by side (issue 20).
    'data-saver': { type: 'boolean', default: false },
  },
});
const selected = args.pages.split(',').map((name) => name.trim());
const unknown = selected.filter((name) => !PAGE_NAMES.includes(name as PageName));
if (unknown.length > 0)
  throw new Error(`unknown page(s) ${unknown.join(', ')}; pages: ${PAGE_NAMES.join(', ')}`);
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${args.runs}`);

// Simulated throttling scales the CPU time Chromium observed, so other load on the machine lowers the scores.
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** Lighthouse varies run to run; the median run by performance score is the one reported (its own advice). */
function medianRun(measured: PageFigures[]): PageFigures {
  const sorted = [...measured].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as PageFigures;
}

async function firstListingId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/property/search?size=1`);
  const body = (await res.json()) as { data?: { properties?: Array<{ id: string }> } };
  const id = body.data?.properties?.[0]?.id;
  if (!id) throw new Error(`the seed has no published listing (search answered ${res.status})`);
  return id;
}

async function firstAgentUserId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/agent/agents?page=1&size=1`);
  const body = (await res.json()) as { data?: { agent?: Array<{ userId: string }> } };
  const id = body.data?.agent?.[0]?.userId;
  if (!id) throw new Error(`the seed has no approved agent (agents answered ${res.status})`);
  return id;
}

/**
 * Lighthouse now and then fails to record a trace on this shared machine (NO_NAVSTART, NO_FCP, with the
 * page fine): such a run is tried again, twice at most, before the page counts as not measured.
 */
async function measureWithRetry(
  baseUrl: string,
  port: number,
  name: string,
  path: string,
  extraHeaders?: Record<string, string>,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measurePage(baseUrl, port, name, path, extraHeaders);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP/.test(message)) throw error;
      log(`${path}: ${message.split('\n')[0]}; trying again`);
    }
  }
}

/** Every page `runs` times in one mode; the median run of each is kept (and written as `<page>[-mode].json`). */
async function measurePages(
  baseUrl: string,
  port: number,
  pages: Array<{ name: string; path: string }>,
  mode: string,
  extraHeaders?: Record<string, string>,
): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  const label = mode ? ` (${mode})` : '';
  for (const page of pages) {
    try {
      const measured: PageFigures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`Lighthouse on ${page.path}${label}${runs > 1 ? ` (run ${run} of ${runs})` : ''}`);
        measured.push(await measureWithRetry(baseUrl, port, page.name, page.path, extraHeaders));
      }
      if (runs > 1)
        log(
          `${page.name}${label} performance per run: ${measured.map((m) => m.scores.performance).join(', ')}`,
        );
      const median = medianRun(measured);
      writeFileSync(
        join(reportDir, `${page.name}${mode ? `-${mode}` : ''}.json`),
        JSON.stringify(median.lhr),
      );
      figures.push(median);
    } catch (error) {
      // One page failing should not hide the others' figures.
      log(
        `${page.path}${label} could not be measured: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return figures;
}

/**
 * Lighthouse (mobile, default throttling) on the home, search, listing, agents and agent pages of a freshly built
 * product, against the issue's budget. A benchmark: it reports, and exits 0 whatever the figures.
 * Options: `--pages home,listing` (a subset), `--runs 3` (median of three per page), `--url <origin>` (a running
 * product instead of a fresh build), `--data-saver` (each page again with `Save-Data: on`, as a browser saving
 * data asks: the api serves the page marked and the site starts in data-saver mode; bytes against issue 20's
 * targets).
 */
async function main(): Promise<void> {
  let stack: RunningStack | undefined;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    if (!args.url) stack = await startStack({ seedListings: 60, log });
    const baseUrl = args.url ?? (stack as RunningStack).baseUrl;
    const paths: Record<PageName, () => Promise<string>> = {
      home: async () => '/',
      search: async () => '/properties',
      listing: async () => `/property/${await firstListingId(baseUrl)}`,
      agents: async () => '/agents',
      agent: async () => `/agent/${await firstAgentUserId(baseUrl)}`,
    };
    const pages: Array<{ name: string; path: string }> = [];
    for (const name of PAGE_NAMES.filter((page) => selected.includes(page)))
      pages.push({ name, path: await paths[name]() });
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    mkdirSync(reportDir, { recursive: true });
    const loadBefore = loadAverage();
    const { port } = chrome;
    const measureAll = (mode: string, extraHeaders?: Record<string, string>) =>
      measurePages(baseUrl, port, pages, mode, extraHeaders);
    const figures = await measureAll('');
    if (figures.length === 0) throw new Error('no page could be measured');
    const saving = args['data-saver'] ? await measureAll('data-saver', { 'Save-Data': 'on' }) : [];
    const savingReport =
      saving.length > 0
        ? `\n\nIn data-saver mode (Save-Data: on):\n\n${formatReport(saving)}\n\n${formatDataSaverBytes(figures, saving)}`
        : '';
    const report = `${formatReport(figures)}${savingReport}\nLoad average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after.`;
    writeFileSync(join(reportDir, 'summary.txt'), `${report}\n`);
    process.stdout.write(`\n${report}\n\nFull reports: ${reportDir}/<page>.json\n`);
  } finally {
    chrome?.kill();
    await stack?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
