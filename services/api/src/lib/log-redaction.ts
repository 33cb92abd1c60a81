import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: the email-verification link's token (GET /auth/verify-email), and
 * any code, password or signature a client might put in a URL. Their values never reach a log line.
 */
const SECRET_PARAMS = /^(token|otp|code|password|signature|sig|access_token|refresh_token|key)$/i;

/** The url with secret query values replaced by "[Redacted]"; the path and other parameters stay readable. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=[Redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** Fastify's own request serializer (method, url, host, remote address), with the url redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version:
      typeof request.headers?.['accept-version'] === 'string' ? request.headers['accept-version'] : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
