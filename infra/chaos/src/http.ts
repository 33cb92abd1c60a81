export interface Answer {
  status: number;
  body: unknown;
  ms: number;
  /** Network failure or client-side timeout; status is 0 then. */
  error?: string;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  /** Sent as X-Forwarded-For: the api trusts it here, so each simulated visitor has its own address. */
  ip?: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
  rawBody?: string;
}

/**
 * An error's name and message with its causes: fetch says only "fetch failed", the socket's code and reason
 * ("other side closed", ECONNRESET) are on `cause`.
 */
function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth++) {
    if (!(current instanceof Error)) {
      parts.push(String(current));
      break;
    }
    const code = (current as { code?: unknown }).code;
    parts.push(`${current.name}: ${current.message}${typeof code === 'string' ? ` (${code})` : ''}`);
    current = current.cause;
  }
  return parts.join(' ← ');
}

/** One api call that never throws: failures come back as status 0 with the error's message. */
export async function call(baseUrl: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method:
        options.method ?? (options.body === undefined && options.rawBody === undefined ? 'GET' : 'POST'),
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body, ms: performance.now() - started };
  } catch (error) {
    return {
      status: 0,
      body: null,
      ms: performance.now() - started,
      error: describeError(error),
    };
  }
}

/** A stack trace or source path in an answer: what a 5xx must never show a caller. */
export function leaksInternals(body: unknown): boolean {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  return /\n\s+at |\.ts:\d+|node_modules|ECONNREFUSED|stack/i.test(text);
}

/** JSend's shape for a server failure: { status: 'error', message }. */
export function isJsendError(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { status?: unknown }).status === 'error' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

let visitor = 0;
/** A distinct made-up client address per call (10.x.y.z). */
export function nextIp(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

export async function login(baseUrl: string, email: string, password = 'Demo1234!') {
  const answer = await call(baseUrl, '/api/v1/auth/login', { body: { email, password }, ip: nextIp() });
  const data = (answer.body as { data?: { accessToken: string; user: { id: string } } }).data;
  if (answer.status !== 200 || !data)
    throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: data.accessToken, userId: data.user.id };
}
