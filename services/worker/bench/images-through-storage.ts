// `npm run bench:images -- --storage local|s3`: the images worker's whole path for one upload, through a
// storage driver: the api's put of the 12 MP original into private storage, the worker's read of it, the
// render with the put of every rendition into media storage as it is encoded (render-into-media.ts, the code
// generate-property-variants.handler.ts runs).
// `s3` starts a local S3-compatible server (s3rver, in a process of its own: s3-server-process.ts) and times the
// local driver in the same rounds, interleaved, so load elsewhere on the machine falls on both; it prints s3's
// time against local's. `--s3-in-process` runs s3rver in the bench's own process instead. With `storeCore`,
// s3rver runs on that core alone (taskset) and this process on the others: the store is another host in
// production, so its CPU is not the worker's; both drivers are then timed on the same, fewer, cores.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorages, type Storages } from '@ile/db';
import { propertyImageFolder } from '@ile/db/media/listing-variants';
import { startTestS3Server, testS3StorageConfig } from '@ile/db/testing/s3-server';
import { renderIntoMedia } from '../src/handlers/images/render-into-media';

export type BenchDriver = 'local' | 's3';

interface Timing {
  photos: number;
  wallMs: number;
  storageMs: number;
  /** This process's CPU time (user + system, every thread): what the driver costs the worker's cores. */
  cpuMs: number;
}

/** One upload end to end; answers the milliseconds spent in storage calls. */
async function uploadAndRender(storages: Storages, photo: Buffer, n: number): Promise<number> {
  const propertyId = `bench-${n % 50}`;
  const imageId = `image-${n}`;
  const originalKey = `originals/properties/${propertyId}/${imageId}.jpg`;
  let storageMs = 0;
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      storageMs += performance.now() - started;
    }
  };
  await timed(() => storages.private.put(originalKey, photo));
  const original = await timed(() => storages.private.get(originalKey));
  if (!original) throw new Error(`lost ${originalKey}`);
  // The handler's own render-and-write: renditions go to storage as they are encoded, during the render,
  // so their round trips count in the photo's time but not in the storage wait measured here.
  await renderIntoMedia(original, storages.media, propertyImageFolder(propertyId, imageId));
  return storageMs;
}

async function run(storages: Storages, photos: Buffer[], inFlight: number, count: number): Promise<Timing> {
  let next = 0;
  let storageMs = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const n = next++;
        storageMs += await uploadAndRender(storages, photos[n % photos.length] as Buffer, n);
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return {
    photos: count,
    wallMs: performance.now() - started,
    storageMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/** Moves every thread of this process (libuv's and libvips' pools included) off `core`. */
function pinAwayFrom(core: number): void {
  const others = cpus()
    .map((_, i) => i)
    .filter((i) => i !== core);
  if (others.length === 0) throw new Error(`--store-core ${core} would leave the bench no core`);
  const result = spawnSync('taskset', ['-a', '-p', '-c', others.join(','), String(process.pid)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`taskset failed: ${result.stderr}`);
  console.log(`the store on core ${core}, this process on core(s) ${others.join(',')}`);
}

/** s3rver in a child process; answers its endpoint and how to stop it. */
async function s3ServerProcess(storeCore?: number): Promise<{ endpoint: string; close(): Promise<void> }> {
  const command = [
    process.execPath,
    '--import',
    'tsx',
    new URL('./s3-server-process.ts', import.meta.url).pathname,
  ];
  const pinned = storeCore === undefined ? command : ['taskset', '-c', String(storeCore), ...command];
  const child = spawn(pinned[0] as string, pinned.slice(1), {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  for await (const chunk of child.stdout) {
    output += chunk;
    if (output.includes('\n')) break;
  }
  const { endpoint } = JSON.parse(output) as { endpoint: string };
  return {
    endpoint,
    async close() {
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
    },
  };
}

export async function benchThroughStorage(
  driver: BenchDriver,
  photos: Buffer[],
  options: {
    renders: number;
    rounds: number;
    inFlight: readonly number[];
    s3InProcess?: boolean;
    storeCore?: number;
  },
): Promise<void> {
  if (options.storeCore !== undefined) pinAwayFrom(options.storeCore);
  const scratch = await mkdtemp(join(tmpdir(), 'ile-bench-storage-'));
  const s3 =
    driver !== 's3'
      ? undefined
      : options.s3InProcess
        ? await startTestS3Server()
        : await s3ServerProcess(options.storeCore);
  const drivers: Record<string, Storages> = {
    local: createStorages({
      driver: 'local',
      mediaDir: join(scratch, 'media'),
      privateDir: join(scratch, 'private'),
      mediaPublicUrl: undefined,
    }),
    ...(s3 ? { s3: createStorages(testS3StorageConfig(s3.endpoint)) } : {}),
  };
  try {
    const names = Object.keys(drivers);
    console.log(
      `Upload (put of the original) + read + render + put of every rendition, through ${names.join(' and ')}` +
        (s3
          ? ` (s3rver at ${s3.endpoint}, ${options.s3InProcess ? 'in this process' : 'in a process of its own'})`
          : ''),
    );
    for (const storages of Object.values(drivers)) await uploadAndRender(storages, photos[0] as Buffer, 999);
    const timings = new Map<string, Timing>();
    for (let round = 0; round < options.rounds; round++) {
      for (const inFlight of options.inFlight) {
        for (const [name, storages] of Object.entries(drivers)) {
          const timing = await run(storages, photos, inFlight, options.renders / options.rounds);
          const key = `${name}@${inFlight}`;
          const sum = timings.get(key) ?? { photos: 0, wallMs: 0, storageMs: 0, cpuMs: 0 };
          timings.set(key, {
            photos: sum.photos + timing.photos,
            wallMs: sum.wallMs + timing.wallMs,
            storageMs: sum.storageMs + timing.storageMs,
            cpuMs: sum.cpuMs + timing.cpuMs,
          });
        }
      }
    }
    const header = [
      'in flight',
      ...names.flatMap((name) => [
        `${name} photos/s`,
        `${name} ms/photo`,
        `${name} storage ms/photo`,
        `${name} cpu ms/photo`,
      ]),
      ...(s3 ? ['s3 time vs local'] : []),
    ];
    const rows = options.inFlight.map((inFlight) => {
      const cells = names.flatMap((name) => {
        const t = timings.get(`${name}@${inFlight}`) as Timing;
        return [
          (t.photos / (t.wallMs / 1000)).toFixed(2),
          (t.wallMs / t.photos).toFixed(0),
          (t.storageMs / t.photos).toFixed(0),
          (t.cpuMs / t.photos).toFixed(0),
        ];
      });
      if (s3) {
        const local = timings.get(`local@${inFlight}`) as Timing;
        const remote = timings.get(`s3@${inFlight}`) as Timing;
        cells.push(`${((remote.wallMs / local.wallMs - 1) * 100).toFixed(1)} %`);
      }
      return [String(inFlight), ...cells];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
    const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  ');
    console.log([line(header), ...rows.map(line)].join('\n'));
    console.log(
      `(${options.renders} uploads per figure in ${options.rounds} interleaved rounds; storage ms/photo is the time ` +
        'spent waiting on the original’s put and read, which overlaps other photos’ rendering when several are in ' +
        'flight; renditions are written during the render and count in ms/photo only)',
    );
  } finally {
    await s3?.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
