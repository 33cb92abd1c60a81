import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route this app registered (HEAD twins included), in registration order. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Records each route as it is registered, so the authorisation matrix and the fuzzing suites can
 * enumerate the api itself: a route added without a matrix entry fails those suites.
 * Must run before any route is registered.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema });
  });
}
