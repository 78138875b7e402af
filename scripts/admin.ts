import { parseArgs } from 'node:util';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { credentialStore } from '@shared/adapters/dynamo/credentials.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { PLAN_NAMES, type PlanName } from '@shared/domain/plans.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { adminTable, ADMIN_TARGETS } from './admin-target.js';
import { createOwner } from '@services/api/use-cases/owners.js';
import { membershipStore } from '@shared/adapters/dynamo/memberships.js';
import { signInLinkStore } from '@shared/adapters/dynamo/sign-in-links.js';
import { userStore } from '@shared/adapters/dynamo/users.js';
import { isMailAddress } from '@shared/domain/email/addresses.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { backfillSearchIndex } from '@shared/adapters/dynamo/search-index-backfill.js';
import { searchIndex } from '@shared/adapters/dynamo/search-index-writer.js';

const USAGE = `Usage: npm run admin -- <command> [options]

  tenant create  --name NAME --owner-email EMAIL [--plan free|pro|team|enterprise]
  tenant plan    --tenant TENANT_ID --plan free|pro|team|enterprise
  key create     --tenant TENANT_ID --name NAME [--scope read|full]
  key revoke     --tenant TENANT_ID --id KEY_ID
  owner create   --email EMAIL (--tenant TENANT_ID | --name NAME [--plan PLAN]) [--dashboard-origin URL]
                 the address becomes an owner (a new organization with --name) and a sign-in link (15 minutes,
                 single use) is printed; the origin defaults to DASHBOARD_ORIGIN, else PUBLIC_BASE_URL
  session create --tenant TENANT_ID [--name NAME] [--ttl-hours 168]
                 an operator session for scripts: it acts as an owner of the tenant and belongs to no user
  search-index backfill --tenant TENANT_ID [--form FORM_ID]
                 indexes the submissions stored before a form's search index began (after an upgrade), so text
                 searches of its older submissions read the index too; safe to run again

${ADMIN_TARGETS}`;

const SESSION_DEFAULT_TTL_HOURS = 168;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      table: { type: 'string' },
      name: { type: 'string' },
      'owner-email': { type: 'string' },
      plan: { type: 'string' },
      tenant: { type: 'string' },
      scope: { type: 'string', default: 'read' },
      id: { type: 'string' },
      'ttl-hours': { type: 'string', default: String(SESSION_DEFAULT_TTL_HOURS) },
      email: { type: 'string' },
      'dashboard-origin': { type: 'string' },
      form: { type: 'string' },
    },
  });
  const target = adminTable(values.table);
  if ('error' in target) fail(target.error);
  const table = { client: dynamoDocumentClient(), name: target.table };
  const ports = {
    tenants: tenantStore(table),
    credentials: credentialStore(table),
    users: userStore(table),
    memberships: membershipStore(table),
    signInLinks: signInLinkStore(table),
    now: () => new Date(),
  };
  const requireTenant = async () => {
    const id = values.tenant ?? fail('--tenant is required');
    if (!(await ports.tenants.get(id))) fail(`tenant ${id} not found`);
    return id;
  };
  const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));
  const planOption = (fallback?: PlanName): PlanName => {
    const plan = (values.plan ?? fallback ?? fail('--plan is required')) as PlanName;
    if (!PLAN_NAMES.includes(plan)) fail(`--plan must be one of ${PLAN_NAMES.join(', ')}`);
    return plan;
  };

  switch (positionals.join(' ')) {
    case 'tenant create': {
      const plan = planOption('free');
      const email = values['owner-email'] ?? fail('--owner-email is required');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('--owner-email is not an e-mail address');
      return print(
        await createTenant(ports, { name: values.name ?? fail('--name is required'), plan, ownerEmail: email }),
      );
    }
    case 'tenant plan': {
      // Locked (over-quota) submissions unlock on the sweeper's next run (every minute) when the new plan has room.
      const tenantId = await requireTenant();
      const plan = planOption();
      if (!(await ports.tenants.setPlan(tenantId, plan))) fail(`tenant ${tenantId} not found`);
      return print({ id: tenantId, plan });
    }
    case 'key create': {
      if (values.scope !== 'read' && values.scope !== 'full') fail('--scope must be read or full');
      const { credential, token } = await issueCredential(ports, {
        tenantId: await requireTenant(),
        kind: 'api_key',
        name: values.name ?? fail('--name is required'),
        scope: values.scope,
      });
      return print({ id: credential.id, scope: credential.scope, key: token });
    }
    case 'key revoke': {
      const tenantId = await requireTenant();
      const ok = await ports.credentials.revoke(
        tenantId,
        values.id ?? fail('--id is required'),
        new Date().toISOString(),
      );
      if (!ok) fail(`key ${values.id} not found for tenant ${tenantId}`);
      return print({ revoked: values.id });
    }
    case 'owner create': {
      const email = values.email ?? fail('--email is required');
      if (!isMailAddress(email.trim())) fail('--email is not an e-mail address');
      const origin =
        values['dashboard-origin'] ?? process.env.DASHBOARD_ORIGIN ?? process.env.PUBLIC_BASE_URL ?? undefined;
      if (!origin || !URL.canParse(origin))
        fail('--dashboard-origin (or DASHBOARD_ORIGIN / PUBLIC_BASE_URL) is required');
      const tenantId = values.tenant
        ? await requireTenant()
        : (
            await createTenant(ports, {
              name: values.name ?? fail('--tenant or --name is required'),
              plan: planOption('free'),
              ownerEmail: email.trim().toLowerCase(),
            })
          ).id;
      const owner = await createOwner(
        { ...ports, settings: { dashboardOrigin: new URL(origin).origin } },
        { tenantId, email },
      );
      return print({ tenant_id: tenantId, user_id: owner.userId, email: owner.email, sign_in_link: owner.signInLink });
    }
    case 'session create': {
      const hours = Number(values['ttl-hours']);
      if (!Number.isFinite(hours) || hours <= 0) fail('--ttl-hours must be a positive number');
      const { credential, token } = await issueCredential(ports, {
        tenantId: await requireTenant(),
        kind: 'session',
        name: values.name ?? 'admin session',
        scope: 'full',
        ttlSeconds: Math.round(hours * 3600),
      });
      return print({ id: credential.id, expires_at: credential.expiresAt, session_token: token });
    }
    case 'search-index backfill': {
      const tenantId = await requireTenant();
      const forms = await formStore(table).list(tenantId);
      const chosen = values.form === undefined ? forms : forms.filter((form) => form.id === values.form);
      if (chosen.length === 0 && values.form !== undefined)
        fail(`form ${values.form} not found for tenant ${tenantId}`);
      const index = searchIndex(table);
      const indexed = [];
      for (const form of chosen)
        indexed.push({ id: form.id, indexed: await backfillSearchIndex(table, index, form.id) });
      return print({ forms: indexed });
    }
    default:
      fail(positionals.length ? `unknown command: ${positionals.join(' ')}` : 'no command');
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
