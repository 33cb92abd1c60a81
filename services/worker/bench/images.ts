// How fast does the images worker turn phone photos into listing renditions, and at what cost in bytes and
// quality? Generates 12 MP phone photos (4032×3024 JPEG at quality 90, photo-like content), renders them with
// renderListingVariants (the function the worker's handler calls) under today's settings and under the
// settings it replaced, and prints side by side:
//   - photos/s with 1, 2 and 4 photos in flight (the worker runs up to 4 jobs at once), and the process's CPU
//     time per photo, which other work on a shared machine disturbs far less than wall-clock time;
//   - bytes of each rendition (width × format) and its quality against the best resize sharp can make of the
//     same original at the same size: SSIM (ssim.js, luma, full resolution) and PSNR (RGB, dB).
//
//   npm run bench:images [-- --quick] [-- --candidates] [-- --threads N] [-- --storage local|s3 [--s3-in-process] [--store-core N]]
//
// --quick: 2 photos and fewer renders per figure, for development. --candidates: also times the settings
// weighed on the way to today's (see docs/performance.md, "Images"). --threads: libvips threads per picture
// (sharp.concurrency; the worker keeps sharp's default). --storage: instead, the whole path of an upload
// through a storage driver (images-through-storage.ts); s3 against a local S3-compatible server it starts.
// --store-core N: the S3 server runs on core N alone and the bench (api and worker side) on the other cores,
// as a store on another host would be; both drivers are timed with the same cores.
import { cpus, loadavg } from 'node:os';
import {
  LISTING_ENCODING,
  type ListingEncoding,
  type RenderedVariant,
  renderListingVariants,
} from '@ile/db/media/image-processing';
import { LISTING_RENDITIONS } from '@ile/db/media/listing-variants';
import {
  decodeRgba,
  imageLibrary,
  makePhonePhoto,
  type RgbaPixels,
  referenceRgba,
  setImageThreads,
} from '@ile/db/testing/pictures';
import { ssim } from 'ssim.js';
import { type BenchDriver, benchThroughStorage } from './images-through-storage';

/** What the worker wrote before issue 15: the same renditions and qualities, the encoders' higher efforts. */
const BASELINE: ListingEncoding = {
  renditions: LISTING_RENDITIONS,
  webp: { quality: 78 },
  avif: { quality: 50, effort: 2 },
  jpeg: { quality: 80, mozjpeg: true },
};

const PRESETS: Record<string, ListingEncoding> = { before: BASELINE, after: LISTING_ENCODING };
const CANDIDATES: Record<string, ListingEncoding> = {
  // The lowest efforts alone, qualities unchanged: fast, but a little below the baseline's quality.
  'efforts 0': {
    ...BASELINE,
    webp: { ...BASELINE.webp, effort: 0 },
    avif: { ...BASELINE.avif, effort: 0 },
    jpeg: LISTING_ENCODING.jpeg,
  },
  'webp e1': { ...LISTING_ENCODING, webp: { ...LISTING_ENCODING.webp, effort: 1 } },
  'avif 4:2:0': { ...LISTING_ENCODING, avif: { ...LISTING_ENCODING.avif, chromaSubsampling: '4:2:0' } },
  'no 1280 webp': {
    ...LISTING_ENCODING,
    renditions: LISTING_ENCODING.renditions.filter((r) => !(r.width === 1280 && r.format === 'webp')),
  },
};

const quick = process.argv.includes('--quick');
const storageFlag = process.argv.indexOf('--storage');
const storageDriver = storageFlag >= 0 ? process.argv[storageFlag + 1] : undefined;
if (storageDriver !== undefined && storageDriver !== 'local' && storageDriver !== 's3') {
  console.error(`--storage takes local or s3, not ${storageDriver}`);
  process.exit(2);
}
const storeCoreFlag = process.argv.indexOf('--store-core');
const threadsFlag = process.argv.indexOf('--threads');
if (threadsFlag >= 0) setImageThreads(Number(process.argv[threadsFlag + 1]));
const presets = process.argv.includes('--candidates') ? { ...PRESETS, ...CANDIDATES } : PRESETS;
const PHOTOS = quick ? 2 : 4;
const IN_FLIGHT = [1, 2, 4] as const;
/** Renders per figure: each preset and level renders this many photos, split in ROUNDS interleaved runs. */
const RENDERS = quick ? 4 : 12;
const ROUNDS = quick ? 1 : 2;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const library = imageLibrary();
console.log(
  `${cpus().length} cores (${cpus()[0]?.model}), libvips ${library.vips} via sharp ${library.sharp}, ` +
    `${library.threads} libvips thread(s) per picture, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
);
console.log(`load average ${load()} at start${quick ? ' (--quick)' : ''}`);

// Photos: one in four a portrait shot held sideways (EXIF orientation 6), as phones store them.
const photos = await Promise.all(
  Array.from({ length: PHOTOS }, (_, i) => makePhonePhoto(i + 1, { orientation: i % 4 === 3 ? 6 : 1 })),
);
const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length / 1e6;
console.log(`${PHOTOS} photos of 4032×3024, JPEG q90, ${megabytes.toFixed(1)} MB on average\n`);

if (storageDriver) {
  // Eight uploads per run (24 in 3 rounds): two full waves at 4 in flight, so no run ends on a half-empty tail.
  await benchThroughStorage(storageDriver as BenchDriver, photos, {
    renders: quick ? RENDERS : 24,
    rounds: quick ? ROUNDS : 3,
    inFlight: IN_FLIGHT,
    s3InProcess: process.argv.includes('--s3-in-process'),
    storeCore: storeCoreFlag >= 0 ? Number(process.argv[storeCoreFlag + 1]) : undefined,
  });
  console.log(`\nload average ${load()} at the end`);
  process.exit(0);
}

// Warm up every preset once (libheif and libwebp set up on first use).
for (const encoding of Object.values(presets)) await renderListingVariants(photos[0] as Buffer, encoding);

interface Timing {
  photos: number;
  wallMs: number;
  cpuMs: number;
}

/** Renders `count` photos with `inFlight` at a time; wall-clock and CPU time of the whole batch. */
async function run(encoding: ListingEncoding, inFlight: number, count: number): Promise<Timing> {
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const photo = photos[next++ % photos.length] as Buffer;
        await renderListingVariants(photo, encoding);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { photos: count, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const timings = new Map<string, Timing>();
for (let round = 0; round < ROUNDS; round++) {
  for (const inFlight of IN_FLIGHT) {
    // Presets take turns, so a burst of load elsewhere on the machine falls on both.
    for (const [name, encoding] of Object.entries(presets)) {
      const timing = await run(encoding, inFlight, RENDERS / ROUNDS);
      const key = `${name}@${inFlight}`;
      const sum = timings.get(key) ?? { photos: 0, wallMs: 0, cpuMs: 0 };
      timings.set(key, {
        photos: sum.photos + timing.photos,
        wallMs: sum.wallMs + timing.wallMs,
        cpuMs: sum.cpuMs + timing.cpuMs,
      });
    }
  }
}

const names = Object.keys(presets);
const table = (header: string[], rows: string[][]) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  ');
  console.log([line(header), ...rows.map(line)].join('\n'));
};

console.log(`Throughput (${RENDERS} renders per figure; load average ${load()} at the end of the timing):`);
table(
  ['in flight', ...names.flatMap((name) => [`${name} photos/s`, `${name} CPU s/photo`])],
  IN_FLIGHT.map((inFlight) => [
    String(inFlight),
    ...names.flatMap((name) => {
      const t = timings.get(`${name}@${inFlight}`) as Timing;
      return [(t.photos / (t.wallMs / 1000)).toFixed(2), (t.cpuMs / t.photos / 1000).toFixed(3)];
    }),
  ]),
);
const cores = cpus().length;
console.log(
  `CPU-bound ceiling on ${cores} cores (${cores} ÷ CPU s/photo at 4 in flight): ` +
    names
      .map((name) => {
        const t = timings.get(`${name}@4`) as Timing;
        return `${name} ${(cores / (t.cpuMs / t.photos / 1000)).toFixed(2)} photos/s`;
      })
      .join(', '),
);

// Bytes and quality: every rendition of every photo, against a reference resize of the same size.
const psnr = (a: RgbaPixels, b: RgbaPixels): number => {
  let squared = 0;
  for (let i = 0; i < a.data.length; i++) {
    if (i % 4 === 3) continue; // alpha
    const d = (a.data[i] as number) - (b.data[i] as number);
    squared += d * d;
  }
  const mse = squared / ((a.data.length / 4) * 3);
  return mse === 0 ? Number.POSITIVE_INFINITY : 10 * Math.log10((255 * 255) / mse);
};

interface Score {
  bytes: number;
  ssim: number;
  psnr: number;
}
const scores = new Map<string, Score[]>();
const references = new Map<string, RgbaPixels>();
for (const [p, photo] of photos.entries()) {
  for (const [name, encoding] of Object.entries(presets)) {
    const rendered = await renderListingVariants(photo, encoding);
    for (const variant of rendered.variants) {
      const refKey = `${p}:${variant.pixelWidth}×${variant.pixelHeight}`;
      let reference = references.get(refKey);
      if (!reference) {
        reference = await referenceRgba(photo, variant.pixelWidth, variant.pixelHeight);
        references.set(refKey, reference);
      }
      const pixels = await decodeRgba(variant.data);
      const key = `${name}:${label(variant)}`;
      scores.set(key, [
        ...(scores.get(key) ?? []),
        {
          bytes: variant.data.length,
          ssim: ssim(pixels, reference, { downsample: false }).mssim,
          psnr: psnr(pixels, reference),
        },
      ]);
    }
  }
}

function label(variant: Pick<RenderedVariant, 'width' | 'format'>): string {
  return `${variant.width} ${variant.format}`;
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const variantLabels = [...new Set(Object.values(presets).flatMap((e) => e.renditions.map(label)))];

console.log(
  `\nBytes and quality per rendition (mean over ${PHOTOS} photos; SSIM and PSNR against a Lanczos resize):`,
);
const rows = variantLabels.map((variant) => [
  variant,
  ...names.flatMap((name) => {
    const s = scores.get(`${name}:${variant}`);
    if (!s) return ['-', '-', '-'];
    return [
      `${(mean(s.map((x) => x.bytes)) / 1024).toFixed(1)} KB`,
      mean(s.map((x) => x.ssim)).toFixed(4),
      mean(s.map((x) => x.psnr)).toFixed(2),
    ];
  }),
]);
const totals = [
  'all',
  ...names.flatMap((name) => {
    const all = variantLabels.flatMap((variant) => scores.get(`${name}:${variant}`) ?? []);
    return [`${(all.reduce((sum, x) => sum + x.bytes, 0) / PHOTOS / 1024).toFixed(1)} KB`, '', ''];
  }),
];
table(
  ['rendition', ...names.flatMap((name) => [`${name} bytes`, `${name} SSIM`, `${name} PSNR`])],
  [...rows, totals],
);
console.log(`\nload average ${load()} at the end`);
