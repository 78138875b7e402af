import type { FakeHandler } from './server.js';

/** Slack: OAuth v2 with incoming-webhook, and the incoming webhook itself (plain-text answers). */
const slack: FakeHandler = (req, ctx) => {
  if (req.method === 'GET' && req.path === '/oauth/v2/authorize') return ctx.authorize(req, 'slack');
  if (req.method === 'POST' && req.path === '/api/oauth.v2.access') {
    if (!req.headers.authorization?.startsWith('Basic '))
      return { status: 200, body: { ok: false, error: 'invalid_client' } };
    if (!ctx.redeem('slack', req.form.get('code'), req.form.get('redirect_uri')))
      return { status: 200, body: { ok: false, error: 'invalid_code' } };
    const secret = ctx.token('hook');
    return {
      status: 200,
      body: {
        ok: true,
        access_token: ctx.token('xoxb'),
        token_type: 'bot',
        scope: 'incoming-webhook',
        team: { id: 'T0LOCAL', name: 'Local Workspace' },
        incoming_webhook: {
          channel: '#form-submissions',
          channel_id: 'C0LOCAL',
          configuration_url: `${ctx.base}/slack/apps/configuration`,
          url: `${ctx.base}/slack/services/T0LOCAL/B0LOCAL/${secret}`,
        },
      },
    };
  }
  const hook = /^\/services\/[^/]+\/[^/]+\/([^/]+)$/.exec(req.path);
  if (req.method === 'POST' && hook) {
    if (typeof req.json?.text !== 'string' || req.json.text === '') return { status: 400, body: 'no_text' };
    return { status: 200, body: 'ok' };
  }
  return undefined;
};

/** Discord: OAuth2 `webhook.incoming` and `POST /webhooks/{id}/{token}?wait=true`. */
const discord: FakeHandler = (req, ctx) => {
  if (req.method === 'GET' && req.path === '/oauth2/authorize') return ctx.authorize(req, 'discord');
  if (req.method === 'POST' && req.path === '/api/oauth2/token') {
    if (!req.headers['content-type']?.includes('application/x-www-form-urlencoded'))
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    if (
      req.form.get('grant_type') !== 'authorization_code' ||
      !ctx.redeem('discord', req.form.get('code'), req.form.get('redirect_uri'))
    )
      return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' } };
    const id = String(Date.now()) + String(Math.floor(Math.random() * 1000));
    const token = ctx.token('whtoken');
    return {
      status: 200,
      body: {
        access_token: ctx.token('discord-access'),
        token_type: 'Bearer',
        expires_in: 604800,
        scope: 'webhook.incoming',
        webhook: {
          id,
          token,
          type: 1,
          name: 'Formbase',
          channel_id: '100000000000000001',
          guild_id: '100000000000000000',
          url: `${ctx.base}/discord/api/webhooks/${id}/${token}`,
        },
      },
    };
  }
  const hook = /^\/api\/webhooks\/([^/]+)\/([^/]+)$/.exec(req.path);
  if (req.method === 'POST' && hook) {
    const content = req.json?.content;
    if (typeof content === 'string' && content.length > 2000)
      return { status: 400, body: { message: 'Invalid Form Body', code: 50035 } };
    return {
      status: 200,
      body: {
        id: String(Date.now()),
        type: 0,
        content,
        embeds: req.json?.embeds ?? [],
        channel_id: '100000000000000001',
      },
    };
  }
  return undefined;
};

export const chatFakes = { slack, discord };
