import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.ILE_API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': api,
      '/media': api,
      // The queue monitor (bull-board) is served by the api under the console's base path.
      '/admin/queues': api,
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
