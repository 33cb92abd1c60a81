import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

// docs/offline.md, "Versions": a page of another build than the one the api serves offers Reload and drops
// what it kept offline; it learns the api's build from this header.
describe('the site build the api serves', () => {
  let t: TestApp;
  const siteDist = join(tmpdir(), `ile-site-build-${process.pid}`);
  const write = (id: string) => writeFileSync(join(siteDist, 'build.json'), JSON.stringify({ id }));

  beforeAll(async () => {
    mkdirSync(siteDist, { recursive: true });
    writeFileSync(join(siteDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    write('build-one');
    t = await createTestApp({ SITE_DIST: siteDist });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDist, { recursive: true, force: true });
  });

  it('names it on every API answer, refusals included, and on nothing else', async () => {
    const rates = await t.app.inject({ method: 'GET', url: '/api/v1/rates' });
    expect(rates.headers['x-ile-build']).toBe('build-one');
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/wishlist/wishlists', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-ile-build']).toBe('build-one');
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['x-ile-build']).toBeUndefined();
  });

  it('follows a new build deployed under the running api', async () => {
    write('build-two');
    await expect
      .poll(
        async () => (await t.app.inject({ method: 'GET', url: '/api/v1/rates' })).headers['x-ile-build'],
        {
          timeout: 15_000,
          interval: 500,
        },
      )
      .toBe('build-two');
  });
});
