import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApp, type LocalApp } from '@local/app.js';
import { useEndpoints } from '@local/emulators.js';
import { client, createTestTenant, testEndpoints } from '@test/support/app.js';
import { createForm, NO_RATE_LIMIT, postJson } from './ingest-support.js';

/**
 * The deployer's documented variables work locally as in AWS: a local service started with them set behaves as the
 * deployed functions would (`deployerSettings` in shared/config.ts), one behaviour per variable.
 */
const VARIABLES = {
  API_RATE_PER_SECOND: '0.5',
  API_RATE_BURST: '2',
  INGEST_CACHE_SECONDS: '60',
  PUBLIC_BASE_URL: 'https://forms.config-test.example',
  MAIL_FROM: 'forms@config-test.example',
  DELIVERY_SCHEDULE: '1,2,3',
  CAPTCHA_V2_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
};
const saved = Object.fromEntries(Object.keys(VARIABLES).map((name) => [name, process.env[name]]));
let app: LocalApp;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  useEndpoints(testEndpoints());
  Object.assign(process.env, VARIABLES);
  app = await startLocalApp({ prefix: `t${randomBytes(4).toString('hex')}`, quiet: true, pollers: false });
  call = client(app.baseUrl);
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await app?.stop();
});

describe('deployer variables on the local service', () => {
  it('API_RATE_BURST: the third immediate call of one key is refused 429', async () => {
    const key = (await createTestTenant(app, 'pro')).readKey;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call('GET', '/v1/forms', { token: key })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('API_RATE_PER_SECOND: a refused call is told to wait 2 s (one token every 2 s)', async () => {
    const key = (await createTestTenant(app, 'pro')).readKey;
    let refused;
    for (let i = 0; i < 3; i++) refused = await call('GET', '/v1/forms', { token: key });
    expect(refused!.status).toBe(429);
    expect(refused!.headers.get('retry-after')).toBe('2');
  });

  it('INGEST_CACHE_SECONDS: ingest keeps using the form it read after the owner deactivates it', async () => {
    const owner = await createTestTenant(app, 'pro');
    const form = await createForm(app, owner, NO_RATE_LIMIT);
    expect((await postJson(app, form.public_slug, { message: 'first' })).status).toBe(201);
    // The session, not the key that made the form: each credential has its own (small) API burst here.
    const off = await call('PATCH', `/v1/forms/${form.id}`, { token: owner.session, body: { is_active: false } });
    expect(off.status).toBe(200);
    expect((await postJson(app, form.public_slug, { message: 'within the cache' })).status).toBe(201);
  });

  it('PUBLIC_BASE_URL: the thank-you page a Formspree client is sent to lives under it', async () => {
    const form = await createForm(app, await createTestTenant(app, 'pro'), NO_RATE_LIMIT);
    const res = await postJson(app, form.public_slug, { message: 'hi' }, { headers: { 'formspree-client': 'x' } });
    expect(res.status).toBe(201);
    expect(res.body.next).toBe(`https://forms.config-test.example/f/${form.public_slug}/thanks`);
  });

  it('MAIL_FROM, DELIVERY_SCHEDULE and the CAPTCHA verify URLs are the running configuration', () => {
    expect(app.config).toMatchObject({
      mailFrom: 'forms@config-test.example',
      deliverySchedule: [1, 2, 3],
      captchaVerifyUrls: { captcha_v2: 'http://127.0.0.1:9/siteverify' },
    });
  });
});
