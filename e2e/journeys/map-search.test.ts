import { createDatabase, type Db } from '@ile/db';
import type { SearchPropertiesResponse } from '@ile/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { look } from '../support/listing-journeys';
import { databaseUrl } from '../support/stack-resources';

// Issue 19, item 2: the search page's map. Clusters for the whole country, pins with prices once zoomed in,
// the map's area joining the URL and the list, a pin's card, and on phones the List/Map toggle and "Search this
// area". Tiles come from the run's local tile stub (support/tile-stub.ts), never from the internet.

const TITLE = 'Map journey flat';
/** Enough listings in one part of Lagos that the whole country is drawn as clusters (more than 200 matches). */
const LISTINGS = 240;

const tileOrigin = () => new URL(inject('mapTilesUrl').replace(/\{[a-z]\}/g, '0')).origin;

/** Every tile the page asked for, with its status, and any image request that left for elsewhere. */
function watchTiles(page: Page) {
  const tiles: number[] = [];
  const elsewhere: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(tileOrigin())) tiles.push(response.status());
  });
  page.on('request', (request) => {
    const url = request.url();
    if (request.resourceType() === 'image' && !url.startsWith(tileOrigin()) && !url.startsWith(baseUrl()))
      if (!url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
  });
  return { tiles, elsewhere };
}

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const clusters = (page: Page) => mapRegion(page).locator('[aria-label$=": zoom in"]');
const pins = (page: Page) => mapRegion(page).locator('[data-property-id]');

/** The cluster holding the most listings (its label starts with the count). */
async function biggestCluster(page: Page): Promise<Locator> {
  const labels = await clusters(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  const counts = labels.map((label) => Number(label.split(' ')[0]?.replace(/\D/g, '')));
  const biggest = counts.indexOf(Math.max(...counts));
  return clusters(page).nth(biggest);
}

/** Clicks the biggest cluster until the map shows pins (each click zooms in two levels). */
async function zoomUntilPins(page: Page, afterEachClick: () => Promise<void> = async () => undefined) {
  for (let step = 0; step < 8; step++) {
    if ((await pins(page).count()) > 0) return;
    const before = await clusters(page).evaluateAll((elements) =>
      elements.map((e) => e.getAttribute('aria-label')).join('|'),
    );
    await (await biggestCluster(page)).click();
    // The map settles and draws the new view's answer.
    await expect
      .poll(async () =>
        (await pins(page).count()) > 0
          ? 'pins'
          : await clusters(page).evaluateAll((elements) =>
              elements.map((e) => e.getAttribute('aria-label')).join('|'),
            ),
      )
      .not.toBe(before);
    await afterEachClick();
  }
  await expect.poll(() => pins(page).count()).toBeGreaterThan(0);
}

/**
 * The list's total ("12 properties available") and first cards are the api's for the URL's area: the same
 * search. Polled as a whole, since the URL follows the map a moment after it settles.
 */
async function listMatchesArea(page: Page): Promise<string> {
  const links = page.locator('main article h3 a');
  let bbox = '';
  await expect
    .poll(async () => {
      bbox = new URL(page.url()).searchParams.get('bbox') ?? '';
      if (!bbox) return 'no bbox in the URL';
      const res = await fetch(`${baseUrl()}/api/v1/property/search?bbox=${bbox}&page=1&size=10`);
      const { data } = (await res.json()) as { data: SearchPropertiesResponse };
      const heading = (await page.locator('#results-heading').textContent()) ?? '';
      const shown = await links.evaluateAll((anchors) =>
        anchors.slice(0, 10).map((anchor) => anchor.getAttribute('href')?.split('/').pop()),
      );
      const expected = data.properties.map((property) => property.id).slice(0, 10);
      if (data.totalItems === 0) return 'nothing in the area';
      if (!heading.startsWith(`${data.totalItems} propert`))
        return `heading ${heading}, api ${data.totalItems}`;
      return JSON.stringify(shown) === JSON.stringify(expected) ? 'same' : 'different cards';
    })
    .toBe('same');
  expect(bbox).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
  return bbox;
}

/** A pin's card: clicking the pin shows the listing's card over the map, linking to its page. */
async function openPinCard(page: Page): Promise<void> {
  const pin = pins(page).first();
  const id = await pin.getAttribute('data-property-id');
  expect(await pin.getAttribute('aria-label')).toMatch(/\d[KMB]?: show this property$/);
  // The pin is a point; its price label (or dot, where labels would pile up) is what a visitor clicks.
  await pin.locator('span').click();
  const card = mapRegion(page).locator('article');
  await card.waitFor();
  expect(await card.locator('h3 a').getAttribute('href')).toBe(`/property/${id}`);
}

describe('the search page map', { timeout: 240_000 }, () => {
  let db: Db;
  beforeAll(async () => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('is_seed', '=', true)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('properties')
      .values(
        Array.from({ length: LISTINGS }, (_, i) => ({
          owner_id: owner.id,
          title: `${TITLE} ${i + 1}`,
          description: 'A flat placed for the map journey',
          address: `${i + 1} Herbert Macaulay Way`,
          city: 'Yaba',
          state: 'Lagos',
          state_code: 'LA',
          country: 'NG' as const,
          price: 900_000 + i * 25_000,
          currency: 'NGN' as const,
          duration: 'year' as const,
          category: 'rental' as const,
          property_type: 'residential' as const,
          bedrooms: (i % 4) + 1,
          bathrooms: 1,
          status: 'published' as const,
          latitude: 6.45 + (i % 16) * 0.012,
          longitude: 3.32 + Math.floor(i / 16) * 0.012,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await db.deleteFrom('properties').where('title', 'like', `${TITLE} %`).execute();
    await db.destroy();
  });

  for (const width of WIDTHS) {
    it(`shows clusters, then pins and a card, and searches the map's area at ${width} px`, async () => {
      const page = await openPage(width);
      const seen = watchTiles(page);
      await page.goto('/properties');
      await page.getByRole('heading', { level: 1, name: 'Find a property' }).waitFor();

      if (width < 1024) {
        const list = page.getByRole('button', { name: 'List', exact: true });
        const map = page.getByRole('button', { name: 'Map', exact: true });
        expect(await list.getAttribute('aria-pressed')).toBe('true');
        expect(await map.getAttribute('aria-pressed')).toBe('false');
        expect(await mapRegion(page).count()).toBe(0);
        await map.click();
        expect(await map.getAttribute('aria-pressed')).toBe('true');
      }
      // The whole of both countries, as clusters with their counts.
      await expect.poll(() => clusters(page).count()).toBeGreaterThan(0);
      expect(await pins(page).count()).toBe(0);
      await expect.poll(() => seen.tiles.filter((status) => status === 200).length).toBeGreaterThan(0);
      await look(page, `map-search-country-${width}`);
      expect(new URL(page.url()).searchParams.get('bbox')).toBeNull();

      if (width >= 1024) {
        // Desktop: each move searches its area; the URL gains it and the list follows.
        await zoomUntilPins(page);
        await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBeNull();
        await listMatchesArea(page);
        await openPinCard(page);
        await look(page, `map-search-pins-${width}`);
      } else {
        // Phones: moving the map offers "Search this area"; the list changes only when asked.
        await zoomUntilPins(page);
        expect(new URL(page.url()).searchParams.get('bbox')).toBeNull();
        const searchArea = page.getByRole('button', { name: 'Search this area' });
        await searchArea.waitFor();
        await openPinCard(page);
        await look(page, `map-search-pins-${width}`);
        await searchArea.click();
        await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBeNull();
        await expect.poll(() => searchArea.count()).toBe(0);
        await page.getByRole('button', { name: 'List', exact: true }).click();
        await listMatchesArea(page);
        await look(page, `map-search-area-list-${width}`);
      }

      // A shared link keeps the area; "Clear map area" lets it go.
      const shared = page.url();
      const again = await openPage(width);
      await again.goto(shared);
      await again.locator('#results-heading').waitFor();
      expect(await listMatchesArea(again)).toBe(new URL(shared).searchParams.get('bbox'));
      await again.getByRole('button', { name: 'Clear map area' }).click();
      await expect.poll(() => new URL(again.url()).searchParams.get('bbox')).toBeNull();
      await again.context().close();

      expect(seen.elsewhere).toEqual([]);
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps the map off with data saver on until the visitor asks, at 1280 px', async () => {
    const page = await openPage(1280);
    const seen = watchTiles(page);
    await page.addInitScript(() => localStorage.setItem('ile.data_saver', 'true'));
    await page.goto('/properties');
    const show = page.getByRole('button', { name: 'Show map (uses data)' });
    await show.waitFor();
    await page.locator('main article').first().waitFor();
    await look(page, 'map-search-data-saver-1280');
    expect(seen.tiles).toEqual([]);
    await show.click();
    await expect.poll(() => clusters(page).count()).toBeGreaterThan(0);
    await expect.poll(() => seen.tiles.length).toBeGreaterThan(0);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });
});
