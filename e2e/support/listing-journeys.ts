import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './a11y';
import { baseUrl, capturedMail, DEMO_PASSWORD, linkIn } from './api';
import { screenshot } from './screenshots';

/** Helpers of the listing, payment and listing-approval journeys. */

/** The demo password, so `apiAs(email)` can sign a journey's own accounts in too. */
export const JOURNEY_PASSWORD = DEMO_PASSWORD;

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/**
 * Every page and dialog a journey shows gets a screenshot, an accessibility check, and a check that
 * nothing sticks out sideways (a phone would scroll the whole page horizontally).
 */
export async function look(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page);
  await expectNothingSideways(page, name);
}

/** Fails when anything on the page reaches past the window's right edge, naming what does. */
export async function expectNothingSideways(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) {
    expect.fail(
      `${name}: the page is ${scrollWidth} px wide in a ${width} px window; sticking out: ${await overflowing(page, width)}`,
    );
  }
}

/** The innermost elements reaching past the window's right edge, as `tag.class (right edge)`, for the failure. */
function overflowing(page: Page, width: number): Promise<string> {
  return page.evaluate((limit) => {
    const out = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > limit + 0.5,
    );
    const innermost = out.filter(
      (element) => !out.some((other) => other !== element && element.contains(other)),
    );
    return innermost
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)})`,
      )
      .join(', ');
  }, width);
}

/**
 * A new account whose email is verified by following the emailed link, so a journey's applications and
 * payments are its own (publishing and paying need a verified email).
 */
export async function verifiedAccount(tag: string): Promise<string> {
  const email = `e2e-${tag}-${unique()}@example.com`;
  const signup = await fetch(`${baseUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: JOURNEY_PASSWORD,
      phone: '08031234567',
      firstname: 'Chiamaka',
      lastname: 'Eze',
    }),
  });
  expect(signup.status).toBe(201);
  const [mail] = await capturedMail(email, { subject: 'confirm your email' });
  if (!mail) throw new Error(`no verification mail for ${email}`);
  const verified = await fetch(linkIn(mail, '/verify-email'), { redirect: 'manual' });
  expect(verified.headers.get('location')).toContain('emailVerified=success');
  return email;
}

/** Fills the site's /login page; the caller waits for wherever it should land. */
export async function logInOnPage(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Required fields' labels end in an asterisk; match the words. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

/** Small real JPEGs of different colours, as a file chooser hands them over. */
export async function photoFiles(count: number) {
  const colours = [
    [196, 92, 62],
    [46, 139, 87],
    [52, 101, 164],
    [214, 170, 48],
  ];
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const [r, g, b] = colours[index % colours.length] as number[];
      const buffer = await sharp({
        create: { width: 960, height: 720, channels: 3, background: { r: r ?? 0, g: g ?? 0, b: b ?? 0 } },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      return { name: `photo-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer };
    }),
  );
}

export interface ListingAnswers {
  title: string;
  /**
   * The street address and description (a flat in Yaba unless told): a journey that publishes its listing gives
   * each run its own, or the next run's application is flagged as a duplicate of it (docs/trust.md).
   */
  address?: string;
  description?: string;
  /** In Lagos State; Yaba unless told. */
  city?: string;
  /** Screenshot and accessibility-check each step under this prefix. */
  shots?: string;
}

/** Walks the become-a-host wizard from step 1 to the success page with three real photos. */
export async function applyToList(page: Page, answers: ListingAnswers): Promise<void> {
  await fillListingWizard(page, answers);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL('**/list-property/become-a-host/success');
  await page.getByRole('heading', { name: 'Your information was sent' }).waitFor();
}

/** Fills the become-a-host wizard's three steps (a Lagos rental, three real photos); stops before submitting. */
export async function fillListingWizard(page: Page, answers: ListingAnswers): Promise<void> {
  const { title, shots } = answers;
  await page.getByRole('heading', { name: /Basics/ }).waitFor();
  await field(page, 'Title').fill(title);
  await field(page, 'Price').fill('1,250,000');
  await field(page, 'Duration').selectOption('year');
  await field(page, 'Description').fill(
    answers.description ?? 'Two bright bedrooms on a quiet street, steady water and prepaid power.',
  );
  await field(page, 'Address').fill(answers.address ?? '12 Herbert Macaulay Way');
  await field(page, 'Country').selectOption('NG');
  await field(page, 'State').selectOption('LA');
  await field(page, 'City').fill(answers.city ?? 'Yaba');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: /Features/ }).waitFor();
  if (shots) await look(page, `${shots}-step-2`);
  const features: [string, string][] = [
    ['Category', 'rental'],
    ['Property type', 'residential'],
    ['Parking', 'Carport'],
    ['Heating', 'None'],
    ['Cooling', 'Central Air'],
    ['Basement', 'None'],
    ['Exterior features', 'Balcony'],
    ['Flooring', 'Tile'],
    ['Occupancy', 'Vacant'],
    ['Ownership', 'Owned'],
  ];
  for (const [label, value] of features) await field(page, label).selectOption(value);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: /Details/ }).waitFor();
  await field(page, 'Bedrooms').selectOption('2');
  await field(page, 'Bathrooms').selectOption('2');
  await field(page, 'Year built').selectOption('2010-2019');
  await field(page, 'Land size \\(m²\\)').fill('450');
  await page.getByLabel('Schools').check();
  await page.getByLabel('Public Transit').check();
  await field(page, 'Mobile phone').fill('0803 123 4567');
  await page.getByLabel('Choose photos').setInputFiles(await photoFiles(3));
  await page.getByText('3 of 20 photos added').waitFor();
  await expect.poll(() => page.locator('img[alt^="3: "]').count()).toBe(1);
  if (shots) await look(page, `${shots}-step-3`);
}
