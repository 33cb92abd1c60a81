import { NoticeRecord } from '@ile/shared/contracts/admin/notices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../audit';
import { recordRoutes } from '../record-routes';
import { CreateNoticeBody, createAdminNotices, noticeListSpec, UpdateNoticeBody } from './notices.service';

/** /api/admin/notices: broadcast notices; create, edit, publish to an audience, unpublish, delete. */
export default async function noticeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notices = createAdminNotices(app.db);
  const resource = recordRoutes(app, 'notices', NoticeRecord);

  resource.list(noticeListSpec, notices, {
    list: 'List broadcast notices (simple-rest)',
    show: 'One notice',
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

  resource.action('PUT', '/:id', {
    action: 'update',
    summary: 'Edit a notice; `published` true/false publishes or unpublishes it',
    body: UpdateNoticeBody,
    run: (staff, id, body) => notices.update(staff, id, body),
  });

  resource.action('POST', '/:id/publish', {
    action: 'publish',
    summary: 'Publish a draft to its audience (emits notice.published); 409 when already published',
    conflict: 'The notice is already published',
    run: (staff, id) => notices.publish(staff, id),
  });

  resource.action('POST', '/:id/unpublish', {
    action: 'publish',
    summary: 'Take a notice down (back to a draft); 409 when not published',
    conflict: 'The notice is not published',
    run: (staff, id) => notices.unpublish(staff, id),
  });

  resource.action('DELETE', '/:id', {
    action: 'delete',
    summary: 'Delete a notice; answers it as it was',
    run: (staff, id) => notices.remove(staff, id),
  });
}
