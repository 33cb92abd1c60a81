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
    expect(contentsOf(html, 'property', 'og:image')).toEqual([`${PUBLIC_URL}${firstImage}`]);
    // The single-page app still boots from the same document.
    expect(html).toContain('<div id="root"></div>');
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
