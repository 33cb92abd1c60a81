import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { artifactsDir } from './paths';

export const screenshotsDir = join(artifactsDir, 'screenshots');

/** A full-page PNG at e2e/artifacts/screenshots/<width>/<name>.png, kept after the run for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 'unknown';
  const dir = join(screenshotsDir, String(width));
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
