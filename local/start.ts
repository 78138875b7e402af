import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { createOwner } from '@services/api/use-cases/owners.js';
import { accountSettings } from '@shared/account-settings.js';
import { startLocalApp, type LocalApp } from './app.js';
import { localTargets, startSynthesizedFunctions, synthesizeAssembly } from './synth.js';
import type { AppConfig } from '@shared/config.js';
import { ensureDashboardBuild } from './dashboard.js';
import { startEmulators, useEndpoints } from './emulators.js';
import { startProviderFakes } from './fakes/server.js';
import { integrationEnvironment, localIntegrationSettings } from './integrations.js';
import { forgetLocalService, recordLocalService } from './service-file.js';
import { newLocalSecretKey } from '@shared/adapters/crypto/secret-box.js';

/**
 * `npm start`: the whole service on this machine. DynamoDB and S3 data persist under `.local/`; the queues are
 * in memory (in-flight deliveries are lost on restart). The first start bootstraps a dev tenant and credentials.
 */
const DATA_DIR = join(process.cwd(), '.local');
const CREDENTIALS_FILE = join(DATA_DIR, 'dev-credentials.json');
/** AES key sealing integration credentials locally (KMS does this in AWS); kept so restarts can still open them. */
const SECRET_KEY_FILE = join(DATA_DIR, 'credentials-key');
const PORT = Number(process.env.PORT ?? 3000);
const DEV_OWNER_EMAIL = 'owner@localhost.test';
// The business metrics' EMF lines are for CloudWatch; locally they appear with LOG_REQUESTS=true.
process.env.POWERTOOLS_METRICS_DISABLED ??= String(process.env.LOG_REQUESTS !== 'true');

interface DevCredentials {
  base_url: string;
  /** The local dev owner's address; each start prints a fresh sign-in link for it. */
  owner_email?: string;
  api_key: string;
  read_api_key: string;
  session_token: string;
  tenant_id: string;
  email_preview_url?: string;
  integrations_preview_url?: string;
}

async function bootstrap(app: LocalApp, sesUrl: string, integrationsUrl: string): Promise<DevCredentials> {
  if (existsSync(CREDENTIALS_FILE)) {
    const stored = JSON.parse(readFileSync(CREDENTIALS_FILE, 'utf8')) as DevCredentials;
    const tenant = await app.deps.stores.tenants.get(stored.tenant_id);
    if (tenant)
      return { ...stored, base_url: app.baseUrl, email_preview_url: sesUrl, integrations_preview_url: integrationsUrl };
  }
  const ports = { ...app.deps.stores, now: app.deps.now };
  const tenant = await createTenant(ports, { name: 'Dev tenant', plan: 'free', ownerEmail: DEV_OWNER_EMAIL });
  const issue = (kind: 'api_key' | 'session', name: string, scope: 'read' | 'full') =>
    issueCredential(ports, { tenantId: tenant.id, kind, name, scope }).then((r) => r.token);
  return {
    base_url: app.baseUrl,
    api_key: await issue('api_key', 'dev full key', 'full'),
    read_api_key: await issue('api_key', 'dev read key', 'read'),
    session_token: await issue('session', 'dev session', 'full'),
    tenant_id: tenant.id,
    owner_email: DEV_OWNER_EMAIL,
    email_preview_url: sesUrl,
    integrations_preview_url: integrationsUrl,
  };
}

/** `npm start -- --synth [-c key=value ...]` or `FORMBASE_MODE=synth`: run the synthesized bundles (local/synth.ts). */
const synthMode = () => process.argv.includes('--synth') || process.env.FORMBASE_MODE === 'synth';

async function runSynthesized({
  config,
  baseUrl,
  failureQueueUrls,
}: {
  config: AppConfig;
  baseUrl: string;
  failureQueueUrls: Record<string, string>;
}) {
  const args = process.argv.slice(2);
  const context = Object.fromEntries(
    args.flatMap((arg, i) => (arg === '-c' && args[i + 1]?.includes('=') ? [args[i + 1]!.split(/=(.*)/s, 2)] : [])),
  );
  process.stdout.write(`Synthesizing the app into .local/cdk.out (${JSON.stringify(context)})...\n`);
  const assembly = synthesizeAssembly(context, join(DATA_DIR, 'cdk.out'));
  return startSynthesizedFunctions(assembly, localTargets(config, baseUrl, failureQueueUrls), {
    log: process.env.LOG_REQUESTS === 'true' ? (line) => process.stdout.write(line) : undefined,
  });
}

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  process.stdout.write('Starting DynamoDB Local, S3, SQS, SES and integration provider stand-ins...\n');
  const emulators = await startEmulators({ dataDir: DATA_DIR, sesPort: Number(process.env.SES_PORT ?? 8005) });
  const fakes = await startProviderFakes({ port: Number(process.env.FAKES_PORT ?? 8006) });
  useEndpoints(emulators.endpoints);
  if (!existsSync(SECRET_KEY_FILE)) writeFileSync(SECRET_KEY_FILE, newLocalSecretKey(), { mode: 0o600 });
  const integrations = localIntegrationSettings(fakes.urls, readFileSync(SECRET_KEY_FILE, 'utf8').trim());
  const dashboardDir = await ensureDashboardBuild((line) => process.stdout.write(line));
  const app = await startLocalApp({
    dashboardDir,
    prefix: 'formbase-local',
    port: PORT,
    quiet: process.env.LOG_REQUESTS !== 'true',
    // The local integrations' fakes and key, as the variables a deployment sets (SIGN_UP=open and the other
    // deployer variables come from this process's environment).
    environment: integrationEnvironment(integrations),
    // What was written while stopped is counted on the next start (the data in .local/ persists too).
    streamPositionsFile: join(DATA_DIR, 'stream-positions.json'),
    replaceHandlers: synthMode() ? runSynthesized : undefined,
  });
  recordLocalService(DATA_DIR, {
    pid: process.pid,
    table_name: app.config.tableName,
    region: process.env.AWS_REGION ?? 'us-east-1',
    endpoints: emulators.endpoints,
  });
  const integrationsUrl = `${fakes.url}/__requests`;
  const credentials = await bootstrap(app, emulators.endpoints.ses, integrationsUrl);
  writeFileSync(CREDENTIALS_FILE, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  const owner = await createOwner(
    { ...app.deps.stores, now: app.deps.now, settings: accountSettings(app.config) },
    { tenantId: credentials.tenant_id, email: credentials.owner_email ?? DEV_OWNER_EMAIL },
  );

  process.stdout.write(`
Formbase is running.

  Dashboard          ${app.baseUrl}/
  Base URL           ${app.baseUrl}
  API key (full)     ${credentials.api_key}
  API key (read)     ${credentials.read_api_key}
  Session token      ${credentials.session_token}   (an operator session: owner of the tenant, no user)
  Sign in (browser)  ${owner.signInLink}
                     (dev owner ${owner.email}; the link works once, for 15 minutes; restart for a new one)
  Tenant             ${credentials.tenant_id}
  E-mail preview     ${emulators.endpoints.ses}/   (every e-mail the service sends lands here)
  Integrations       ${integrationsUrl}   (what the local provider fakes received, JSON)
  Credentials file   ${CREDENTIALS_FILE}
  DynamoDB           ${emulators.endpoints.dynamodb}   (table ${app.config.tableName})
  Admin command      npm run admin -- tenant create --name NAME --owner-email EMAIL   (no variables needed)

Try it:
  curl -H "Authorization: Bearer ${credentials.api_key}" ${app.baseUrl}/v1/api-keys/current

Ctrl-C stops everything. Set LOG_REQUESTS=true to see one JSON log line per request.
`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nStopping...\n');
    forgetLocalService(DATA_DIR);
    await app.stop();
    await Promise.all([emulators.stop(), fakes.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
