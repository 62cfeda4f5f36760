import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-plugins/precompress.ts';
import { prerenderLogin } from './vite-plugins/prerender-login.ts';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * In development, /book-appointment/* and /reservar/* get the booking page, as the API server
 * does in production.
 */
const bookingPage: Plugin = {
  name: 'booking-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const url = req.url ?? '';
      if (url.startsWith('/book-appointment/') || url.startsWith('/reservar/')) {
        req.url = '/booking.html';
      }
      next();
    });
  },
};

// In development the API runs on its own port (API_PORT, default 3000; see scripts/dev.mjs); the
// proxy keeps every call same-origin, exactly as in production where the API serves this build.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), bookingPage, prerenderLogin(), precompress()],
  // `@/…` imports resolve through the "paths" of tsconfig.json.
  resolve: { tsconfigPaths: true },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each page loads, for the size budgets (scripts/check-budgets.mjs).
    manifest: true,
    // Two pages: the back office, and the light public booking page (its own entry and chunks).
    rolldownOptions: { input: { main: page('./index.html'), booking: page('./booking.html') } },
  },
});
