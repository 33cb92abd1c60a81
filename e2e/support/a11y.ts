import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

export interface A11yOptions {
  /** Rule ids to leave out, each with a reason in the calling test. */
  disableRules?: string[];
  /** Only check inside this selector. */
  include?: string;
}

/** Runs axe-core in the page (WCAG 2.x A and AA rules plus best practices) and returns every violation. */
export async function a11yViolations(page: Page, options: A11yOptions = {}): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, not a <script> tag, which the product's CSP rightly refuses.
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, disableRules }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const results = (await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        rules,
      })) as { violations: AxeViolation[] };
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { include: options.include, disableRules: options.disableRules ?? [] },
  );
}

function describe(violation: AxeViolation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map(
      (node) => `      ${node.target.join(' ')}\n        ${(node.failureSummary ?? '').replace(/\n/g, ' ')}`,
    );
  const more = violation.nodes.length > 5 ? [`      …and ${violation.nodes.length - 5} more`] : [];
  return [
    `  - ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.length} element(s)`,
    `    ${violation.helpUrl}`,
    ...nodes,
    ...more,
  ].join('\n');
}

/** Fails with a readable list when the page has serious or critical accessibility violations. */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  const serious = (await a11yViolations(page, options)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  if (serious.length > 0) {
    throw new Error(
      `${serious.length} serious or critical accessibility violation(s) on ${page.url()}:\n${serious.map(describe).join('\n')}`,
    );
  }
}
