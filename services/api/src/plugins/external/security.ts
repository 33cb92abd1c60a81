import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { THEME_BOOT_SCRIPT } from '@ile/shared/constants/theme-boot';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  corsOrigins: string[];
  publicUrl: string;
  /** Origins a configured payment provider's inline checkout loads from (none for the sandbox). */
  checkoutSources?: CheckoutSources;
  /** MEDIA_PUBLIC_URL: pictures load from its origin (a CDN or the media bucket) besides this one. */
  mediaPublicUrl?: string;
  /** The origins of VITE_MAP_TILES_URL: the search page's map loads its tiles from them. */
  mapTileOrigins?: string[];
}

export interface CheckoutSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/** The site's inline theme boot script, the only inline script any page may run. */
const THEME_BOOT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/**
 * HSTS and upgrade-insecure-requests only when the product is served over https: on a plain-http
 * deployment (a LAN address, a demo box) the upgrade would send every script and image to an https port
 * that does not exist, and browsers ignore HSTS sent over http anyway.
 */
function helmetOptions(
  checkout: CheckoutSources | undefined,
  https: boolean,
  imageOrigins: string[],
): HelmetOptions {
  return {
    // The site and console are served from this origin; their built bundles need no inline scripts but the
    // site's theme boot (allowed by its hash alone); the Swagger UI and image data URLs need these relaxations.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", THEME_BOOT_HASH, ...(checkout?.script ?? [])],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(checkout?.connect ?? [])],
        fontSrc: ["'self'", 'data:'],
        // The listing page's map is OpenStreetMap's embed (no map library in the bundle).
        frameSrc: ["'self'", 'https://www.openstreetmap.org', ...(checkout?.frame ?? [])],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** The part of a Node response helmet writes to. */
interface HeaderSink {
  setHeader(name: string, value: string | number): void;
  removeHeader(name: string): void;
}

/**
 * The headers helmet sets. With no CSP nonces they are the same on every response, so they are worked out
 * once, at start. (@fastify/helmet rebuilt the middleware, CSP directives parsed and all, on every request,
 * which cost as much CPU as the rest of a simple request: docs/performance.md.)
 */
function helmetHeaders(
  checkout: CheckoutSources | undefined,
  https: boolean,
  imageOrigins: string[],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const sink: HeaderSink = {
    setHeader: (name, value) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  const middleware = helmet(helmetOptions(checkout, https, imageOrigins)) as unknown as (
    request: unknown,
    response: HeaderSink,
    next: (error?: unknown) => void,
  ) => void;
  middleware({}, sink, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Headers that only mean something on a document (a page, the console, the api explorer) or to a worker
 * (sw.js reads its CSP from its own answer). The build's content-hashed scripts, styles and fonts under /assets/
 * leave them out: each is about 1.1 kB per answer, and on a data-saving first view (issue 20) the dozen small
 * files paid more for them than for their code. nosniff, Cross-Origin-Resource-Policy and HSTS stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A file of the built site's /assets/ folder (the site is served at /, the console at /admin/). */
const isHashedAsset = (url: string) => url.startsWith('/assets/');

export default fp<SecurityOptions>(
  async function security(app: FastifyInstance, options) {
    const headers = helmetHeaders(options.checkoutSources, options.publicUrl.startsWith('https://'), [
      ...new Set([
        ...(options.mediaPublicUrl ? [new URL(options.mediaPublicUrl).origin] : []),
        ...(options.mapTileOrigins ?? []),
      ]),
    ]);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // Removed once the answer is known: a path under /assets/ that is no file falls back to the site's page
    // (not-found.ts), and that HTML keeps every header.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        isHashedAsset(request.url) &&
        !String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      ) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      }
      done(null, payload);
    });
    await app.register(cors, {
      origin: [options.publicUrl, ...options.corsOrigins],
      credentials: true,
      // The console's data provider updates with PUT and deletes with DELETE (the default allows GET, HEAD, POST).
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['Content-Range', 'X-Total-Count', 'x-request-id', 'Retry-After'],
    });
    await app.register(cookie);
  },
  { name: 'security' },
);
