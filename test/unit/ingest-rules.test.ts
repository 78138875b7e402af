import { describe, expect, it } from 'vitest';
import { cachedForms, predictedUsage } from '@services/ingest/caches.js';
import { bodyKind, parseBody } from '@services/ingest/http/body.js';
import { corsHeaders, prefersJson } from '@services/ingest/http/negotiate.js';
import { escapeHtml, safeBackUrl } from '@services/ingest/pages.js';
import { applyPrivacy, routingAliasOf, splitReserved, submitterEmail } from '@services/ingest/use-cases/fields.js';
import type { Form } from '@shared/domain/form.js';
import { rateWindows, secondsLeft, submitterOf } from '@shared/domain/submission-rate-limit.js';
import type { UsageCounter } from '@shared/domain/usage.js';

const noPrivacy = { redact_fields: [], do_not_store_fields: [] };

describe('content negotiation', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['text/html', false],
    ['application/json', true],
    ['*/*', true],
    ['', true],
    ['application/json;q=0.5, text/html', false],
    ['text/html;q=0.5, application/json', true],
    ['application/json;q=0', false],
    ['garbage', true],
  ])('Accept %j → JSON %s', (accept, json) => {
    expect(prefersJson(accept === '' ? {} : { accept })).toBe(json);
  });

  it('treats XHR as JSON whatever it accepts', () => {
    expect(prefersJson({ accept: 'text/html', 'x-requested-with': 'XMLHttpRequest' })).toBe(true);
  });
});

describe('CORS', () => {
  it('echoes allowed origins and refuses others', () => {
    expect(corsHeaders('https://a.example', ['https://a.example'])['access-control-allow-origin']).toBe(
      'https://a.example',
    );
    expect(corsHeaders('HTTPS://A.EXAMPLE:443', ['https://a.example'])['access-control-allow-origin']).toBe(
      'HTTPS://A.EXAMPLE:443',
    );
    expect(corsHeaders('null', ['*'])['access-control-allow-origin']).toBe('null');
    expect(corsHeaders('https://x.example', [])['vary']).toBe('Origin');
    expect(corsHeaders(undefined, ['https://a.example'])).toEqual({});
    for (const origin of ['https://a.example.evil', 'http://a.example', 'https://a.example:8443', 'null']) {
      expect(() => corsHeaders(origin, ['https://a.example']), origin).toThrow(/origin/);
    }
  });
});

describe('rate-limit identity and windows', () => {
  it('groups IPv6 by /64 and unwraps IPv4-mapped addresses', () => {
    expect(submitterOf('203.0.113.7')).toBe('203.0.113.7');
    expect(submitterOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(submitterOf('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(submitterOf('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(submitterOf('::1')).toBe('0:0:0:0::/64');
    expect(submitterOf('not-an-ip')).toBe('not-an-ip');
  });

  it('applies both windows, merges equal lengths, and none when disabled', () => {
    const base = { disabled: false, limit: 1, window_seconds: 30, burst: 20, burst_window_seconds: 600 };
    expect(rateWindows(base)).toEqual([
      { limit: 1, seconds: 30 },
      { limit: 20, seconds: 600 },
    ]);
    expect(rateWindows({ ...base, burst_window_seconds: 30, burst: 5, limit: 9 })).toEqual([{ limit: 5, seconds: 30 }]);
    expect(rateWindows({ ...base, disabled: true })).toEqual([]);
    expect(secondsLeft(Date.UTC(2025, 0, 1, 0, 0, 10), 30)).toBe(20);
    expect(secondsLeft(Date.UTC(2025, 0, 1, 0, 0, 29, 999), 30)).toBe(1);
  });
});

describe('fields', () => {
  const fields = (entries: [string, unknown][]) => new Map(entries) as Parameters<typeof applyPrivacy>[0];

  it('reserves every _ name and the CAPTCHA token fields', () => {
    const { data, reserved } = splitReserved(
      fields([
        ['name', 'a'],
        ['_t', '1'],
        ['g-recaptcha-response', 'x'],
        ['_to', 'Sales'],
      ]),
    );
    expect([...data.keys()]).toEqual(['name']);
    expect([...reserved.keys()]).toEqual(['_t', 'g-recaptcha-response', '_to']);
    expect(routingAliasOf(reserved)).toBe('sales');
    expect(routingAliasOf(fields([['_to', '../../etc']]))).toBeNull();
  });

  it('applies privacy rules case-insensitively, to nested paths and through arrays', () => {
    const kept = applyPrivacy(
      fields([
        ['SSN', '1'],
        ['card', { number: '4111', exp: '12/30' }],
        ['items', [{ secret: 's', ok: 1 }]],
        ['pwd', 'x'],
      ]),
      { redact_fields: ['ssn', 'Card.Number'], do_not_store_fields: ['pwd', 'items.secret'] },
    );
    expect(Object.fromEntries(kept)).toEqual({
      SSN: '[redacted]',
      card: { number: '[redacted]', exp: '12/30' },
      items: [{ ok: 1 }],
    });
  });

  it('takes the submitter e-mail from _replyto, then email, unless privacy hides it', () => {
    const data = fields([['email', 'a@example.com']]);
    expect(submitterEmail(data, fields([['_replyto', 'r@example.org']]), noPrivacy)).toBe('r@example.org');
    expect(submitterEmail(data, fields([]), noPrivacy)).toBe('a@example.com');
    expect(submitterEmail(data, fields([]), { redact_fields: ['email'], do_not_store_fields: [] })).toBeNull();
    expect(submitterEmail(fields([['email', 'a@b']]), fields([]), noPrivacy)).toBeNull();
    expect(submitterEmail(fields([['email', ['x@example.com', 'y@example.com']]]), fields([]), noPrivacy)).toBe(
      'x@example.com',
    );
  });
});

describe('multipart parsing', () => {
  const parse = (body: string, boundary = 'B') =>
    parseBody('multipart', `multipart/form-data; boundary="${boundary}"`, Buffer.from(body, 'utf8'));

  it('reads quoted names, a preamble and an epilogue', async () => {
    const body =
      'preamble\r\n--B\r\nContent-Disposition: form-data; name="a \\"q\\""\r\n\r\nv1\r\n--B\r\ncontent-disposition: form-data; name=b\r\nContent-Type: text/plain\r\n\r\n\r\n--B--\r\nepilogue';
    expect(Object.fromEntries((await parse(body)).fields)).toEqual({ 'a "q"': 'v1', b: '' });
  });

  it('refuses bodies without a boundary or end', async () => {
    await expect(parseBody('multipart', 'multipart/form-data', Buffer.from('x'))).rejects.toThrow(/boundary/);
    await expect(parse('--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nv')).rejects.toThrow(/malformed/);
  });

  it('reads file parts apart from fields; an empty file input is no file', async () => {
    const body =
      '--B\r\nContent-Disposition: form-data; name="cv"; filename="C:\\docs\\cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1\r\n' +
      '--B\r\nContent-Disposition: form-data; name="photo"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n' +
      '--B\r\nContent-Disposition: form-data; name="message"\r\n\r\nhello\r\n--B--\r\n';
    const parsed = await parse(body);
    expect(Object.fromEntries(parsed.fields)).toEqual({ message: 'hello' });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({ fieldName: 'cv', contentType: 'application/pdf' });
    expect(parsed.files[0]!.bytes.toString()).toBe('%PDF-1');
  });

  it('selects parsers by media type', () => {
    expect(bodyKind('Application/JSON; charset=UTF-8')).toBe('json');
    expect(() => bodyKind('text/plain')).toThrow(/send application/);
    expect(() => bodyKind('application/x-www-form-urlencoded; charset=iso-8859-1')).toThrow(/UTF-8/);
  });
});

describe('hosted page helpers', () => {
  it('escapes markup and links back only to http(s)', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(safeBackUrl('https://a.example/p?q=1')).toBe('https://a.example/p?q=1');
    expect(safeBackUrl('javascript:alert(1)')).toBeNull();
    expect(safeBackUrl('data:text/html,x')).toBeNull();
    expect(safeBackUrl(undefined)).toBeNull();
  });
});

describe('warm caches', () => {
  it('reuses a form for the TTL, never caches misses, and drops the oldest when full', async () => {
    let now = 0;
    let reads = 0;
    const forms = cachedForms(
      { getBySlug: async (slug) => (reads++, slug === 'missing' ? undefined : ({ id: slug } as Form)) },
      { ttlMs: 1000, maxEntries: 2, now: () => now },
    );
    await forms.getBySlug('a');
    await forms.getBySlug('a');
    expect(reads).toBe(1);
    await forms.getBySlug('missing');
    await forms.getBySlug('missing');
    expect(reads).toBe(3);
    now = 1001;
    await forms.getBySlug('a');
    expect(reads).toBe(4);
    await forms.getBySlug('b');
    await forms.getBySlug('c');
    await forms.getBySlug('a');
    expect(reads).toBe(7);
  });

  it('advances the predicted usage with its own stored writes', async () => {
    const counter: UsageCounter = {
      tenantId: 't',
      period: 'p',
      submissions: 3,
      unlocked: 3,
      throttled: false,
      notified80: false,
      notified100: false,
    };
    let reads = 0;
    const usage = predictedUsage({ get: async () => (reads++, counter) }, { ttlMs: 1000, now: () => 0 });
    expect((await usage.get('t', 'p')).submissions).toBe(3);
    usage.counted('t', 'p', { locked: false });
    usage.counted('t', 'p', { locked: true });
    expect(await usage.get('t', 'p')).toMatchObject({ submissions: 5, unlocked: 4 });
    expect(reads).toBe(1);
  });
});
