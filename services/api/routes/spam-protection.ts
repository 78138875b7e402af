import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import {
  AddBlockedDomainRequestSchema,
  AddBlockedIpRequestSchema,
  BlockedDomainIdParamsSchema,
  BlockedDomainListSchema,
  BlockedDomainSchema,
  BlockedIpIdParamsSchema,
  BlockedIpListSchema,
  BlockedIpSchema,
  CaptchaConfigSchema,
  EmailHygienePolicySchema,
  EmailHygieneResponseSchema,
  SetCaptchaRequestSchema,
  SetEmailHygieneRequestSchema,
} from '@shared/domain/schemas/spam-protection.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import {
  addBlockedDomain,
  addBlockedIp,
  getCaptcha,
  getEmailHygiene,
  listBlocks,
  removeBlock,
  setCaptcha,
  setEmailHygiene,
} from '../use-cases/spam-protection.js';

/** Block lists, CAPTCHA and e-mail hygiene: parse, call the use case, answer. */
export function spamProtectionRoutes(deps: ApiParts<never, 'blockLists' | 'formProtection'>): Route[] {
  const ports = { blocks: deps.stores.blockLists, protection: deps.stores.formProtection, now: deps.now };
  const tags = ['Spam protection'];
  const scopeNote =
    'Send `scope: "tenant"` to block for every form of the tenant (the entry then has `form_id: null`).';
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}/blocked-domains',
      access: 'credential',
      params: FormIdParamsSchema,
      docs: {
        summary: "List the form's and the tenant-wide blocked domains",
        description: 'Domains blocked for this form and for every form of the tenant.',
        tags,
        success: { status: 200, schema: BlockedDomainListSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) =>
        json(200, { domains: (await listBlocks(ports, principal, params.id)).domains }),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/forms/{id}/blocked-domains',
      access: 'credential',
      params: FormIdParamsSchema,
      body: AddBlockedDomainRequestSchema,
      docs: {
        summary: 'Block an e-mail domain and its subdomains',
        description: `${scopeNote} Re-adding an existing entry returns it.`,
        tags,
        success: { status: 201, schema: BlockedDomainSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, body }) =>
        json(201, await addBlockedDomain(ports, principal, params.id, body)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/blocked-domains/{id}',
      access: 'credential',
      params: BlockedDomainIdParamsSchema,
      docs: {
        summary: 'Remove a blocked domain',
        description: 'The entry is deleted at once.',
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => {
        await removeBlock(ports, principal, 'domain', params.id);
        return noContent();
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}/blocked-ips',
      access: 'credential',
      params: FormIdParamsSchema,
      docs: {
        summary: "List the form's and the tenant-wide blocked IPs and ranges",
        description: 'Addresses and ranges blocked for this form and for every form of the tenant.',
        tags,
        success: { status: 200, schema: BlockedIpListSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => json(200, { ips: (await listBlocks(ports, principal, params.id)).ips }),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/forms/{id}/blocked-ips',
      access: 'credential',
      params: FormIdParamsSchema,
      body: AddBlockedIpRequestSchema,
      docs: {
        summary: 'Block an IP address or CIDR range',
        description: `${scopeNote} The network is stored in canonical form; re-adding an existing entry returns it.`,
        tags,
        success: { status: 201, schema: BlockedIpSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, body }) => json(201, await addBlockedIp(ports, principal, params.id, body)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/blocked-ips/{id}',
      access: 'credential',
      params: BlockedIpIdParamsSchema,
      docs: {
        summary: 'Remove a blocked IP or range',
        description: 'The entry is deleted at once.',
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => {
        await removeBlock(ports, principal, 'ip', params.id);
        return noContent();
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}/captcha',
      access: 'credential',
      params: FormIdParamsSchema,
      docs: {
        summary: "Get the form's CAPTCHA configuration (never the secret)",
        description: '`provider` is null until a CAPTCHA was configured; the secret is never answered.',
        tags,
        success: { status: 200, schema: CaptchaConfigSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => json(200, await getCaptcha(ports, principal, params.id)),
    }),
    defineRoute({
      method: 'PUT',
      path: '/v1/forms/{id}/captcha',
      access: 'credential',
      params: FormIdParamsSchema,
      body: SetCaptchaRequestSchema,
      docs: {
        summary: "Set the form's CAPTCHA provider, keys and (v3) minimum score",
        description: 'Replaces the stored configuration; the secret is stored and never answered.',
        tags,
        success: { status: 200, schema: CaptchaConfigSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, body }) => json(200, await setCaptcha(ports, principal, params.id, body)),
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}/email-hygiene',
      access: 'credential',
      params: FormIdParamsSchema,
      docs: {
        summary: "Get the form's e-mail hygiene policy",
        description: '`{policy: null}` when the form has none.',
        tags,
        success: { status: 200, schema: EmailHygieneResponseSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => json(200, await getEmailHygiene(ports, principal, params.id)),
    }),
    defineRoute({
      method: 'PUT',
      path: '/v1/forms/{id}/email-hygiene',
      access: 'credential',
      params: FormIdParamsSchema,
      body: SetEmailHygieneRequestSchema,
      docs: {
        summary: "Set the form's e-mail hygiene policy (MX check, disposable domains; flag or block)",
        description: 'Replaces the stored policy; it applies to submissions from now on.',
        tags,
        success: { status: 200, schema: EmailHygienePolicySchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, body }) =>
        json(200, await setEmailHygiene(ports, principal, params.id, body)),
    }),
  ];
}
