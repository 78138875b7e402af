/** How autoresponders pick the language of the `{{ date }}` variable (`locale_mode`). */

export const FORM_LOCALE = 'en-US';

const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

const isSupported = (tag: string) => {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
};

/**
 * The locale to format with: `form` always uses en-US; `submitter` uses the most preferred language of the
 * submission's Accept-Language header that the runtime can format, falling back to en-US.
 *
 * @example resolveLocale('submitter', 'fr-CH, fr;q=0.9, en;q=0.8') // 'fr-CH'
 */
export function resolveLocale(mode: 'form' | 'submitter', acceptLanguage: string | null | undefined): string {
  if (mode === 'form' || !acceptLanguage) return FORM_LOCALE;
  const ranked = acceptLanguage
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => LANGUAGE_TAG.test(l.tag) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((l) => isSupported(l.tag))?.tag ?? FORM_LOCALE;
}

/**
 * A submission time for people: long date and short time in UTC, in `locale`.
 *
 * @example formatDate('2026-03-05T14:07:00Z', 'en-US') // 'March 5, 2026 at 2:07 PM UTC'
 */
export function formatDate(iso: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
  return `${text} UTC`;
}
