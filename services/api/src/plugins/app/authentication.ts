import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors';

/** What an access token says about its bearer; identity comes from here, never from a body or query. */
export interface Identity {
  userId: string;
  email: string;
  role: string;
  staffRole: string | null;
}

interface AccessTokenClaims {
  sub: string;
  email: string;
  role: string;
  staffRole: string | null;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AccessTokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token is required (401 otherwise). */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: a valid bearer token personalises the answer; none is fine, a bad one is 401. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    signAccessToken(identity: Identity): string;
  }
}

export const ACCESS_TOKEN_TTL = '15m';

export interface AuthenticationOptions {
  jwtSecret: string;
}

export default fp<AuthenticationOptions>(
  async function authentication(app: FastifyInstance, options) {
    await app.register(fastifyJwt, { secret: options.jwtSecret, sign: { expiresIn: ACCESS_TOKEN_TTL } });
    app.decorateRequest('identity', null);

    async function readToken(request: FastifyRequest): Promise<void> {
      try {
        const claims = await request.jwtVerify<AccessTokenClaims>();
        request.identity = {
          userId: claims.sub,
          email: claims.email,
          role: claims.role,
          staffRole: claims.staffRole,
        };
      } catch {
        throw new UnauthorizedError('Your session has expired or is invalid; sign in again');
      }
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw new UnauthorizedError('Sign in to continue');
      await readToken(request);
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      if (request.headers.authorization) await readToken(request);
    });
    app.decorate('signAccessToken', (identity: Identity) =>
      app.jwt.sign({
        sub: identity.userId,
        email: identity.email,
        role: identity.role,
        staffRole: identity.staffRole,
      }),
    );
  },
  { name: 'authentication' },
);
