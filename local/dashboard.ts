import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DASHBOARD_SECURITY_HEADERS, FILE_CACHE, IMMUTABLE_CACHE, PAGE_CACHE } from '@shared/infra/dashboard.js';

/** The dashboard workspace and its build output. */
export const DASHBOARD_ROOT = resolve(import.meta.dirname, '../packages/dashboard');
export const DASHBOARD_DIST = join(DASHBOARD_ROOT, 'dist');
/** What the build reads: a change to any of these makes the build stale. */
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '../client/src'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Builds the dashboard with Vite when `dist/` is missing or older than its sources; returns the dist directory. */
export async function ensureDashboardBuild(log: (line: string) => void = () => undefined): Promise<string> {
  const built = newestMtime(join(DASHBOARD_DIST, 'index.html'));
  const sources = Math.max(...SOURCES.map((s) => newestMtime(join(DASHBOARD_ROOT, s))));
  if (built > 0 && built >= sources) return DASHBOARD_DIST;
  log('Building the dashboard (packages/dashboard)...\n');
  const { build } = await import('vite');
  // Always the production build, also from the test runner: under NODE_ENV=test Vite and the React plugin would
  // emit development JSX against React's production runtime.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: DASHBOARD_ROOT,
      mode: 'production',
      logLevel: 'warn',
      configFile: join(DASHBOARD_ROOT, 'vite.config.ts'),
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return DASHBOARD_DIST;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const compressed = new Map<string, { mtimeMs: number; body: Buffer }>();
/** The file gzipped once per version (a rebuild changes the modification time). */
function gzipped(file: string): Buffer {
  const { mtimeMs } = statSync(file);
  const hit = compressed.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const body = gzipSync(readFileSync(file));
  compressed.set(file, { mtimeMs, body });
  return body;
}

/**
 * Serves the built single-page app as CloudFront serves it from S3: hashed `/assets/*` cached immutably, other
 * files briefly, and every other GET path (a page route) answered with `index.html`, never cached.
 */
export function dashboardFiles(dist: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dist, path));
    const inside = file.startsWith(dist + sep);
    const isFile = inside && existsSync(file) && statSync(file).isFile();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('method not allowed');
      return;
    }
    if (!isFile && (path.startsWith('/assets/') || extname(path) !== '')) {
      res.writeHead(404, { 'content-type': 'text/plain', ...DASHBOARD_SECURITY_HEADERS }).end('not found');
      return;
    }
    const target = isFile ? file : join(dist, 'index.html');
    const cache =
      !isFile || target.endsWith('index.html')
        ? PAGE_CACHE
        : path.startsWith('/assets/')
          ? IMMUTABLE_CACHE
          : FILE_CACHE;
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    // Compressed as CloudFront compresses: text types, for clients that accept gzip.
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? gzipped(target) : readFileSync(target);
    res.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': cache,
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...DASHBOARD_SECURITY_HEADERS,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
