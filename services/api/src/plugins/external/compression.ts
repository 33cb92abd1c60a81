import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * gzip for JSON answers and the site's bundles (about a fifth of their size on the wire, which is most of a
 * mobile page load). Brotli is left out: at on-the-fly quality it costs more CPU than it saves bytes here.
 * Small answers and already-compressed types (images) are sent as they are.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  },
  { name: 'compression' },
);
