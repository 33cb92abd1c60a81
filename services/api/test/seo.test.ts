import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeoService, STATIC_PAGES } from '../src/modules/seo/seo.service';
import { createUser, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://ile.example';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const SITE_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The site's default description." />
    <meta property="og:title" content="Ile" />
    <meta property="og:description" content="The site's default description." />
    <meta name="twitter:card" content="summary" />
    <title>Ile — property in Nigeria and Sierra Leone</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** What the site's build writes beside index.html (apps/site/build/route-preloads.ts), cut down. */
const ROUTE_PRELOADS = {
  routes: [
    {
      path: '/',
      scripts: ['/assets/home-1.js', '/assets/shared-1.js'],
      styles: ['/assets/home-1.css'],
      images: [{ type: 'image/avif', srcset: '/images/hero-640.avif 640w', sizes: '100vw' }],
    },
    { path: '/agents', scripts: ['/assets/agents-1.js', '/assets/shared-1.js'], styles: [] },
    { path: '/property/payment', scripts: ['/assets/property-payment-1.js'], styles: [] },
    {
      path: '/property/:id',
      scripts: ['/assets/property-detail-1.js'],
      styles: ['/assets/property-detail-1.css'],
      listingImageSizes: '(min-width: 768px) 66vw, 100vw',
    },
  ],
};

const preloadsOf = (html: string) => ({
  scripts: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)"/g)].map((m) => m[1]),
  styles: [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]*)"/g)].map((m) => m[1]),
  images: [...html.matchAll(/<link rel="preload" as="image" ([^>]*?) \/>/g)].map((m) => m[1]),
});

/** The listing page's first view (listing-first-view.ts), or undefined without one. */
const firstViewOf = (html: string) => /<div id="first-view"[\s\S]*?<\/p><\/div><\/div>/.exec(html)?.[0];

/** The tags of one kind in a page, e.g. every `<meta property="og:image" ...>`. */
const contentsOf = (html: string, attribute: 'name' | 'property', key: string): string[] =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map(
    (match) => match[1] as string,
  );

describe('pages for search engines and link previews', () => {
  let t: TestApp;
  let owner: TestUser;
  let shy: TestUser;
  let listing: string;
  let tricky: string;
  let hidden: string;
  let draft: string;
  const siteDist = join(tmpdir(), `ile-seo-site-${process.pid}`);
  const db = () => t.database.db;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    mkdirSync(siteDist, { recursive: true });
    writeFileSync(join(siteDist, 'index.html'), SITE_INDEX);
    writeFileSync(join(siteDist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
    t = await createTestApp({ SITE_DIST: siteDist, PUBLIC_URL });
    await t.app.ready();
    owner = await createUser(db());
    shy = await createUser(db(), { search_engine_inclusion: false });
    listing = (
      await createProperty(db(), owner.id, {
        title: 'Three-bedroom terrace in Lekki',
        description: 'Quiet estate,   constant water,\n24-hour security',
      })
    ).id;
    tricky = (
      await createProperty(db(), owner.id, {
        title: 'Flat "A" <script>alert(1)</script> & $& more',
        description: "Owner's words with <b>markup</b>",
      })
    ).id;
    hidden = (await createProperty(db(), shy.id, { title: 'Quiet cottage' })).id;
    draft = (await createProperty(db(), owner.id, { title: 'Draft', status: 'draft' })).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDist, { recursive: true, force: true });
  });

  it("serves a listing's page with its own title, description and preview tags", async () => {
    const res = await get(`/property/${listing}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Three-bedroom terrace in Lekki | Ile</title>');
    expect(html).not.toContain('Ile — property in Nigeria');
    const [description, ...others] = contentsOf(html, 'name', 'description');
    expect(others).toEqual([]);
    expect(description).toBe(
      '₦4,500,000 per year · 3 bed, 3 bath · Lekki, Lagos. Quiet estate, constant water, 24-hour security',
    );
    expect(contentsOf(html, 'property', 'og:title')).toEqual(['Three-bedroom terrace in Lekki | Ile']);
    expect(contentsOf(html, 'property', 'og:description')).toEqual([description]);
    expect(contentsOf(html, 'property', 'og:url')).toEqual([`${PUBLIC_URL}/property/${listing}`]);
    expect(contentsOf(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(contentsOf(html, 'name', 'robots')).toEqual([]);

    const detail = await t.app.inject({ method: 'POST', url: `/api/v1/property/property/${listing}` });
    const firstImage = detail.json().data.image_set[0].src as string;
    expect(firstImage).toMatch(/^\/media\//);
    // Until the images worker has drawn its preview, the first picture stands in, its size unstated.
    expect(contentsOf(html, 'property', 'og:image')).toEqual([`${PUBLIC_URL}${firstImage}`]);
    expect(contentsOf(html, 'property', 'og:image:width')).toEqual([]);
    // The single-page app still boots from the same document.
    expect(html).toContain('<div id="root"></div>');
  });

  it("uses the listing's drawn link preview, with its size and type, once the images worker has made it", async () => {
    const key = `properties/${listing}/og/0123456789abcdef.jpg`;
    await db().updateTable('properties').set({ og_image_key: key }).where('id', '=', listing).execute();
    try {
      const html = (await get(`/property/${listing}`)).body;
      expect(contentsOf(html, 'property', 'og:image')).toEqual([`${PUBLIC_URL}/media/${key}`]);
      expect(contentsOf(html, 'property', 'og:image:type')).toEqual(['image/jpeg']);
      expect(contentsOf(html, 'property', 'og:image:width')).toEqual(['1200']);
      expect(contentsOf(html, 'property', 'og:image:height')).toEqual(['630']);
      expect(contentsOf(html, 'property', 'og:image:alt')).toEqual(['Three-bedroom terrace in Lekki']);
      expect(contentsOf(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
      expect(contentsOf(html, 'name', 'twitter:image')).toEqual([`${PUBLIC_URL}/media/${key}`]);
    } finally {
      await db().updateTable('properties').set({ og_image_key: null }).where('id', '=', listing).execute();
    }
  });

  it('escapes whatever the owner wrote', async () => {
    const html = (await get(`/property/${tricky}`)).body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<title>Flat &quot;A&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; more | Ile</title>',
    );
    expect(contentsOf(html, 'property', 'og:title')).toEqual([
      'Flat &quot;A&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; more | Ile',
    ]);
    expect(contentsOf(html, 'name', 'description')[0]).toContain('Owner&#39;s words with &lt;b&gt;markup');
  });

  it('marks a listing noindex when its owner turned search-engine inclusion off', async () => {
    const html = (await get(`/property/${hidden}`)).body;
    expect(contentsOf(html, 'name', 'robots')).toEqual(['noindex']);
    expect(html).toContain('<title>Quiet cottage | Ile</title>');
  });

  it('answers 404 with noindex for unknown and unpublished listings, still booting the app', async () => {
    for (const id of [UNKNOWN, draft]) {
      const res = await get(`/property/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Property not found | Ile</title>');
      expect(contentsOf(res.body, 'name', 'robots')).toEqual(['noindex']);
      expect(res.body).not.toContain('Draft');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('leaves other pages under /property/ to the single-page app', async () => {
    const res = await get('/property/payment?propertyId=x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Ile — property in Nigeria and Sierra Leone</title>');
  });

  it("asks for each page's chunks, styles and largest picture in its HTML, before any script runs", async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(preloadsOf(home.body)).toEqual({
      scripts: ['/assets/home-1.js', '/assets/shared-1.js'],
      styles: ['/assets/home-1.css'],
      images: [
        'type="image/avif" imagesrcset="/images/hero-640.avif 640w" imagesizes="100vw" fetchpriority="high"',
      ],
    });
    // The tags go in the head, the document is otherwise the site's own.
    expect(home.body.indexOf('modulepreload')).toBeLessThan(home.body.indexOf('</head>'));
    expect(home.body).toContain('<div id="root"></div>');

    expect(preloadsOf((await get('/agents?page=2')).body).scripts).toEqual([
      '/assets/agents-1.js',
      '/assets/shared-1.js',
    ]);
    // A static page pattern wins over the listing pattern beside it.
    expect(preloadsOf((await get('/property/payment')).body).scripts).toEqual([
      '/assets/property-payment-1.js',
    ]);
    expect(preloadsOf((await get('/no-such-page')).body)).toEqual({ scripts: [], styles: [], images: [] });
    // API paths keep their JSON 404.
    expect((await get('/api/v1/no-such-route')).json()).toMatchObject({ status: 'fail' });
  });

  it("preloads a listing page's first picture as the gallery draws it", async () => {
    const html = (await get(`/property/${listing}`)).body;
    const detail = await t.app.inject({ method: 'POST', url: `/api/v1/property/property/${listing}` });
    const first = detail.json().data.image_set[0] as { srcset: string; avifSrcset: string | null };
    // The test listing has WebP variants only; with AVIF ones the preload is the AVIF srcset.
    expect(first.avifSrcset).toBeNull();
    expect(preloadsOf(html)).toEqual({
      scripts: ['/assets/property-detail-1.js'],
      styles: ['/assets/property-detail-1.css'],
      images: [
        `type="image/webp" imagesrcset="${first.srcset}" imagesizes="(min-width: 768px) 66vw, 100vw" fetchpriority="high"`,
      ],
    });
    // Unknown listings still get the page's code, without a picture.
    expect(preloadsOf((await get(`/property/${UNKNOWN}`)).body).images).toEqual([]);
  });

  it("opens a listing page on its first view: the preloaded photo, title and facts, before the app's root", async () => {
    const html = (await get(`/property/${listing}`)).body;
    const view = firstViewOf(html);
    expect(view).toBeDefined();
    expect(view).toContain(`data-path="/property/${listing}"`);
    // The same srcset and sizes as the preload: the browser fetches the photo once.
    const [preload] = preloadsOf(html).images;
    const srcset = /imagesrcset="([^"]*)"/.exec(preload ?? '')?.[1];
    expect(view).toContain(
      `<source type="image/webp" srcset="${srcset}" sizes="(min-width: 768px) 66vw, 100vw" />`,
    );
    expect(view).toContain('<h1 class="first-view-title">Three-bedroom terrace in Lekki</h1>');
    expect(view).toContain(
      '<p class="first-view-facts">₦4,500,000 per year · 3 bed, 3 bath · Lekki, Lagos</p>',
    );
    expect(html.indexOf('id="first-view"')).toBeLessThan(html.indexOf('<div id="root"></div>'));
    // The owner's words are text, never markup, and `$&` stays as typed.
    const trickyView = firstViewOf((await get(`/property/${tricky}`)).body) ?? '';
    expect(trickyView).toContain(
      'Flat &quot;A&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; more',
    );
    expect(trickyView).not.toContain('<script>');
    // No first view for a listing that is not there, nor for other pages.
    expect(firstViewOf((await get(`/property/${UNKNOWN}`)).body)).toBeUndefined();
    expect(firstViewOf((await get('/agents')).body)).toBeUndefined();
  });

  it('serves pages without preloads from a build that has no route-preloads.json', async () => {
    const file = join(siteDist, 'route-preloads.json');
    rmSync(file);
    try {
      const home = await get('/');
      expect(home.statusCode).toBe(200);
      expect(preloadsOf(home.body)).toEqual({ scripts: [], styles: [], images: [] });
      expect(home.body).toBe(SITE_INDEX);
    } finally {
      writeFileSync(file, JSON.stringify(ROUTE_PRELOADS));
    }
  });

  it('serves robots.txt keeping crawlers out of private areas and pointing at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/account', '/manage', '/admin', '/api', '/wishlist', '/inbox']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists home, the static pages and indexable published listings in the sitemap', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/properties`);
    expect(locs).toContain(`${PUBLIC_URL}/property/${listing}`);
    expect(locs).toContain(`${PUBLIC_URL}/property/${tricky}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/property/${hidden}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/property/${draft}`);
    expect(res.body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/property/${listing}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
  });

  it('caps the sitemap at its URL limit', async () => {
    const service = createSeoService(db(), PUBLIC_URL, { maxUrls: STATIC_PAGES.length + 1 });
    const entries = await service.sitemapEntries();
    expect(entries).toHaveLength(STATIC_PAGES.length + 1);
    expect(entries.at(-1)?.loc).toMatch(new RegExp(`^${PUBLIC_URL}/property/`));
    const tiny = createSeoService(db(), PUBLIC_URL, { maxUrls: 3 });
    expect(await tiny.sitemapEntries()).toHaveLength(3);
  });
});
