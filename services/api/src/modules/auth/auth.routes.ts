import {
  AuthResponse,
  AuthSessionList,
  AuthSessionParams,
  LoginBody,
  MESSAGES,
  MessageEnvelope,
  ResendVerificationBody,
  ResetPasswordBody,
  ResetPasswordCompleteBody,
  SignOutOthersResponse,
  SignupBody,
  successEnvelope,
  UpdatePasswordBody,
  VerifyEmailBody,
  VerifyResetOtpBody,
} from '@ile/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { ownUserId } from '../../lib/own-user-id';
import { toUserRecord } from '../user/user.mapper';
import { createAuthService, type IssuedSession } from './auth.service';
import { AUTH_THROTTLES } from './auth.throttles';
import { createFailedLoginGuard, TooManyFailedLoginsError } from './failed-login-guard';
import {
  assertTrustedOrigin,
  clearSessionCookies,
  readRefreshCookie,
  setSessionCookies,
} from './session-cookie';

const tags = ['auth'];

export default async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService(app.db, app.config.sessions);
  const failedLogins = createFailedLoginGuard(app.redis, app.config.redisPrefix);
  const secureCookies = app.config.publicUrl.startsWith('https://');
  const trustedOrigins = [app.config.publicUrl, ...app.config.corsOrigins];
  const context = (request: { headers: Record<string, unknown>; ip: string }) => ({
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    ip: request.ip,
  });
  const answerSession = (reply: FastifyReply, issued: IssuedSession, message: string) => {
    setSessionCookies(reply, issued.refreshToken, issued.persist, issued.lifetimeMs, secureCookies);
    const user = toUserRecord(issued.user);
    const accessToken = app.signAccessToken({
      userId: user.id,
      email: user.email,
      role: user.role,
      staffRole: user.staff_role,
    });
    return { status: 'success' as const, message, data: { user, accessToken } };
  };

  for (const path of ['/signup', '/signin']) {
    routes.post(
      path,
      {
        preHandler: app.throttle(AUTH_THROTTLES.signup),
        schema: {
          tags,
          summary: 'Create an account (always an EndUser); a verification email follows',
          body: SignupBody,
          response: { 201: successEnvelope(AuthResponse.pick({ user: true })) },
          answers: { 409: 'An account with this email already exists' },
        },
      },
      async (request, reply) => {
        const user = await auth.signup(request.body);
        return reply.code(201).send({
          status: 'success',
          message: `${MESSAGES.auth.signupSuccessful} Check your email for the verification link.`,
          data: { user: toUserRecord(user) },
        });
      },
    );
  }

  routes.post(
    '/login',
    {
      preHandler: app.throttle(AUTH_THROTTLES.login),
      schema: {
        tags,
        summary: 'Sign in; sets the refresh cookie and the session hint cookie',
        body: LoginBody,
        response: { 200: successEnvelope(AuthResponse) },
      },
    },
    async (request, reply) => {
      const { email, password, persist } = request.body;
      try {
        await failedLogins.assertNotLocked(email);
      } catch (error) {
        if (error instanceof TooManyFailedLoginsError)
          reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      let issued: IssuedSession;
      try {
        issued = await auth.login(email, password, persist ?? false, context(request));
      } catch (error) {
        if (error instanceof UnauthorizedError) await failedLogins.recordFailure(email);
        throw error;
      }
      await failedLogins.clear(email);
      return answerSession(reply, issued, MESSAGES.auth.loginSuccessful);
    },
  );

  routes.post(
    '/refresh',
    {
      preHandler: app.throttle(AUTH_THROTTLES.refresh),
      schema: {
        tags,
        summary:
          'Rotate the refresh cookie and get a new access token; a refusal clears both session cookies',
        response: { 200: successEnvelope(AuthResponse) },
      },
    },
    async (request, reply) => {
      assertTrustedOrigin(request, trustedOrigins);
      const token = readRefreshCookie(request);
      try {
        if (!token) throw new UnauthorizedError('Sign in to continue');
        return answerSession(reply, await auth.refresh(token, context(request)), 'Session refreshed');
      } catch (error) {
        clearSessionCookies(reply, secureCookies);
        throw error;
      }
    },
  );

  routes.post(
    '/logout',
    { schema: { tags, summary: 'End this session', response: { 200: MessageEnvelope } } },
    async (request, reply) => {
      assertTrustedOrigin(request, trustedOrigins);
      await auth.logout(readRefreshCookie(request));
      clearSessionCookies(reply, secureCookies);
      return { status: 'success' as const, message: MESSAGES.auth.logoutSuccessful };
    },
  );

  routes.get(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'The link in the verification email; redirects to the site with the outcome',
        querystring: VerifyEmailBody,
        answers: { 303: 'To the site, with ?emailVerified=success or failed' },
      },
    },
    async (request, reply) => {
      const verified = await auth.verifyEmail(request.query.token);
      return reply.redirect(`${app.config.publicUrl}/?emailVerified=${verified ? 'success' : 'failed'}`, 303);
    },
  );

  routes.post(
    '/resend-verification',
    {
      preHandler: app.throttle(AUTH_THROTTLES.resendVerification),
      schema: {
        tags,
        summary: 'Send the verification email again',
        body: ResendVerificationBody,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      await auth.resendVerification(request.body.email);
      return {
        status: 'success' as const,
        message: 'If this address has an unverified account, a new verification link is on its way',
      };
    },
  );

  routes.post(
    '/reset-password',
    {
      preHandler: app.throttle(AUTH_THROTTLES.resetRequest),
      schema: {
        tags,
        summary: 'Email a 6-digit reset code',
        body: ResetPasswordBody,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return {
        status: 'success' as const,
        message: 'If an account exists for this email, a reset code is on its way',
      };
    },
  );

  routes.post(
    '/verify-reset-otp',
    {
      preHandler: app.throttle(AUTH_THROTTLES.otp),
      schema: {
        tags,
        summary: 'Check a reset code',
        body: VerifyResetOtpBody,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      await auth.verifyResetOtp(request.body.email, request.body.otp);
      return { status: 'success' as const, message: MESSAGES.auth.otpVerified };
    },
  );

  routes.post(
    '/reset-password-complete',
    {
      preHandler: app.throttle(AUTH_THROTTLES.otp),
      schema: {
        tags,
        summary: 'Set a new password with a reset code',
        body: ResetPasswordCompleteBody,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      const { email, otp, password } = request.body;
      await auth.completePasswordReset(email, otp, password);
      return { status: 'success' as const, message: MESSAGES.auth.passwordResetSuccessful };
    },
  );

  routes.post(
    '/update-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change the password (needs the current one); other sessions are signed out',
        security: [{ bearerAuth: [] }],
        body: UpdatePasswordBody,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      const identity = request.identity;
      if (!identity || identity.email.toLowerCase() !== request.body.email.toLowerCase()) {
        throw new ForbiddenError('You can only act on your own account');
      }
      const keep = await auth.familyOf(readRefreshCookie(request), identity.userId);
      await auth.updatePassword(
        identity.userId,
        request.body.currentPassword,
        request.body.newPassword,
        keep,
      );
      return { status: 'success' as const, message: MESSAGES.auth.passwordUpdated };
    },
  );

  // "Where you're signed in". The caller is the bearer token's user, always. Which sign-in is "this device"
  // comes from the refresh cookie, which the browser sends here because these routes sit under the
  // cookie's path (/api/v1/auth): no extra claim in the access token, and a revoked family cannot linger
  // as "current" for the 15 minutes an access token lives.
  const currentFamily = (request: FastifyRequest, userId: string) =>
    auth.familyOf(readRefreshCookie(request), userId);

  routes.get(
    '/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's signed-in devices (one per sign-in), this one marked current",
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(AuthSessionList) },
      },
    },
    async (request) => {
      const userId = ownUserId(request);
      const sessions = await auth.listSessions(userId, await currentFamily(request, userId));
      return { status: 'success' as const, message: 'Signed-in sessions', data: { sessions } };
    },
  );

  routes.delete(
    '/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sign one of your sessions out (its refresh token stops working)',
        security: [{ bearerAuth: [] }],
        params: AuthSessionParams,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      await auth.revokeSession(ownUserId(request), request.params.id);
      return { status: 'success' as const, message: 'That session is signed out' };
    },
  );

  routes.post(
    '/sessions/sign-out-others',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sign out every session but this one',
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(SignOutOthersResponse) },
      },
    },
    async (request) => {
      const userId = ownUserId(request);
      const signedOut = await auth.signOutOthers(userId, await currentFamily(request, userId));
      return {
        status: 'success' as const,
        message:
          signedOut === 1 ? 'Signed out of 1 other session' : `Signed out of ${signedOut} other sessions`,
        data: { signedOut },
      };
    },
  );
}
