import type { AddressInfo } from 'node:net';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createLambdaHttpServer, type HttpHandler } from '@local/http-adapter.js';
import { newId } from '@shared/domain/ids.js';
import type { SubmissionFile } from '@shared/domain/submission.js';
import { client, type TestTenant } from '@test/support/app.js';
import { csvRecords } from '@test/support/csv.js';
import { s3Client } from './s3.js';
import { createForm, NO_RATE_LIMIT, postJson, type TestForm } from '../integration/ingest-support.js';

/** Helpers of the data-request tests: the two operations over HTTP, and the fixtures they need. */

export const FIXED_LEADING = ['id', 'created_at', 'status', 'submitter_email'];
export const FIXED_TRAILING = [
  'deleted_at',
  'submitter_ip',
  'user_agent',
  'origin',
  'referer',
  'accept_language',
  'files',
];
export const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export const exportPath = (formId: string, email: string) =>
  `/v1/forms/${formId}/data-requests/export?submitter_email=${encodeURIComponent(email)}`;

/** The data-request calls of one tenant on one test app. */
export function dataRequests(app: LocalApp, tenant: TestTenant) {
  const call = client(app.baseUrl);
  return {
    call,
    /** Exports through HTTP (a read-scope key is enough) and parses the CSV strictly. */
    async exportCsv(formId: string, email: string, token = tenant.readKey) {
      const res = await call('GET', exportPath(formId, email), { token });
      expect(res.status, res.text).toBe(200);
      return { res, ...csvRecords(res.text) };
    },
    erase: (formId: string, email: unknown, token = tenant.fullKey) =>
      call('POST', `/v1/forms/${formId}/data-requests/erase`, { token, body: { submitter_email: email } }),
    /** Posts JSON to the public endpoint as a fetch() client would; returns the new submission id. */
    async submit(form: TestForm, fields: Record<string, unknown>): Promise<string> {
      const res = await postJson(app, form.public_slug, fields);
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    },
    /** A form that takes any number of posts (the per-submitter rate limit is off). */
    liveForm: (name?: string) => createForm(app, tenant, NO_RATE_LIMIT, name),
  };
}

/** Serves one handler composed with other dependencies (a fault, a lower limit) on its own port for `use`. */
export async function withServer(handler: unknown, use: (call: ReturnType<typeof client>) => Promise<void>) {
  const server = createLambdaHttpServer(() => handler as HttpHandler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A finalized upload of the field `cv` stored under `storageKey`. */
export const fileOf = (storageKey: string): SubmissionFile => ({
  id: newId('file'),
  fieldName: 'cv',
  originalName: 'cv.pdf',
  contentType: 'application/pdf',
  sizeBytes: 13,
  status: 'finalized',
  createdAt: new Date().toISOString(),
  finalizedAt: new Date().toISOString(),
  storageKey,
});

/** Whether the object is in the app's bucket (HeadObject on the S3 stand-in). */
export const objectExists = (app: LocalApp, key: string) =>
  s3Client()
    .send(new HeadObjectCommand({ Bucket: app.config.bucketName, Key: key }))
    .then(
      () => true,
      (error: { name?: string }) => (error.name === 'NotFound' ? false : Promise.reject(error)),
    );
