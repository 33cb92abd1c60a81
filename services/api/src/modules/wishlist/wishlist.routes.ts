import {
  IsSavedBody,
  IsSavedResponse,
  ListWishlistBody,
  MESSAGES,
  MessageEnvelope,
  pageCount,
  RemoveWishlistParams,
  successEnvelope,
  ToggleWishlistBody,
  ToggleWishlistResponse,
  UpdateNoteBody,
  WishlistResponse,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUserId } from '../../lib/own-user-id';
import { createWishlistService } from './wishlist.service';

const tags = ['wishlist'];
const security = [{ bearerAuth: [] }];

/** Saved properties: every call acts on the caller's own list only. */
export default async function wishlistRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const wishlist = createWishlistService(app.db);
  routes.addHook('onRequest', app.authenticate);
  routes.post(
    '/is-saved',
    {
      schema: {
        tags,
        security,
        summary: 'Whether a listing is saved',
        body: IsSavedBody,
        response: { 200: successEnvelope(IsSavedResponse) },
      },
    },
    async (request) => {
      const saved = await wishlist.isSaved(ownUserId(request), request.body.propertyId);
      return { status: 'success' as const, message: String(saved), data: { saved } };
    },
  );

  routes.post(
    '/toggle-wishlist',
    {
      schema: {
        tags,
        security,
        summary: 'Save or unsave a listing (saving twice never duplicates)',
        body: ToggleWishlistBody,
        response: { 200: successEnvelope(ToggleWishlistResponse) },
      },
    },
    async (request) => {
      const { message, ...data } = await wishlist.toggle(ownUserId(request), request.body.propertyId);
      return { status: 'success' as const, message, data };
    },
  );

  routes.post(
    '/wishlists',
    {
      schema: {
        tags,
        security,
        summary: 'Saved listings, newest first, optionally one category',
        body: ListWishlistBody,
        response: { 200: successEnvelope(WishlistResponse) },
      },
    },
    async (request) => {
      const { page, size, category } = request.body;
      const { items, total } = await wishlist.list(ownUserId(request), {
        category,
        limit: size,
        offset: (page - 1) * size,
      });
      return {
        status: 'success' as const,
        data: { wishlist: items, totalItems: total, totalPages: pageCount(total, size) },
      };
    },
  );

  routes.delete(
    '/remove-wishlist/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a saved listing',
        params: RemoveWishlistParams,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      await wishlist.remove(ownUserId(request), request.params.id);
      return { status: 'success' as const, message: MESSAGES.wishlist.removed };
    },
  );

  routes.post(
    '/update-note',
    {
      schema: {
        tags,
        security,
        summary: 'Write or clear the note of a saved listing',
        body: UpdateNoteBody,
        response: { 200: MessageEnvelope },
      },
    },
    async (request) => {
      await wishlist.updateNote(ownUserId(request), request.body.wishlistId, request.body.note);
      return { status: 'success' as const, message: MESSAGES.wishlist.noteUpdated };
    },
  );
}
