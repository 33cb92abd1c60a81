import { QUEUE_NAMES } from '@ile/shared';
import { board, type RouteEntry } from './expectations';

const QUEUE = QUEUE_NAMES[0];
const NO_JOB = 'no-such-job';

/**
 * The queue monitor (bull-board) under /admin/queues: every caller sends a board cookie validly signed for
 * their own account, so only the board's own check (an Admin, now) lets anyone in. Rows are
 * [method, registered url, url called, Admin's status, body]. Admin's status is bull-board's own answer
 * once past the guard (a 400/404 for a job or scheduler that does not exist, obliterating a running queue);
 * what matters here is that nobody else gets past the guard.
 */
const ROWS: [string, string, string, number, unknown?][] = [
  ['GET', '', '', 200],
  ['GET', '/metrics-history', '/metrics-history', 200],
  ['GET', '/job-schedulers', '/job-schedulers', 200],
  ['GET', '/queue/:queueName', `/queue/${QUEUE}`, 200],
  ['GET', '/queue/:queueName/:jobId', `/queue/${QUEUE}/${NO_JOB}`, 200],
  ['GET', '/api/redis/stats', '/api/redis/stats', 200],
  ['GET', '/api/queues', '/api/queues', 200],
  ['GET', '/api/job-schedulers', '/api/job-schedulers', 200],
  ['GET', '/api/queues/:queueName/metrics', `/api/queues/${QUEUE}/metrics`, 200],
  ['GET', '/api/queues/:queueName/default-job-options', `/api/queues/${QUEUE}/default-job-options`, 200],
  ['GET', '/api/queues/:queueName/workers', `/api/queues/${QUEUE}/workers`, 200],
  ['GET', '/api/queues/:queueName/rate-limit', `/api/queues/${QUEUE}/rate-limit`, 200],
  ['GET', '/api/queues/:queueName/job-data-schema', `/api/queues/${QUEUE}/job-data-schema`, 200],
  ['PUT', '/api/queues/pause', '/api/queues/pause', 200, {}],
  ['PUT', '/api/queues/resume', '/api/queues/resume', 200, {}],
  ['GET', '/api/queues/:queueName/:jobId/logs', `/api/queues/${QUEUE}/${NO_JOB}/logs`, 200],
  ['GET', '/api/queues/:queueName/:jobId/flow', `/api/queues/${QUEUE}/${NO_JOB}/flow`, 404],
  ['GET', '/api/queues/:queueName/:jobId', `/api/queues/${QUEUE}/${NO_JOB}`, 404],
  ['POST', '/api/queues/:queueName/add', `/api/queues/${QUEUE}/add`, 200, { name: 'matrix', data: {} }],
  ['PUT', '/api/queues/:queueName/retry/:queueStatus', `/api/queues/${QUEUE}/retry/failed`, 200, {}],
  ['PUT', '/api/queues/:queueName/promote', `/api/queues/${QUEUE}/promote`, 200, {}],
  ['PUT', '/api/queues/:queueName/clean/:queueStatus', `/api/queues/${QUEUE}/clean/completed`, 200, {}],
  ['PUT', '/api/queues/:queueName/pause', `/api/queues/${QUEUE}/pause`, 200, {}],
  ['PUT', '/api/queues/:queueName/resume', `/api/queues/${QUEUE}/resume`, 200, {}],
  ['PUT', '/api/queues/:queueName/concurrency', `/api/queues/${QUEUE}/concurrency`, 200, { concurrency: 2 }],
  [
    'PUT',
    '/api/queues/:queueName/rate-limit',
    `/api/queues/${QUEUE}/rate-limit`,
    200,
    { expireTimeInMs: 1000 },
  ],
  ['PUT', '/api/queues/:queueName/rate-limit/release', `/api/queues/${QUEUE}/rate-limit/release`, 200, {}],
  ['PUT', '/api/queues/:queueName/empty', `/api/queues/${QUEUE}/empty`, 200, {}],
  ['PUT', '/api/queues/:queueName/obliterate', `/api/queues/${QUEUE}/obliterate`, 400, {}],
  [
    'PUT',
    '/api/queues/:queueName/job-schedulers/:schedulerId/remove',
    `/api/queues/${QUEUE}/job-schedulers/${NO_JOB}/remove`,
    404,
    {},
  ],
  [
    'PATCH',
    '/api/queues/:queueName/job-schedulers/:schedulerId',
    `/api/queues/${QUEUE}/job-schedulers/${NO_JOB}`,
    400,
    {},
  ],
  [
    'PUT',
    '/api/queues/:queueName/job-schedulers/:schedulerId/run',
    `/api/queues/${QUEUE}/job-schedulers/${NO_JOB}/run`,
    404,
    {},
  ],
  ['PUT', '/api/queues/:queueName/:jobId/retry', `/api/queues/${QUEUE}/${NO_JOB}/retry`, 404, {}],
  ['PUT', '/api/queues/:queueName/:jobId/clean', `/api/queues/${QUEUE}/${NO_JOB}/clean`, 404, {}],
  ['PUT', '/api/queues/:queueName/:jobId/promote', `/api/queues/${QUEUE}/${NO_JOB}/promote`, 404, {}],
  [
    'PATCH',
    '/api/queues/:queueName/:jobId/update-data',
    `/api/queues/${QUEUE}/${NO_JOB}/update-data`,
    400,
    {},
  ],
  ['PATCH', '/api/queues/:queueName/:jobId/delay', `/api/queues/${QUEUE}/${NO_JOB}/delay`, 400, { delay: 1 }],
  [
    'PATCH',
    '/api/queues/:queueName/:jobId/priority',
    `/api/queues/${QUEUE}/${NO_JOB}/priority`,
    404,
    { priority: 1 },
  ],
  [
    'PUT',
    '/api/queues/:queueName/:jobId/remove-unprocessed-children',
    `/api/queues/${QUEUE}/${NO_JOB}/remove-unprocessed-children`,
    404,
    {},
  ],
  ['GET', '/static/*', '/static/favicon-32x32.png', 200],
];

export const BOARD_ROUTES: RouteEntry[] = ROWS.map(([method, registered, path, status, payload]) => ({
  route: `${method} /admin/queues${registered}`,
  call: () => ({ method, url: `/admin/queues${path}`, ...(payload === undefined ? {} : { payload }) }),
  expect: board(status),
}));
