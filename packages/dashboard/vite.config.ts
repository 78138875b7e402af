import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/** The inbox's page module: a form's first page, whose code `first-screen.js` preloads on a form's address. */
const INBOX_PAGE = 'src/features/inbox/Inbox.tsx';

/** The files of the chunk built from `moduleSuffix` and of its static imports, as the page's absolute paths. */
function chunkFiles(bundle: Rollup.OutputBundle | undefined, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle ?? {}).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const start = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
  if (!start) throw new Error(`index.html: no chunk built from ${moduleSuffix}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return [...files].map((file) => `/${file}`);
}

/**
 * The page's frame is plain HTML drawn with the stylesheet alone. The built page does not load the app's module
 * scripts itself: it lists them (entry first, then its static imports) in `<meta name="app-modules">`, and
 * `public/first-screen.js` adds them once the first screen is painted, so the document, the stylesheet and that small
 * script have a slow line to themselves and the first paint never waits on 120 KB of script. It also lists the inbox
 * page's own chunks (`<meta name="inbox-modules">`, those the entry does not load): on a form's address
 * `first-screen.js` preloads them in a task of their own, so the router's start finds them requested and its task only
 * starts the first requests.
 */
const scriptsAfterFirstPaint = (): Plugin => ({
  name: 'scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
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
      const inbox = chunkFiles(bundle, INBOX_PAGE).filter((file) => !modules.includes(file));
      return without.replace(
        '<script src="/first-screen.js"></script>',
        `<meta name="app-modules" content="${modules.join(' ')}" />\n` +
          `    <meta name="inbox-modules" content="${inbox.join(' ')}" />\n` +
          '    <script src="/first-screen.js"></script>',
      );
    },
  },
});

/**
 * V8's compile hint for the chunk holding React Router (with React, TanStack Query and the API client): Chromium compiles
 * all its functions with the module, in a task of its own before the app runs, instead of one by one on first call,
 * which made the router's start the longest script task of a load (15–24 ms of CPU, 9–10 with the hint). React DOM's
 * chunk has none: most of its functions never run on a load, compiling them all made its module's task the longest
 * one, and its first calls fall in React's short render slices.
 */
const eagerCompileHint = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => id.includes('/node_modules/react-router/')) ? '//# allFunctionsCalledOnLoad' : '';

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
    // After minification, which would drop the comment.
    rolldownOptions: { output: { postBanner: eagerCompileHint } },
  },
  server: { proxy: { '/v1': API, '/f': API, '/oauth': API } },
});
