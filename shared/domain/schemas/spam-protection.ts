import * as z from 'zod/mini';
import { BlockedDomainEntity, BlockedIpEntity, type BlockedDomain, type BlockedIp } from '../spam/blocklists.js';
import { CAPTCHA_PROVIDERS } from '../spam/captcha.js';
import { described, withMeta } from './meta.js';
import { idParam } from './params.js';

/**
 * What `normalizeDomain` and `parseNetwork` accept, as patterns for the document: every match is accepted. A domain
 * is stated in its ASCII form, at most three labels (≤ 192 characters; the top level starts with a letter); Unicode
 * names and deeper domains are accepted too and described. A network is an IPv4 or IPv6 address (no leading zeros,
 * no zone) with an optional prefix in range. Digits are `[0-9]`: a fuzzer may read `\d` as any Unicode digit.
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DOMAIN_SHAPE = `^(?:${LABEL}\\.){0,2}[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.?$`;
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;
const H = '[0-9A-Fa-f]{1,4}';
const IPV6 = [
  `(?:${H}:){7}${H}`,
  `(?:${H}:){1,7}:`,
  `(?:${H}:){1,6}:${H}`,
  `(?:${H}:){1,5}(?::${H}){1,2}`,
  `(?:${H}:){1,4}(?::${H}){1,3}`,
  `(?:${H}:){1,3}(?::${H}){1,4}`,
  `(?:${H}:){1,2}(?::${H}){1,5}`,
  `${H}:(?::${H}){1,6}`,
  `:(?:(?::${H}){1,7}|:)`,
  `(?:${H}:){6}${IPV4}`,
  `(?:${H}:){1,5}:${IPV4}`,
  `::(?:${H}:){0,5}${IPV4}`,
].join('|');
const NETWORK_SHAPE = `^(?:${IPV4}(?:/(?:3[0-2]|[12]?[0-9]))?|(?:${IPV6})(?:/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9]))?)$`;

/** Wire shapes of the spam-protection endpoints (block lists, CAPTCHA, e-mail hygiene). */

const scope = described(
  z._default(z.enum(['form', 'tenant']), 'form'),
  '`form` (default): only this form. `tenant`: every form of the tenant (the entry gets `form_id: null`).',
);

const domainFields = { id: true, domain: true, formId: true, createdAt: true } as const;
const domainView = BlockedDomainEntity.view<BlockedDomain, typeof domainFields>(domainFields);
export const BlockedDomainSchema = withMeta(z.object(domainView.fields), { id: 'BlockedDomain' });
export const blockedDomainView = domainView.map;

export const BlockedDomainListSchema = withMeta(z.object({ domains: z.array(BlockedDomainSchema) }), {
  id: 'BlockedDomainList',
});

export const AddBlockedDomainRequestSchema = withMeta(
  z.strictObject({
    domain: withMeta(z.string().check(z.minLength(1), z.maxLength(300)), {
      description:
        'A bare domain such as `example.com` or `bücher.de` (no scheme, path, port or @); a top-level domain such as ' +
        '`ru` blocks every address under it. Labels of 1-63 letters, digits or hyphens (none at either end), at ' +
        'most 253 characters, a top level that is not all digits; a Unicode name is converted. Stored lowercase in ' +
        'its ASCII (punycode) form.',
      pattern: DOMAIN_SHAPE,
      examples: ['example.com'],
    }),
    scope,
  }),
  { id: 'AddBlockedDomainRequest' },
);

const ipFields = { id: true, network: true, formId: true, createdAt: true } as const;
const ipView = BlockedIpEntity.view<BlockedIp, typeof ipFields>(ipFields);
export const BlockedIpSchema = withMeta(z.object(ipView.fields), { id: 'BlockedIP' });
export const blockedIpView = ipView.map;

export const BlockedIpListSchema = withMeta(z.object({ ips: z.array(BlockedIpSchema) }), { id: 'BlockedIPList' });

export const AddBlockedIpRequestSchema = withMeta(
  z.strictObject({
    network: withMeta(z.string().check(z.minLength(1), z.maxLength(100)), {
      description: 'An IPv4/IPv6 address or a CIDR range, e.g. `203.0.113.0/24`, `2001:db8::/32`.',
      pattern: NETWORK_SHAPE,
      examples: ['203.0.113.0/24'],
    }),
    scope,
  }),
  { id: 'AddBlockedIPRequest' },
);

export const CaptchaProviderSchema = withMeta(z.enum(CAPTCHA_PROVIDERS), {
  id: 'CaptchaProvider',
  description:
    'captcha_a = hCaptcha, captcha_b = Cloudflare Turnstile, captcha_v2 = reCAPTCHA v2, captcha_v3 = reCAPTCHA v3.',
});

export const CaptchaConfigSchema = withMeta(
  z.object({
    enabled: z.boolean(),
    provider: described(z.nullable(CaptchaProviderSchema), 'null until a CAPTCHA was configured.'),
    site_key: z.nullable(z.string()),
    min_score: described(
      z.nullable(z.number()),
      'reCAPTCHA v3 only: lowest accepted score (default 0.5); null otherwise.',
    ),
  }),
  { id: 'CaptchaConfig', description: 'Never includes the secret.' },
);

export const SetCaptchaRequestSchema = withMeta(
  z
    .strictObject({
      enabled: z.boolean(),
      provider: CaptchaProviderSchema,
      site_key: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      secret: withMeta(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), {
        writeOnly: true,
        description: 'Stored, never returned.',
      }),
      min_score: described(
        z.optional(z.number().check(z.minimum(0), z.maximum(1))),
        'reCAPTCHA v3 (`captcha_v3`) only, 0-1, default 0.5.',
      ),
    })
    .check(
      z.refine((v) => v.min_score === undefined || v.provider === 'captcha_v3', {
        message: 'min_score applies to captcha_v3 only',
        path: ['min_score'],
      }),
    ),
  { id: 'SetCaptchaRequest' },
);

export const EmailHygienePolicySchema = withMeta(
  z.object({ mode: z.enum(['flag', 'block']), require_mx: z.boolean(), block_disposable: z.boolean() }),
  { id: 'EmailHygienePolicy' },
);

export const EmailHygieneResponseSchema = withMeta(z.object({ policy: z.nullable(EmailHygienePolicySchema) }), {
  id: 'EmailHygieneResponse',
  description: '`policy` is null until one was set.',
});

export const SetEmailHygieneRequestSchema = withMeta(
  z.strictObject({
    mode: described(
      z.enum(['flag', 'block']),
      '`flag` stores failing submissions as spam with a reason; `block` refuses them (403 blocked).',
    ),
    require_mx: z._default(z.boolean(), false),
    block_disposable: z._default(z.boolean(), false),
  }),
  { id: 'SetEmailHygieneRequest' },
);

export const BlockedDomainIdParamsSchema = z.object({ id: idParam('blockedDomain', 'Blocked-domain id.') });
export const BlockedIpIdParamsSchema = z.object({ id: idParam('blockedIp', 'Blocked-IP id.') });

const timestamp = (description: string) => described(z.string(), description);

export const RememberedCampaignSchema = withMeta(
  z.object({
    id: described(z.string(), 'Campaign id (`cmp_…`); it appears in `spam_reasons` of the submissions it judged.'),
    verdict: described(
      z.enum(['spam', 'not_spam']),
      '`spam`: near copies are judged spam (`spam_campaign:<id>`). `not_spam`: near copies are let through ' +
        '(`not_spam_campaign:<id>`), whatever the other signals say.',
    ),
    source: described(
      z.enum(['owner', 'filter']),
      '`owner`: learned when a submission was marked spam, or moved from spam back to the inbox. `filter`: the ' +
        "filter's own near-certain verdict on the text.",
    ),
    form_id: described(z.string(), 'The form of the submission it was learned from.'),
    submission_id: described(z.string(), 'The submission it was learned from.'),
    sample: described(
      z.string(),
      "The message's first words as remembered: lowercased, links as `link`, numbers as `0`, the sender's name " +
        'as `name`, e-mail addresses left out.',
    ),
    created_at: timestamp('When it was learned.'),
    expires_at: timestamp('When it is forgotten (90 days after it was learned; 14 for the filter’s own).'),
  }),
  { id: 'RememberedCampaign' },
);

export const RememberedCampaignListSchema = withMeta(z.object({ campaigns: z.array(RememberedCampaignSchema) }), {
  id: 'RememberedCampaignList',
});

export const CampaignIdParamsSchema = z.object({ id: idParam('campaign', 'Remembered campaign id.') });
