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
  CampaignIdParamsSchema,
  CaptchaConfigSchema,
  EmailHygienePolicySchema,
  EmailHygieneResponseSchema,
  RememberedCampaignListSchema,
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
import { forgetCampaign, listCampaigns } from '../use-cases/campaign-memory.js';

/** Block lists, CAPTCHA, e-mail hygiene and remembered campaigns: parse, call the use case, answer. */
export function spamProtectionRoutes(deps: ApiParts<never, 'blockLists' | 'formProtection' | 'campaigns'>): Route[] {
  const ports = { blocks: deps.stores.blockLists, protection: deps.stores.formProtection, now: deps.now };
  const memory = { campaigns: deps.stores.campaigns, logger: deps.logger, now: deps.now };
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
    defineRoute({
      method: 'GET',
      path: '/v1/spam-protection/campaigns',
      access: 'credential',
      docs: {
        summary: 'List the spam campaigns and genuine messages the filter remembers for the organization',
        description:
          'Marking a submission spam (PATCH or bulk `mark_spam`) remembers its fingerprint; moving a spam submission ' +
          'back to `received` or `verified` remembers it as not spam. Near copies sent to any form of the ' +
          'organization then follow that verdict at every strictness, naming the campaign in `spam_reasons`. ' +
          'Campaigns expire after 90 days (the filter’s own after 14); newest first.',
        tags,
        success: { status: 200, schema: RememberedCampaignListSchema },
      },
      handle: async ({ principal }) => json(200, await listCampaigns(memory, principal)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/spam-protection/campaigns/{id}',
      access: 'credential',
      params: CampaignIdParamsSchema,
      docs: {
        summary: 'Forget a remembered campaign',
        description: 'Near copies are judged again as if it had never been learned; the submissions keep their status.',
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => {
        await forgetCampaign(memory, principal, params.id);
        return noContent();
      },
    }),
  ];
}
