import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../../lib/errors';

/** A lone UTF-16 surrogate: in `u` mode a proper pair is one code point, never \p{Cs}. */
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** True when any string (or key) in a parsed body, query or params is unstorable; iterative, so deep nesting is safe. */
export function containsUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (unstorable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text, nor a lone surrogate in jsonb (the audit log, the outbox): either
 * one reaching a query failed there as a 500. Every request carrying one in its body, query or params is
 * refused before validation instead, on every route.
 * Registered after the multipart plugin, so multipart fields are checked once flattened.
 */
export default fp(
  async function textGuard(app: FastifyInstance) {
    app.addHook('preValidation', (request, _reply, done) => {
      if ([request.params, request.query, request.body].some(containsUnstorableText)) {
        return done(new BadRequestError('Text may not contain NUL characters or unpaired surrogates'));
      }
      done();
    });
  },
  { name: 'text-guard' },
);
