import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { PagePreloads } from '../src/app/page-preloads';

/** What `route-preloads.json` holds for one top-level page of the router. */
export interface RoutePreload extends PagePreloads {
  /** The router's path pattern, e.g. `/property/:id`. */
  path: string;
  /** The page's own chunk and the chunks it imports statically, beyond what index.html already loads. */
  scripts: string[];
  /** The stylesheets those chunks bring. */
  styles: string[];
}

// Top-level routes as router.tsx writes them: `{ path: '/x', lazy: () => import('./routes/x') }`.
const LAZY_ROUTE = /path:\s*'(\/[^']*)',\s*lazy:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/**
 * A chunk and every chunk it imports statically, imported ones first: the order their stylesheets must come
 * in, so that a page's own rules still win over the shared components' rules they override.
 */
function staticClosure(
  bundle: OutputBundle,
  chunk: OutputChunk,
  seen = new Set<OutputChunk>(),
): OutputChunk[] {
  if (seen.has(chunk)) return [];
  seen.add(chunk);
  const imported = chunk.imports.flatMap((file) => {
    const item = bundle[file];
    return item?.type === 'chunk' ? staticClosure(bundle, item, seen) : [];
  });
  return [...imported, chunk];
}

const cssOf = (chunk: OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];

/**
 * Writes `route-preloads.json` beside index.html: for every lazily loaded top-level page, the chunks and
 * stylesheets its first render needs. The server adds them to the HTML it answers for that page
 * (`<link rel="modulepreload">`), so they download alongside the entry instead of after it has run, which is
 * one full round trip less before the first paint. Pages' LCP pictures come from `PAGE_PRELOADS`.
 */
export function routePreloads(options: { router: string; pages: Record<string, PagePreloads> }): Plugin {
  let base = '/';
  return {
    name: 'ile:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('route-preloads: the build has no entry chunk');
      const initial = new Set(staticClosure(bundle, entry));
      const initialCss = new Set([...initial].flatMap(cssOf));
      const routes: RoutePreload[] = [];
      for (const [, path, specifier] of readFileSync(options.router, 'utf8').matchAll(LAZY_ROUTE)) {
        if (!path || !specifier) continue;
        const resolved = await this.resolve(specifier, options.router);
        const page = resolved && chunks.find((chunk) => chunk.facadeModuleId === resolved.id);
        if (!page) this.error(`route-preloads: no chunk for ${path} (${specifier})`);
        const needed = staticClosure(bundle, page).filter((chunk) => !initial.has(chunk));
        routes.push({
          path,
          scripts: needed.map((chunk) => `${base}${chunk.fileName}`),
          styles: [...new Set(needed.flatMap(cssOf))]
            .filter((file) => !initialCss.has(file))
            .map((file) => `${base}${file}`),
          ...options.pages[path],
        });
      }
      const unknown = Object.keys(options.pages).filter(
        (path) => !routes.some((route) => route.path === path),
      );
      if (unknown.length > 0) this.error(`route-preloads: no lazy route for ${unknown.join(', ')}`);
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      });
    },
  };
}
