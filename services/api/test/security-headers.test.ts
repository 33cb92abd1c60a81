import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';
import { THEME_BOOT_SOURCE } from './helpers/theme-boot-source';

const fakeDists: string[] = [];
afterAll(() => {
  for (const dir of fakeDists.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built site and console stand-in: the headers come from the api, whatever the files hold. */
function fakeDist(title: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ile-dist-'));
  fakeDists.push(dir);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>${title}</title><script type="module" src="/a.js"></script>`,
  );
  return dir;
}

const directivesOf = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );

/** What every answer carries, on the site's HTML, the console's and the api's JSON alike. */
const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
  'x-dns-prefetch-control': 'off',
  'origin-agent-cluster': '?1',
  'x-xss-protection': '0',
};

for (const scheme of ['https', 'http'] as const) {
  describe(`security headers when served over ${scheme}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        PUBLIC_URL: `${scheme}://ile.example`,
        SITE_DIST: fakeDist('Ile'),
        ADMIN_DIST: fakeDist('Ile console'),
      });
      await t.app.ready();
    });
    afterAll(() => t.close());

    const surfaces = {
      'site HTML (/)': '/',
      'site deep link (/properties)': '/properties',
      'console HTML (/admin/)': '/admin/',
      'api JSON (/api/v1/property/search)': '/api/v1/property/search?page=1&size=1',
      'api error (/api/v1/nope)': '/api/v1/nope',
      'api explorer (/api/docs/)': '/api/docs/',
    };

    it('sends the same strict set on the site, the console and the api', async () => {
      const seen: Record<string, Record<string, string>> = {};
      for (const [name, url] of Object.entries(surfaces)) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, name).toBeLessThan(url === '/api/v1/nope' ? 500 : 400);
        const headers = res.headers as Record<string, string>;
        for (const [header, value] of Object.entries(COMMON))
          expect(headers[header], `${name} ${header}`).toBe(value);
        const csp = directivesOf(headers['content-security-policy'] ?? '');
        expect(csp).toMatchObject({
          'default-src': "'self'",
          // Inline, only the site's theme boot script, by the hash of its exact text.
          'script-src': `'self' ${THEME_BOOT_SOURCE}`,
          'script-src-attr': "'none'",
          'object-src': "'none'",
          'base-uri': "'self'",
          'form-action': "'self'",
          'frame-ancestors': "'self'",
          // The search page's map tiles: the default tile server's origin, nothing wider.
          'img-src': "'self' data: blob: https://tile.openstreetmap.org",
        });
        seen[name] = headers;
      }
      // One policy for all: the console and the site need nothing the other does not.
      expect(new Set(Object.values(seen).map((h) => h['content-security-policy'])).size).toBe(1);
      const sample = seen['site HTML (/)'] ?? {};
      if (scheme === 'https') {
        expect(sample['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(sample['content-security-policy']).toContain('upgrade-insecure-requests');
      } else {
        expect(sample['strict-transport-security']).toBeUndefined();
        expect(sample['content-security-policy']).not.toContain('upgrade-insecure-requests');
      }
      if (scheme === 'https') {
        console.log(
          `headers over https (site, console, api alike):\n${Object.entries(sample)
            .filter(
              ([k]) => k in COMMON || k === 'strict-transport-security' || k === 'content-security-policy',
            )
            .map(([k, v]) => `  ${k}: ${v}`)
            .join('\n')}`,
        );
      }
    });

    it(`sets the refresh cookie httpOnly, SameSite=Lax, on /api/v1/auth only${scheme === 'https' ? ', Secure' : ''}`, async () => {
      const user = await createUser(t.database.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: user.password, persist: true },
      });
      const header = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('ile_refresh='));
      expect(header).toBeDefined();
      const attributes = (header ?? '')
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');
      expect(attributes).toContain('path=/api/v1/auth');
      expect(attributes.includes('secure')).toBe(scheme === 'https');
      expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);

      // The session hint beside it holds nothing secret: scripts read it, every path gets it.
      const hint = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('ile_signed_in=1;'));
      const hintAttributes = (hint ?? '')
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(hintAttributes).toEqual(expect.arrayContaining(['path=/', 'samesite=lax']));
      expect(hintAttributes).not.toContain('httponly');
      expect(hintAttributes.includes('secure')).toBe(scheme === 'https');
    });

    it('answers CORS for its own origins only, with credentials, and never a wildcard', async () => {
      const session = await login(t.app, await createUser(t.database.db));
      const from = (origin: string) =>
        t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: { origin, ...session.auth } });
      const own = await from(`${scheme}://ile.example`);
      expect(own.headers['access-control-allow-origin']).toBe(`${scheme}://ile.example`);
      expect(own.headers['access-control-allow-credentials']).toBe('true');
      const foreign = await from('https://evil.example');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const nullOrigin = await from('null');
      expect(nullOrigin.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
}

describe('the map tiles in the security policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VITE_MAP_TILES_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png' });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it("lets images load from the configured tile server's origins only", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/property/search?page=1&size=1' });
    expect(directivesOf(String(res.headers['content-security-policy']))['img-src']).toBe(
      "'self' data: blob: https://a.tiles.example.org https://b.tiles.example.org https://c.tiles.example.org",
    );
  });
});
