import { StorageUnavailableError } from '@ile/db/storage/storage';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorBody, type FieldErrors, failBody, RETRY_AFTER_SECONDS } from '../../lib/error-answers';
import { AppError } from '../../lib/errors';
import { isDependencyUnavailable } from './unavailable-dependency';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

function fieldErrorsOf(issues: ValidationIssue[], context: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path;
    const key =
      (path && path.length > 0
        ? path.map(String).join('.')
        : issue.instancePath?.replace(/^\//, '').replace(/\//g, '.')) || context;
    const message = issue.message ?? 'is invalid';
    const list = errors[key] ?? [];
    list.push(message);
    errors[key] = list;
  }
  return errors;
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status but speak JSend. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body',
  FST_ERR_BAD_URL: 'The URL is not valid (a malformed percent-escape?)',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed',
};

/**
 * The router's own errors (a URL whose percent-escapes do not decode) are answered before any route or
 * error handler runs; Fastify's `frameworkErrors` option hands them here so they speak JSend too.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.code(400).send(failBody(clientErrorMessages[error.code] ?? 'Bad request'));
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext ?? 'body';
        const errors = fieldErrorsOf(error.validation as ValidationIssue[], context);
        const [firstField, firstMessages] = Object.entries(errors)[0] ?? [context, ['is invalid']];
        return reply
          .code(400)
          .send(failBody(`Invalid ${context}: ${firstField} ${firstMessages?.[0] ?? 'is invalid'}`, errors));
      }
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return reply
          .code(error.statusCode)
          .send(error.statusCode >= 500 ? errorBody(error.message) : failBody(error.message, error.errors));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return reply.code(500).send(errorBody('Internal server error'));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        if (statusCode === 429) {
          return reply.code(429).send(failBody(error.message || 'Too many requests, please slow down'));
        }
        const message = clientErrorMessages[error.code] ?? error.message;
        return reply.code(statusCode).send(failBody(message));
      }
      if (isDependencyUnavailable(error) || error instanceof StorageUnavailableError) {
        // PostgreSQL, Redis or the object store is away (restarting, unreachable): a temporary state, not a bug.
        request.log.warn({ err: error }, 'dependency unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(errorBody('The service is briefly unavailable; please try again shortly'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(errorBody('Internal server error'));
    });
  },
  { name: 'error-handler' },
);
