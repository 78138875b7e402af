import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DURATIONS_FILE } from '../test/support/sequencer.js';

/**
 * `npm run test:durations`, after a full `npm test`: writes each file's time in that run (vitest's own record of it,
 * under node_modules/.vite/vitest) to test/file-durations.json, which orders the next runs longest first.
 */
const CACHE = fileURLToPath(new URL('../node_modules/.vite/vitest/', import.meta.url));

const results = readdirSync(CACHE).flatMap((dir) => {
  const file = join(CACHE, dir, 'results.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { results: [string, { duration?: number }][] }).results;
  } catch {
    return [];
  }
});
// Keys are `<project>:<file>`; a file is in one project.
const seconds = Object.fromEntries(
  results
    .map(([key, { duration }]) => [key.slice(key.indexOf(':') + 1), Math.round((duration ?? 0) / 100) / 10] as const)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
);
writeFileSync(DURATIONS_FILE, `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${Object.keys(seconds).length} files -> ${fileURLToPath(DURATIONS_FILE)}`);
