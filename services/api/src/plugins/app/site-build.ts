import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileReader } from '../../modules/seo/site-page';

export interface SiteBuildOptions {
  siteDist: string;
}

/** How often a rebuilt site under a running api is noticed. */
const RECHECK_MS = 5_000;

/**
 * Every API answer names the site build this api serves (`x-ile-build`, from the build's `build.json`), so a
 * page of an older build, or one a stale service worker gave, knows to offer "Reload" and to drop what it
 * kept offline (docs/offline.md). Without a built site no header is sent.
 */
export default fp<SiteBuildOptions>(
  async function siteBuild(app: FastifyInstance, options) {
    const read = fileReader(join(options.siteDist, 'build.json'), (text) => {
      const id = (JSON.parse(text) as { id?: unknown }).id;
      return typeof id === 'string' ? id : undefined;
    });
    let current = await read();
    const timer = setInterval(() => {
      read().then(
        (id) => {
          current = id;
        },
        () => undefined,
      );
    }, RECHECK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    // Callback style, as app.ts's own onRequest hook: no promise per request.
    app.addHook('onRequest', (request, reply, done) => {
      if (current && request.url.startsWith('/api/')) reply.header('x-ile-build', current);
      done();
    });
  },
  { name: 'site-build' },
);
