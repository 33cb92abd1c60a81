import { open, type RouteEntry } from './expectations';

/** What every visitor reaches: api docs, health probes, SEO documents, media, CORS preflight, the dev mail page. */
export const PLATFORM_ROUTES: RouteEntry[] = [
  {
    route: 'OPTIONS *',
    call: () => ({
      method: 'OPTIONS',
      url: '/api/v1/user/me',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    }),
    expect: open(204),
    why: 'a CORS preflight is answered alike for everyone; the leak check and cors tests cover its headers',
  },
  { route: 'GET /api/docs', call: () => ({ url: '/api/docs' }), expect: open(200) },
  {
    route: 'GET /api/docs/static/index.html',
    call: () => ({ url: '/api/docs/static/index.html' }),
    expect: open(302),
    why: 'swagger-ui sends the old index address to /api/docs',
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    call: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: open(200),
  },
  { route: 'GET /api/docs/json', call: () => ({ url: '/api/docs/json' }), expect: open(200) },
  { route: 'GET /api/docs/yaml', call: () => ({ url: '/api/docs/yaml' }), expect: open(200) },
  {
    route: 'GET /api/docs/static/*',
    call: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: open(200),
  },
  {
    route: 'GET /media/*',
    call: ({ s }) => ({ url: `/media/${s.mediaKey}` }),
    expect: open(200),
    why: 'image variants of published listings are public files',
  },
  { route: 'GET /healthz', call: () => ({ url: '/healthz' }), expect: open(200) },
  { route: 'GET /readyz', call: () => ({ url: '/readyz' }), expect: open(200) },
  { route: 'GET /robots.txt', call: () => ({ url: '/robots.txt' }), expect: open(200) },
  { route: 'GET /sitemap.xml', call: () => ({ url: '/sitemap.xml' }), expect: open(200) },
  {
    route: 'GET /property/:id',
    call: ({ s }) => ({ url: `/property/${s.propertyId}` }),
    expect: open(404),
    why: 'the SEO page wraps the built site, which a test app does not have (SITE_DIST is absent)',
  },
  {
    route: 'GET /dev/mail',
    call: () => ({ url: '/dev/mail' }),
    expect: open(200),
    reveals: {
      personal: ['anonymous', 'other', 'agent', 'agency', 'Admin', 'Reviewer', 'Support'],
      otp: ['anonymous', 'owner', 'other', 'agent', 'agency', 'Admin', 'Reviewer', 'Support'],
    },
    why: 'the local mail catcher shows all caught mail to anyone; it is not registered in production (dev-mail.test.ts)',
  },
];
