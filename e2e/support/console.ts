import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './api';

/**
 * Signs `email` (a demo staff account) into the staff console on `page` through its login form and waits
 * until the console has left the form. The form is react-admin's: "Username" by default, "Email" once the
 * console renames it.
 */
export async function signInToConsole(page: Page, email = 'reviewer@ile.test'): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel(/^(email|username)/i).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname === '/admin/' && !url.hash.includes('login'));
}
