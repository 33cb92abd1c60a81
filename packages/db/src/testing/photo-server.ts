import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local HTTP server of listing photos for the bulk-import tests (the worker fetches photos from URLs).
 * It listens on 127.0.0.1, which the worker refuses unless IMPORT_PHOTO_ALLOW_HOSTS names it (test-only).
 *   /photo/<n>.jpg   a real 640×400 JPEG, a different colour per n
 *   /large.jpg       a real JPEG padded past `largeBytes` (default 11 MB), with no Content-Length
 *   /text.jpg        text with an image name and type
 *   /slow.jpg        never answers
 *   /redirect?to=…   302 to the given URL
 *   anything else    404
 */
export interface PhotoServer {
  /** `127.0.0.1:<port>`, as IMPORT_PHOTO_ALLOW_HOSTS takes it. */
  hostPort: string;
  url(path: string): string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

const photoOf = (n: number) =>
  sharp({
    create: {
      width: 640,
      height: 400,
      channels: 3,
      background: { r: (n * 67) % 256, g: (n * 131) % 256, b: (n * 199) % 256 },
    },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect x="${(n * 37) % 400}" y="120" width="200" height="160" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

export async function startPhotoServer(
  options: { port?: number; largeBytes?: number } = {},
): Promise<PhotoServer> {
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const largeBytes = options.largeBytes ?? 11 * 1024 * 1024;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://photos.test');
    requests.push(url.pathname + url.search);
    const photo = /^\/photo\/(\d+)\.jpg$/.exec(url.pathname);
    if (photo) {
      void photoOf(Number(photo[1])).then((data) => {
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': data.length });
        response.end(data);
      });
      return;
    }
    if (url.pathname === '/large.jpg') {
      void photoOf(1).then((data) => {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.write(data);
        const chunk = Buffer.alloc(64 * 1024);
        let sent = data.length;
        const more = () => {
          while (sent < largeBytes) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', more);
          }
          response.end();
        };
        more();
      });
      return;
    }
    if (url.pathname === '/text.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end('this is not a picture');
      return;
    }
    if (url.pathname === '/slow.jpg') {
      hanging.add(response);
      return;
    }
    const to = url.pathname === '/redirect' ? url.searchParams.get('to') : null;
    if (to) {
      response.writeHead(302, { location: to });
      response.end();
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const hostPort = `127.0.0.1:${port}`;
  return {
    hostPort,
    url: (path) => `http://${hostPort}${path.startsWith('/') ? path : `/${path}`}`,
    requests,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
