import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { id } from '../testing/fixtures';
import {
  consumersOf,
  EVENT_CATALOGUE,
  type EventConsumers,
  eventsConsumedBy,
  QUEUED_JOBS,
  queuedJobOf,
} from './catalogue';
import { OUTBOX_EVENT_TYPES, outboxEvent, outboxJobId, outboxJobParser, parseOutboxJob } from './events';
import { ALL_JOBS, JOBS, QUEUE_NAMES, QUEUES } from './queues';

describe('queue catalogue', () => {
  it('names the nine queues', () => {
    expect([...QUEUE_NAMES].sort()).toEqual([
      'alerts',
      'email',
      'exports',
      'geocode',
      'images',
      'listings',
      'outbox',
      'payments',
      'rates',
    ]);
  });

  it('has unique job names within each queue', () => {
    for (const queue of QUEUE_NAMES) {
      const names = Object.values(JOBS[queue]);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(ALL_JOBS).toHaveLength(
      QUEUE_NAMES.reduce((sum, queue) => sum + Object.keys(JOBS[queue]).length, 0),
    );
  });
});

describe('EVENT_CATALOGUE', () => {
  const entries = Object.entries(EVENT_CATALOGUE) as [string, EventConsumers][];

  it('declares every outbox event type: its consumers, or why it has none', () => {
    expect(Object.keys(EVENT_CATALOGUE).sort()).toEqual([...OUTBOX_EVENT_TYPES].sort());
    for (const [type, entry] of entries) {
      if ('consumers' in entry) expect(entry.consumers.length, type).toBeGreaterThan(0);
      else expect(entry.none.trim().length, type).toBeGreaterThan(20);
    }
  });

  it('names only catalogued jobs as consumers, at most one per queue (one job id per outbox row and queue)', () => {
    for (const type of OUTBOX_EVENT_TYPES) {
      const routes = consumersOf(type);
      for (const route of routes) expect(ALL_JOBS, type).toContainEqual(route);
      expect(new Set(routes.map((route) => route.queue)).size, type).toBe(routes.length);
    }
  });

  it('starts every job: by outbox events or queued by the worker itself, never both', () => {
    const orphans = ALL_JOBS.filter((route) => {
      const byEvents = eventsConsumedBy(route).length > 0;
      const queued = queuedJobOf(route) !== undefined;
      return byEvents === queued;
    });
    expect(orphans).toEqual([]);
    for (const queued of Object.values(QUEUED_JOBS)) {
      expect(ALL_JOBS).toContainEqual({ queue: queued.queue, jobName: queued.jobName });
    }
  });

  it('includes the architecture events and system.ping', () => {
    for (const type of [
      'user.signed_up',
      'user.password_reset_requested',
      'listing_application.submitted',
      'listing_application.decided',
      'agent_application.submitted',
      'agent_application.decided',
      'agency_application.submitted',
      'agency_application.decided',
      'student_application.submitted',
      'student_application.decided',
      'property.images_uploaded',
      'property.published',
      'message.sent',
      'ticket.created',
      'ticket.replied',
      'notice.published',
      'payment.succeeded',
      'user.data_export_requested',
      'system.ping',
    ]) {
      expect(OUTBOX_EVENT_TYPES).toContain(type);
    }
  });

  it('sends the ping to the outbox queue', () => {
    expect(consumersOf('system.ping')).toEqual([{ queue: QUEUES.outbox, jobName: JOBS.outbox.ping }]);
  });

  it('sends the requester’s ticket emails: received on creation, each reply', () => {
    expect(eventsConsumedBy({ queue: QUEUES.email, jobName: JOBS.email.sendTicketReceived })).toEqual([
      'ticket.created',
    ]);
    expect(eventsConsumedBy({ queue: QUEUES.email, jobName: JOBS.email.sendTicketReply })).toEqual([
      'ticket.replied',
    ]);
  });

  it('eventsConsumedBy lists the events one job consumes; queued jobs carry their data schema', () => {
    expect(eventsConsumedBy({ queue: QUEUES.outbox, jobName: JOBS.outbox.ping })).toEqual(['system.ping']);
    const refresh = { queue: QUEUES.rates, jobName: JOBS.rates.refreshRates };
    expect(eventsConsumedBy(refresh)).toEqual([]);
    expect(queuedJobOf(refresh)?.data.parse({ reason: 'manual' })).toEqual({ reason: 'manual' });
    expect(consumersOf('message.sent')).toEqual([]);
    expect(consumersOf('not.an_event')).toEqual([]);
  });
});

describe('outbox events', () => {
  it('outboxEvent checks the payload', () => {
    expect(outboxEvent('system.ping', { note: 'hello' })).toEqual({
      type: 'system.ping',
      payload: { note: 'hello' },
    });
    expect(() => outboxEvent('property.published', { propertyId: 'nope' })).toThrow();
  });

  const job = {
    eventId: '42',
    type: 'ticket.created',
    occurredAt: '2024-05-01T10:00:00.000Z',
    payload: { ticketId: id(1), userId: id(2) },
  };

  it('parseOutboxJob validates type and payload together', () => {
    expect(parseOutboxJob(job)).toEqual(job);
    expect(() => parseOutboxJob({ ...job, payload: { note: 'x' } })).toThrow();
    expect(() => parseOutboxJob({ ...job, type: 'ticket.deleted' })).toThrow();
  });

  it('outboxJobParser refuses an event type its handler does not consume', () => {
    const parse = outboxJobParser(['ticket.created']);
    expect(parse(job)).toEqual(job);
    expect(() => parse({ ...job, type: 'system.ping', payload: { note: 'x' } })).toThrow(ZodError);
  });

  it('outboxJobId is stable per row', () => {
    expect(outboxJobId('42')).toBe('outbox-42');
  });
});
