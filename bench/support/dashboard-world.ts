import { BatchWriteCommand } from '@shared/adapters/dynamo/commands.js';
import { startLocalApp, type LocalApp } from '@local/app.js';
import { ensureDashboardBuild } from '@local/dashboard.js';
import { startEmulators, useEndpoints, type Emulators } from '@local/emulators.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { submissionToItem } from '@shared/adapters/dynamo/submission-items.js';
import { newId } from '@shared/domain/ids.js';
import type { Submission } from '@shared/domain/submission.js';
import type { SubmissionTraffic } from '@shared/domain/traffic.js';
import { submissionFor } from '@test/support/submissions.js';

const NAMES = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Linus Torvalds',
  'Margaret Hamilton',
];
const MESSAGES = [
  'Could you send me a quote for the spring campaign?',
  'Loved the demo. Do you ship to Portugal?',
  'We would like to book a table for six on Friday.',
  'Is the workshop still open for registration?',
];
const COUNTRIES = ['DE', 'US', 'FR', 'GB', 'PT', 'JP', null];
const SOURCES: SubmissionTraffic['source'][] = [
  { type: 'utm', utmSource: 'newsletter', utmCampaign: 'spring' },
  { type: 'referrer', referrer: 'www.google.com' },
  { type: 'referrer', referrer: 'blog.example.org' },
  { type: 'unknown' },
];
/** Varied status, country and source, as a real form's traffic looks. */
const picture = (i: number): Partial<Submission> => ({
  status: i % 9 === 0 ? 'spam' : i % 4 === 0 ? 'verified' : 'received',
  spamScore: i % 9 === 0 ? 0.93 : 0.04,
  spamReasons: i % 9 === 0 ? ['links:3', 'blocked_keyword:casino'] : [],
  starred: i % 11 === 0,
  traffic: { country: COUNTRIES[i % COUNTRIES.length]!, source: SOURCES[(i * 7) % SOURCES.length]! },
});

export interface DashboardBenchWorld {
  emulators: Emulators;
  app: LocalApp;
  tenantId: string;
  /** The owner's dashboard session (`fb_session` cookie value). */
  session: string;
  /**
   * A form holding `count` submissions (written straight to the table, 25 per BatchWriteItem), one a second up to
   * now, or spread over the last `spreadDays` days with countries, sources and some spam (for pictures).
   */
  formWith(count: number, name: string, spreadDays?: number): Promise<string>;
  stop(): Promise<void>;
}

/** The local service with the built dashboard, an organization and its owner signed in, on fresh stand-ins. */
export async function startDashboardBench(options: { tableStream?: boolean } = {}): Promise<DashboardBenchWorld> {
  const emulators = await startEmulators();
  useEndpoints(emulators.endpoints);
  const dashboardDir = await ensureDashboardBuild((line) => process.stdout.write(line));
  const app = await startLocalApp({
    prefix: `bd${Date.now().toString(36)}`,
    quiet: true,
    pollers: false,
    tableStream: options.tableStream ?? false,
    sweepIntervalMs: 0,
    dashboardDir,
  });
  const { stores, now } = app.deps;
  const at = now().toISOString();
  const email = 'owner@example.com';
  const tenant = await createTenant({ ...stores, now }, { name: 'Bench', plan: 'enterprise', ownerEmail: email });
  const user = await stores.users.createOrGet({ id: newId('user'), email, createdAt: at });
  await stores.memberships.add({ tenantId: tenant.id, userId: user.id, email, role: 'owner', joinedAt: at });
  const { token: session } = await issueCredential(
    { credentials: stores.credentials, now },
    {
      tenantId: tenant.id,
      kind: 'session',
      name: 'bench',
      scope: 'full',
      ttlSeconds: 3600,
      user: { id: user.id, userAgent: null, ipPrefix: null },
    },
  );
  const table = app.runtime.table;
  return {
    emulators,
    app,
    tenantId: tenant.id,
    session,
    async formWith(count, name, spreadDays) {
      const res = await fetch(`${app.baseUrl}/v1/forms`, {
        method: 'POST',
        headers: { cookie: `fb_session=${session}`, origin: app.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      const form = (await res.json()) as { id: string };
      const span = spreadDays ? spreadDays * 86_400_000 : count * 1000;
      const start = Date.now() - span;
      const batches: Record<string, unknown>[][] = [];
      for (let i = 0; i < count; i += 25) {
        batches.push(
          Array.from({ length: Math.min(25, count - i) }, (_, j) =>
            submissionToItem(
              submissionFor(tenant.id, form.id, {
                createdAt: new Date(start + Math.floor(((i + j) * span) / count)).toISOString(),
                ...(spreadDays ? picture(i + j) : {}),
                fields: {
                  name: NAMES[(i + j) % NAMES.length]!,
                  email: `visitor${i + j}@example.com`,
                  message: MESSAGES[(i + j) % MESSAGES.length]!,
                },
                submitterEmail: `visitor${i + j}@example.com`,
              }),
            ),
          ),
        );
      }
      // A few writers at a time: DynamoDB Local is the limit, not the client.
      for (let b = 0; b < batches.length; b += 8) {
        await Promise.all(
          batches.slice(b, b + 8).map(async (items) => {
            let pending = { [table.name]: items.map((Item) => ({ PutRequest: { Item } })) };
            while (Object.keys(pending).length) {
              const out = await table.client.send(new BatchWriteCommand({ RequestItems: pending }));
              pending = (out.UnprocessedItems ?? {}) as typeof pending;
            }
          }),
        );
      }
      return form.id;
    },
    async stop() {
      await app.stop();
      await emulators.stop();
    },
  };
}
