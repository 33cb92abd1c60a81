import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request that took longer than this is logged at warn even when it succeeded. */
const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's per-request log lines, made affordable. Its default writes two info lines per request
 * ("incoming request", "request completed"), and under load that costs more CPU than serving a simple
 * request (docs/performance.md). Instead: one line per request, at debug, so LOG_LEVEL=debug brings the
 * access log back; at the default level only failed (5xx) and slow requests are logged. Errors the error
 * handler sees are logged there too, with the request id.
 */
export class RequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error || reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request failed');
    } else if (responseTime > SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else {
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}
