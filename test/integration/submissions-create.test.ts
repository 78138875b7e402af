import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { defaultSettings, type Form } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import { expiryFor, type Submission } from '@shared/domain/submission.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';

let app: LocalApp;
let a: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  a = await createTestTenant(app);
});
afterAll(() => app.stop());

const newForm = async (tenantId: string): Promise<Form> => {
  const now = new Date().toISOString();
  const form: Form = {
    id: newId('form'), tenantId, name: 'F', emoji: '📝', publicSlug: `s${Math.random().toString(36).slice(2)}`,
    accessMode: 'public', isActive: true, externalKey: null, settings: defaultSettings(), notifyEmails: [],
    notifyCcEmails: [], notifyBccEmails: [], notifyRoutingAliases: [], notifySubject: null, allowedOrigins: [],
    createdAt: now, updatedAt: now, deletedAt: null, submissionCount: 0, unreadSubmissionCount: 0, captcha: null,
    emailHygiene: null, version: 1,
  };
  await app.deps.stores.forms.create(form);
  return form;
};

const sub = (form: Form, fields: Record<string, unknown>): Submission => {
  const now = Date.now();
  return {
    id: newId('submission', now), tenantId: form.tenantId, formId: form.id, createdAt: new Date(now).toISOString(),
    status: 'received', deletedAt: null, starred: false, readAt: null, locked: false, lockedReason: null, fields,
    files: [], submitterEmail: 'A@Example.com', submitterIp: '203.0.113.9', userAgent: 'ua', origin: null, referer: null,
    acceptLanguage: null, spamScore: null, spamReasons: [], expiresAt: expiryFor(new Date(now).toISOString(), 30),
  };
};

describe('create', () => {
  it('stores the submission and counts it on the form', async () => {
    const form = await newForm(a.tenantId);
    const fields = JSON.parse('{"z":"1","a":"2","__proto__":"x","":"empty","nested":{"k":[1,2]}}');
    const s = sub(form, fields);
    expect(await app.deps.stores.submissions.create(s)).toBe('created');
    expect(await app.deps.stores.submissions.create(s)).toBe('exists');
    const back = await app.deps.stores.submissions.get(a.tenantId, form.id, s.id);
    expect(back).toEqual(s);
    expect(Object.keys(back!.fields)).toEqual(['z', 'a', '__proto__', '', 'nested']);
    const f = await app.deps.stores.forms.get(a.tenantId, form.id);
    expect([f!.submissionCount, f!.unreadSubmissionCount]).toEqual([1, 1]);
    const page = await app.deps.stores.submissions.list(form.id, 'all', 10);
    expect(Object.entries(page.items[0]!.preview)).toEqual([['z', '1'], ['a', '2'], ['__proto__', 'x'], ['', 'empty'], ['nested', '{"k":[1,2]}']]);
  });
});
