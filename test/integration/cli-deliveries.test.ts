import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { newId } from '@shared/domain/ids.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { runCli } from '@test/support/cli.js';
import { deliveryHelpers } from '@test/support/delivery.js';
import { eventually, startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * `formbase submissions deliveries` and `formbase replay` against the local service with its queues running: a
 * webhook that failed twice before it delivered, and an endpoint whose delivery died while it was down. Each test has
 * its own form and receiver, so they run at once.
 */
let app: LocalApp;
let tenant: TestTenant;
let flaky: Receiver;
let down: Receiver;
let env: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({ config: { deliverySchedule: [1, 1] } });
  tenant = await createTestTenant(app);
  env = { FORMBASE_URL: app.baseUrl, FORMBASE_API_KEY: tenant.fullKey, FORMBASE_CONFIG_DIR: '/nonexistent' };
  flaky = await startReceiver((_req, n) => (n <= 2 ? { status: 503, body: 'busy' } : { status: 204 }));
  down = await startReceiver(() => ({ status: 503, body: 'down for maintenance' }));
}, 120_000);
afterAll(async () => {
  await flaky?.close();
  await down?.close();
  await app?.stop();
});

// Every step spawns the real executable (TypeScript compiled on start): ~2 s each on a busy 2-core machine.
const SLOW = { timeout: 120_000 };

describe.concurrent('formbase submissions deliveries', SLOW, () => {
  it("shows the submission's timeline with the webhook's name and its identical failures folded", async () => {
    const h = deliveryHelpers(app, tenant);
    const hook = await h.formWithWebhook(flaky, { description: 'CRM' });
    const sid = await h.submit(hook.slug);
    await h.settled(hook.webhookId, 'delivered');

    const human = await runCli(['submissions', 'deliveries', sid, '--form', hook.formId], { env });
    expect(human.code, human.stderr).toBe(0);
    const lines = human.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^AT\s+TARGET\s+WHAT$/);
    const webhookLines = lines.filter((l) => l.includes('Webhook CRM'));
    expect(webhookLines).toHaveLength(2);
    expect(webhookLines[0]).toMatch(/2 × failed: endpoint answered HTTP 503 until \d{4}-/);
    expect(webhookLines[1]).toMatch(/delivered \(HTTP 204, \d+ ms\)/);

    const json = await runCli(['submissions', 'deliveries', sid, '--form', hook.formId, '--json'], { env });
    expect(json.code, json.stderr).toBe(0);
    const api = await h.call('GET', `/v1/forms/${hook.formId}/submissions/${sid}/deliveries`, {
      token: tenant.fullKey,
    });
    expect(json.json).toEqual(api.body);
    expect(json.json.entries.filter((e: { target_kind: string }) => e.target_kind === 'webhook')).toHaveLength(3);

    const missing = await runCli(['submissions', 'deliveries', '--form', hook.formId], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/needs a submission id/);
    const other = await createTestTenant(app);
    const foreign = await runCli(['submissions', 'deliveries', sid, '--form', hook.formId, '--json'], {
      env: { ...env, FORMBASE_API_KEY: other.fullKey },
    });
    expect(foreign.code).toBe(1);
    expect(foreign.json.error).toMatchObject({ status: 404 });
  });
});

describe.concurrent('formbase replay', SLOW, () => {
  it('sends the dead delivery again with its original webhook-id, and shows the job', async () => {
    const h = deliveryHelpers(app, tenant);
    const hook = await h.formWithWebhook(down);
    await h.submit(hook.slug);
    const [dead] = await h.settled(hook.webhookId, 'dead');
    const tried = down.requests.length;
    const originalId = down.requests[0]!.headers['webhook-id'];
    expect(dead!.event_id).toBe(originalId);

    down.respondWith(() => ({ status: 204 }));
    const run = await runCli(['replay', '--webhook', hook.webhookId, '--since', '10m'], { env });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Replay rpl_\S+ \(.+ to .+, failed and dead\): done\n1 of 1 sent again, 0 left alone/);
    const replayId = /^Replay (\S+)/.exec(run.stdout)![1]!;
    await eventually(async () => (down.requests.length === tried + 1 ? true : undefined), 15_000, 'the replayed try');
    expect(down.requests[tried]!.headers['webhook-id']).toBe(originalId);
    await h.settled(hook.webhookId, 'delivered');

    const shown = await runCli(['replay', 'show', replayId, '--webhook', hook.webhookId, '--json'], { env });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.json).toMatchObject({ id: replayId, status: 'done', matched: 1, enqueued: 1, skipped: 0 });
    const again = await runCli(['replay', '--webhook', hook.webhookId, '--since', '10m', '--only', 'dead', '--json'], {
      env,
    });
    expect(again.json).toMatchObject({ status: 'done', matched: 0, enqueued: 0, statuses: ['dead'] });
  });

  it('refuses a missing endpoint, a bad time and an unknown integration', async () => {
    const noEndpoint = await runCli(['replay', '--since', '1h'], { env });
    expect(noEndpoint.code).toBe(2);
    expect(noEndpoint.stderr).toMatch(/--webhook <id> or --integration <id>/);
    const badTime = await runCli(['replay', '--webhook', 'whk_x', '--since', 'last tuesday'], { env });
    expect(badTime.code).toBe(2);
    expect(badTime.stderr).toMatch(/--since must be a date/);
    const badOnly = await runCli(['replay', '--webhook', 'whk_x', '--since', '1h', '--only', 'pending'], { env });
    expect(badOnly.code).toBe(2);
    const unknown = await runCli(['replay', '--integration', newId('integration'), '--since', '2d', '--json'], { env });
    expect(unknown.code).toBe(1);
    expect(unknown.json.error).toMatchObject({ status: 404 });
  });
});

describe.concurrent('formbase listen', SLOW, () => {
  it("forwards the form's new submissions to a local endpoint, signed, and prints each answer", async () => {
    const h = deliveryHelpers(app, tenant);
    const local = await startReceiver(() => ({ status: 200, body: 'thanks from the laptop' }));
    try {
      const created = await h.call('POST', '/v1/forms', { token: tenant.fullKey, body: { name: 'Listened' } });
      const form = { formId: created.body.id as string, slug: created.body.public_slug as string };
      const settings = { rate_limit: { disabled: true } };
      await h.call('PATCH', `/v1/forms/${form.formId}`, { token: tenant.fullKey, body: { settings } });
      const before = new Date(Date.now() - 1000).toISOString();
      const first = await h.submit(form.slug, { name: 'Ada', message: 'first' });
      const second = await h.submit(form.slug, { name: 'Grace', message: 'second' });
      const secret = `whsec_${Buffer.from('a local signing secret, 32 bytes').toString('base64')}`;
      const run = await runCli(
        [
          'listen',
          '--form',
          form.formId,
          '--forward-to',
          local.url,
          '--since',
          before,
          '--count',
          '2',
          '--secret',
          secret,
        ],
        { env },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain(`to ${local.url}`);
      expect(run.stderr).not.toContain('Signing secret for this session');
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines).toEqual([
        expect.stringMatching(new RegExp(`${first}  → 200 in \\d+ ms  thanks from the laptop$`)),
        expect.stringMatching(new RegExp(`${second}  → 200 in \\d+ ms  thanks from the laptop$`)),
      ]);
      type Payload = { type: string; data: { form_id: string; submission: { id: string; fields: object } } };
      const verifier = new Webhook(secret);
      const payloads = local.requests.map(
        (r) => verifier.verify(r.body, r.headers as Record<string, string>) as Payload,
      );
      expect(payloads.map((p) => [p.type, p.data.form_id, p.data.submission.id])).toEqual([
        ['submission.created', form.formId, first],
        ['submission.created', form.formId, second],
      ]);
      expect(payloads[1]!.data.submission.fields).toMatchObject({ name: 'Grace', message: 'second' });

      // Without --secret, one is made for the session and printed; --json prints one line per forward.
      const json = await runCli(
        ['listen', '--form', form.formId, '--forward-to', local.url, '--since', before, '--count', '1', '--json'],
        { env },
      );
      expect(json.code, json.stderr).toBe(0);
      expect(JSON.parse(json.stdout)).toMatchObject({ submission_id: first, status: 200, error: null });
      const printed = /Signing secret for this session: (whsec_\S+)/.exec(json.stderr);
      expect(printed, json.stderr).not.toBeNull();
      const last = local.requests.at(-1)!;
      expect(() => new Webhook(printed![1]!).verify(last.body, last.headers as Record<string, string>)).not.toThrow();

      const bad = await runCli(['listen', '--form', form.formId, '--forward-to', 'ftp://x'], { env });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/--forward-to must be an http or https URL/);
    } finally {
      await local.close();
    }
  });
});
