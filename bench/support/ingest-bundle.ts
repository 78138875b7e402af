import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFunctionBundle, bundleBudgetBytes, largestParts, type FunctionBundle } from '@lib/bundle-budgets.js';
import { EVENT_STREAMS, INGEST_BUNDLING, INGEST_ENTRY } from '@lib/bundling.js';
import { createLambdaHttpServer, eventFromRequest, lambdaContext, type HttpHandler } from '@local/http-adapter.js';
import { envNameOf, QUEUE_URL_FIELDS, type AppConfig } from '@shared/config.js';
import { median } from './load.js';

/** The ingest function as CDK stages it: `index.mjs` (+ map), its lazy packages in `node_modules/`, its data files. */
export type Bundle = FunctionBundle;

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const directorySize = (path: string): number =>
  readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

/** Builds the ingest bundle into a temporary directory as CDK does: esbuild, then the `afterBundling` commands. */
export const buildIngestBundle = (): Promise<Bundle> => buildFunctionBundle('ingest');

/** Prints size, largest parts, cold import and the lazy list's first load (each import in a fresh `node`). */
export function printBundleFigures(bundle: Bundle): void {
  const bytes = bundle.bytes;
  const met = bytes <= bundleBudgetBytes('ingest') ? 'met' : 'NOT met';
  const budget = `budget ${bundleBudgetBytes('ingest') / 1000} KB: ${met}`;
  console.log(`bundle ${INGEST_ENTRY}: ${kib(bytes)} minified (${bytes} bytes; ${budget})`);
  const top = largestParts(bundle.metafile);
  console.log(`  largest parts: ${top.map(([name, size]) => `${name} ${kib(size)}`).join(', ')}`);
  const shipped = (INGEST_BUNDLING.lazyPackages ?? []).map(
    (name) => `${name} (${kib(directorySize(join(bundle.dir, 'node_modules', name)))})`,
  );
  console.log(`  left out, shipped beside it: ${shipped.join(', ')}; left out: ${EVENT_STREAMS}`);

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
  const queues = Object.values(QUEUE_URL_FIELDS).flatMap((fields) => [fields.queue, fields.dlq]);
  const fields = ['tableName', 'bucketName', ...queues, 'mailFrom', 'publicBaseUrl'] as const;
  return Object.fromEntries(fields.map((field) => [envNameOf(field), config[field]]));
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

/** The bundled function's handler, configured for the local deployment `config` describes, in this process. */
async function loadBundledHandler(
  bundle: Bundle,
  config: AppConfig,
): Promise<{ handler: HttpHandler; unmute(): void }> {
  Object.assign(process.env, functionEnvironment(config));
  const unmute = muteRequestLogs();
  const { handler } = (await import(pathToFileURL(bundle.file).href)) as { handler: HttpHandler };
  return { handler, unmute };
}

/**
 * Serves the bundled function itself behind the local HTTP adapter (API Gateway events), configured for the local
 * deployment `config` describes, in this process.
 */
export async function serveBundledFunction(
  bundle: Bundle,
  config: AppConfig,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const { handler, unmute } = await loadBundledHandler(bundle, config);
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

/**
 * The bundled function invoked as Lambda invokes it: an API Gateway event in, the proxy result out, no HTTP on either
 * side (API Gateway's own hop is not ours to measure). The event is the local adapter's, built once per post from
 * the same request line and headers a browser's JSON post has.
 */
export async function invokeBundledFunction(
  bundle: Bundle,
  config: AppConfig,
): Promise<{ post(slug: string, body: unknown): Promise<number>; stop(): void }> {
  const { handler, unmute } = await loadBundledHandler(bundle, config);
  return {
    async post(slug, body) {
      const request = {
        url: `/f/${slug}`,
        method: 'POST',
        httpVersion: '1.1',
        rawHeaders: ['host', '127.0.0.1', 'content-type', 'application/json', 'accept', 'application/json'],
        socket: { remoteAddress: '127.0.0.1' },
      } as unknown as IncomingMessage;
      const event = eventFromRequest(request, Buffer.from(JSON.stringify(body)));
      const result = await handler(event, lambdaContext(event.requestContext.requestId));
      return result.statusCode ?? 200;
    },
    stop: unmute,
  };
}
