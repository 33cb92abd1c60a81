import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  ERROR_ANSWERS,
  errorResponseObject,
  errorStatusesOf,
  extraResponseObject,
  isThrottledRoute,
  JSEND_SCHEMAS,
} from '../../lib/error-answers';
import { isThrottle } from './rate-limit';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type DocSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/**
 * Adds to a route's documented answers the error answers it can give (from the error handler's catalogue
 * and the route's own `answers`). Only the document changes: the route's runtime serializers never see these,
 * so refusals are sent exactly as the error handler builds them.
 */
function withErrorAnswers(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const route = (input as TransformInput & { route: RouteOptions }).route;
  const { answers, ...routeSchema } = (input.schema ?? {}) as FastifySchema;
  const result = jsonSchemaTransform({ ...input, schema: routeSchema });
  const schema = (result.schema ?? {}) as DocSchema;
  if (schema.hide) return result;
  const response: Record<string, unknown> = { ...schema.response };
  const facts = { method: route.method, schema: routeSchema, throttled: isThrottledRoute(route, isThrottle) };
  // The closer description of a status wins: the route's own response schemas, then the answers it declares
  // (what its 400 or 403 means there), then the catalogue's general one.
  for (const [status, answer] of Object.entries(answers ?? {}))
    response[status] ??= extraResponseObject(Number(status), answer);
  for (const status of errorStatusesOf(facts)) response[status] ??= errorResponseObject(status);
  return { ...result, schema: { ...schema, response } };
}

type Operations = Record<string, { responses?: Record<string, { headers?: Record<string, object> }> }>;

/** @fastify/swagger cannot mark a response header required: Retry-After is, wherever the catalogue says always. */
const requireRetryAfter: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const doc = documentObject.openapiObject;
  const always = Object.entries(ERROR_ANSWERS)
    .filter(([, answer]) => 'retryAfter' in answer && answer.retryAfter === 'always')
    .map(([status]) => status);
  for (const operations of Object.values(doc.paths ?? {}) as Operations[])
    for (const operation of Object.values(operations))
      for (const status of always) {
        const header = operation.responses?.[status]?.headers?.['Retry-After'];
        if (header) Object.assign(header, { required: true });
      }
  return doc;
};

/** The OpenAPI document is generated from the same zod schemas that validate requests, so it cannot drift. */
export default fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Ile API',
          description: 'Property marketplace for Nigeria and Sierra Leone. Every answer is a JSend envelope.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
          schemas: JSEND_SCHEMAS,
        },
      },
      transform: withErrorAnswers,
      transformObject: requireRetryAfter,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
