import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  url: URL;
  headers: IncomingHttpHeaders;
  /** When the request arrived (Date.now()). */
  at: number;
}

export interface ProviderServer {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: RecordedRequest[];
  /** Changes how the server answers from now on. */
  answer(respond: Responder): void;
  close(): Promise<void>;
}

export type Responder = (request: RecordedRequest, response: ServerResponse) => void;

/** JSON with a status, as a provider would send it. */
export function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A local HTTP server standing in for an external provider; the test decides what it answers. */
export async function startProviderServer(respond: Responder): Promise<ProviderServer> {
  let current = respond;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((req, res) => {
    const request = {
      url: new URL(req.url ?? '/', 'http://127.0.0.1'),
      headers: req.headers,
      at: Date.now(),
    };
    requests.push(request);
    current(request, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      current = next;
    },
    async close() {
      // Answers the test left hanging (timeouts) must not keep the server open.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
