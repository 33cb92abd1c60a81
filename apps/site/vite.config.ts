import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildId } from './build/build-id';
import { offlinePrecache } from './build/offline-precache';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';
import { themeBoot } from './build/theme-boot';
import { PAGE_PRELOADS } from './src/app/page-preloads';

const api = process.env.ILE_API_ORIGIN ?? 'http://localhost:8080';

/**
 * Small modules the public pages (home, search, listing, agents, agent) share: listing cards, pictures, the
 * save heart, dialogs and form fields, infinite lists, optional sections, listing vocabulary. Left to itself
 * the bundler gives each its own 0.2–2 kB chunk, a dozen more requests for every page (each with about 1 kB
 * of response headers, issue 20); together they are about 16 kB.
 */
const SHARED_BY_PUBLIC_PAGES = [
  'apps/site/src/components/property/',
  'apps/site/src/components/ui/responsive-image.',
  'apps/site/src/components/ui/clamped-text.',
  'apps/site/src/components/ui/offline-banner.',
  'apps/site/src/components/ui/form.',
  'apps/site/src/components/ui/dialog.',
  'apps/site/src/components/ui/optional-section.',
  'apps/site/src/components/ui/after-first-paint.',
  'apps/site/src/lib/use-media-query.',
  'apps/site/src/lib/use-on-visible.',
  'apps/site/src/lib/recently-viewed.',
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
  'packages/shared/src/helpers/viewing-record.',
  'node_modules/@tanstack/',
];
const isSharedByPublicPages = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return SHARED_BY_PUBLIC_PAGES.some((fragment) => path.includes(fragment));
};

/**
 * The states and districts, and the country → region filter of the home and search pages, with the search's
 * filter vocabulary (sorts, price steps): one chunk beside `shared`, since the agents' pages need neither.
 */
const REGIONS = [
  'apps/site/src/features/search/utils/search-filters.',
  'packages/shared/src/regions.',
  'packages/shared/src/constants/nigeria-states.',
  'packages/shared/src/constants/sierra-leone-districts.',
  'apps/site/src/components/form/region-options.',
  'apps/site/src/components/form/country-region-filter.',
];
const isRegions = (id: string) => REGIONS.some((fragment) => id.replaceAll('\\', '/').includes(fragment));

const precache = offlinePrecache();

/**
 * The built site runs on Preact's React compatibility layer: about 50 kB (gzip) lighter than react-dom on every
 * first load, which is what a data-saving phone pays for. Development and the unit tests keep React itself.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' && process.env.ILE_SITE_REACT !== '1' ? PREACT_FOR_REACT : [] },
  plugins: [
    react(),
    buildId(),
    themeBoot(),
    precache.plugin,
    routePreloads({
      router: fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)),
      pages: PAGE_PRELOADS,
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // The page registers it itself, after it is interactive (src/lib/pwa/service-worker-client.ts), and
      // asks before a new version takes over.
      injectRegister: false,
      registerType: 'prompt',
      // The shell and the offline pages' code (build/offline-precache.ts); the manifest's icons are added too.
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
        manifestTransforms: [precache.transform],
        sourcemap: false,
      },
      manifest: {
        name: 'Ile — property in Nigeria and Sierra Leone',
        short_name: 'Ile',
        description: 'Rent, lease, buy, share or find a hostel in Nigeria and Sierra Leone.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // --accent-600 of styles.css, the brand green of the header and buttons.
        theme_color: '#15803d',
        background_color: '#ffffff',
        lang: 'en',
        categories: ['lifestyle', 'business'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    precompress(),
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
}));
