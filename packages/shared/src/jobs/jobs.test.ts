import { describe, expect, it } from 'vitest';
import { id } from '../testing/fixtures';
import { OUTBOX_EVENT_TYPES, outboxEvent, outboxJobId, parseOutboxJob } from './events';
import { ALL_JOBS, JOBS, QUEUE_NAMES, QUEUES } from './queues';
import { EVENT_ROUTES, eventsHandledBy } from './routes';

describe('queue catalogue', () => {
  it('names the seven queues', () => {
    expect([...QUEUE_NAMES].sort()).toEqual([
      'email',
      'exports',
      'geocode',
      'images',
      'outbox',
      'rates',
      'review',
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

describe('EVENT_ROUTES', () => {
  it('routes only known events, each to a job in the catalogue', () => {
    for (const [type, route] of Object.entries(EVENT_ROUTES)) {
      expect(OUTBOX_EVENT_TYPES).toContain(type);
      expect(ALL_JOBS).toContainEqual(route);
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
    expect(EVENT_ROUTES['system.ping']).toEqual({ queue: QUEUES.outbox, jobName: JOBS.outbox.ping });
  });

  it('sends the requester’s ticket emails: received on creation, each reply', () => {
    expect(eventsHandledBy(QUEUES.email, JOBS.email.sendTicketReceived)).toEqual(['ticket.created']);
    expect(eventsHandledBy(QUEUES.email, JOBS.email.sendTicketReply)).toEqual(['ticket.replied']);
  });

  it('eventsHandledBy lists the events one job handles', () => {
    expect(eventsHandledBy(QUEUES.outbox, JOBS.outbox.ping)).toEqual(['system.ping']);
    expect(eventsHandledBy('rates', JOBS.rates.refreshRates)).toEqual([]);
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

  it('parseOutboxJob validates type and payload together', () => {
    const job = {
      eventId: '42',
      type: 'ticket.created',
      occurredAt: '2024-05-01T10:00:00.000Z',
      payload: { ticketId: id(1), userId: id(2) },
    };
    expect(parseOutboxJob(job)).toEqual(job);
    expect(() => parseOutboxJob({ ...job, payload: { note: 'x' } })).toThrow();
    expect(() => parseOutboxJob({ ...job, type: 'ticket.deleted' })).toThrow();
  });

  it('outboxJobId is stable per row', () => {
    expect(outboxJobId('42')).toBe('outbox-42');
  });
});
