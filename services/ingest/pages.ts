/**
 * The hosted pages a visitor sees after a plain HTML form post: success and error. Small, self-contained HTML
 * (no scripts, no external resources), readable without CSS, with every echoed value escaped.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** An error message as a sentence a visitor reads: capitalized, with a full stop. */
export const asSentence = (message: string): string =>
  message.charAt(0).toUpperCase() + message.slice(1) + (message.endsWith('.') ? '' : '.');

/** A link target worth offering: only absolute http(s) URLs, so a `javascript:` referer never becomes a link. */
export function safeBackUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Headers of every hosted page: nothing may load, run or frame it. */
export const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const STYLE = `
  :root { color-scheme: light dark; }
  body { margin: 0; font: 1.05rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: Canvas; color: CanvasText; }
  main { max-width: 34rem; margin: 12vh auto 2rem; padding: 2rem 1.5rem; }
  h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 .75rem; }
  p { margin: 0 0 1rem; }
  .mark { font-size: 2.5rem; margin-bottom: .5rem; }
  a { color: LinkText; }
  a:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
`;

function layout(input: {
  title: string;
  mark: string;
  heading: string;
  paragraphs: string[];
  role: 'status' | 'alert';
  backUrl: string | null;
}) {
  const back = input.backUrl ? `\n    <p><a href="${escapeHtml(input.backUrl)}">← Back to the site</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(input.title)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <div class="mark" aria-hidden="true">${input.mark}</div>
    <h1>${escapeHtml(input.heading)}</h1>
    <div role="${input.role}">
${input.paragraphs.map((p) => `      <p>${escapeHtml(p)}</p>`).join('\n')}
    </div>${back}
  </main>
</body>
</html>
`;
}

/** The page after an accepted submission, naming the form. */
export function successPage(input: { formName: string; backUrl: string | null }): string {
  return layout({
    title: `Thank you — ${input.formName}`,
    mark: '✓',
    heading: 'Thank you!',
    paragraphs: [`Your submission to “${input.formName}” was received.`],
    role: 'status',
    backUrl: input.backUrl,
  });
}

/** The page after a refused submission: what went wrong and what the visitor can do. */
export function errorPage(input: {
  formName: string | null;
  message: string;
  hint: string | null;
  backUrl: string | null;
}): string {
  const heading = input.formName
    ? `Your submission to “${input.formName}” was not sent`
    : 'Your submission was not sent';
  return layout({
    title: input.formName ? `Not sent — ${input.formName}` : 'Not sent',
    mark: '!',
    heading,
    paragraphs: [input.message, ...(input.hint ? [input.hint] : [])],
    role: 'alert',
    backUrl: input.backUrl,
  });
}
