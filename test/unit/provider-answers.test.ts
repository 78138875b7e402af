import { describe, expect, it } from 'vitest';
import { activeCampaignDriver } from '@shared/adapters/integrations/activecampaign.js';
import { discordDriver } from '@shared/adapters/integrations/discord.js';
import { basinDriver, formspreeDriver, web3formsDriver } from '@shared/adapters/integrations/forwarding.js';
import { ConnectError, type DriverDeps, type SendInput } from '@shared/adapters/integrations/http.js';
import { mailchimpDriver } from '@shared/adapters/integrations/mailchimp.js';
import { sheetsDriver } from '@shared/adapters/integrations/sheets.js';
import type { Integration, IntegrationType } from '@shared/domain/integrations/types.js';
import type { OutboundRequest } from '@shared/domain/outbound.js';
import { REAL_PROVIDER_URLS, type ProviderUrls } from '@shared/domain/integrations/registry.js';

/**
 * Provider answers of the wrong shape (fault injection at the HTTP port): each driver keeps its own classification
 * (retry, reauth, owner, permanent, ConnectError) and never crashes on a field of the wrong type.
 */
type Answer = { status: number; body: string; headers?: Record<string, string> };

function deps(answers: Answer[]): DriverDeps & { sent: OutboundRequest[] } {
  const sent: OutboundRequest[] = [];
  const url = 'http://provider.test';
  return {
    sent,
    http: {
      send: async (request) => {
        sent.push(request);
        const next = answers.shift() ?? { status: 500, body: 'no more answers' };
        return { status: next.status, body: next.body, headers: next.headers ?? {}, ms: 1 };
      },
    },
    urls: Object.fromEntries(Object.keys(REAL_PROVIDER_URLS).map((key) => [key, url])) as ProviderUrls,
  };
}

const integration = (type: IntegrationType, config: Record<string, unknown>): Integration => ({
  id: 'int_1',
  tenantId: 'ten_1',
  formId: 'frm_1',
  type,
  label: 'test',
  enabled: true,
  config,
  health: 'active',
  lastStatus: {},
  credentials: null,
  pendingStateHash: null,
  destinationKey: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  lastDeliveryAt: null,
  version: 1,
});

const input = (type: IntegrationType, config: Record<string, unknown>, credentials = {}): SendInput => ({
  integration: integration(type, config),
  credentials,
  app: { clientId: 'c', clientSecret: 's' },
  submission: {
    id: 'sub_1',
    form_id: 'frm_1',
    status: 'active',
    created_at: '2026-11-24T00:00:00.000Z',
    submitter_email: null,
    fields: { email: 'a@example.com' },
    files: [],
  } as unknown as SendInput['submission'],
  data: { formName: 'Contact', fields: { email: 'a@example.com' } },
  test: false,
  now: new Date(),
  progress: {},
  saveProgress: async () => {},
  saveCredentials: async () => {},
  payload: {},
});

const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value) });

describe('provider answers of the wrong shape', () => {
  it('Formspree: `errors` that is not a list is a permanent failure, not a crash', async () => {
    const outcome = await formspreeDriver.send(
      deps([json(400, { error: 42, errors: 'nope' })]),
      input('forward_a', { endpoint_id: 'abc' }),
    );
    expect(outcome).toMatchObject({ kind: 'permanent', error: 'Formspree: HTTP 400', statusCode: 400 });
  });

  it('Formspree: owner codes still read when a sibling field is odd', async () => {
    const outcome = await formspreeDriver.send(
      deps([json(400, { error: { odd: true }, errors: [{ code: 'INACTIVE' }] })]),
      input('forward_a', { endpoint_id: 'abc' }),
    );
    expect(outcome).toMatchObject({ kind: 'owner', error: 'Formspree: INACTIVE' });
  });

  it('Web3Forms and Basin: non-text messages fall back to the status', async () => {
    const w3 = await web3formsDriver.send(
      deps([json(400, { success: 'yes', message: ['x'] })]),
      input('forward_b', {}),
    );
    expect(w3).toMatchObject({ kind: 'permanent', error: 'Web3Forms: HTTP 400' });
    const basin = await basinDriver.send(deps([json(404, [1, 2])]), input('forward_c', { endpoint_id: 'xyz' }));
    expect(basin).toMatchObject({ kind: 'owner', error: 'Basin: the form was not found (HTTP 404)' });
  });

  it('Discord: a 429 with a non-numeric retry_after is still a retry', async () => {
    const outcome = await discordDriver.send(
      deps([json(429, { retry_after: 'soon', message: 7 })]),
      input('chat_b', {}, { webhook_id: 'w', webhook_token: 't' }),
    );
    expect(outcome).toMatchObject({ kind: 'retry', error: '429: rate limited', statusCode: 429 });
  });

  it('Discord connect: a webhook without text ids is a ConnectError', async () => {
    const p = { code: 'c', redirectUri: 'http://x', state: 's', formName: 'F', integration: integration('chat_b', {}) };
    const d = deps([json(200, { webhook: { id: 1, token: 't' } })]);
    await expect(discordDriver.connect!(d, { clientId: 'c', clientSecret: 's' }, p)).rejects.toBeInstanceOf(
      ConnectError,
    );
  });

  it('Google Sheets connect: odd `sheets` and `values` lists do not crash setup', async () => {
    const d = deps([
      json(200, { access_token: 'tok', refresh_token: 'ref', expires_in: '3599' }),
      json(200, { sheets: { not: 'a list' } }),
      json(200, {}),
      json(200, { values: 'none' }),
      json(200, {}),
    ]);
    const p = {
      code: 'c',
      redirectUri: 'http://x',
      state: 's',
      formName: 'F',
      integration: integration('spreadsheet', { spreadsheet_id: 'sheet1-abcd' }),
    };
    const connected = await sheetsDriver.connect!(d, { clientId: 'c', clientSecret: 's' }, p);
    expect(connected.config).toEqual({ spreadsheet_id: 'sheet1-abcd' });
    expect(d.sent.map((r) => r.method)).toEqual(['POST', 'GET', 'POST', 'GET', 'PUT']);
  });

  it('Google Sheets send: an error object without a message reads as the status', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const outcome = await sheetsDriver.send(
      deps([json(400, { error: { code: 400 } })]),
      input(
        'spreadsheet',
        { spreadsheet_id: 'sheet1-abcd' },
        { access_token: 'a', refresh_token: 'r', expires_at: future },
      ),
    );
    expect(outcome).toMatchObject({ kind: 'permanent', error: 'Google Sheets: HTTP 400' });
  });

  it('Mailchimp connect: an audience id that is not text is a ConnectError', async () => {
    const d = deps([
      json(200, { access_token: 'tok' }),
      json(200, { api_endpoint: 'http://dc.test' }),
      json(200, { lists: [{ id: 7, name: 'A' }] }),
    ]);
    const p = {
      code: 'c',
      redirectUri: 'http://x',
      state: 's',
      formName: 'F',
      integration: integration('newsletter', {}),
    };
    await expect(mailchimpDriver.connect!(d, { clientId: 'c', clientSecret: 's' }, p)).rejects.toThrow(/no audience/);
  });

  it('ActiveCampaign: an `errors` entry of the wrong shape keeps the step failure', async () => {
    const outcome = await activeCampaignDriver.send(
      deps([json(422, { errors: [{ title: 5, detail: 'bad email' }] })]),
      input('crm', { email_field: '{{field:email}}' }, { api_url: 'http://ac.test', api_key: 'k' }),
    );
    expect(outcome).toMatchObject({ kind: 'permanent', error: 'ActiveCampaign contact: : bad email' });
  });
});

describe('stored integration config, read back by the drivers', () => {
  const future = new Date(Date.now() + 3_600_000).toISOString();
  const google = { access_token: 'a', refresh_token: 'r', expires_at: future };

  it('a config of the wrong shape is refused before anything is sent', async () => {
    const d = deps([json(200, {})]);
    await expect(
      sheetsDriver.send(d, input('spreadsheet', { spreadsheet_id: 'sheet1-abcd', columns: 'id' }, google)),
    ).rejects.toThrow(/columns/);
    await expect(activeCampaignDriver.send(d, input('crm', { tag_ids: [7] }))).rejects.toThrow(/tag_ids/);
    expect(d.sent).toEqual([]);
  });

  it('defaults a stored config lacks are filled in (sheet name, e-mail field)', async () => {
    const d = deps([json(200, {})]);
    await sheetsDriver.send(d, input('spreadsheet', { spreadsheet_id: 'sheet1-abcd' }, google));
    expect(decodeURIComponent(d.sent[0]!.url)).toContain("'Submissions'!A1:append");
  });

  it('Sheets and Mailchimp without a connected destination are owner errors, nothing sent', async () => {
    const d = deps([]);
    expect(await sheetsDriver.send(d, input('spreadsheet', {}, google))).toMatchObject({ kind: 'owner' });
    const mc = { access_token: 't', api_endpoint: 'http://dc.test' };
    expect(await mailchimpDriver.send(d, input('newsletter', {}, mc))).toMatchObject({ kind: 'owner' });
    expect(d.sent).toEqual([]);
  });
});
