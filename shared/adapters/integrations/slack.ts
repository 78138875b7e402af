import * as z from 'zod/mini';
import {
  DEFAULT_MESSAGE_TEMPLATE,
  renderTemplate,
  slackEscape,
  truncate,
} from '@shared/domain/integrations/template.js';
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
} from './http.js';
import { integrationConfig } from '@shared/domain/integrations/registry.js';

/** Slack section text limit. */
const SECTION_MAX = 3000;
const FALLBACK_MAX = 150;
const REAUTH = [
  'no_service',
  'invalid_token',
  'no_active_hooks',
  'no_team',
  'team_disabled',
  'channel_not_found',
  'channel_is_archived',
  'action_prohibited',
];

/**
 * `chat_a` = Slack: OAuth v2 with `incoming-webhook` (the user picks the channel on Slack's page); messages go to
 * the incoming webhook URL (a secret) as mrkdwn with `& < >` escaped in visitor text.
 */
/** oauth.v2.access with the incoming-webhook scope. */
const SlackOAuthAnswer = answer({
  ok: opt(z.boolean()),
  error: text(),
  incoming_webhook: opt(answer({ url: text(), channel: text() })),
  team: opt(answer({ name: text() })),
});

export const slackDriver: IntegrationDriver = {
  type: 'chat_a',

  authorizeUrl: (urls, app, p) =>
    withQuery(urls.slackAuthorize, {
      client_id: app.clientId,
      scope: 'incoming-webhook',
      redirect_uri: p.redirectUri,
      state: p.state,
    }),

  async connect(deps, app, p) {
    const res = await request(deps, {
      url: deps.urls.slackToken,
      method: 'POST',
      headers: { ...FORM_TYPE, authorization: basicAuth(app) },
      body: form({ code: p.code, redirect_uri: p.redirectUri }),
    });
    const body = parseAnswer(SlackOAuthAnswer, res.body);
    if (!body?.ok) throw new ConnectError(`Slack refused the authorization (${body?.error ?? `HTTP ${res.status}`})`);
    const hook = body.incoming_webhook;
    if (typeof hook?.url !== 'string') throw new ConnectError('Slack did not return an incoming webhook');
    return {
      credentials: { webhook_url: hook.url },
      connected: { workspace: body.team?.name ?? null, channel: hook.channel ?? null },
    };
  },

  async send(deps, input) {
    const template = integrationConfig(input.integration, 'chat_a').message_template ?? DEFAULT_MESSAGE_TEMPLATE;
    const text = truncate(
      (input.test ? '[Test] ' : '') + renderTemplate(template, input.data, slackEscape),
      SECTION_MAX,
    );
    const body = {
      text: truncate(`New submission on ${slackEscape(input.data.formName)}`, FALLBACK_MAX),
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }],
    };
    Object.assign(input.payload, { url: '[incoming webhook]', body });
    await pace(`slack:${input.integration.id}`, 1000);
    const res = await request(deps, {
      url: input.credentials.webhook_url!,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const code = res.body.trim();
    const common = commonOutcome(res, input.now, code || 'Slack error');
    if (common) return common;
    if (REAUTH.includes(code) || [403, 404, 410].includes(res.status))
      return { kind: 'reauth', error: `Slack: ${code || res.status} (authorize again)`, ...fromResponse(res) };
    return { kind: 'permanent', error: `Slack: ${code || `HTTP ${res.status}`}`, ...fromResponse(res) };
  },
};
