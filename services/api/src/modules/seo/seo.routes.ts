import { IdSchema } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import { createSeoService } from './seo.service';
import { robotsTxt, sitemapXml, withPageMeta } from './seo-documents';
import { SITE_PAGE_VARY, wantsDataSaver } from './site-page';

const HOUR_SECONDS = 3600;

/**
 * What crawlers and link previews need from a single-page app: each listing's page served with its own
 * title, description and preview tags (noindex when its owner opted out), robots.txt and a sitemap.
 */
export default async function seoRoutes(app: FastifyInstance) {
  const publicUrl = app.config.publicUrl;
  const seo = createSeoService(app.readDb, publicUrl);
  const hide = { hide: true };

  app.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${HOUR_SECONDS}`)
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: hide }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${HOUR_SECONDS}`)
      .send(sitemapXml(await seo.sitemapEntries())),
  );

  app.get<{ Params: { id: string } }>('/property/:id', { schema: hide }, async (request, reply) => {
    const { id } = request.params;
    // Other pages under /property/ (the payment page) and a site that is not built: the usual fallback.
    if (!IdSchema.safeParse(id).success) return reply.callNotFound();
    const listing = await seo.listingPreview(id);
    const html = await app.sitePages.page(`/property/${id}`, {
      listing: listing && { title: listing.title, facts: listing.facts, image: listing.imageSet },
      dataSaver: wantsDataSaver(request),
    });
    if (!html) return reply.callNotFound();
    const url = `${publicUrl}/property/${id}`;
    const page = listing
      ? withPageMeta(html, {
          title: `${listing.title} | Ile`,
          description: listing.description,
          url,
          image: listing.image && {
            url: new URL(listing.image.src, `${publicUrl}/`).toString(),
            width: listing.image.width,
            height: listing.image.height,
            type: listing.image.type,
            alt: listing.title,
          },
          noindex: listing.noindex,
        })
      : withPageMeta(html, {
          title: 'Property not found | Ile',
          description: 'This listing is no longer available on Ile.',
          noindex: true,
        });
    return reply
      .code(listing ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', SITE_PAGE_VARY)
      .send(page);
  });
}
