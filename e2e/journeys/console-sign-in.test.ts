import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, DEMO_PASSWORD } from '../support/api';
import { errorsOf, openPage } from '../support/browser';
import { screenshot } from '../support/screenshots';

// The form is react-admin's login page: "Username" by default, "Email" once the console renames it.
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel(/^(email|username)/i).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
}

describe('console: staff sign in, everyone else is turned away', () => {
  it('signs a reviewer in and shows the dashboard', async () => {
    const { user } = await apiAs('reviewer@ile.test');
    const page = await openPage(1280);
    await signIn(page, 'reviewer@ile.test');
    await page.waitForURL((url) => url.pathname === '/admin/' && !url.hash.includes('login'));
    await page.getByRole('menuitem', { name: /dashboard/i }).waitFor();
    await page.getByText(user.full_name, { exact: false }).first().waitFor();
    await expect.poll(() => page.getByLabel(/^password/i).count()).toBe(0);
    await screenshot(page, 'console-dashboard-reviewer');
    expect(errorsOf(page)).toEqual([]);
  });

  it('refuses an end user with a message and keeps the sign-in form', async () => {
    const page = await openPage(1280);
    await signIn(page, 'user@ile.test');
    const alert = page.getByRole('alert').filter({ hasText: /staff/i });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/not a staff account/i);
    expect(new URL(page.url()).hash).toContain('login');
    await expect.poll(() => page.getByLabel(/^password/i).count()).toBe(1);
    await screenshot(page, 'console-refused-end-user');
  });
});
