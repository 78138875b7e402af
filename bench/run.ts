import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm run bench`: runs the exported `run()` of every `bench/*.ts` module in turn, each in its own process (each
 * starts its own stand-ins, and the SDK clients are per process). `npm run bench -- ingest spam` runs only those.
 */
const here = dirname(fileURLToPath(import.meta.url));
const self = fileURLToPath(import.meta.url);
const CHILD_FLAG = '--bench-module';

async function runModule(name: string): Promise<void> {
  const mod = (await import(pathToFileURL(join(here, `${name}.ts`)).href)) as { run?: () => Promise<void> };
  if (typeof mod.run !== 'function') throw new Error(`bench/${name}.ts does not export run()`);
  await mod.run();
}

const childAt = process.argv.indexOf(CHILD_FLAG);
if (childAt !== -1) {
  await runModule(process.argv[childAt + 1]!);
  process.exit(0);
}

const wanted = process.argv.slice(2);
const modules = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.startsWith('.'))
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
  // The same Node flags (tsx's loader) in a fresh process.
  const child = spawnSync(process.execPath, [...process.execArgv, self, CHILD_FLAG, name], { stdio: 'inherit' });
  if (child.status !== 0) {
    failed = true;
    console.error(`bench ${name} failed (exit ${child.status ?? child.signal})`);
  }
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(failed ? 1 : 0);
