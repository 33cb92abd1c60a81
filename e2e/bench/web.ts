import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { artifactsDir } from '../support/paths';
import { type RunningStack, startStack } from '../support/stack';
import { measurePage, type PageFigures } from './lighthouse-page';
import { formatReport } from './report';

const reportDir = join(artifactsDir, 'lighthouse');
const log = (line: string) => process.stdout.write(`[bench:web] ${line}\n`);

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
 * Lighthouse (mobile, default throttling) on the home, search, listing, agents and agent pages of a freshly built
 * product, against the budget. A benchmark: it reports, and exits 0 whatever the figures.
 */
async function main(): Promise<void> {
  let stack: RunningStack | undefined;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    stack = await startStack({ seedListings: 60, log });
    const pages = [
      { name: 'home', path: '/' },
      { name: 'search', path: '/properties' },
      { name: 'listing', path: `/property/${await firstListingId(stack.baseUrl)}` },
      { name: 'agents', path: '/agents' },
      { name: 'agent', path: `/agent/${await firstAgentUserId(stack.baseUrl)}` },
    ];
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    mkdirSync(reportDir, { recursive: true });
    const figures: PageFigures[] = [];
    for (const page of pages) {
      log(`Lighthouse on ${page.path}`);
      try {
        const measured = await measurePage(stack.baseUrl, chrome.port, page.name, page.path);
        writeFileSync(join(reportDir, `${page.name}.json`), JSON.stringify(measured.lhr));
        figures.push(measured);
      } catch (error) {
        // One page failing should not hide the others' figures.
        log(`${page.path} could not be measured: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (figures.length === 0) throw new Error('no page could be measured');
    const report = formatReport(figures);
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
