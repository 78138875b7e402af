import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm run bench`: runs the exported `run()` of every `bench/*.ts` module in turn (each starts its own stand-ins).
 * `npm run bench -- ingest spam` runs only the named ones.
 */
const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const modules = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('.d.ts'))
  .map((file) => basename(file, '.ts'))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

if (modules.length === 0) {
  console.error(`no bench module matches ${wanted.join(', ')}`);
  process.exit(1);
}

let failed = false;
for (const name of modules) {
  console.log(`\n=== bench: ${name} ===`);
  const started = performance.now();
  try {
    const mod = (await import(pathToFileURL(join(here, `${name}.ts`)).href)) as { run?: () => Promise<void> };
    if (typeof mod.run !== 'function') throw new Error(`bench/${name}.ts does not export run()`);
    await mod.run();
  } catch (error) {
    failed = true;
    console.error(`bench ${name} failed:`, error);
  }
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(failed ? 1 : 0);
