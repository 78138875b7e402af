import { assertId } from '@shared/domain/ids.js';
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
import type { Route } from '@shared/http/router.js';
import { parseJsonBody } from '@shared/http/validation.js';
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
  const formId = (params: Record<string, string>) => assertId('form', params.id, 'id');
  const scopeNote =
    'Send `scope: "tenant"` to block for every form of the tenant (the entry then has `form_id: null`).';
  return [
    {
      method: 'GET',
      path: '/v1/forms/{id}/blocked-domains',
      access: 'credential',
      docs: {
        summary: "List the form's and the tenant-wide blocked domains",
        tags,
        params: FormIdParamsSchema,
        success: { status: 200, schema: BlockedDomainListSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) =>
        json(200, { domains: (await listBlocks(ports, principal, formId(req.pathParams))).domains }),
    },
    {
      method: 'POST',
      path: '/v1/forms/{id}/blocked-domains',
      access: 'credential',
      docs: {
        summary: 'Block an e-mail domain and its subdomains',
        description: `${scopeNote} Re-adding an existing entry returns it.`,
        tags,
        params: FormIdParamsSchema,
        body: AddBlockedDomainRequestSchema,
        success: { status: 201, schema: BlockedDomainSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) =>
        json(
          201,
          await addBlockedDomain(
            ports,
            principal,
            formId(req.pathParams),
            parseJsonBody(req, AddBlockedDomainRequestSchema),
          ),
        ),
    },
    {
      method: 'DELETE',
      path: '/v1/blocked-domains/{id}',
      access: 'credential',
      docs: {
        summary: 'Remove a blocked domain',
        tags,
        params: BlockedDomainIdParamsSchema,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        await removeBlock(ports, principal, 'domain', assertId('blockedDomain', req.pathParams.id, 'id'));
        return noContent();
      },
    },
    {
      method: 'GET',
      path: '/v1/forms/{id}/blocked-ips',
      access: 'credential',
      docs: {
        summary: "List the form's and the tenant-wide blocked IPs and ranges",
        tags,
        params: FormIdParamsSchema,
        success: { status: 200, schema: BlockedIpListSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) =>
        json(200, { ips: (await listBlocks(ports, principal, formId(req.pathParams))).ips }),
    },
    {
      method: 'POST',
      path: '/v1/forms/{id}/blocked-ips',
      access: 'credential',
      docs: {
        summary: 'Block an IP address or CIDR range',
        description: `${scopeNote} The network is stored in canonical form; re-adding an existing entry returns it.`,
        tags,
        params: FormIdParamsSchema,
        body: AddBlockedIpRequestSchema,
        success: { status: 201, schema: BlockedIpSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) =>
        json(
          201,
          await addBlockedIp(ports, principal, formId(req.pathParams), parseJsonBody(req, AddBlockedIpRequestSchema)),
        ),
    },
    {
      method: 'DELETE',
      path: '/v1/blocked-ips/{id}',
      access: 'credential',
      docs: {
        summary: 'Remove a blocked IP or range',
        tags,
        params: BlockedIpIdParamsSchema,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        await removeBlock(ports, principal, 'ip', assertId('blockedIp', req.pathParams.id, 'id'));
        return noContent();
      },
    },
    {
      method: 'GET',
      path: '/v1/forms/{id}/captcha',
      access: 'credential',
      docs: {
        summary: "Get the form's CAPTCHA configuration (never the secret)",
        tags,
        params: FormIdParamsSchema,
        success: { status: 200, schema: CaptchaConfigSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => json(200, await getCaptcha(ports, principal, formId(req.pathParams))),
    },
    {
      method: 'PUT',
      path: '/v1/forms/{id}/captcha',
      access: 'credential',
      docs: {
        summary: "Set the form's CAPTCHA provider, keys and (v3) minimum score",
        tags,
        params: FormIdParamsSchema,
        body: SetCaptchaRequestSchema,
        success: { status: 200, schema: CaptchaConfigSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) =>
        json(
          200,
          await setCaptcha(ports, principal, formId(req.pathParams), parseJsonBody(req, SetCaptchaRequestSchema)),
        ),
    },
    {
      method: 'GET',
      path: '/v1/forms/{id}/email-hygiene',
      access: 'credential',
      docs: {
        summary: "Get the form's e-mail hygiene policy",
        tags,
        params: FormIdParamsSchema,
        success: { status: 200, schema: EmailHygieneResponseSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => json(200, await getEmailHygiene(ports, principal, formId(req.pathParams))),
    },
    {
      method: 'PUT',
      path: '/v1/forms/{id}/email-hygiene',
      access: 'credential',
      docs: {
        summary: "Set the form's e-mail hygiene policy (MX check, disposable domains; flag or block)",
        tags,
        params: FormIdParamsSchema,
        body: SetEmailHygieneRequestSchema,
        success: { status: 200, schema: EmailHygienePolicySchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) =>
        json(
          200,
          await setEmailHygiene(
            ports,
            principal,
            formId(req.pathParams),
            parseJsonBody(req, SetEmailHygieneRequestSchema),
          ),
        ),
    },
    {
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
    },
    {
      method: 'DELETE',
      path: '/v1/spam-protection/campaigns/{id}',
      access: 'credential',
      docs: {
        summary: 'Forget a remembered campaign',
        description: 'Near copies are judged again as if it had never been learned; the submissions keep their status.',
        tags,
        params: CampaignIdParamsSchema,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        await forgetCampaign(memory, principal, assertId('campaign', req.pathParams.id, 'id'));
        return noContent();
      },
    },
  ];
}
