import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The page's frame is plain HTML drawn with the stylesheet alone; the module scripts are deferred and never hold the
 * first paint. Marking them low priority says so: the document and the stylesheet go first on a slow line.
 */
const scriptsAfterFirstPaint = (): Plugin => ({
  name: 'scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
  },
});

/** The API a dev server (`npm run dev -w packages/dashboard`) forwards to: `npm start` on its default port. */
const API = process.env.FORMBASE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), scriptsAfterFirstPaint()],
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
