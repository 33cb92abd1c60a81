import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.ILE_API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', sourcemap: true },
});
