import {
  CancelViewingBody,
  ConfirmViewingBody,
  CreateViewingBody,
  DeclineViewingBody,
  ListViewingsQuery,
  RescheduleViewingBody,
  SetViewingAvailabilityBody,
  successEnvelope,
  ViewingAvailabilityResponse,
  ViewingIdParams,
  ViewingLinkBody,
  ViewingLinkResponse,
  ViewingOutcomeBody,
  ViewingSchema,
  ViewingSlotsQuery,
  ViewingSlotsResponse,
  ViewingsResponse,
} from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ownUserId } from '../../lib/own-user-id';
import { HOUR, perIp, perUser } from '../../plugins/external/rate-limit';
import { createViewingHoursService } from './viewing-hours.service';
import { createViewingService } from './viewings.service';

const tags = ['viewings'];
const security = [{ bearerAuth: [] }];
const NOT_FOUND = { 404: 'No viewing of the caller’s has this id' };
const STATE = 'The viewing is not in a state that allows it (already answered, cancelled, started, …)';

/** /api/v1/viewings and /api/v1/property/{id}/viewing-slots: booking a viewing (issue 21, docs/viewings.md). */
export default async function viewingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const viewings = createViewingService(app.db);
  const hours = createViewingHoursService(app.db, app.config.payments.viewingFeeCap);

  routes.get(
    '/property/:id/viewing-slots',
    {
      schema: {
        tags,
        summary:
          'A published listing’s free viewing slots in [from, to) (default the next 14 days, at most 31), in its country’s time zone; hasHours false: propose times instead',
        params: ViewingIdParams,
        querystring: ViewingSlotsQuery,
        response: { 200: successEnvelope(ViewingSlotsResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await viewings.slots(request.params.id, request.query),
    }),
  );

  routes.get(
    '/viewings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The caller’s viewings, as a seeker and as an owner (or one side with ?as=), upcoming first',
        querystring: ListViewingsQuery,
        response: { 200: successEnvelope(ViewingsResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await viewings.list(ownUserId(request), request.query.as),
    }),
  );

  routes.post(
    '/viewings',
    {
      onRequest: app.authenticate,
      preHandler: app.throttle([perUser('viewing-create', 30, HOUR)]),
      schema: {
        tags,
        security,
        summary:
          'Ask to view a published listing: one of its free slots (startsAt), or up to three proposed times when it has no viewing hours; verified email needed',
        body: CreateViewingBody,
        response: { 201: successEnvelope(ViewingSchema) },
        answers: {
          409: 'That time has just been taken, or the listing is not published',
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        message: 'Viewing requested: the owner will confirm or decline',
        data: await viewings.create(ownUserId(request), request.body),
      }),
  );

  routes.get(
    '/viewings/availability',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'The caller’s viewing hours (weekly hours and exceptions), for all their listings and per listing',
        response: { 200: successEnvelope(ViewingAvailabilityResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await hours.availability(ownUserId(request)),
    }),
  );

  routes.put(
    '/viewings/availability',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Replace the caller’s viewing hours for one of their listings, or (propertyId null) for all of them; answers all their hours',
        body: SetViewingAvailabilityBody,
        response: { 200: successEnvelope(ViewingAvailabilityResponse) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Viewing hours saved',
      data: await hours.setAvailability(ownUserId(request), request.body),
    }),
  );

  routes.post(
    '/viewings/link',
    {
      // The mailed signed link is the credential; the throttle slows guessing (signatures are 256-bit).
      preHandler: app.throttle([perIp('viewing-link', 60, HOUR)]),
      schema: {
        tags,
        summary:
          'A one-tap email link: the owner confirms a requested viewing, or a side answers “Did the viewing happen?”; no sign-in needed',
        body: ViewingLinkBody,
        response: { 200: successEnvelope(ViewingLinkResponse) },
        answers: {
          404: 'The link is not valid (unknown viewing, or a signature that does not match)',
          409: 'The viewing’s time has passed',
          410: 'The link has already been used, or the viewing changed since it was sent',
        },
      },
    },
    async (request) => {
      const done = await viewings.followLink(request.body.token);
      return {
        status: 'success' as const,
        message: done.action === 'confirmed' ? 'Viewing confirmed' : 'Thank you for your answer',
        data: done,
      };
    },
  );

  const action = <B extends z.ZodType>(
    name: string,
    summary: string,
    body: B,
    run: (userId: string, id: string, body: z.output<B>) => ReturnType<typeof viewings.confirm>,
    message: string,
  ) =>
    routes.post(
      `/viewings/:id/${name}`,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary,
          params: ViewingIdParams,
          body,
          response: { 200: successEnvelope(ViewingSchema) },
          answers: { ...NOT_FOUND, 409: STATE },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message,
        data: await run(ownUserId(request), request.params.id, request.body as z.output<B>),
      }),
    );

  action(
    'confirm',
    'Confirm a requested viewing (the side it awaits); a request of proposed times needs the chosen startsAt',
    ConfirmViewingBody,
    (userId, id, body) => viewings.confirm(userId, id, body?.startsAt),
    'Viewing confirmed',
  );
  action(
    'decline',
    'Decline a requested viewing (the side it awaits), with a reason the other side reads',
    DeclineViewingBody,
    (userId, id, body) => viewings.decline(userId, id, body.reason),
    'Viewing declined',
  );
  action(
    'cancel',
    'Cancel a requested or confirmed viewing before it starts (either side), with an optional reason',
    CancelViewingBody,
    (userId, id, body) => viewings.cancel(userId, id, body?.reason),
    'Viewing cancelled',
  );
  action(
    'reschedule',
    'Move a requested or confirmed viewing to a new time (a free slot for the seeker); the other side confirms it',
    RescheduleViewingBody,
    (userId, id, body) => viewings.reschedule(userId, id, body.startsAt),
    'New time proposed: waiting for the other side to confirm',
  );
  action(
    'outcome',
    '“Did the viewing happen?”: each side answers once after it ended; the answers settle it as held or no-show',
    ViewingOutcomeBody,
    (userId, id, body) => viewings.outcome(userId, id, body.happened),
    'Thank you for your answer',
  );
}
