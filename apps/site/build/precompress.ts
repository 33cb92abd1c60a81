import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser fetches from the build: scripts, styles, the manifest and drawings. */
const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` beside every compressible file of the build, so
 * the api sends them as they are (@fastify/static `preCompressed`) instead of gzip'ing each answer on the fly.
 * Brotli makes the first-load scripts about 14 % smaller than gzip (docs/performance.md, "Data saver"); at its
 * best quality it is far too slow to run per request, which is why it is done once here.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ile-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the service worker is written in closeBundle too, and
    // is left as it is: browsers fetch it rarely and it must never be served stale from a copy).
    closeBundle: {
      order: 'post',
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const path = join(dir, name);
            return statSync(path).isDirectory() ? walk(path) : [path];
          });
        for (const path of walk(outDir)) {
          if (!COMPRESSIBLE.test(path) || path.endsWith('sw.js')) continue;
          const body = readFileSync(path);
          if (body.length < MIN_BYTES) continue;
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          );
          writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}
