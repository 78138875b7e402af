import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import {
  localTargets,
  startSynthesizedFunctions,
  synthesizeAssembly,
  type CloudAssembly,
  type LocalTargets,
} from '@local/synth.js';
import { FUNCTION_NAMES } from '@shared/infra/functions.js';
import { browserClient } from '@test/support/accounts.js';
import { client, createTestTenant, startTestApp, testEndpoints, type TestTenant } from '@test/support/app.js';
import { startAwsCallRecorder, type AwsCallRecorder } from '@test/support/aws-call-recorder.js';
import { exportPath } from '@test/support/data-requests.js';
import { formatIamReport, platformCalls, rolePolicies, simulateCalls } from '@test/support/iam-simulation.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';
import { pdfBytes, presignOne, putToSlot } from '@test/support/uploads.js';
import { startReceiver, type Receiver } from '@test/support/webhook-receiver.js';
import { createForm, NO_RATE_LIMIT, post, postJson, type TestForm } from './ingest-support.js';

/**
 * What we deploy is what we test: the app synthesized with `-c apiRatePerSecond=1 -c apiRateBurst=2`, every
 * function run from its bundle in the cloud assembly with its template's environment (`local/synth.ts`), against
 * the local stand-ins. Each function's AWS requests pass through a recorder of its own (`aws-call-recorder.ts`),
 * and once the smoke has run, every recorded call is simulated against that function's synthesized role.
 */
const CONTEXT = { apiRatePerSecond: '1', apiRateBurst: '2', signUp: 'open' };
const dir = mkdtempSync(join(tmpdir(), 'formbase-synth-'));
let assembly: CloudAssembly;
let targets: LocalTargets;
let recorder: AwsCallRecorder;
let app: LocalApp;
let receiver: Receiver;
let owner: TestTenant;
let form: TestForm;

/** The API client of a well-behaved integration: on 429 it waits the Retry-After it was given, then tries again. */
const call = () => {
  const plain = client(app.baseUrl);
  return async (...args: Parameters<typeof plain>) => {
    for (let attempt = 1; ; attempt++) {
      const res = await plain(...args);
      if (res.status !== 429 || attempt === 5) return res;
      await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
    }
  };
};

beforeAll(async () => {
  assembly = synthesizeAssembly(CONTEXT, dir);
  recorder = await startAwsCallRecorder(testEndpoints(), [...FUNCTION_NAMES]);
  receiver = await startReceiver();
  app = await startTestApp({
    replaceHandlers: ({ config, baseUrl, failureQueueUrls }) => {
      targets = localTargets(config, baseUrl, failureQueueUrls);
      return startSynthesizedFunctions(assembly, targets, { endpointOf: recorder.endpointOf });
    },
  });
  owner = await createTestTenant(app, 'pro');
  form = await createForm(app, owner, NO_RATE_LIMIT);
}, 600_000);
afterAll(async () => {
  await app?.stop();
  await Promise.all([recorder?.stop(), receiver?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const BOUNDARY = '----formbaseSynthSmoke';
const multipart = (parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) =>
  Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"` +
          `${p.filename ? `; filename="${p.filename}"\r\nContent-Type: ${p.type}` : ''}\r\n\r\n`,
      ),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

describe('the synthesized bundles, run with their templates’ environment', () => {
  it('finds every function of the manifest in the assembly, each with its own bundle', () => {
    expect(assembly.functions.map((f) => f.name).sort()).toEqual([...FUNCTION_NAMES].sort());
    expect(new Set(assembly.functions.map((f) => f.dir)).size).toBe(FUNCTION_NAMES.length);
  });

  it('lists /v1/forms and answers 429 within a handful of calls under -c apiRatePerSecond=1 -c apiRateBurst=2', async () => {
    const statuses: number[] = [];
    const impatient = client(app.baseUrl);
    for (let i = 0; i < 6; i++) statuses.push((await impatient('GET', '/v1/forms', { token: owner.readKey })).status);
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
  });

  it('takes a JSON post, mails the owner through SES with the configuration set, signs the webhook', async () => {
    const notify = uniqueAddress('synth-owner');
    const patched = await call()('PATCH', `/v1/forms/${form.id}`, {
      token: owner.fullKey,
      body: { notify_emails: [notify] },
    });
    expect(patched.status, patched.text).toBe(200);
    const hook = await call()('POST', `/v1/forms/${form.id}/webhooks`, {
      token: owner.fullKey,
      body: { url: receiver.url },
    });
    expect(hook.status, hook.text).toBe(201);

    const res = await postJson(app, form.public_slug, { email: 'visitor@example.com', message: 'from the bundle' });
    expect(res.status, res.text).toBe(201);

    const [delivered] = await receiver.waitFor(1, 30_000);
    const verified = new Webhook(hook.body.secret as string).verify(
      delivered!.body,
      delivered!.headers as Record<string, string>,
    ) as { data: { submission: { id: string } } };
    expect(verified.data.submission.id).toBe(res.body.id);
    const [mail] = await waitForMail(notify, 1, 30_000);
    expect(mail?.body.text ?? mail?.body.html).toContain('from the bundle');
    const sent = recorder.mail.find((m) => JSON.stringify(m.body.Destination).includes(notify));
    expect(sent?.fn).toBe('emailAttempt');
    expect(sent?.body.ConfigurationSetName).toBe(targets.configurationSet);
  });

  it('stores a file sent in a multipart body and one uploaded to a presigned slot; both download', async () => {
    const inBody = pdfBytes(4096);
    const res = await post(
      app,
      form.public_slug,
      multipart([
        { name: 'message', value: 'see attached' },
        { name: 'cv', value: inBody, filename: 'cv.pdf', type: 'application/pdf' },
      ]),
      { contentType: `multipart/form-data; boundary=${BOUNDARY}` },
    );
    expect(res.status, res.text).toBe(201);
    const uploaded = pdfBytes(2048);
    const slot = await presignOne(app, form.public_slug, uploaded, { field: 'letter', filename: 'letter.pdf' });
    expect(await putToSlot(slot, uploaded)).toBe(200);
    const second = await postJson(app, form.public_slug, { message: 'uploaded', _uploads: [slot.key] });
    expect(second.status, second.text).toBe(201);

    for (const [id, bytes] of [
      [res.body.id as string, inBody],
      [second.body.id as string, uploaded],
    ] as const) {
      const shown = await call()('GET', `/v1/forms/${form.id}/submissions/${id}`, { token: owner.readKey });
      expect(shown.body.files).toMatchObject([{ status: 'finalized' }]);
      const link = await call()(
        'GET',
        `/v1/forms/${form.id}/submissions/${id}/files/${shown.body.files[0].id}?redirect=false`,
        { token: owner.readKey },
      );
      const download = await fetch(link.body.url as string);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('exports a submitter’s data as CSV', async () => {
    const subject = uniqueAddress('synth-subject');
    const posted = await postJson(app, form.public_slug, { email: subject, message: 'mine' });
    expect(posted.status, posted.text).toBe(201);
    const res = await call()('GET', exportPath(form.id, subject), { token: owner.readKey });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const rows = res.text.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(posted.body.id as string);
    expect(rows[1]).toContain('mine');
  });

  it('sends an autoresponder’s test through the configuration set', async () => {
    const other = await createForm(app, owner, NO_RATE_LIMIT, 'Autoresponder');
    const path = `/v1/forms/${other.id}/autoresponder`;
    const body = {
      from_name: 'Acme',
      subject_tmpl: 'Thanks',
      body_tmpl: 'Hello {{ fields.name }}',
      body_format: 'text',
    };
    expect((await call()('PUT', path, { token: owner.fullKey, body })).status).toBe(200);
    const to = uniqueAddress('synth-autoresponder');
    const sent = await call()('POST', `${path}/test`, { token: owner.fullKey, body: { to, sample: { name: 'Ada' } } });
    expect(sent.body).toEqual({ sent: true, recipient: to });
    expect((await waitForMail(to))[0]?.body.text).toContain('Hello Ada');
    const request = recorder.mail.find((m) => JSON.stringify(m.body.Destination).includes(to));
    expect(request?.fn).toBe('apiMail');
    expect(request?.body.ConfigurationSetName).toBe(targets.configurationSet);
  });

  it('mails a sign-in link through the configuration set, and the link signs in', async () => {
    const browser = browserClient(app);
    const email = uniqueAddress('synth-sign-in');
    expect((await browser('POST', '/v1/auth/email-links', undefined, { body: { email } })).status).toBe(202);
    const mail = recorder.mail.find((m) => JSON.stringify(m.body).includes(email));
    expect(mail?.fn).toBe('apiAccounts');
    expect(mail?.body.ConfigurationSetName).toBe(targets.configurationSet);
    const token = /#token=(fk_link_[A-Za-z0-9_-]+)/.exec(JSON.stringify(mail!.body))?.[1];
    expect(token).toBeDefined();
    const verified = await browser('POST', '/v1/auth/email-links/verify', undefined, { body: { token } });
    expect(verified.status).toBe(200);
  });
});

describe('the permissions of the synthesized roles', () => {
  const simulate = async (edit = (policies: ReturnType<typeof rolePolicies>, _fn: string) => policies) => {
    const policiesOf = Object.fromEntries(
      assembly.functions.map((fn) => [fn.name, edit(rolePolicies(assembly, fn, targets), fn.name)]),
    );
    const lambda = assembly.functions.flatMap((fn) => platformCalls(assembly, fn, targets));
    return simulateCalls(policiesOf, [...recorder.calls, ...lambda]);
  };

  it('allow every AWS call each function made during the smoke, and Lambda’s calls on its behalf', async () => {
    await app.settle();
    const report = await simulate();
    console.log(`AWS calls and unused grants per function (synth smoke):\n${formatIamReport(report)}`);
    expect(report.denied).toEqual([]);
    // The recording saw the functions the smoke drove, each through its own role.
    expect(report.calls.ingest).toEqual(expect.arrayContaining([expect.stringMatching(/^s3:PutObject arn:aws:s3:::/)]));
    expect(report.calls.emailAttempt).toEqual(expect.arrayContaining([expect.stringMatching(/^ses:SendEmail /)]));
    expect(report.calls.apiAccounts).toEqual(
      expect.arrayContaining([expect.stringMatching(/^ses:SendEmail .*:configuration-set\//)]),
    );
    expect(report.calls.export).toEqual(expect.arrayContaining([expect.stringMatching(/^dynamodb:Query /)]));
  });

  it('deny a call once the grant it needs is taken from the role', async () => {
    const withoutPut = await simulate((policies, fn) =>
      fn !== 'ingest'
        ? policies
        : policies.map((p) => ({
            ...p,
            policy: {
              ...p.policy,
              Statement: p.policy.Statement.map((s) => ({
                ...s,
                Action: [s.Action].flat().filter((a) => a !== 's3:PutObject'),
              })).filter((s) => s.Action.length),
            },
          })),
    );
    expect(withoutPut.denied.map((d) => `${d.fn} ${d.action}`)).toContain('ingest s3:PutObject');
  });
});
