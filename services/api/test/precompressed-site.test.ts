import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ONLY_HEADERS } from '../src/plugins/external/security';
import { createTestApp, type TestApp } from './helpers/test-app';

// apps/site/build/precompress.ts writes brotli and gzip copies of the build's scripts; the api sends the best one
// the browser takes, as it is, and the plain file to a browser that takes neither.
describe("the site's scripts, compressed once at build time", () => {
  let t: TestApp;
  const siteDist = join(tmpdir(), `ile-precompressed-${process.pid}`);
  const script = `export const listings = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `listing ${i}`))};\n`;
  const get = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  beforeAll(async () => {
    mkdirSync(join(siteDist, 'assets'), { recursive: true });
    writeFileSync(join(siteDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const file = join(siteDist, 'assets', 'app-abc123.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    writeFileSync(join(siteDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);\n');
    t = await createTestApp({ SITE_DIST: siteDist });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDist, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that takes it', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to one that takes only gzip, and the file itself to one that takes neither', async () => {
    const zipped = await get('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(script);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends hashed assets without the document-only headers, and keeps them on pages and the service worker', async () => {
    const asset = await get('br');
    expect(asset.statusCode).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['cache-control']).toBeDefined();

    // The page, the worker (its CSP is its own answer's), an api answer, and a missing asset's fallback page.
    for (const url of [
      '/',
      '/properties',
      '/sw.js',
      '/api/v1/property/search?page=1&size=1',
      '/assets/gone-1.js',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
