import { z } from 'zod';
import { BlockedDomainEntity, BlockedIpEntity, type BlockedDomain, type BlockedIp } from '../spam/blocklists.js';
import { CAPTCHA_PROVIDERS } from '../spam/captcha.js';
import { idParam } from './params.js';

/** Wire shapes of the spam-protection endpoints (block lists, CAPTCHA, e-mail hygiene). */

const scope = z.enum(['form', 'tenant']).default('form').meta({
  description: '`form` (default): only this form. `tenant`: every form of the tenant (the entry gets `form_id: null`).',
});

const domainFields = { id: true, domain: true, formId: true, createdAt: true } as const;
const domainView = BlockedDomainEntity.view<BlockedDomain, typeof domainFields>(domainFields);
export const BlockedDomainSchema = z.object(domainView.fields).meta({ id: 'BlockedDomain' });
export const blockedDomainView = domainView.map;

export const BlockedDomainListSchema = z
  .object({ domains: z.array(BlockedDomainSchema) })
  .meta({ id: 'BlockedDomainList' });

export const AddBlockedDomainRequestSchema = z
  .strictObject({
    domain: z
      .string()
      .min(1)
      .max(300)
      .meta({ description: 'A bare domain such as `example.com` or `bücher.de` (no scheme, path, port or @).' }),
    scope,
  })
  .meta({ id: 'AddBlockedDomainRequest' });

const ipFields = { id: true, network: true, formId: true, createdAt: true } as const;
const ipView = BlockedIpEntity.view<BlockedIp, typeof ipFields>(ipFields);
export const BlockedIpSchema = z.object(ipView.fields).meta({ id: 'BlockedIP' });
export const blockedIpView = ipView.map;

export const BlockedIpListSchema = z.object({ ips: z.array(BlockedIpSchema) }).meta({ id: 'BlockedIPList' });

export const AddBlockedIpRequestSchema = z
  .strictObject({
    network: z
      .string()
      .min(1)
      .max(100)
      .meta({ description: 'An IPv4/IPv6 address or a CIDR range, e.g. `203.0.113.0/24`, `2001:db8::/32`.' }),
    scope,
  })
  .meta({ id: 'AddBlockedIPRequest' });

export const CaptchaProviderSchema = z.enum(CAPTCHA_PROVIDERS).meta({
  id: 'CaptchaProvider',
  description:
    'captcha_a = hCaptcha, captcha_b = Cloudflare Turnstile, captcha_v2 = reCAPTCHA v2, captcha_v3 = reCAPTCHA v3.',
});

export const CaptchaConfigSchema = z
  .object({
    enabled: z.boolean(),
    provider: CaptchaProviderSchema.nullable().meta({ description: 'null until a CAPTCHA was configured.' }),
    site_key: z.string().nullable(),
    min_score: z
      .number()
      .nullable()
      .meta({ description: 'reCAPTCHA v3 only: lowest accepted score (default 0.5); null otherwise.' }),
  })
  .meta({ id: 'CaptchaConfig', description: 'Never includes the secret.' });

export const SetCaptchaRequestSchema = z
  .strictObject({
    enabled: z.boolean(),
    provider: CaptchaProviderSchema,
    site_key: z.string().trim().min(1).max(200),
    secret: z.string().trim().min(1).max(200).meta({ writeOnly: true, description: 'Stored, never returned.' }),
    min_score: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .meta({ description: 'reCAPTCHA v3 (`captcha_v3`) only, 0-1, default 0.5.' }),
  })
  .refine((v) => v.min_score === undefined || v.provider === 'captcha_v3', {
    message: 'min_score applies to captcha_v3 only',
    path: ['min_score'],
  })
  .meta({ id: 'SetCaptchaRequest' });

export const EmailHygienePolicySchema = z
  .object({ mode: z.enum(['flag', 'block']), require_mx: z.boolean(), block_disposable: z.boolean() })
  .meta({ id: 'EmailHygienePolicy' });

export const EmailHygieneResponseSchema = z
  .object({ policy: EmailHygienePolicySchema.nullable() })
  .meta({ id: 'EmailHygieneResponse', description: '`policy` is null until one was set.' });

export const SetEmailHygieneRequestSchema = z
  .strictObject({
    mode: z.enum(['flag', 'block']).meta({
      description: '`flag` stores failing submissions as spam with a reason; `block` refuses them (403 blocked).',
    }),
    require_mx: z.boolean().default(false),
    block_disposable: z.boolean().default(false),
  })
  .meta({ id: 'SetEmailHygieneRequest' });

export const BlockedDomainIdParamsSchema = z.object({ id: idParam('blockedDomain', 'Blocked-domain id.') });
export const BlockedIpIdParamsSchema = z.object({ id: idParam('blockedIp', 'Blocked-IP id.') });
