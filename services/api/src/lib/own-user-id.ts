import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from './errors';

/**
 * The caller's id, checked against a `{userId}` in the path: the identity guard covers bodies and queries,
 * but routes like `agent-listings/{userId}` name the user in the path, and only the caller's own is served.
 */
export function ownUserId(request: FastifyRequest, pathUserId?: string): string {
  const identity = request.identity;
  if (!identity) throw new UnauthorizedError('Sign in to continue');
  if (pathUserId !== undefined && pathUserId !== identity.userId)
    throw new ForbiddenError('You can only act on your own account');
  return identity.userId;
}
