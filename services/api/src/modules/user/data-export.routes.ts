import { findUserDataExport, listUserDataExports } from '@ile/db/repositories/data-exports.repository';
import { DataExportSchema, IdSchema, successEnvelope } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, NotFoundError } from '../../lib/errors';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perUser } from '../../plugins/external/rate-limit';
import { requestDataExport } from './data-export.service';

const tags = ['user'];
const security = [{ bearerAuth: [] }];

interface ExportRow {
  id: string;
  status: z.infer<typeof DataExportSchema>['status'];
  created_at: Date;
  expires_at: Date | null;
}

function toRecord(row: ExportRow): z.infer<typeof DataExportSchema> {
  const expired = row.expires_at !== null && row.expires_at.getTime() <= Date.now();
  const status = row.status === 'ready' && expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    download_url: status === 'ready' ? `/api/v1/user/export-data/${row.id}/download` : null,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/** "Download my data": the exports worker builds a JSON file only its owner can fetch. */
export default async function dataExportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.authenticate);

  routes.post(
    '/export-data',
    {
      preHandler: app.throttle([perUser('export', 3, 24 * HOUR)]),
      schema: {
        tags,
        security,
        summary: 'Ask for a copy of everything Ile holds about you; it is emailed when ready',
        response: { 202: successEnvelope(DataExportSchema) },
      },
    },
    async (request, reply) => {
      const userId = ownUserId(request);
      const row = await requestDataExport(app.db, userId);
      return reply.code(202).send({
        status: 'success',
        message: 'Your data export is being prepared; we will email you when it is ready',
        data: toRecord(row),
      });
    },
  );

  routes.get(
    '/export-data',
    {
      schema: {
        tags,
        security,
        summary: 'Your data exports, newest first',
        response: { 200: successEnvelope(z.object({ exports: z.array(DataExportSchema) })) },
      },
    },
    async (request) => {
      const rows = await listUserDataExports(app.db, ownUserId(request), 20);
      return { status: 'success' as const, data: { exports: rows.map(toRecord) } };
    },
  );

  routes.get(
    '/export-data/:id/download',
    {
      schema: {
        tags,
        security,
        summary: 'Download a ready export (owner only)',
        params: z.object({ id: IdSchema }),
        answers: {
          200: { description: 'The export, as a JSON attachment', mediaTypes: ['application/json'] },
          409: 'The export is not ready yet',
          410: 'The export has expired; ask for a new one',
        },
      },
    },
    async (request, reply) => {
      const row = await findUserDataExport(app.db, request.params.id, ownUserId(request));
      // Someone else's export is indistinguishable from none at all.
      if (!row) throw new NotFoundError('Export not found');
      const record = toRecord(row);
      if (record.status === 'expired') throw new AppError(410, 'This export has expired; ask for a new one');
      // Streamed through the api after the owner check (whatever the driver): no URL to it exists.
      const file =
        record.status === 'ready' && row.storage_key
          ? await app.privateStorage.getStream(row.storage_key)
          : undefined;
      if (!file) throw new AppError(409, 'This export is not ready yet');
      return reply
        .type('application/json; charset=utf-8')
        .header('content-length', file.bytes)
        .header(
          'content-disposition',
          `attachment; filename="ile-data-${row.created_at.toISOString().slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
