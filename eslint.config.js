import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The dependency rules of DESIGN.md ("Dependencies point one way"). Flat config replaces a rule's options per
 * file instead of merging them, so each layer's block lists every import it may not make: the runtime ban first,
 * then its own. `test/unit/lint-boundaries.test.ts` proves each rule fails a forbidden import.
 */
const SERVICES = ['api', 'ingest', 'delivery', 'exports'];
const ban = (group, message) => ({ group, message });
const runtime = [
  ban(['aws-cdk-lib', 'aws-cdk-lib/*', 'constructs', '@lib/*', '**/lib/*'], 'Runtime code never imports the CDK app.'),
  ban(['@local/*', '**/local/*'], 'Runtime code never knows it runs locally.'),
];
const noHttp = ban(['@shared/http/*'], 'Only handlers and routes speak HTTP; log through @shared/observability/log.');
const noServices = ban(['@services/*'], 'Shared code never imports a service.');
const layers = {
  'services/**': runtime,
  'shared/**': [...runtime, noServices],
  'shared/adapters/**': [...runtime, noServices, noHttp],
  'shared/domain/**': [
    ...runtime,
    noServices,
    noHttp,
    ban(['@aws-sdk/*', '@middy/*'], 'The domain imports no AWS SDK and no transport.'),
    ban(['@shared/adapters/*', '@shared/infra/*', '../adapters/*', '../infra/*'], 'The domain never imports adapters.'),
  ],
  ...Object.fromEntries(
    SERVICES.map((svc) => {
      const others = SERVICES.filter((s) => s !== svc);
      const sibling = ban(
        others.flatMap((s) => [`@services/${s}/*`, `../${s}/*`, `../../${s}/*`]),
        'Services never import each other; they meet in the table and the queues.',
      );
      return [`services/${svc}/**`, [...runtime, sibling]];
    }),
  ),
};
const useCaseBans = (svc) => [
  ...layers[`services/${svc}/**`],
  noHttp,
  ban(['@aws-sdk/*', '@middy/*', '@shared/adapters/*'], 'Use cases work over ports, not adapters.'),
];
for (const svc of SERVICES) layers[`services/${svc}/use-cases/**`] = useCaseBans(svc);
// The browser app and the typed client reach the server only over HTTP.
layers['packages/{client,dashboard}/**'] = [
  ban(
    ['@shared/*', '@services/*', '@local/*', '@lib/*', '**/shared/*', '**/services/*'],
    'The client and the dashboard import nothing from the server: they call it through the typed client.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'cdk.out/**',
      '.local/**',
      'local/stubs/**',
      '**/generated/**',
      'packages/*/dist/**',
      'packages/*/.build/**',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['local/**', 'scripts/**', 'bench/**', 'test/**', 'packages/cli/**'],
    rules: { 'no-console': 'off' },
  },
  // Most specific last: a later block's options replace an earlier one's for the files both match.
  ...Object.entries(layers).map(([glob, patterns]) => ({
    files: [glob],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  // Runtime code reads its environment through the configuration module only (shared/config.ts declares every
  // variable). `process.env.FORMBASE_TRACING` is a build-time constant esbuild replaces (lib/bundling.ts).
  {
    files: ['shared/**', 'services/**'],
    ignores: ['shared/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ':not(MemberExpression) > MemberExpression[object.name="process"][property.name="env"]',
          'MemberExpression[object.object.name="process"][object.property.name="env"]:not([property.name="FORMBASE_TRACING"])',
        ].map((selector) => ({
          selector,
          message: 'Read settings through @shared/config.js (declared in its SETTINGS), not process.env.',
        })),
      ],
    },
  },
);
