import type { DisposableDomainList } from '@shared/domain/spam/email-hygiene.js';

let list: Promise<Set<string>> | undefined;

/**
 * The package is ~145 KB of domains that only forms with `block_disposable` need, so it is imported on first use,
 * not at start-up. The function bundle leaves this `import()` to Node and ships the package beside the bundle
 * (`lazyPackages` in lib/bundling.ts). It is CommonJS: Node exposes its exports as named ones or under `default`.
 */
async function load(): Promise<Set<string>> {
  const pkg = await import('disposable-email-domains-js');
  const build = pkg.disposableEmailBlocklistSet ?? pkg.default.disposableEmailBlocklistSet;
  return build();
}

/**
 * The community-maintained disposable-mailbox list (npm `disposable-email-domains-js`, a packaging of the
 * disposable-email-domains project's blocklist), loaded once per process on first use (~9 000 domains). A failed
 * load is not remembered: the next check tries again.
 */
export const disposableDomains: DisposableDomainList = {
  async has(domain) {
    list ??= load().catch((error: unknown) => {
      list = undefined;
      throw error;
    });
    return (await list).has(domain);
  },
};
