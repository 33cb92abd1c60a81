import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { createSitePages, SITE_PAGE_VARY, type SitePages, wantsDataSaver } from '../../modules/seo/site-page';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

declare module 'fastify' {
  interface FastifyInstance {
    /** The built site's pages with their preloads; the SEO route adds a listing's meta to its page. */
    sitePages: SitePages;
  }
}

export interface NotFoundOptions {
  siteDist: string;
  adminDist: string;
}

/**
 * Unknown API paths answer 404 (or 405 when the path exists under another method) in JSend;
 * any other GET for a page falls back to the single-page app that owns the path.
 */
export default fp<NotFoundOptions>(
  async function notFound(app: FastifyInstance, options) {
    // Which methods each path answers, for 405s: built once every route is registered (route-registry.ts).
    const known = FindMyWay();
    app.addHook('onReady', (done) => {
      for (const { method, url } of app.registeredRoutes) {
        if (method !== 'HEAD' && !url.includes('*'))
          known.on(method.toUpperCase() as HTTPMethod, url, () => undefined);
      }
      done();
    });

    const site = createSitePages(options.siteDist);
    app.decorate('sitePages', site);
    const adminIndex = join(options.adminDist, 'index.html');

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi =
        path.startsWith('/api/') ||
        path === '/api' ||
        path.startsWith('/media/') ||
        // The queue monitor is not part of the console's single-page app.
        path === '/admin/queues' ||
        path.startsWith('/admin/queues/');
      if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        if ((path === '/admin' || path.startsWith('/admin/')) && existsSync(adminIndex)) {
          return reply
            .type('text/html')
            .header('cache-control', 'no-cache')
            .sendFile('index.html', options.adminDist);
        }
        // The page's own chunks and picture are asked for in its HTML (site-page.ts).
        const page = path.startsWith('/admin')
          ? undefined
          : await site.page(path, { dataSaver: wantsDataSaver(request) });
        if (page !== undefined) {
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .header('vary', SITE_PAGE_VARY)
            .send(page);
        }
      }
      const allowed = METHODS.filter((method) => method !== request.method && known.find(method, path));
      if (allowed.length > 0) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send({ status: 'fail', message: `Method ${request.method} is not allowed for ${path}` });
      }
      return reply.code(404).send({ status: 'fail', message: `Route ${request.method} ${path} not found` });
    });
  },
  { name: 'not-found', dependencies: ['static-files'] },
);
