import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { copyBesideBundle, esbuildOptions, INGEST_BUNDLING, INGEST_ENTRY, PROJECT_ROOT } from '@lib/bundling.js';
import { createLambdaHttpServer, type HttpHandler } from '@local/http-adapter.js';
import { ENV, type AppConfig } from '@shared/config.js';
import { median } from './load.js';

/** The ingest function as CDK stages it: `index.mjs` (+ map), its lazy packages in `node_modules/`, its data files. */
export interface Bundle {
  dir: string;
  file: string;
  metafile: esbuild.Metafile;
  remove(): void;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const directorySize = (path: string): number =>
  readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

/** Builds the ingest bundle into a temporary directory as CDK does: esbuild, then the `afterBundling` commands. */
export async function buildIngestBundle(): Promise<Bundle> {
  const dir = mkdtempSync(join(tmpdir(), 'ingest-bundle-'));
  const file = join(dir, 'index.mjs');
  const options = {
    ...esbuildOptions(INGEST_ENTRY, INGEST_BUNDLING, file),
    metafile: true,
    logLevel: 'silent',
  } as const;
  const { metafile } = await esbuild.build(options);
  for (const command of copyBesideBundle(INGEST_BUNDLING, PROJECT_ROOT, dir)) {
    execSync(command, { cwd: PROJECT_ROOT, stdio: 'ignore' });
  }
  return { dir, file, metafile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Prints size, largest parts, cold import and the lazy list's first load (each import in a fresh `node`). */
export function printBundleFigures(bundle: Bundle): void {
  const bytes = statSync(bundle.file).size;
  const met = bytes < 300_000 ? 'met' : 'NOT met';
  console.log(`bundle ${INGEST_ENTRY}: ${kib(bytes)} minified (${bytes} bytes; target < 300 KB: ${met})`);
  const bySource = new Map<string, number>();
  for (const output of Object.values(bundle.metafile.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file.split('/').slice(0, 2).join('/');
      bySource.set(pkg, (bySource.get(pkg) ?? 0) + input.bytesInOutput);
    }
  }
  const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  largest parts: ${top.map(([name, size]) => `${name} ${kib(size)}`).join(', ')}`);
  const shipped = (INGEST_BUNDLING.lazyPackages ?? []).map(
    (name) => `${name} (${kib(directorySize(join(bundle.dir, 'node_modules', name)))})`,
  );
  console.log(
    `  left out, shipped beside it: ${shipped.join(', ')}; left out: ${(INGEST_BUNDLING.unreachable ?? []).join(', ')}`,
  );

  // Fresh processes in the bundle's directory, so `import()` of a lazy package resolves as in the asset.
  const time = (code: string, flags: string[]) =>
    Number(
      execFileSync(process.execPath, [...flags, '--input-type=module', '-e', code], { cwd: bundle.dir }).toString(),
    );
  const start = `const t = performance.now(); const m = await import('./index.mjs'); if (!m.handler) process.exit(2);`;
  const coldImport = (flags: string[]) =>
    Array.from({ length: 5 }, () => time(`${start} console.log(performance.now() - t);`, flags));
  const spread = (values: number[]) =>
    `${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)})`;
  // Lambda runs it with NODE_OPTIONS=--enable-source-maps (service-function.ts), which also reads the source map.
  const deployed = spread(coldImport(['--enable-source-maps']));
  console.log(
    `cold import of the bundle (fresh node, median of 5): ${deployed} with --enable-source-maps as deployed; ${spread(coldImport([]))} without`,
  );
  const list = `const p = await import('disposable-email-domains-js'); (p.disposableEmailBlocklistSet ?? p.default.disposableEmailBlocklistSet)();`;
  const lazy = Array.from({ length: 5 }, () =>
    time(`${start} const l = performance.now(); ${list} console.log(performance.now() - l);`, []),
  );
  console.log(
    `first block_disposable check in an instance (imports the list, median of 5): +${median(lazy).toFixed(1)} ms`,
  );
}

/** The environment the stack gives the function, for this local deployment. */
function functionEnvironment(config: AppConfig): Record<string, string> {
  return {
    [ENV.tableName]: config.tableName,
    [ENV.bucketName]: config.bucketName,
    [ENV.eventsQueueUrl]: config.eventsQueueUrl,
    [ENV.eventsDlqUrl]: config.eventsDlqUrl,
    [ENV.deliveryQueueUrl]: config.deliveryQueueUrl,
    [ENV.deliveryDlqUrl]: config.deliveryDlqUrl,
    [ENV.mailFrom]: config.mailFrom,
    [ENV.publicBaseUrl]: config.publicBaseUrl,
  };
}

/** The bundled function logs one JSON line per request to stdout, as in Lambda; they stay out of the report. */
function muteRequestLogs(): () => void {
  const write = process.stdout.write;
  process.stdout.write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
    if (typeof chunk === 'string' && chunk.startsWith('{"level"')) return true;
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof process.stdout.write;
  return () => {
    process.stdout.write = write;
  };
}

/**
 * Serves the bundled function itself behind the local HTTP adapter (API Gateway events), configured for the local
 * deployment `config` describes, in this process.
 */
export async function serveBundledFunction(
  bundle: Bundle,
  config: AppConfig,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  Object.assign(process.env, functionEnvironment(config));
  const unmute = muteRequestLogs();
  const { handler } = (await import(pathToFileURL(bundle.file).href)) as { handler: HttpHandler };
  const server: Server = createLambdaHttpServer(() => handler);
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      unmute();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
