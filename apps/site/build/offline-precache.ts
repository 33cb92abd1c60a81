import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The pages that open with no network (docs/offline.md): their code is fetched when the worker installs. */
export const OFFLINE_PAGES = ['/wishlist', '/property/:id'] as const;

/**
 * Code every page may load after its first paint that an offline page needs too: the entry, and the toasts
 * ("You are offline: saved on this device…" is a toast, whose library loads on the first one).
 */
const SHELL_CHUNK = /^assets\/(index|sonner-toaster)-/;

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * What the service worker precaches: the shell (index.html, the entry chunk and stylesheet, the icons and the
 * manifest) and every chunk and stylesheet the offline pages import, as the build's own `route-preloads.json`
 * lists them; every other page's code is kept as it is visited. `plugin` learns where the build writes.
 */
export function offlinePrecache() {
  let outDir = 'dist';
  const plugin: Plugin = {
    name: 'ile-offline-precache',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  const transform = async (entries: ManifestEntry[]) => {
    const { routes } = JSON.parse(readFileSync(join(outDir, 'route-preloads.json'), 'utf8')) as {
      routes: Array<{ path: string; scripts: string[]; styles: string[] }>;
    };
    const pages = routes.filter((route) => (OFFLINE_PAGES as readonly string[]).includes(route.path));
    if (pages.length !== OFFLINE_PAGES.length)
      throw new Error('offline-precache: an offline page has no route');
    const wanted = new Set(
      pages.flatMap((route) => [...route.scripts, ...route.styles]).map((url) => url.slice(1)),
    );
    const manifest = entries.filter(
      (entry) => !entry.url.startsWith('assets/') || SHELL_CHUNK.test(entry.url) || wanted.has(entry.url),
    );
    return { manifest, warnings: [] };
  };
  return { plugin, transform };
}
