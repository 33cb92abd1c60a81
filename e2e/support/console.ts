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

/**
 * Types `text` into a console list's search box and waits until the list is filtered by it: react-admin puts
 * the search in the address after a pause, and a row opened before then is taken back to the list.
 */
export async function searchConsoleList(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.hash).includes(text));
}

/** Opens a payment's console page by its reference, as Support does with the one a ticket names. */
export async function openPaymentInConsole(page: Page, reference: string): Promise<void> {
  await page.goto('/admin/#/transactions');
  await searchConsoleList(page, 'Reference, payer or email', reference);
  await page.getByRole('row', { name: `Transaction ${reference}` }).click();
  await page.waitForURL((url) => url.hash.endsWith('/show'));
}
