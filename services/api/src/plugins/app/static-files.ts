import { existsSync, mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticFilesOptions {
  siteDist: string;
  adminDist: string;
  /** The local media folder to serve at /media; undefined when media lives in a bucket. */
  mediaDir: string | undefined;
}

/** One port serves everything: the site at /, the console at /admin, image variants at /media. */
export default fp<StaticFilesOptions>(
  async function staticFiles(app: FastifyInstance, options) {
    if (options.mediaDir) {
      mkdirSync(options.mediaDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: options.mediaDir,
        prefix: '/media/',
        // Variants are content-addressed by key and never rewritten in place.
        maxAge: '30d',
        immutable: true,
        index: false,
        list: false,
      });
    }
    if (existsSync(options.adminDist)) {
      await app.register(fastifyStatic, {
        root: options.adminDist,
        prefix: '/admin/',
        decorateReply: !options.mediaDir,
        index: false,
        wildcard: true,
      });
    }
    if (existsSync(options.siteDist)) {
      await app.register(fastifyStatic, {
        root: options.siteDist,
        prefix: '/',
        decorateReply: false,
        index: false,
        wildcard: false,
        // The build writes brotli and gzip copies of its scripts and styles (apps/site/build/precompress.ts):
        // sent as they are to browsers that take them, instead of gzip'd per request.
        preCompressed: true,
      });
    }
  },
  { name: 'static-files' },
);
