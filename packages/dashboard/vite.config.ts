import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API a dev server (`npm run dev -w packages/dashboard`) forwards to: `npm start` on its default port. */
const API = process.env.FORMBASE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed names under /assets/ are cached immutably; the polyfill would be an inline script (CSP forbids them).
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Which chunks each route loads (read by the dashboard bench).
    manifest: true,
  },
  server: { proxy: { '/v1': API, '/f': API, '/oauth': API } },
});
