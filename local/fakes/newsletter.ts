import { createHash } from 'node:crypto';
import type { FakeAnswer, FakeHandler } from './server.js';

const problem = (status: number, title: string, detail: string, extra: object = {}): FakeAnswer => ({
  status,
  headers: { 'content-type': 'application/problem+json' },
  body: {
    type: 'https://mailchimp.com/developer/marketing/docs/errors/',
    title,
    status,
    detail,
    instance: '',
    ...extra,
  },
});

const grants = new Set<string>();
const AUDIENCE = { id: 'a1b2c3d4e5', name: 'Local Newsletter' };

/** Mailchimp OAuth (token, metadata) and Marketing API 3.0 list members and tags. */
const mailchimp: FakeHandler = (req, ctx) => {
  if (req.method === 'GET' && req.path === '/oauth2/authorize') return ctx.authorize(req, 'mailchimp');
  if (req.method === 'POST' && req.path === '/oauth2/token') {
    if (req.form.get('grant_type') !== 'authorization_code' || !req.form.get('client_secret'))
      return { status: 400, body: { error: 'invalid_request' } };
    if (!ctx.redeem('mailchimp', req.form.get('code'), req.form.get('redirect_uri')))
      return { status: 400, body: { error: 'invalid_grant' } };
    const token = ctx.token('mc');
    grants.add(token);
    return { status: 200, body: { access_token: token, expires_in: 0, scope: null } };
  }
  if (req.method === 'GET' && req.path === '/oauth2/metadata') {
    if (!grants.has((req.headers.authorization ?? '').replace(/^OAuth /, '')))
      return { status: 401, body: { error: 'invalid_token' } };
    return {
      status: 200,
      body: {
        dc: 'us1',
        role: 'owner',
        accountname: 'Local Fake Account',
        api_endpoint: `${ctx.base}/mailchimp/api`,
        login_url: `${ctx.base}/mailchimp/login`,
      },
    };
  }
  if (!req.path.startsWith('/api/3.0/')) return undefined;
  if (!grants.has((req.headers.authorization ?? '').replace(/^Bearer /, '')))
    return problem(
      401,
      'API Key Invalid',
      'Your API key may be invalid, or you have attempted to access the wrong datacenter.',
    );
  if (req.method === 'GET' && req.path === '/api/3.0/lists')
    return { status: 200, body: { lists: [AUDIENCE], total_items: 1 } };
  const member = /^\/api\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/tags)?$/.exec(req.path);
  if (!member) return undefined;
  if (member[1] !== AUDIENCE.id)
    return problem(404, 'Resource Not Found', 'The requested resource could not be found.');
  if (member[3]) return req.method === 'POST' ? { status: 204 } : undefined;
  if (req.method !== 'PUT') return undefined;
  const email = String(req.json?.email_address ?? '');
  if (
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ||
    createHash('md5').update(email.toLowerCase()).digest('hex') !== member[2]
  )
    return problem(400, 'Invalid Resource', 'The resource submitted could not be validated.', {
      errors: [{ field: 'email_address', message: 'This value should be a valid email.' }],
    });
  if (req.json?.status !== undefined) return problem(400, 'Invalid Resource', 'The integration must not send status.');
  return {
    status: 200,
    body: {
      id: member[2],
      email_address: email,
      status: req.json?.status_if_new ?? 'pending',
      merge_fields: req.json?.merge_fields ?? {},
      list_id: member[1],
    },
  };
};

export const newsletterFakes = { mailchimp };
