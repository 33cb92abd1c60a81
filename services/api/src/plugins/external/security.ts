import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  corsOrigins: string[];
  publicUrl: string;
}

export default fp<SecurityOptions>(
  async function security(app: FastifyInstance, options) {
    await app.register(helmet, {
      // The site and console are served from this origin; their built bundles need no inline scripts,
      // but the Swagger UI and image data URLs do need these relaxations.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
        },
      },
      crossOriginEmbedderPolicy: false,
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
