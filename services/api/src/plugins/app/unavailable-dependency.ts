/**
 * Errors that mean PostgreSQL or Redis cannot be reached right now, as opposed to a bug or a bad request:
 * the api answers them 503 (try again shortly) instead of 500.
 */

/** SQLSTATE: admin/crash shutdown, starting up, connection exceptions, too many connections. */
const POSTGRES_UNAVAILABLE = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres and ioredis say these in words only, without a code. */
const MESSAGES = [
  /^Connection terminated/i,
  /^Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /^Stream isn't writeable and enableOfflineQueue options is false/i,
  /^Connection is closed\.?$/i,
  /^Reached the max retries per request limit/i,
  /^Command timed out$/i,
];

export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, name, message, cause, errors } = error as Record<string, unknown>;
  if (typeof code === 'string' && (POSTGRES_UNAVAILABLE.has(code) || NETWORK_CODES.has(code))) return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A refused connection to a host with several addresses arrives as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDependencyUnavailable(inner, depth + 1))) return true;
  return isDependencyUnavailable(cause, depth + 1);
}
