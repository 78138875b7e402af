import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The page's frame is plain HTML drawn with the stylesheet alone. The built page does not load the app's module
 * scripts itself: it lists them (entry first, then its static imports) in `<meta name="app-modules">`, and
 * `public/first-screen.js` adds them once the first screen is painted, so the document, the stylesheet and that small
 * script have a slow line to themselves and the first paint never waits on 120 KB of script.
 */
const scriptsAfterFirstPaint = (): Plugin => ({
  name: 'scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const modules: string[] = [];
      const without = html
        .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
          modules.unshift(src);
          return '';
        })
        .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
          modules.push(href);
          return '';
        });
      if (modules.length === 0) throw new Error('index.html: no module script found to load after the first paint');
      return without.replace(
        '<script src="/first-screen.js"></script>',
        `<meta name="app-modules" content="${modules.join(' ')}" />\n    <script src="/first-screen.js"></script>`,
      );
    },
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
