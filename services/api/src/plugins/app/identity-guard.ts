import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';

/** Fields through which the old client named "who is acting"; they may only ever name the caller. */
const ID_FIELDS = ['userId', 'senderId'] as const;
const EMAIL_FIELDS = ['senderEmail'] as const;

function valuesOf(source: unknown, field: string): string[] {
  if (!source || typeof source !== 'object') return [];
  const value = (source as Record<string, unknown>)[field];
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * One authorisation rule for every route, present and future: a userId, senderId or senderEmail in a body
 * or query that is not the caller's own is refused with 403; one sent without a token is refused with 401.
 * It runs before validation, so a field the route's schema would drop is refused too.
 */
export function assertActsAsSelf(request: FastifyRequest): void {
  const claimed: Array<{ kind: 'id' | 'email'; value: string }> = [];
  for (const source of [request.body, request.query]) {
    for (const field of ID_FIELDS)
      for (const value of valuesOf(source, field)) claimed.push({ kind: 'id', value });
    for (const field of EMAIL_FIELDS)
      for (const value of valuesOf(source, field)) claimed.push({ kind: 'email', value });
  }
  if (claimed.length === 0) return;
  const identity = request.identity;
  if (!identity) throw new UnauthorizedError('Sign in to continue');
  for (const { kind, value } of claimed) {
    const own =
      kind === 'id' ? value === identity.userId : value.toLowerCase() === identity.email.toLowerCase();
    if (!own) throw new ForbiddenError('You can only act on your own account');
  }
}

export default fp(
  async function identityGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => assertActsAsSelf(request));
  },
  { name: 'identity-guard', dependencies: ['authentication'] },
);
