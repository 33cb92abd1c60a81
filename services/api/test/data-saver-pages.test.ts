import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const SITE_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Ile</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const SIZES = '(min-width: 768px) 66vw, 100vw';
/** What the site's build writes beside index.html (apps/site/build/route-preloads.ts), cut down. */
const ROUTE_PRELOADS = {
  routes: [
    {
      path: '/',
      scripts: ['/assets/home-1.js'],
      styles: [],
      images: [
        {
          type: 'image/avif',
          srcset: '/images/hero-640.avif 640w, /images/hero-960.avif 960w, /images/hero-1280.avif 1280w',
          sizes: '100vw',
        },
      ],
    },
    { path: '/properties', scripts: ['/assets/properties-1.js'], styles: [] },
    {
      path: '/property/:id',
      scripts: ['/assets/property-detail-1.js'],
      styles: [],
      listingImageSizes: SIZES,
    },
  ],
};

const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" [^>]*?imagesrcset="([^"]*)" imagesizes="([^"]*)"/g)].map(
    (m) => ({ srcset: m[1], sizes: m[2] }),
  );
const marked = (html: string) => html.includes('<html data-data-saver="on" lang="en">');

/**
 * Issue 20: pages served to a visitor saving data (the browser's `Save-Data: on`, or the site's data-saver
 * cookie) preload the narrowest picture and are marked so the site starts in data-saver mode.
 */
describe('site pages in data-saver mode', () => {
  let t: TestApp;
  let listing: string;
  const siteDist = join(tmpdir(), `ile-data-saver-site-${process.pid}`);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    mkdirSync(siteDist, { recursive: true });
    writeFileSync(join(siteDist, 'index.html'), SITE_INDEX);
    writeFileSync(join(siteDist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
    t = await createTestApp({ SITE_DIST: siteDist });
    await t.app.ready();
    const db = t.database.db;
    const owner = await createUser(db);
    listing = (await createProperty(db, owner.id)).id;
    // The worker renders 320, 640 and 1280 px; the helper's listing has the 640 only.
    const images = await db
      .selectFrom('property_images')
      .select('id')
      .where('property_id', '=', listing)
      .execute();
    await db
      .insertInto('property_image_variants')
      .values(
        images.flatMap((image, i) => [
          {
            image_id: image.id,
            width: 320,
            format: 'webp',
            storage_key: `t/${i}/320.webp`,
            bytes: 9_100 + i,
          },
          { image_id: image.id, width: 1280, format: 'webp', storage_key: `t/${i}/1280.webp`, bytes: 88_000 },
        ]),
      )
      .execute();
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDist, { recursive: true, force: true });
  });

  it('preloads the listing’s 320 px picture, at the gallery’s sizes, when the request says Save-Data: on', async () => {
    const normal = await get(`/property/${listing}`);
    expect(imagePreloads(normal.body)).toEqual([
      {
        srcset: `/media/t/0/320.webp 320w, /media/test/${listing}/0/640.webp 640w, /media/t/0/1280.webp 1280w`,
        sizes: SIZES,
      },
    ]);
    expect(marked(normal.body)).toBe(false);

    const saving = await get(`/property/${listing}`, { 'save-data': 'on' });
    expect(saving.statusCode).toBe(200);
    expect(imagePreloads(saving.body)).toEqual([{ srcset: '/media/t/0/320.webp 320w', sizes: SIZES }]);
    expect(marked(saving.body)).toBe(true);
    // The listing's own meta is still there.
    expect(saving.body).toContain('<title>Three-bedroom terrace in Lekki | Ile</title>');
    // Its first view draws the photo at the same narrowest rendition.
    expect(saving.body).toContain(
      `<source type="image/webp" srcset="/media/t/0/320.webp 320w" sizes="${SIZES}" />`,
    );
    expect(normal.body).toContain(
      `<source type="image/webp" srcset="${imagePreloads(normal.body)[0]?.srcset}"`,
    );
  });

  it('follows the data-saver cookie: on without the header, off even with it', async () => {
    const on = await get(`/property/${listing}`, { cookie: 'theme=x; ile_data_saver=1' });
    expect(imagePreloads(on.body)).toEqual([{ srcset: '/media/t/0/320.webp 320w', sizes: SIZES }]);
    expect(marked(on.body)).toBe(true);

    const off = await get(`/property/${listing}`, { cookie: 'ile_data_saver=0', 'save-data': 'on' });
    expect(imagePreloads(off.body)[0]?.srcset).toContain('1280w');
    expect(marked(off.body)).toBe(false);
  });

  it('serves every other page the same way: the hero at its narrowest, the document marked', async () => {
    const home = await get('/', { 'save-data': 'on' });
    expect(imagePreloads(home.body)).toEqual([{ srcset: '/images/hero-640.avif 640w', sizes: '100vw' }]);
    expect(marked(home.body)).toBe(true);
    expect(imagePreloads((await get('/')).body)[0]?.srcset).toContain('1280w');

    const search = await get('/properties?country=NG', { cookie: 'ile_data_saver=1' });
    expect(marked(search.body)).toBe(true);
    expect(search.body).toContain('<link rel="modulepreload" crossorigin href="/assets/properties-1.js" />');
    // A page the build does not list is marked all the same.
    expect(marked((await get('/no-such-page', { 'save-data': 'on' })).body)).toBe(true);
    expect(marked((await get('/properties')).body)).toBe(false);
  });

  it('names Save-Data and Cookie in Vary on every page answer, saving data or not', async () => {
    for (const url of ['/', '/properties', `/property/${listing}`, '/no-such-page']) {
      for (const headers of [{}, { 'save-data': 'on' }] as Array<Record<string, string>>) {
        const vary = String((await get(url, headers)).headers.vary ?? '');
        expect(vary).toMatch(/Save-Data/);
        expect(vary).toMatch(/Cookie/);
      }
    }
  });

  it('gives each picture the weight of the rendition data saver shows', async () => {
    const detail = await t.app.inject({ method: 'POST', url: `/api/v1/property/property/${listing}` });
    const sets = detail.json().data.image_set as Array<{ dataSaverBytes: number | null }>;
    expect(sets.map((set) => set.dataSaverBytes)).toEqual([9_100, 9_101, 9_102]);
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/property/search?size=10' });
    const card = (
      search.json().data.properties as Array<{ id: string; image_set: Array<{ dataSaverBytes: number }> }>
    ).find((property) => property.id === listing);
    expect(card?.image_set.map((set) => set.dataSaverBytes)).toEqual([9_100, 9_101, 9_102]);
  });
});
