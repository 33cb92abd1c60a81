import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';

/**
 * What a user's browser would show as wrong on a page: a console error, an uncaught exception, or an answer
 * of 400 or more from the product. support/setup.ts fails the test that opened the page on any of them the
 * journey did not declare, so a page that works but logs errors (issue 15: a refused refresh on every
 * signed-out load) is caught in every journey, not only where someone thought to look.
 */
export interface ExpectedFailure {
  /** The answer's status, e.g. 401 for a deliberately wrong password. */
  status: number;
  /** Matched against the request's path (and query), e.g. '/api/v1/auth/login'. */
  path: string | RegExp;
}

interface Watch {
  problems: string[];
  expected: ExpectedFailure[];
  consoleAllowed: { pattern: RegExp; from?: RegExp }[];
}

const watches = new Map<Page, Watch>();

/**
 * Console errors of our dependencies that no change of ours can fix yet, each with its reason. Keep this short;
 * every entry is a known defect for the lead to track, not a place to hide ours.
 */
const KNOWN_UPSTREAM: Array<{ pattern: RegExp; from: RegExp; why: string }> = [
  {
    // React's development build names the prop; the e2e builds run with vitest's NODE_ENV=test, so they get it.
    pattern:
      /^React does not recognize the `%s` prop on a DOM element\..* (InputProps|inputProps) inputprops$/s,
    from: /\/admin\/assets\//,
    why:
      'react-admin 5.15.4 (the latest) still passes InputProps/inputProps to TextField, which MUI 9 no longer takes; ' +
      'the console works (it passes slotProps too), but the props leak to the DOM',
  },
];

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

const matches = (pattern: string | RegExp, text: string) =>
  typeof pattern === 'string' ? text === pattern || text.startsWith(`${pattern}?`) : pattern.test(text);

function isExpected(watch: Watch, status: number, url: string): boolean {
  const path = pathOf(url);
  return watch.expected.some((failure) => failure.status === status && matches(failure.path, path));
}

// Chromium reports every 4xx/5xx answer a second time as "Failed to load resource: ... status of 401 ...";
// the answer itself is the problem reported (with its method and path), so this echo is not counted twice.
const FAILED_LOAD = /^Failed to load resource: the server responded with a status of (\d+)/;

function onConsole(watch: Watch, message: ConsoleMessage): void {
  if (message.type() !== 'error') return;
  const text = message.text();
  if (FAILED_LOAD.test(text)) return;
  const where = message.location().url;
  if (watch.consoleAllowed.some(({ pattern, from }) => pattern.test(text) && (!from || from.test(where))))
    return;
  if (KNOWN_UPSTREAM.some((known) => known.pattern.test(text) && known.from.test(where))) return;
  watch.problems.push(`console error: ${text}${where ? ` (${where})` : ''}`);
}

function onResponse(watch: Watch, response: Response): void {
  const status = response.status();
  if (status < 400 || isExpected(watch, status, response.url())) return;
  const request: Request = response.request();
  watch.problems.push(`${status} answer to ${request.method()} ${pathOf(response.url())}`);
}

/** Starts collecting `page`'s problems; openPage calls it for every page (and popup) a journey opens. */
export function watchPage(page: Page): void {
  if (watches.has(page)) return;
  const watch: Watch = { problems: [], expected: [], consoleAllowed: [] };
  watches.set(page, watch);
  page.on('console', (message) => onConsole(watch, message));
  page.on('pageerror', (error) => watch.problems.push(`uncaught ${error.name}: ${error.message}`));
  page.on('response', (response) => onResponse(watch, response));
}

/**
 * Declares answers a journey provokes on purpose (a wrong password, a second vote): those alone are not
 * problems. Keep each one as narrow as the journey's own step.
 */
export function expectFailedRequests(page: Page, ...failures: ExpectedFailure[]): void {
  watches.get(page)?.expected.push(...failures);
}

/**
 * Declares a console error a journey provokes on purpose (the CSP control's blocked inline script); `from`
 * narrows it to the address it is reported for (a resource that failed to load).
 */
export function expectConsoleError(page: Page, pattern: RegExp, from?: RegExp): void {
  watches.get(page)?.consoleAllowed.push({ pattern, ...(from ? { from } : {}) });
}

/** Every undeclared problem of the pages opened since the last call, which stops watching them. */
export function takePageProblems(): string[] {
  const found = [...watches.values()].flatMap((watch) => watch.problems);
  watches.clear();
  return found;
}
