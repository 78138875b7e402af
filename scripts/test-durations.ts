import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
// Keys are `<project>:<file>`; a project's entry wins over one from before the projects (an empty name). Files
// that are gone are left out.
const byFile = new Map<string, { project: string; seconds: number }>();
for (const [key, { duration }] of results) {
  const [project, file] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (!existsSync(fileURLToPath(new URL(`../${file}`, import.meta.url)))) continue;
  if (byFile.get(file)?.project && !project) continue;
  byFile.set(file, { project, seconds: Math.round((duration ?? 0) / 100) / 10 });
}
const seconds = Object.fromEntries(
  [...byFile]
    .map(([file, { seconds }]) => [file, seconds] as const)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
);
writeFileSync(DURATIONS_FILE, `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${Object.keys(seconds).length} files -> ${fileURLToPath(DURATIONS_FILE)}`);
