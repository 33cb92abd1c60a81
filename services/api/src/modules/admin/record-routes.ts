import type { ListParams } from '@ile/db/list-query';
import type { StaffAction, StaffResource } from '@ile/shared/constants/staff-permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type StaffActor, staffOf } from './audit';
import type { Permission } from './permissions';
import { IdParams } from './schemas';
import { ListQuerystring, type ListSpec, oneById, parseListQuery, sendList } from './simple-rest';

type Page<R extends z.ZodType> = { rows: z.input<R>[]; total: number };
type IdParamsSchema = z.ZodObject<{ id: z.ZodType<string | number> }>;

/** Where a resource's records come from: its list query and, when it has one, its own query for one record. */
export interface RecordSource<S extends z.ZodType, R extends z.ZodType, P extends IdParamsSchema> {
  list(params: ListParams<z.output<S>>): Promise<Page<R>>;
  get?(id: z.output<P>['id']): Promise<z.input<R>>;
}

export interface ListRoutesDocs<P extends IdParamsSchema> {
  /** The summaries of GET / and GET /:id. */
  list: string;
  show: string;
  /** GET /:id's path parameters (a uuid `id` unless told otherwise). */
  params?: P;
  /** The 404's message when a source without `get` finds no record. */
  notFound?: string;
}

export interface RecordActionOptions<R extends z.ZodType, B extends z.ZodType> {
  /** The permission's action on the resource, e.g. 'publish'. */
  action: StaffAction;
  summary: string;
  /** What a 409 means for this action, for the OpenAPI document. */
  conflict?: string;
  /** Other error answers of this action, for the OpenAPI document (a 400 the body's schema alone cannot give). */
  answers?: Record<number, string>;
  body?: B;
  /** A larger body than the app's default (an action that takes pictures). */
  bodyLimit?: number;
  run: (staff: StaffActor, id: string, body: z.output<B>) => Promise<z.input<R>>;
}

/** An action's documented error answers: its own, and what a 409 means for it. */
function errorAnswers(answers: Record<number, string> = {}, conflict?: string): Record<number, string> {
  return conflict ? { ...answers, 409: conflict } : answers;
}

/**
 * The routes of one console resource whose answers are `record` (validated and documented): the list and
 * one record in ra-data-simple-rest's dialect, and the actions on one record. The SQL stays with the caller.
 */
export function recordRoutes<R extends z.ZodType>(app: FastifyInstance, resource: StaffResource, record: R) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The handlers are typed by the options; each route checks its answer against the record at run time.
  const answer = record as z.ZodType;

  return {
    /**
     * GET /: the paged, sorted, filtered list (sort, range and filter parsed against `spec`; Content-Range
     * names `resource`), and GET /:id, through `source.get` or else the list filtered by id, so a record reads
     * the same alone as in its list. Both need `read`.
     */
    list<S extends z.ZodType, P extends IdParamsSchema = typeof IdParams>(
      spec: ListSpec<S>,
      source: RecordSource<S, R, P>,
      docs: ListRoutesDocs<P>,
    ): void {
      const config = { permission: [resource, 'read'] as Permission };
      routes.get(
        '/',
        {
          config,
          schema: { summary: docs.list, querystring: ListQuerystring, response: { 200: z.array(record) } },
        },
        async (request, reply) => {
          const params = parseListQuery(request.query, spec);
          return sendList(reply, resource, params, await source.list(params));
        },
      );
      routes.get(
        '/:id',
        {
          config,
          schema: { summary: docs.show, params: docs.params ?? IdParams, response: { 200: answer } },
        },
        async (request) => {
          const { id } = request.params as z.output<P>;
          if (source.get) return source.get(id);
          const list = (params: ListParams<z.output<S>>) => source.list(params);
          return oneById(list, spec.defaultSort, { id } as z.output<S>, docs.notFound ?? 'Not found');
        },
      );
    },

    /** PUT /:id, POST /:id/<action> or DELETE /:id by the staff member signed in; answers the record as it now is. */
    action<B extends z.ZodType = z.ZodUndefined>(
      method: 'PUT' | 'POST' | 'DELETE',
      url: `/:id${string}`,
      { action, summary, conflict, answers, body, bodyLimit, run }: RecordActionOptions<R, B>,
    ): void {
      routes.route({
        method,
        url,
        ...(bodyLimit ? { bodyLimit } : {}),
        config: { permission: [resource, action] as Permission },
        schema: {
          ...(conflict || answers ? { answers: errorAnswers(answers, conflict) } : {}),
          summary,
          params: IdParams,
          ...(body ? { body } : {}),
          response: { 200: answer },
        },
        handler: async (request) =>
          run(staffOf(request), (request.params as IdParams).id, request.body as z.output<B>),
      });
    },
  };
}
