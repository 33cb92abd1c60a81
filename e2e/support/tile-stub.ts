import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

// The map's tile server during journeys: no run ever asks OpenStreetMap (or anyone) for tiles. Every
// /{z}/{x}/{y}.png is a 256-pixel PNG drawn here: a pale land colour, darker every other tile so panning
// shows, with the tile's edge drawn, so screenshots read as a map's grid.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 RGB PNG: `fill` with a one-pixel `edge` colour around it. */
export function tilePng(fill: [number, number, number], edge: [number, number, number]): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const colour = x === 0 || y === 0 ? edge : fill;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILES = [tilePng([232, 238, 224], [200, 206, 190]), tilePng([222, 230, 214], [200, 206, 190])];

export interface TileStub {
  /** The template for VITE_MAP_TILES_URL, e.g. http://127.0.0.1:41234/{z}/{x}/{y}.png. */
  urlTemplate: string;
  stop(): Promise<void>;
}

export async function startTileStub(): Promise<TileStub> {
  const server: Server = createServer((request, response) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) {
      response.writeHead(404).end();
      return;
    }
    const [, , x, y] = match.map(Number) as [number, number, number, number];
    response.writeHead(200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=3600',
      // Tiles are images loaded cross-origin by the site (as from a real tile server).
      'access-control-allow-origin': '*',
    });
    response.end(TILES[(x + y) % 2]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlTemplate: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
