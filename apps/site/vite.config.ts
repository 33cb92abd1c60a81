import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloads } from './build/route-preloads';
import { PAGE_PRELOADS } from './src/app/page-preloads';

const api = process.env.ILE_API_ORIGIN ?? 'http://localhost:8080';

/**
 * Small modules the public pages (home, search, listing, agents, agent) share: listing cards, pictures, the
 * save heart, dialogs and form fields, infinite lists, listing vocabulary. Left to itself the bundler gives
 * each its own 1–2 kB chunk, a dozen more requests for every page; together they are about 16 kB.
 */
const SHARED_BY_PUBLIC_PAGES = [
  'apps/site/src/components/property/',
  'apps/site/src/components/ui/responsive-image.',
  'apps/site/src/components/ui/clamped-text.',
  'apps/site/src/components/ui/form.',
  'apps/site/src/components/ui/dialog.',
  'apps/site/src/lib/use-media-query.',
  'apps/site/src/lib/infinite-sentinel.',
  'apps/site/src/lib/query-keys.',
  'apps/site/src/lib/saved-listings.',
  'apps/site/src/features/saved/components/',
  'apps/site/src/features/saved/api/',
  'apps/site/src/features/saved/hooks/',
  'apps/site/src/features/agents/components/avatar.',
  'apps/site/src/features/agents/components/card-list.',
  'packages/shared/src/constants/countries.',
  'packages/shared/src/constants/units.',
  'packages/shared/src/constants/option.',
  'packages/shared/src/constants/listing-options.',
  'packages/shared/src/helpers/units.',
  'node_modules/@tanstack/',
];
const isSharedByPublicPages = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return SHARED_BY_PUBLIC_PAGES.some((fragment) => path.includes(fragment));
};

/**
 * The states and districts, and the country → region filter of the home and search pages: one chunk beside
 * `shared`, since the agents' pages need neither.
 */
const REGIONS = [
  'packages/shared/src/regions.',
  'packages/shared/src/constants/nigeria-states.',
  'packages/shared/src/constants/sierra-leone-districts.',
  'apps/site/src/components/form/region-options.',
  'apps/site/src/components/form/country-region-filter.',
];
const isRegions = (id: string) => REGIONS.some((fragment) => id.replaceAll('\\', '/').includes(fragment));

export default defineConfig({
  plugins: [
    react(),
    routePreloads({
      router: fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)),
      pages: PAGE_PRELOADS,
    }),
  ],
  base: '/',
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': api,
      '/media': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk: left to itself the bundler splits out each
          // piece a lazy page also imports (the router, React Query, the api client...), about ten small
          // files every first load waits for, and a request costs more than its bytes on a mobile network.
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'shared', test: isSharedByPublicPages },
            { name: 'regions', test: isRegions },
          ],
        },
      },
    },
  },
});
