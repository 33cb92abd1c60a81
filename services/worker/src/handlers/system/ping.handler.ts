import { JOBS, QUEUES } from '@ile/shared';
import type { JobHandlerDefinition } from '../../registry';

/** Answers a system.ping event; used to prove the outbox → relay → queue → handler path end to end. */
export const pingHandler: JobHandlerDefinition = {
  queue: QUEUES.outbox,
  name: JOBS.outbox.ping,
  async handle(data, _job, { log }) {
    if (data.type !== 'system.ping') throw new Error(`ping handler got ${data.type}`);
    log.info({ eventId: data.eventId, note: data.payload.note }, 'pong');
    return { pong: data.payload.note, eventId: data.eventId };
  },
};
