import {
  ALL_JOBS,
  consumersOf,
  EVENT_CATALOGUE,
  type EventConsumers,
  eventsConsumedBy,
  JOBS,
  OUTBOX_EVENT_TYPES,
  QUEUES,
} from '@ile/shared';
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { handlers } from './handlers';
import { refreshRatesHandler } from './handlers/rates/refresh-rates.handler';
import { pingHandler } from './handlers/system/ping.handler';
import { type AnyJobHandler, buildRegistry, RegistryError } from './registry';

const jobKey = ({ queue, jobName }: { queue: string; jobName: string }) => `${queue}/${jobName}`;
const without = (handler: AnyJobHandler) => handlers.filter((h) => h !== handler);

describe('the worker’s handlers against the job catalogue', () => {
  it('leave no orphan: every job has exactly one handler, every handler a catalogued job', () => {
    const handled = handlers.map((h) => jobKey({ queue: h.queue, jobName: h.name }));
    const jobs = ALL_JOBS.map(jobKey);
    expect([...handled].sort()).toEqual([...jobs].sort());
  });

  it('leave no event unaccounted for: consumed by handled jobs, or none with a reason', () => {
    for (const type of OUTBOX_EVENT_TYPES) {
      const entry: EventConsumers = EVENT_CATALOGUE[type];
      if ('none' in entry) {
        expect(entry.none, type).toMatch(/\w{3,}/);
        continue;
      }
      for (const route of consumersOf(type)) {
        const handler = handlers.find((h) => h.queue === route.queue && h.name === route.jobName);
        expect(handler?.consumes, `${type} → ${jobKey(route)}`).toContain(type);
      }
    }
  });

  it('consume exactly the events routed to their job', () => {
    for (const handler of handlers) {
      const routed = eventsConsumedBy({ queue: handler.queue, jobName: handler.name });
      expect([...handler.consumes].sort(), handler.name).toEqual(routed.sort());
    }
  });

  it('build the registry', () => {
    const registry = buildRegistry(handlers);
    expect(registry.get(QUEUES.outbox)?.has(JOBS.outbox.ping)).toBe(true);
    expect(registry.get(QUEUES.email)?.has(JOBS.email.sendVerification)).toBe(true);
  });
});

describe('buildRegistry refuses to boot', () => {
  it('with two handlers for one job', () => {
    expect(() => buildRegistry([...handlers, pingHandler])).toThrowError(/two handlers for job outbox\/ping/);
  });

  it('with a job nobody handles, naming the events routed to it', () => {
    expect(() => buildRegistry(without(pingHandler))).toThrowError(
      /no handler for job\(s\): outbox\/ping \(events system\.ping\)/,
    );
    expect(() => buildRegistry(without(refreshRatesHandler))).toThrowError(
      /no handler for job\(s\): rates\/refresh-rates$/,
    );
    expect(() => buildRegistry([])).toThrowError(RegistryError);
  });

  it('with a handler for a job the catalogue does not know', () => {
    expect(() => buildRegistry([...handlers, { ...pingHandler, name: 'not-a-job' }])).toThrowError(
      /unknown job outbox\/not-a-job/,
    );
    expect(() => buildRegistry([...handlers, { ...pingHandler, queue: 'review' as 'outbox' }])).toThrowError(
      /unknown job review\/ping/,
    );
  });

  it('with a handler whose events differ from those routed to its job', () => {
    const deaf = { ...pingHandler, consumes: [] };
    expect(() => buildRegistry([...without(pingHandler), deaf])).toThrowError(
      /outbox\/ping consumes \[\] but the catalogue routes \[system\.ping\]/,
    );
    const greedy = { ...pingHandler, consumes: ['system.ping', 'ticket.created'] as const };
    expect(() => buildRegistry([...without(pingHandler), greedy])).toThrowError(RegistryError);
  });

  it('with an event-driven handler for a job the worker queues itself', () => {
    const relayed = { ...refreshRatesHandler, consumes: ['system.ping'] as const };
    expect(() => buildRegistry([...without(refreshRatesHandler), relayed])).toThrowError(
      /rates\/refresh-rates consumes \[system\.ping\] but the catalogue routes \[\]/,
    );
  });
});

describe('handler data', () => {
  const ping = {
    eventId: '7',
    type: 'system.ping',
    occurredAt: '2024-05-01T10:00:00.000Z',
    payload: { note: 'hi' },
  };

  it('is parsed as the handler’s own events only: another event type is refused', () => {
    expect(pingHandler.parse(ping)).toEqual(ping);
    const ticket = { ...ping, type: 'ticket.created', payload: { ticketId: '1', userId: '2' } };
    expect(() => pingHandler.parse(ticket)).toThrowError(ZodError);
  });

  it('of a queued job is parsed by its catalogue schema', () => {
    expect(refreshRatesHandler.parse({ reason: 'manual' })).toEqual({ reason: 'manual' });
    expect(() => refreshRatesHandler.parse(ping)).toThrowError(ZodError);
  });

  it('narrows to the payloads of the consumed events', async () => {
    const log = { info: () => undefined };
    const context = { log } as unknown as Parameters<typeof pingHandler.handle>[2];
    const data = pingHandler.parse(ping);
    // Typed: data.payload.note exists only because pingHandler consumes system.ping alone.
    expect(data.payload.note).toBe('hi');
    await expect(pingHandler.handle(data, {} as Job, context)).resolves.toEqual({ pong: 'hi', eventId: '7' });
  });
});
