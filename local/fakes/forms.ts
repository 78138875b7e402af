import type { FakeHandler } from './server.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
let nextId = 1;

/** ActiveCampaign API v3: users/me, contact sync, contact lists, contact tags. Keys containing `revoked` are refused. */
const activecampaign: FakeHandler = (req) => {
  const key = req.headers['api-token'] ?? '';
  if (!key || key.includes('revoked')) return { status: 403, body: { message: 'No Result found for User with id 0' } };
  if (req.method === 'GET' && req.path === '/api/3/users/me')
    return { status: 200, body: { user: { id: '1', username: 'admin', firstName: 'Local', lastName: 'Owner' } } };
  if (req.method !== 'POST') return undefined;
  if (req.path === '/api/3/contact/sync') {
    const email = String(req.json?.contact?.email ?? '');
    if (!EMAIL.test(email))
      return {
        status: 422,
        body: {
          errors: [
            {
              title: 'Contact Email Address is not valid.',
              detail: '',
              code: 'email_invalid',
              source: { pointer: '/data/attributes/email' },
            },
          ],
        },
      };
    return { status: 201, body: { contact: { ...req.json.contact, id: String(nextId++) } } };
  }
  if (req.path === '/api/3/contactLists')
    return { status: 201, body: { contactList: { ...req.json?.contactList, id: String(nextId++) } } };
  if (req.path === '/api/3/contactTags')
    return { status: 201, body: { contactTag: { ...req.json?.contactTag, id: String(nextId++) } } };
  return undefined;
};

export const crmFakes = { activecampaign };

const WEB3FORMS_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Formspree `/f/{id}` (JSON), Web3Forms `/submit` (JSON only), Basin `/f/{id}` (urlencoded). */
export const forwardingFakes: Record<string, FakeHandler> = {
  formspree: (req) => {
    if (req.method !== 'POST' || !/^\/f\/[A-Za-z0-9_-]+$/.test(req.path)) return undefined;
    if (req.json === undefined) return { status: 400, body: { error: 'Invalid JSON' } };
    return { status: 200, body: { ok: true, next: 'https://formspree.io/thanks' } };
  },
  web3forms: (req) => {
    if (req.method !== 'POST' || req.path !== '/submit') return undefined;
    if (!req.headers['content-type']?.includes('application/json'))
      return { status: 301, headers: { location: '/submit' } };
    if (!WEB3FORMS_KEY.test(String(req.json?.access_key ?? '')))
      return { status: 400, body: { success: false, message: 'Invalid Access Key' } };
    return { status: 200, body: { success: true, message: 'Email sent successfully!', data: {} } };
  },
  basin: (req) => {
    if (req.method !== 'POST' || !/^\/f\/[A-Za-z0-9_-]+$/.test(req.path)) return undefined;
    if (!req.headers['content-type']?.includes('urlencoded'))
      return { status: 400, body: { error: 'unsupported body' } };
    return { status: 200, body: { success: true } };
  },
};
