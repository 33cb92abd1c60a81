import {
  AccountDeleteUserBody,
  AccountUpdateUserBody,
  MESSAGES,
  MessageEnvelope,
  successEnvelope,
  UpdateUserSettingsBody,
  UserSchema,
  UserSearchQuery,
  UserSearchResponse,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mediaUrl } from '../../lib/media-url';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import { clearSessionCookies } from '../auth/session-cookie';
import { toUserRecord } from './user.mapper';
import { createUserService } from './user.service';

const tags = ['user'];
const security = [{ bearerAuth: [] }];
// A profile picture may be up to 10 MB, which is about 13.4 MB as base64 in JSON.
const IMAGE_BODY_LIMIT = 15 * 1024 * 1024;

export default async function userRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const users = createUserService(app.db, app.storage);
  routes.addHook('onRequest', app.authenticate);
  routes.get(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in account',
        response: { 200: successEnvelope(UserSchema) },
      },
    },
    async (request) => {
      const user = await users.load(ownUserId(request));
      return {
        status: 'success' as const,
        data: { ...toUserRecord(user), student: await users.studentOf(user) },
      };
    },
  );

  routes.post(
    '/account-update-user',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      // Generous for someone editing each section, a cap on re-rendering avatars in a loop.
      preHandler: app.throttle([perUser('profile-update', 60, HOUR)]),
      schema: {
        tags,
        security,
        summary: 'Update one section of the personal info: name, gender, phone, address or image',
        body: AccountUpdateUserBody,
        response: { 200: successEnvelope(UserSchema) },
      },
    },
    async (request) => {
      const user = await users.updateAccount(ownUserId(request), request.body);
      return {
        status: 'success' as const,
        message: 'Profile updated successfully',
        data: toUserRecord(user),
      };
    },
  );

  routes.post(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Account settings: currency, theme, privacy toggles',
        body: UpdateUserSettingsBody,
        response: { 200: successEnvelope(UserSchema) },
      },
    },
    async (request) => {
      const user = await users.updateSettings(ownUserId(request), request.body);
      return { status: 'success' as const, message: 'Settings saved', data: toUserRecord(user) };
    },
  );

  routes.post(
    '/account-delete-user',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the account (password required): personal data erased, listings unpublished',
        body: AccountDeleteUserBody,
        response: { 200: MessageEnvelope },
      },
    },
    async (request, reply) => {
      await users.deleteAccount(ownUserId(request), request.body.password);
      clearSessionCookies(reply, app.config.publicUrl.startsWith('https://'));
      return { status: 'success' as const, message: MESSAGES.auth.accountDeleted };
    },
  );

  // The spec's client calls the misspelt path; the correct spelling is an alias.
  for (const path of ['/search-user-messasge', '/search-user-message']) {
    routes.get(
      path,
      {
        schema: {
          tags,
          security,
          summary: 'Find people to message by name (at most 10; no emails or phones)',
          querystring: UserSearchQuery,
          response: { 200: successEnvelope(UserSearchResponse) },
        },
      },
      async (request) => {
        const rows = await users.searchUsers(ownUserId(request), request.query.search);
        const found = rows.map((row) => ({ ...row, profile_image: mediaUrl(row.profile_image) }));
        return { status: 'success' as const, data: { users: found } };
      },
    );
  }
}
