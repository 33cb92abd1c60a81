import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminResource, Permission } from './permissions';
import { IdParams } from './schemas';
import {
  type ListParams,
  ListQuerystring,
  type ListSpec,
  oneById,
  parseListQuery,
  sendList,
} from './simple-rest';

type Page<R extends z.ZodType> = { rows: z.input<R>[]; total: number };
type IdParamsSchema = z.ZodObject<{ id: z.ZodType<string | number> }>;

export interface ListRoutesOptions<S extends z.ZodType, R extends z.ZodType, P extends IdParamsSchema> {
  /** The console resource: the name in Content-Range, and the `read` permission both routes need. */
  resource: AdminResource;
  /** Every answer's record, validated and documented. */
  record: R;
  spec: ListSpec<S>;
  list: { summary: string; run: (params: ListParams<z.output<S>>) => Promise<Page<R>> };
  /**
   * GET /:id: its own query (`run`), or else the list's query filtered by id, so a record reads the same
   * alone as in its list (404 with `notFound`).
   */
  show: {
    summary: string;
    /** The path parameters (a uuid `id` unless told otherwise). */
    params?: P;
    run?: (id: z.output<P>['id']) => Promise<z.input<R>>;
    notFound?: string;
  };
}

/**
 * GET / and GET /:id of a console resource: the paged, sorted, filtered list in ra-data-simple-rest's dialect
 * (sort, range and filter parsed against the resource's spec; Content-Range) and one record.
 */
export function listRoutes<
  S extends z.ZodType,
  R extends z.ZodType,
  P extends IdParamsSchema = typeof IdParams,
>(app: FastifyInstance, options: ListRoutesOptions<S, R, P>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { resource, record, spec, list, show } = options;
  const config = { permission: [resource, 'read'] as Permission };
  const one = (id: z.output<P>['id']): Promise<z.input<R>> =>
    show.run
      ? show.run(id)
      : oneById(list.run, spec.defaultSort, { id } as z.output<S>, show.notFound ?? 'Not found');

  routes.get(
    '/',
    {
      config,
      schema: { summary: list.summary, querystring: ListQuerystring, response: { 200: z.array(record) } },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, spec);
      return sendList(reply, resource, params, await list.run(params));
    },
  );

  routes.get(
    '/:id',
    {
      config,
      // `one` is typed by the options already; the route checks the answer against the record at run time.
      schema: {
        summary: show.summary,
        params: show.params ?? IdParams,
        response: { 200: record as z.ZodType },
      },
    },
    async (request) => one((request.params as z.output<P>).id),
  );
}
