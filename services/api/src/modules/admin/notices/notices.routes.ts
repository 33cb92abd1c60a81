import { NoticeRecord } from '@ile/shared/contracts/admin/notices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../audit';
import { listRoutes } from '../list-routes';
import { IdParams } from '../schemas';
import { CreateNoticeBody, createAdminNotices, noticeListSpec, UpdateNoticeBody } from './notices.service';

/** /api/admin/notices: broadcast notices; create, edit, publish to an audience, unpublish, delete. */
export default async function noticeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notices = createAdminNotices(app.db);

  listRoutes(app, {
    resource: 'notices',
    record: NoticeRecord,
    spec: noticeListSpec,
    list: { summary: 'List broadcast notices (simple-rest)', run: (params) => notices.list(params) },
    show: { summary: 'One notice', run: (id) => notices.get(id) },
  });

  routes.post(
    '/',
    {
      config: { permission: ['notices', 'create'] },
      schema: {
        summary: 'Create a notice (a draft unless `published` is true)',
        body: CreateNoticeBody,
        response: { 201: NoticeRecord },
      },
    },
    async (request, reply) => reply.code(201).send(await notices.create(staffOf(request), request.body)),
  );

  routes.put(
    '/:id',
    {
      config: { permission: ['notices', 'update'] },
      schema: {
        summary: 'Edit a notice; `published` true/false publishes or unpublishes it',
        params: IdParams,
        body: UpdateNoticeBody,
        response: { 200: NoticeRecord },
      },
    },
    async (request) => notices.update(staffOf(request), request.params.id, request.body),
  );

  routes.post(
    '/:id/publish',
    {
      config: { permission: ['notices', 'publish'] },
      schema: {
        answers: { 409: 'The notice is already published' },
        summary: 'Publish a draft to its audience (emits notice.published); 409 when already published',
        params: IdParams,
        response: { 200: NoticeRecord },
      },
    },
    async (request) => notices.publish(staffOf(request), request.params.id),
  );

  routes.post(
    '/:id/unpublish',
    {
      config: { permission: ['notices', 'publish'] },
      schema: {
        answers: { 409: 'The notice is not published' },
        summary: 'Take a notice down (back to a draft); 409 when not published',
        params: IdParams,
        response: { 200: NoticeRecord },
      },
    },
    async (request) => notices.unpublish(staffOf(request), request.params.id),
  );

  routes.delete(
    '/:id',
    {
      config: { permission: ['notices', 'delete'] },
      schema: {
        summary: 'Delete a notice; answers it as it was',
        params: IdParams,
        response: { 200: NoticeRecord },
      },
    },
    async (request) => notices.remove(staffOf(request), request.params.id),
  );
}
