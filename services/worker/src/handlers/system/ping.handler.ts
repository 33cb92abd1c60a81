import { JOBS, QUEUES } from '@ile/shared';
import { outboxJobHandler } from '../../registry';

/** Answers a system.ping event; used to prove the outbox → relay → queue → handler path end to end. */
export const pingHandler = outboxJobHandler({
  queue: QUEUES.outbox,
  name: JOBS.outbox.ping,
  consumes: ['system.ping'],
  async handle(data, _job, { log }) {
    log.info({ eventId: data.eventId, note: data.payload.note }, 'pong');
    return { pong: data.payload.note, eventId: data.eventId };
  },
});
