import * as z from 'zod/mini';
import { resolveMapping } from '@shared/domain/integrations/template.js';
import type { OutboundResponse } from '@shared/domain/outbound.js';
import {
  commonOutcome,
  ConnectError,
  fromResponse,
  JSON_TYPE,
  pace,
  parseAnswer,
  answer,
  opt,
  text,
  request,
  type DriverDeps,
  type IntegrationDriver,
  type SendInput,
  type SendOutcome,
} from './http.js';
import { integrationConfig } from '@shared/domain/integrations/registry.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 5 requests per second per account. */
const ACCOUNT_INTERVAL_MS = 200;

/** ActiveCampaign errors: `{errors: [{title, detail}]}` or `{message}`. */
const ErrorAnswer = answer({ message: text(), errors: opt(z.array(answer({ title: text(), detail: text() }))) });
const UserAnswer = answer({ user: opt(answer({})) });
const ContactAnswer = answer({ contact: opt(answer({ id: opt(z.union([z.string(), z.number()])) })) });

const base = (apiUrl: string) => apiUrl.replace(/\/+$/, '');

function call(deps: DriverDeps, input: SendInput, path: string, body: unknown) {
  return pace(`ac:${input.credentials.api_url}`, ACCOUNT_INTERVAL_MS).then(() =>
    request(deps, {
      url: `${base(input.credentials.api_url!)}/api/3${path}`,
      method: 'POST',
      headers: { ...JSON_TYPE, 'api-token': input.credentials.api_key! },
      body: JSON.stringify(body),
    }),
  );
}

const acError = (res: OutboundResponse) => {
  const body = parseAnswer(ErrorAnswer, res.body);
  const first = body?.errors?.[0];
  return first
    ? `${first.title ?? ''}${first.detail ? `: ${first.detail}` : ''}`
    : (body?.message ?? `HTTP ${res.status}`);
};

/** Outcome of a failed step. */
function stepFailure(res: OutboundResponse, input: SendInput, step: string): SendOutcome {
  const common = commonOutcome(res, input.now, acError(res));
  if (common) return common;
  if (res.status === 401 || res.status === 403)
    return {
      kind: 'reauth',
      error: `ActiveCampaign refused the API key (${step}); update the connection`,
      ...fromResponse(res),
    };
  if (res.status === 404 && step !== 'contact')
    return { kind: 'owner', error: `ActiveCampaign ${step}: not found (${acError(res)})`, ...fromResponse(res) };
  return { kind: 'permanent', error: `ActiveCampaign ${step}: ${acError(res)}`, ...fromResponse(res) };
}

/**
 * `crm` = ActiveCampaign API v3 with an account URL and API key. A delivery is up to three steps — contact sync
 * (upsert by e-mail), list subscription, tags — and each finished step is recorded, so a retry after a 429 or a
 * 5xx continues where it stopped instead of repeating them.
 */
export const activeCampaignDriver: IntegrationDriver = {
  type: 'crm',
  async validate(deps, connection) {
    const res = await request(deps, {
      url: `${base(connection.api_url!)}/api/3/users/me`,
      method: 'GET',
      headers: { accept: 'application/json', 'api-token': connection.api_key! },
    });
    if (res.status === 401 || res.status === 403) throw new ConnectError('ActiveCampaign refused the API key', true);
    if (res.status !== 200 || !parseAnswer(UserAnswer, res.body)?.user)
      throw new ConnectError(`ActiveCampaign did not answer as expected at api_url (HTTP ${res.status})`);
    return {
      credentials: { api_url: base(connection.api_url!), api_key: connection.api_key! },
      connected: { account_url: base(connection.api_url!) },
    };
  },

  async send(deps, input) {
    const config = integrationConfig(input.integration, 'crm');
    const email = resolveMapping(config.email_field, input.data).trim();
    if (!EMAIL.test(email))
      return { kind: 'permanent', error: 'the submission has no valid e-mail address (email_field)' };
    const mapping = config.contact_mapping ?? {};
    const contact: Record<string, unknown> = { email };
    for (const [property, value] of Object.entries(mapping)) contact[property] = resolveMapping(value, input.data);
    const custom = config.custom_field_mappings ?? [];
    if (custom.length > 0)
      contact.fieldValues = custom.map((m) => ({ field: m.field_id, value: resolveMapping(m.value, input.data) }));
    const listId = config.list_id;
    const tags = config.tag_ids ?? [];
    input.payload.steps = [
      { path: '/api/3/contact/sync', body: { contact } },
      ...(listId ? [{ path: '/api/3/contactLists', body: { contactList: { list: listId, status: 1 } } }] : []),
      ...tags.map((tag) => ({ path: '/api/3/contactTags', body: { contactTag: { tag } } })),
    ];

    const progress = { ...input.progress };
    let last: OutboundResponse | undefined;
    if (typeof progress.contact_id !== 'string') {
      last = await call(deps, input, '/contact/sync', { contact });
      const id = parseAnswer(ContactAnswer, last.body)?.contact?.id;
      if (last.status >= 300 || id === undefined) return stepFailure(last, input, 'contact');
      progress.contact_id = String(id);
      await input.saveProgress(progress);
    }
    if (listId && progress.list_done !== true) {
      last = await call(deps, input, '/contactLists', {
        contactList: { list: listId, contact: progress.contact_id, status: 1 },
      });
      if (last.status >= 300) return stepFailure(last, input, 'list');
      progress.list_done = true;
      await input.saveProgress(progress);
    }
    const done = new Set(Array.isArray(progress.tags_done) ? progress.tags_done.map(String) : []);
    for (const tag of tags) {
      if (done.has(tag)) continue;
      last = await call(deps, input, '/contactTags', { contactTag: { contact: progress.contact_id, tag } });
      if (last.status >= 300) return stepFailure(last, input, 'tag');
      done.add(tag);
      progress.tags_done = [...done];
      await input.saveProgress(progress);
    }
    return {
      kind: 'delivered',
      ...(last ? fromResponse(last) : {}),
      excerpt: `contact ${String(progress.contact_id)}`,
    };
  },
};
