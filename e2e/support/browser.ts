import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { baseUrl, signInViaApi } from './api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { watchPage } from './page-problems';

/** The two widths the issues ask every page to work at: a small phone and a laptop. */
export const WIDTHS = [375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

let shared: Promise<Browser> | undefined;

/** One browser per test file, closed by support/setup.ts after the file. */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

export async function closeBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  if (browser) await (await browser).close();
}

export interface OpenPageOptions {
  /** Start signed in as this account (through the api, not the sign-in screen). */
  signedInAs?: string;
  /** The browser's language; Nigerian English unless a journey checks what another locale sees. */
  locale?: string;
  /** False: the page as a browser without JavaScript (or before its scripts arrive) shows it. */
  javaScript?: boolean;
}

/** Uncaught errors a page threw, so a journey can insist there were none. */
const pageErrors = new WeakMap<Page, Error[]>();

export function errorsOf(page: Page): Error[] {
  return pageErrors.get(page) ?? [];
}

/**
 * A page in a fresh context (its own cookies and storage) at `width`, with relative URLs resolved
 * against the product under test: `await page.goto('/properties')`. Its console errors, uncaught errors and
 * 4xx/5xx answers fail the test that opened it (support/page-problems.ts).
 */
export async function openPage(width: Width, options: OpenPageOptions = {}): Promise<Page> {
  const browser = await sharedBrowser();
  const phone = width < 768;
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: phone ? 812 : 800 },
    isMobile: phone,
    hasTouch: phone,
    locale: options.locale ?? 'en-NG',
    timezoneId: 'Africa/Lagos',
    javaScriptEnabled: options.javaScript ?? true,
  });
  if (options.signedInAs) {
    // The refresh cookie and the session hint beside it: the site and the console refresh at start.
    const session = await signInViaApi(options.signedInAs);
    await context.addCookies(session.cookies);
  }
  // Popups a journey opens are held to the same standard as the page itself.
  context.on('page', watchPage);
  const page = await context.newPage();
  const errors: Error[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error));
  watchPage(page);
  return page;
}

/**
 * Resolves once the page's live-notifications socket has been accepted by the server (socket.io's CONNECT
 * acknowledgement, "40{…}", which the server sends after joining the user's room): a push sent after this
 * reaches the page. Call it before the navigation that opens the socket.
 */
export function liveSocketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}

/** How far the page reaches past the right edge of the window (0 when nothing overflows: no sideways scroll). */
export function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
