import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { serializeRequest } from './lib/log-redaction';
import { useMediaPublicUrl } from './lib/media-url';
import { recordRoutes } from './lib/route-registry';
import adminRoutes from './modules/admin/admin.routes';
import queueBoardRoutes from './modules/admin/queues/queue-board.routes';
import communityApplicationRoutes from './modules/applications/community-applications.routes';
import authRoutes from './modules/auth/auth.routes';
import devMailRoutes from './modules/dev-mail/dev-mail.routes';
import { agencyDirectoryRoutes, agentDirectoryRoutes } from './modules/directory/directory.routes';
import geoRoutes from './modules/geo/geo.routes';
import healthRoutes from './modules/health/health.routes';
import listingApplicationRoutes from './modules/listing-applications/listing-application.routes';
import listingImportRoutes from './modules/listing-imports/listing-import.routes';
import { availabilityRoutes } from './modules/manage/availability.routes';
import {
  agencyEditRightsRoutes,
  dashboardRoutes,
  listingPerformanceRoutes,
  managePropertyRoutes,
  myListingsRoutes,
} from './modules/manage/manage.routes';
import messagingRoutes from './modules/messaging/messaging.routes';
import noticeRoutes from './modules/notice/notice.routes';
import paymentsRoutes from './modules/payments/payments.routes';
import { checkoutSources } from './modules/payments/providers/checkout-sources';
import propertyRoutes from './modules/property/property.routes';
import ratesRoutes from './modules/rates/rates.routes';
import recentlyViewedRoutes from './modules/recently-viewed/recently-viewed.routes';
import reportRoutes from './modules/reports/reports.routes';
import reviewRoutes from './modules/reviews/review.routes';
import savedSearchRoutes from './modules/saved-searches/saved-searches.routes';
import searchRoutes from './modules/search/search.routes';
import seoRoutes from './modules/seo/seo.routes';
import ticketRoutes from './modules/tickets/tickets.routes';
import dataExportRoutes from './modules/user/data-export.routes';
import userRoutes from './modules/user/user.routes';
import verificationRoutes from './modules/verification/verification.routes';
import viewingRoutes from './modules/viewings/viewings.routes';
import wishlistRoutes from './modules/wishlist/wishlist.routes';
import authentication from './plugins/app/authentication';
import database from './plugins/app/database';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler';
import identityGuard from './plugins/app/identity-guard';
import notFound from './plugins/app/not-found';
import realtime from './plugins/app/realtime';
import redis from './plugins/app/redis';
import { RequestLogs } from './plugins/app/request-logs';
import siteBuild from './plugins/app/site-build';
import staticFiles from './plugins/app/static-files';
import storage from './plugins/app/storage';
import textGuard from './plugins/app/text-guard';
import compression from './plugins/external/compression';
import multipartBodies from './plugins/external/multipart';
import rateLimits from './plugins/external/rate-limit';
import security from './plugins/external/security';
import openApi from './plugins/external/swagger';

export type { AppConfig } from './config';
export { loadConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole api as one plugin tree in three tiers — external plugins, our decorators, routes —
 * so tests drive exactly what production runs.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One access-log line per request at debug instead of two at info: see request-logs.ts.
    logController: new RequestLogs(),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  useMediaPublicUrl(config.storage.mediaPublicUrl);
  recordRoutes(app);
  // Callback style: an async hook costs a promise and a microtask on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // The error handler first: contexts created below (the API docs' routes) inherit it, so they speak JSend too.
  await app.register(errorHandler);

  // Tier 1: external plugins.
  await app.register(security, {
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    checkoutSources: checkoutSources(config.payments),
    mediaPublicUrl: config.storage.mediaPublicUrl,
    mapTileOrigins: config.mapTileOrigins,
  });
  await app.register(compression);
  await app.register(openApi);
  await app.register(multipartBodies);

  // Tier 2: our own decorators and cross-cutting handlers.
  await app.register(database, {
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    readReplica: config.readReplica,
  });
  await app.register(redis, { redisUrl: config.redisUrl });
  await app.register(rateLimits);
  await app.register(storage, config.storage);
  await app.register(authentication, { jwtSecret: config.jwtSecret });
  await app.register(identityGuard);
  await app.register(textGuard);
  await app.register(realtime, { corsOrigins: [config.publicUrl, ...config.corsOrigins] });
  await app.register(staticFiles, {
    siteDist: config.siteDist,
    adminDist: config.adminDist,
    // With buckets, media is fetched from MEDIA_PUBLIC_URL, never through the api.
    mediaDir: config.storage.driver === 'local' ? config.mediaDir : undefined,
  });
  await app.register(notFound, { siteDist: config.siteDist, adminDist: config.adminDist });
  await app.register(siteBuild, { siteDist: config.siteDist });

  // Tier 3: routes.
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(userRoutes, { prefix: '/api/v1/user' });
  await app.register(dataExportRoutes, { prefix: '/api/v1/user' });
  await app.register(verificationRoutes, { prefix: '/api/v1/user' });
  await app.register(noticeRoutes, { prefix: '/api/v1/notice' });
  await app.register(wishlistRoutes, { prefix: '/api/v1/wishlist' });
  await app.register(propertyRoutes, { prefix: '/api/v1/property' });
  await app.register(managePropertyRoutes, { prefix: '/api/v1/property' });
  await app.register(availabilityRoutes, { prefix: '/api/v1/property' });
  await app.register(dashboardRoutes, { prefix: '/api/v1/user' });
  await app.register(recentlyViewedRoutes, { prefix: '/api/v1/user' });
  await app.register(savedSearchRoutes, { prefix: '/api/v1/saved-searches' });
  await app.register(myListingsRoutes, { prefix: '/api/v1/agent' });
  await app.register(agencyEditRightsRoutes, { prefix: '/api/v1/agent' });
  await app.register(listingPerformanceRoutes, { prefix: '/api/v1/manage' });
  await app.register(agentDirectoryRoutes, { prefix: '/api/v1/agent' });
  await app.register(agencyDirectoryRoutes, { prefix: '/api/v1/agency' });
  await app.register(reviewRoutes, { prefix: '/api/v1/review' });
  await app.register(listingApplicationRoutes, { prefix: '/api/v1/applications' });
  await app.register(listingImportRoutes, { prefix: '/api/v1/manage' });
  await app.register(communityApplicationRoutes, { prefix: '/api/v1/applications' });
  await app.register(searchRoutes, { prefix: '/api/v1/property' });
  await app.register(paymentsRoutes, { prefix: '/api/v1' });
  await app.register(ratesRoutes, { prefix: '/api/v1' });
  await app.register(geoRoutes, { prefix: '/api/v1/geo' });
  await app.register(messagingRoutes);
  await app.register(ticketRoutes, { prefix: '/api/v1/ticket' });
  await app.register(reportRoutes, { prefix: '/api/v1/reports' });
  await app.register(viewingRoutes, { prefix: '/api/v1' });
  if (config.env !== 'production') await app.register(devMailRoutes, { prefix: '/dev' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(queueBoardRoutes, { prefix: '/admin/queues' });

  return app;
}
