import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, type Db } from '@ile/db';
import { makeHousePhoto } from '@ile/db/testing/pictures';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, baseUrl } from '../support/api';
import { unique, verifiedAccount } from '../support/listing-journeys';
import { screenshotsDir } from '../support/screenshots';
import { databaseUrl } from '../support/stack-resources';

// Issue 20, part 3: a link to a listing pasted into WhatsApp (or Facebook, X, LinkedIn) shows its picture, title
// and price. Their preview bots run no JavaScript: they read the tags of the HTML the api serves at
// /property/{id} and fetch og:image. This journey does exactly that, with plain fetch.

const BOT = 'WhatsApp/2.24.6.77 A';

/** A photo-like picture (sky, a house, a lawn), as the listing form sends it, so the drawn preview can be looked at. */
const photo = async () => `data:image/jpeg;base64,${(await makeHousePhoto(88)).toString('base64')}`;

/** The page as a preview bot gets it: no JavaScript, no cookies. */
async function botPage(propertyId: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${baseUrl()}/property/${propertyId}`, {
    headers: { 'user-agent': BOT, accept: 'text/html' },
  });
  return { status: res.status, html: await res.text() };
}

/** Every `<meta property|name="key" content="...">` of the head, unescaped as a bot reads them. */
function tagsOf(html: string): Map<string, string[]> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string[]>();
  for (const match of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    const [, key = '', raw = ''] = match;
    const value = raw
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    tags.set(key, [...(tags.get(key) ?? []), value]);
  }
  return tags;
}

const one = (tags: Map<string, string[]>, key: string): string => {
  const values = tags.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0] as string;
};

/** Waits until the page's og:image is a drawn preview other than `not` (the images worker runs behind the api). */
async function drawnPreview(propertyId: string, not?: string): Promise<Map<string, string[]>> {
  let tags = new Map<string, string[]>();
  await expect
    .poll(
      async () => {
        tags = tagsOf((await botPage(propertyId)).html);
        const image = tags.get('og:image')?.[0] ?? '';
        return image.includes('/og/') && image !== not;
      },
      { timeout: 150_000, interval: 500 },
    )
    .toBe(true);
  return tags;
}

async function fetchPicture(url: string) {
  const res = await fetch(url, { headers: { 'user-agent': BOT } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), body };
}

describe('link previews: what WhatsApp and other preview bots read', { timeout: 300_000 }, () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
  });

  it("serves a listing's title, description, URL and drawn 1200×630 picture, and a new picture for a new price", async () => {
    const title = `Garden bungalow in Lekki ${unique()}`;
    const owner = await apiAs(await verifiedAccount('preview'));
    const picture = await photo();
    const application = {
      ...validListingApplication(),
      title,
      price: '1850000',
      description: 'A bungalow with a garden, two streets from the lagoon.',
      images: [picture, picture, picture],
    };
    const applied = await owner.post<{ data: { id: string } }>('/api/v1/applications/property', application);
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const reviewer = await apiAs('reviewer@ile.test');
    const approved = await reviewer.post(`/api/admin/listing-applications/${applied.body.data.id}/approve`, {
      // A fixture's address and words are every journey's: it may be flagged as a possible duplicate.
      reason: 'Link preview journey: its own listing',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const { id: propertyId } = await db
      .selectFrom('properties')
      .select('id')
      .where('application_id', '=', applied.body.data.id)
      .executeTakeFirstOrThrow();

    const tags = await drawnPreview(propertyId);
    const page = await botPage(propertyId);
    expect(page.status).toBe(200);
    const url = `${baseUrl()}/property/${propertyId}`;
    expect(one(tags, 'og:title')).toBe(`${title} | Ile`);
    expect(one(tags, 'og:description')).toBe(
      '₦1,850,000 per year · 3 bed, 2 bath · Lekki, Lagos. A bungalow with a garden, two streets from the lagoon.',
    );
    expect(one(tags, 'description')).toBe(one(tags, 'og:description'));
    expect(one(tags, 'og:url')).toBe(url);
    expect(page.html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(one(tags, 'og:type')).toBe('website');
    expect(one(tags, 'twitter:card')).toBe('summary_large_image');
    expect(one(tags, 'og:image:type')).toBe('image/jpeg');
    expect(one(tags, 'og:image:width')).toBe('1200');
    expect(one(tags, 'og:image:height')).toBe('630');
    expect(one(tags, 'og:image:alt')).toBe(title);
    const image = one(tags, 'og:image');
    expect(image).toMatch(new RegExp(`^${baseUrl()}/media/properties/${propertyId}/og/[0-9a-f]{16}\\.jpg$`));
    expect(one(tags, 'twitter:image')).toBe(image);

    const drawn = await fetchPicture(image);
    expect(drawn.status).toBe(200);
    expect(drawn.type).toBe('image/jpeg');
    const meta = await sharp(drawn.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // Kept beside the screenshots for people to look at.
    mkdirSync(screenshotsDir, { recursive: true });
    writeFileSync(join(screenshotsDir, 'link-preview-og.jpg'), drawn.body);

    // The owner lowers the price: the preview is drawn again under a new address, so WhatsApp's cache, which
    // keeps a picture by its URL, shows the new price; the old picture is gone.
    const lowered = await owner.post('/api/v1/property/admin-update-property', {
      propertyId,
      title,
      price: 1_750_000,
      currency: 'NGN',
      category: 'rental',
      propertyType: 'residential',
      address: application.address,
      country: 'NG',
      state: 'LA',
      city: 'Lekki',
      bedrooms: 3,
      bathrooms: 2,
      description: application.description,
      mobilePhone: application.mobilePhone,
    });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const after = await drawnPreview(propertyId, image);
    expect(one(after, 'og:description')).toMatch(/^₦1,750,000 per year · /);
    const redrawn = await fetchPicture(one(after, 'og:image'));
    expect([redrawn.status, redrawn.type]).toEqual([200, 'image/jpeg']);
    expect(await sharp(redrawn.body).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(redrawn.body.equals(drawn.body)).toBe(false);
    expect((await fetchPicture(image)).status).toBe(404);
    writeFileSync(join(screenshotsDir, 'link-preview-og-new-price.jpg'), redrawn.body);
  });
});
