import * as z from 'zod/mini';
import { DEFAULT_MESSAGE_TEMPLATE, renderTemplate, truncate, valueText } from '@shared/domain/integrations/template.js';
import {
  basicAuth,
  commonOutcome,
  ConnectError,
  form,
  FORM_TYPE,
  fromResponse,
  pace,
  parseAnswer,
  answer,
  opt,
  text,
  request,
  withQuery,
  type IntegrationDriver,
  type SendInput,
} from './http.js';
import { integrationConfig } from '@shared/domain/integrations/registry.js';

const LIMITS = { content: 2000, title: 256, fieldName: 256, fieldValue: 1024, fields: 25, total: 6000 };

/** One embed listing the fields, inside Discord's per-field, per-embed and 6,000-character limits. */
function embedOf(input: SendInput) {
  const title = truncate(input.data.formName || 'Submission', LIMITS.title);
  let budget = LIMITS.total - title.length;
  const fields: { name: string; value: string; inline: boolean }[] = [];
  for (const [name, value] of Object.entries(input.data.fields)) {
    if (fields.length === LIMITS.fields) break;
    const field = {
      name: truncate(name, LIMITS.fieldName),
      value: truncate(valueText(value) || '—', LIMITS.fieldValue),
      inline: false,
    };
    budget -= field.name.length + field.value.length;
    if (budget < 0) break;
    fields.push(field);
  }
  return { title, fields };
}

/**
 * `chat_b` = Discord: OAuth2 `webhook.incoming` (the user picks the channel); messages go to the webhook with
 * `allowed_mentions: {parse: []}`, so visitor text can never ping @everyone, roles or users.
 */
/** The token answer of the `webhook.incoming` grant. */
const DiscordOAuthAnswer = answer({
  error: text(),
  webhook: opt(answer({ id: text(), token: text(), channel_id: text(), guild_id: text(), name: text() })),
});
/** Discord's error answer (also on 429: `retry_after` in seconds). */
const DiscordErrorAnswer = answer({ message: text(), code: opt(z.number()), retry_after: opt(z.number()) });

export const discordDriver: IntegrationDriver = {
  type: 'chat_b',

  authorizeUrl: (urls, app, p) =>
    withQuery(urls.discordAuthorize, {
      response_type: 'code',
      client_id: app.clientId,
      scope: 'webhook.incoming',
      state: p.state,
      redirect_uri: p.redirectUri,
    }),

  async connect(deps, app, p) {
    const res = await request(deps, {
      url: deps.urls.discordToken,
      method: 'POST',
      headers: { ...FORM_TYPE, authorization: basicAuth(app) },
      body: form({ grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri }),
    });
    const body = parseAnswer(DiscordOAuthAnswer, res.body);
    const hook = body?.webhook;
    if (res.status !== 200 || typeof hook?.id !== 'string' || typeof hook?.token !== 'string')
      throw new ConnectError(`Discord refused the authorization (${body?.error ?? `HTTP ${res.status}`})`);
    return {
      credentials: { webhook_id: hook.id, webhook_token: hook.token },
      connected: {
        channel_id: hook.channel_id ?? null,
        guild_id: hook.guild_id ?? null,
        webhook_name: hook.name ?? null,
      },
    };
  },

  async send(deps, input) {
    const template = integrationConfig(input.integration, 'chat_b').message_template ?? DEFAULT_MESSAGE_TEMPLATE;
    const body = {
      content: truncate((input.test ? '[Test] ' : '') + renderTemplate(template, input.data), LIMITS.content),
      embeds: [embedOf(input)],
      allowed_mentions: { parse: [] },
    };
    const path = `/webhooks/${encodeURIComponent(input.credentials.webhook_id!)}`;
    Object.assign(input.payload, { url: `${deps.urls.discordApi}${path}/[token]?wait=true`, body });
    await pace(`discord:${input.integration.id}`, 500);
    const res = await request(deps, {
      url: `${deps.urls.discordApi}${path}/${encodeURIComponent(input.credentials.webhook_token!)}?wait=true`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply = parseAnswer(DiscordErrorAnswer, res.body);
    if (res.status === 429) {
      const seconds = typeof reply?.retry_after === 'number' ? Math.ceil(reply.retry_after) : undefined;
      const common = commonOutcome(res, input.now, reply?.message ?? 'rate limited')!;
      return { ...common, retryAfterSeconds: Math.max(seconds ?? 0, common.retryAfterSeconds ?? 0) || undefined };
    }
    const common = commonOutcome(res, input.now, reply?.message ?? 'Discord error');
    if (common) return common;
    if (res.status === 401 || res.status === 403 || (res.status === 404 && (reply?.code === 10015 || !reply)))
      return {
        kind: 'reauth',
        error: `Discord: ${reply?.message ?? res.status} (authorize again)`,
        ...fromResponse(res),
      };
    return { kind: 'permanent', error: `Discord: ${reply?.message ?? `HTTP ${res.status}`}`, ...fromResponse(res) };
  },
};
