import * as z from 'zod/mini';
import { parseRetryAfter } from '@shared/domain/delivery/schedule.js';
import { valueText } from '@shared/domain/integrations/template.js';
import {
  commonOutcome,
  ConnectError,
  forwardedFields,
  fromResponse,
  JSON_TYPE,
  parseAnswer,
  answer,
  opt,
  text,
  request,
  type IntegrationDriver,
} from './http.js';
import { integrationConfig } from '@shared/domain/integrations/registry.js';

const FORMSPREE_OWNER_CODES = ['FORM_NOT_FOUND', 'INACTIVE', 'BLOCKED'];
const FormspreeAnswer = answer({ error: text(), errors: opt(z.array(answer({ code: text() }))) });
/** Web3Forms answers `{success, message}`, sometimes wrapped in `body`. */
const Web3FormsFields = { success: opt(z.boolean()), message: text() };
const Web3FormsAnswer = answer({ ...Web3FormsFields, body: opt(answer(Web3FormsFields)) });
const BasinAnswer = answer({ error: text() });
const WEB3FORMS_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Web3Forms blocks an address for about an hour after too many requests. */
const WEB3FORMS_BLOCK_SECONDS = 3600;

/** `forward_a` = Formspree: JSON POST of the fields to `/f/{endpoint_id}`. */
export const formspreeDriver: IntegrationDriver = {
  type: 'forward_a',
  async send(deps, input) {
    const url = `${deps.urls.formspree.replace(/\/+$/, '')}/f/${encodeURIComponent(integrationConfig(input.integration, 'forward_a').endpoint_id)}`;
    const body = forwardedFields(input);
    Object.assign(input.payload, { url, body });
    const res = await request(deps, { url, method: 'POST', headers: JSON_TYPE, body: JSON.stringify(body) });
    const reply = parseAnswer(FormspreeAnswer, res.body);
    const message = reply?.error ?? `HTTP ${res.status}`;
    const common = commonOutcome(res, input.now, message);
    if (common) return common;
    const codes = (reply?.errors ?? []).map((e) => e.code ?? '');
    if (codes.some((c) => FORMSPREE_OWNER_CODES.includes(c)) || res.status === 404)
      return { kind: 'owner', error: `Formspree: ${codes.join(', ') || message}`, ...fromResponse(res) };
    return { kind: 'permanent', error: `Formspree: ${message}`, ...fromResponse(res) };
  },
};

/**
 * `forward_b` = Web3Forms: JSON POST with the access key (never urlencoded: it answers 301). Its key cannot be
 * checked without sending a real submission (and server calls are refused unless the account is paid with a
 * safelisted IP), so create checks the key's form (a UUID) and the first delivery or test tells the rest.
 */
export const web3formsDriver: IntegrationDriver = {
  type: 'forward_b',
  async validate(_deps, connection) {
    if (!WEB3FORMS_KEY.test(connection.access_key ?? ''))
      throw new ConnectError('a Web3Forms access key is a UUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)', true);
    return { credentials: { access_key: connection.access_key! }, connected: { checked: 'format only' } };
  },
  async send(deps, input) {
    const fields = forwardedFields(input);
    Object.assign(input.payload, { url: deps.urls.web3forms, body: { access_key: '[redacted]', ...fields } });
    const res = await request(deps, {
      url: deps.urls.web3forms,
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ access_key: input.credentials.access_key, ...fields }),
    });
    const reply = parseAnswer(Web3FormsAnswer, res.body);
    const success = reply?.success === true || reply?.body?.success === true;
    const message = reply?.message ?? reply?.body?.message ?? `HTTP ${res.status}`;
    if (res.status >= 200 && res.status < 300 && success) return { kind: 'delivered', ...fromResponse(res) };
    if (res.status === 429)
      return {
        kind: 'retry',
        error: `429: ${message}`,
        retryAfterSeconds: parseRetryAfter(res.headers['retry-after'], input.now) ?? WEB3FORMS_BLOCK_SECONDS,
        ...fromResponse(res),
      };
    const common = commonOutcome(res, input.now, message);
    if (common && common.kind === 'retry') return common;
    if (res.status === 403)
      return {
        kind: 'owner',
        error:
          `Web3Forms refused a server-side call (${message}): it accepts them only from paid accounts with this ` +
          "service's IP address safelisted",
        ...fromResponse(res),
      };
    if (/access.?key/i.test(message))
      return { kind: 'reauth', error: `Web3Forms: ${message} (update the access key)`, ...fromResponse(res) };
    return { kind: 'permanent', error: `Web3Forms: ${message}`, ...fromResponse(res) };
  },
};

/** `forward_c` = Basin: urlencoded POST to `/f/{endpoint_id}` with `Accept: application/json`. */
export const basinDriver: IntegrationDriver = {
  type: 'forward_c',
  async send(deps, input) {
    const url = `${deps.urls.basin.replace(/\/+$/, '')}/f/${encodeURIComponent(integrationConfig(input.integration, 'forward_c').endpoint_id)}`;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(forwardedFields(input))) {
      for (const item of Array.isArray(value) ? value : [value]) params.append(name, valueText(item));
    }
    Object.assign(input.payload, { url, body: Object.fromEntries(params) });
    const res = await request(deps, {
      url,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: params.toString(),
    });
    const message = parseAnswer(BasinAnswer, res.body)?.error ?? `HTTP ${res.status}`;
    const common = commonOutcome(res, input.now, message);
    if (common) return common;
    if (res.status === 404 || res.status === 410)
      return { kind: 'owner', error: `Basin: the form was not found (${message})`, ...fromResponse(res) };
    return { kind: 'permanent', error: `Basin: ${message}`, ...fromResponse(res) };
  },
};
