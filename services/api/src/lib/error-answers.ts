import { ErrorEnvelope, FailEnvelope } from '@ile/shared';
import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import { z } from 'zod';

/** Told to callers while a dependency is away: about as long as a database or Redis restart takes. */
export const RETRY_AFTER_SECONDS = 5;

/** A route's answer beyond its response schema and the common ones: a description, or one with a body's media types. */
export type ExtraAnswer = string | { description: string; mediaTypes: readonly string[] };

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Answers this route gives that neither its `response` schemas nor the common error answers cover
     * (a 409 its service throws, a redirect, a file). Documentation only: never compiled into a serializer.
     */
    answers?: Record<number, ExtraAnswer>;
  }
}

export type FieldErrors = Record<string, string[]>;

export const failBody = (message: string, errors?: FieldErrors): FailEnvelope =>
  errors ? { status: 'fail', message, errors } : { status: 'fail', message };

export const errorBody = (message: string): ErrorEnvelope => ({ status: 'error', message });

/** The shared JSend refusal and error envelopes, as the document's components (OpenAPI 3.0 schemas). */
export const JSEND_SCHEMAS: Record<string, object> = {
  JSendFail: z.toJSONSchema(FailEnvelope, { target: 'openapi-3.0', io: 'output' }),
  JSendError: z.toJSONSchema(ErrorEnvelope, { target: 'openapi-3.0', io: 'output' }),
};

interface ErrorAnswer {
  description: string;
  /** The answer carries Retry-After (seconds); `always` when every such answer does. */
  retryAfter?: 'always' | 'sometimes';
}

/** Every error status the api answers with, and what it means; the error handler produces these bodies. */
export const ERROR_ANSWERS = {
  400: {
    description: 'Bad input: a body, query or path value its schema refuses, bad JSON or a malformed URL',
  },
  401: { description: 'No valid access token (or refresh cookie); sign in, or refresh once and retry' },
  403: {
    description:
      'Signed in but not allowed: another account’s thing, a missing permission, an unverified email',
  },
  404: {
    description: 'Names nothing the caller may see (someone else’s things are indistinguishable from none)',
  },
  409: { description: 'Conflicts with the thing’s current state (already done, not ready, a duplicate)' },
  410: { description: 'Gone: it existed but has expired' },
  413: { description: 'The request body is larger than the limit' },
  415: { description: 'Unsupported content type' },
  429: { description: 'Too many requests; Retry-After says how many seconds to wait', retryAfter: 'always' },
  500: { description: 'Internal server error (logged with the request id sent as x-request-id)' },
  503: {
    description:
      'Briefly unavailable (database or Redis away, or a provider not configured); Retry-After when temporary',
    retryAfter: 'sometimes',
  },
} satisfies Record<number, ErrorAnswer>;

/** Methods whose body Fastify reads: only they can be too large or of an unsupported type. */
const BODY_METHODS = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteFacts {
  method: HTTPMethods | HTTPMethods[];
  schema?: FastifySchema;
  /** The route is behind a throttle (app.throttle): it can answer 429. */
  throttled: boolean;
}

/**
 * The error statuses a route can answer with, from what it is: every route can meet bad input, the identity
 * guard (a userId that is not the caller's: 401/403, on any route), a bug or a dependency away; a route that
 * names something can find nothing; one with a body can get one too large or of the wrong type; a throttled
 * one can say "slow down". Whatever else it answers its schema declares in `answers`.
 */
export function errorStatusesOf(route: RouteFacts): number[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = route.schema;
  const statuses = new Set<number>([400, 401, 403, 500, 503]);
  if (schema?.params || schema?.querystring || schema?.body) statuses.add(404);
  if (methods.some((method) => BODY_METHODS.has(method))) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.throttled) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** As @fastify/swagger reads a response header: a JSON schema (its description becomes the header's). */
const RETRY_AFTER_HEADER = {
  type: 'integer',
  minimum: 1,
  description: 'Seconds to wait before trying again',
};

const jsonContent = (schema: object) => ({ 'application/json': { schema } });

/**
 * An error status's response, in the form @fastify/swagger turns into an OpenAPI response object: the JSend
 * shape the error handler sends, and its headers.
 */
export function errorResponseObject(status: number, description?: string): Record<string, unknown> {
  const known = (ERROR_ANSWERS as Record<number, ErrorAnswer>)[status];
  const schema = { $ref: `#/components/schemas/${status >= 500 ? 'JSendError' : 'JSendFail'}` };
  return {
    description: description ?? known?.description ?? 'Refused',
    ...(known?.retryAfter ? { headers: { 'Retry-After': RETRY_AFTER_HEADER } } : {}),
    content: jsonContent(schema),
  };
}

/** The OpenAPI response object of a route's declared extra answer (a redirect, a file, a 409). */
export function extraResponseObject(status: number, answer: ExtraAnswer): Record<string, unknown> {
  const description = typeof answer === 'string' ? answer : answer.description;
  if (status >= 400) return errorResponseObject(status, description);
  // A `null` type is how @fastify/swagger is told the answer has no body (a redirect).
  if (typeof answer === 'string') return { description, type: 'null' };
  return {
    description,
    content: Object.fromEntries(answer.mediaTypes.map((mediaType) => [mediaType, { schema: {} }])),
  };
}

/** Whether a route's preHandlers include one made by app.throttle. */
export type ThrottleTest = (handler: unknown) => boolean;

export function isThrottledRoute(route: Pick<RouteOptions, 'preHandler'>, isThrottle: ThrottleTest): boolean {
  const handlers = Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
  return handlers.some((handler) => isThrottle(handler));
}
