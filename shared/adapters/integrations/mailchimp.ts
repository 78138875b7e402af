import * as z from 'zod/mini';
import { createHash } from 'node:crypto';
import { resolveMapping, truncate } from '@shared/domain/integrations/template.js';
import type { OutboundResponse } from '@shared/domain/outbound.js';
import {
  commonOutcome,
  ConnectError,
  form,
  FORM_TYPE,
  fromResponse,
  parseAnswer,
  answer,
  opt,
  text,
  request,
  withQuery,
  type DriverDeps,
  type IntegrationDriver,
  type SendInput,
  type SendOutcome,
} from './http.js';
import { integrationConfig } from '@shared/domain/integrations/registry.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MERGE_VALUE_MAX = 255;
const PERMANENT_TITLES = ['Invalid Resource', 'Member In Compliance State', 'Forgotten Email Not Subscribed'];

const TokenAnswer = answer({ access_token: text(), error: text() });
const MetadataAnswer = answer({ api_endpoint: text(), accountname: text() });
const ListsAnswer = answer({ lists: opt(z.array(answer({ id: text(), name: text() }))) });
/** Mailchimp's problem document (RFC 7807 style). */
const ProblemAnswer = answer({ title: text(), detail: text() });

export const subscriberHash = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

const mcApi =
  (deps: DriverDeps, endpoint: string, token: string) =>
  (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) =>
    request(deps, {
      url: `${endpoint.replace(/\/+$/, '')}/3.0${path}`,
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

function failure(res: OutboundResponse, input: SendInput, step: string): SendOutcome {
  const problem = parseAnswer(ProblemAnswer, res.body);
  const title = problem?.title ?? `HTTP ${res.status}`;
  const detail = problem?.detail ? `: ${problem.detail}` : '';
  const common = commonOutcome(res, input.now, `${title}${detail}`);
  if (common) return common;
  if (res.status === 401)
    return { kind: 'reauth', error: 'Mailchimp: the access was revoked (authorize again)', ...fromResponse(res) };
  if (res.status === 404 && step === 'member')
    return { kind: 'owner', error: 'Mailchimp: the audience no longer exists', ...fromResponse(res) };
  const known = PERMANENT_TITLES.includes(title) ? '' : ' (not retried)';
  return { kind: 'permanent', error: `Mailchimp ${step}: ${title}${detail}${known}`, ...fromResponse(res) };
}

/**
 * `newsletter` = Mailchimp Marketing API 3.0. The callback exchanges the code, reads the account's data center
 * (metadata) and, without an `audience_id`, picks the first audience. Members are upserted with `status_if_new` only
 * (existing members keep their status), then tagged.
 */
export const mailchimpDriver: IntegrationDriver = {
  type: 'newsletter',

  authorizeUrl: (urls, app, p) =>
    withQuery(urls.mailchimpAuthorize, {
      response_type: 'code',
      client_id: app.clientId,
      redirect_uri: p.redirectUri,
      state: p.state,
    }),

  async connect(deps, app, p) {
    const tokenRes = await request(deps, {
      url: deps.urls.mailchimpToken,
      method: 'POST',
      headers: FORM_TYPE,
      body: form({
        grant_type: 'authorization_code',
        client_id: app.clientId,
        client_secret: app.clientSecret,
        redirect_uri: p.redirectUri,
        code: p.code,
      }),
    });
    const granted = parseAnswer(TokenAnswer, tokenRes.body);
    const token = granted?.access_token;
    if (tokenRes.status !== 200 || typeof token !== 'string')
      throw new ConnectError(`Mailchimp refused the authorization (${granted?.error ?? `HTTP ${tokenRes.status}`})`);
    const metaRes = await request(deps, {
      url: deps.urls.mailchimpMetadata,
      method: 'GET',
      headers: { authorization: `OAuth ${token}`, accept: 'application/json' },
    });
    const meta = parseAnswer(MetadataAnswer, metaRes.body);
    if (metaRes.status !== 200 || typeof meta?.api_endpoint !== 'string')
      throw new ConnectError('Mailchimp did not tell which data center the account is in');
    let audience = integrationConfig(p.integration, 'newsletter').audience_id;
    let audienceName: string | null = null;
    if (!audience) {
      const lists = await mcApi(deps, meta.api_endpoint, token)('GET', '/lists?fields=lists.id,lists.name&count=1000');
      const first = parseAnswer(ListsAnswer, lists.body)?.lists?.[0];
      if (lists.status !== 200 || typeof first?.id !== 'string')
        throw new ConnectError('the Mailchimp account has no audience: create one, then authorize again');
      audience = first.id;
      audienceName = first.name ?? null;
    }
    return {
      credentials: { access_token: token, api_endpoint: meta.api_endpoint },
      config: { audience_id: audience },
      connected: { account: meta.accountname ?? null, audience_id: audience, audience_name: audienceName },
    };
  },

  async send(deps, input) {
    const config = integrationConfig(input.integration, 'newsletter');
    const email = resolveMapping(config.email_field, input.data).trim();
    if (!EMAIL.test(email))
      return { kind: 'permanent', error: 'the submission has no valid e-mail address (email_field)' };
    const mergeFields = Object.fromEntries(
      Object.entries(config.merge_fields ?? {}).map(([tag, value]) => [
        tag,
        truncate(resolveMapping(value, input.data), MERGE_VALUE_MAX),
      ]),
    );
    const audience = config.audience_id;
    if (!audience) return { kind: 'owner', error: 'Mailchimp: no audience is connected (authorize again)' };
    const hash = subscriberHash(email);
    const member = {
      email_address: email,
      status_if_new: config.status_if_new,
      merge_fields: mergeFields,
    };
    const tags = (config.tags ?? []).map((name) => ({ name, status: 'active' }));
    const memberPath = `/lists/${encodeURIComponent(audience)}/members/${hash}`;
    input.payload.steps = [
      { method: 'PUT', path: `/3.0${memberPath}`, body: member },
      ...(tags.length > 0 ? [{ method: 'POST', path: `/3.0${memberPath}/tags`, body: { tags } }] : []),
    ];
    const call = mcApi(deps, input.credentials.api_endpoint!, input.credentials.access_token!);
    const progress = { ...input.progress };
    let last: OutboundResponse | undefined;
    if (progress.member_done !== true) {
      last = await call('PUT', memberPath, member);
      if (last.status >= 300) return failure(last, input, 'member');
      progress.member_done = true;
      await input.saveProgress(progress);
    }
    if (tags.length > 0 && progress.tags_done !== true) {
      last = await call('POST', `${memberPath}/tags`, { tags });
      if (last.status >= 300) return failure(last, input, 'tags');
      progress.tags_done = true;
      await input.saveProgress(progress);
    }
    return { kind: 'delivered', ...(last ? fromResponse(last) : {}), excerpt: `member ${hash}` };
  },
};
