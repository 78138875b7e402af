import type { AppConfig } from '@shared/config.js';
import type { OutboundHttp } from '@shared/domain/outbound.js';
import type { SpamJudge } from '@shared/domain/spam.js';
import { createSpamJudge, type SpamJudgePorts } from '@shared/domain/spam/judge.js';
import { siteverifyClient } from './captcha/siteverify.js';
import { disposableDomains } from './disposable-domains.js';
import { dnsMailDomains } from './dns/mail-domains.js';
import { blockListReader } from './dynamo/blocklists.js';
import { campaignMemoryIngest } from './dynamo/campaign-memory.js';
import { captchaSecretReader } from './dynamo/form-protection.js';
import { submitterHistoryReader } from './dynamo/submitter-history.js';
import type { Table } from './dynamo/table.js';
import { outboundHttp } from './http/outbound.js';
import { packagedContentModel } from './spam-model.js';

/**
 * The production spam judge over one table: block lists, submitter history and remembered campaigns from DynamoDB,
 * CAPTCHA through the SSRF-safe outbound client, MX checks through DNS, the packaged disposable-domain list and content model. `overrides` swaps any port
 * (tests inject a fake DNS resolver or a faulty verifier).
 */
export function spamJudge(
  config: AppConfig,
  table: Table,
  overrides: Partial<SpamJudgePorts> & {
    http?: OutboundHttp;
    /** A tenant's campaign mark from a read the caller makes anyway (`campaignMemoryIngest`). */
    campaignsUntil?: (tenantId: string) => Promise<number | undefined>;
  } = {},
): SpamJudge {
  const { http, campaignsUntil, ...ports } = overrides;
  return createSpamJudge({
    blocks: blockListReader(table),
    history: submitterHistoryReader(table),
    captchaSecrets: captchaSecretReader(table),
    captcha: siteverifyClient(http ?? outboundHttp({ allowLoopback: config.allowLoopbackTargets }), {
      urls: config.captchaVerifyUrls,
    }),
    mailDomains: dnsMailDomains(),
    disposable: disposableDomains,
    contentModel: packagedContentModel,
    campaigns: campaignMemoryIngest(table, campaignsUntil),
    ...ports,
  });
}
