import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import type { DisposableDomainList } from '@shared/domain/spam/email-hygiene.js';

let list: Set<string> | undefined;

/**
 * The community-maintained disposable-mailbox list (npm `disposable-email-domains-js`, a packaging of the
 * disposable-email-domains project's blocklist), loaded once per process on first use (~9 000 domains).
 */
export const disposableDomains: DisposableDomainList = {
  has(domain) {
    list ??= disposableEmailBlocklistSet();
    return list.has(domain);
  },
};
