import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
}

/** Sizes of the built dashboard: every chunk, and the JavaScript a route loads (its chunk and static imports). */
export function bundleSizes(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const size = (file: string): ChunkSize => {
    const body = readFileSync(join(dist, file));
    return { file, bytes: body.length, gzip: gzipSync(body).length };
  };
  /** The chunk of `key` and everything it imports statically (what the browser loads before it runs). */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const js = (keys: Set<string>) => [...keys].map((k) => size(manifest[k]!.file));
  const routeKey = (src: string) => Object.keys(manifest).find((k) => k.endsWith(src));
  const firstLoad = js(closure(entry));
  /** Extra JavaScript a lazily loaded page needs beyond the first load. */
  const route = (src: string) => {
    const key = routeKey(src);
    const base = closure(entry);
    return key ? js(new Set([...closure(key)].filter((k) => !base.has(k)))) : [];
  };
  const all = Object.values(manifest).map((c) => size(c.file));
  return { firstLoad, route, all, entrySources: [...closure(entry)] };
}

export const total = (chunks: ChunkSize[]) => chunks.reduce((n, c) => n + c.gzip, 0);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
