import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createSubmissionStreamHandler } from '@services/api/handlers/submission-stream.js';
import type { Submission } from '@shared/domain/submission.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { streamRecord as record } from '@test/support/stream-records.js';
import { createForm, submissionFor } from '@test/support/submissions.js';

/**
 * The table-stream consumer's rollups fed stream records by hand (no poller): batches delivered again, as Lambda
 * retries them, must leave the figures exact. Failures and their retries, across the consumer's use cases: submission-stream.test.ts.
 */
let app: LocalApp;
let tenant: TestTenant;
const today = new Date();

beforeAll(async () => {
  app = await startTestApp({ pollers: false, tableStream: false });
  tenant = await createTestTenant(app);
});
afterAll(() => app.stop());

const figures = async (formId: string) => {
  const res = await client(app.baseUrl)('GET', `/v1/forms/${formId}/analytics?period=7d`, { token: tenant.fullKey });
  expect(res.status, res.text).toBe(200);
  const { total, verified_count, spam_count, countries } = res.body;
  return { total, verified_count, spam_count, countries };
};

function submissions(formId: string, n: number): Submission[] {
  return Array.from({ length: n }, (_, i) =>
    submissionFor(tenant.tenantId, formId, {
      createdAt: new Date(today.getTime() - i * 60_000).toISOString(),
      traffic: { country: i % 2 ? 'DE' : 'GB', source: { type: 'unknown' } },
    }),
  );
}

it('counts each stream record once when Lambda delivers its batch again', async () => {
  const formId = await createForm(app, tenant.fullKey);
  const [a, b, c] = submissions(formId, 3) as [Submission, Submission, Submission];
  const handler = createSubmissionStreamHandler(app.deps);
  const inserts = [record(null, a), record(null, b), record(null, c)];
  const spam = record(b, { ...b, status: 'spam' });
  const trash = record(c, { ...c, deletedAt: new Date().toISOString() });

  // A batch whose invocation failed or timed out after its writes comes again whole: its items refuse it.
  expect(await handler({ Records: inserts.slice(0, 2) }, {} as Context)).toEqual({ batchItemFailures: [] });
  await handler({ Records: inserts.slice(0, 2) }, {} as Context);
  await handler({ Records: [inserts[2]!, spam] }, {} as Context);
  await handler({ Records: [inserts[2]!, spam] }, {} as Context);
  await handler({ Records: [inserts[2]!, spam] }, {} as Context);
  await handler({ Records: [trash] }, {} as Context);
  await handler({ Records: [trash] }, {} as Context);
  expect(await figures(formId)).toEqual({
    total: 2,
    verified_count: 0,
    spam_count: 1,
    countries: [
      { country_code: 'DE', count: 1 },
      { country_code: 'GB', count: 1 },
    ],
  });
});
