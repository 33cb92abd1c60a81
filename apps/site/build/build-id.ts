import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Names each production build: the bundle knows its id (`__ILE_BUILD__`), and `build.json` beside
 * `index.html` tells the api, which answers it on every API call (`x-ile-build`). A page whose id differs
 * from the api's was built for another version: it offers "Reload" and drops what it kept offline
 * (docs/offline.md).
 */
export function buildId(): Plugin {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'ile-build-id',
    config: (_config, { command }) => ({
      define: { __ILE_BUILD__: JSON.stringify(command === 'build' ? id : 'dev') },
    }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: `${JSON.stringify({ id })}\n` });
    },
  };
}
