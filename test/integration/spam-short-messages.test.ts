import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createTestTenant, startTestApp } from '@test/support/app.js';
import { createForm, NO_RATE_LIMIT, postForm, postJson, type TestForm } from './ingest-support.js';

/**
 * Short real messages reach the inbox at the default strictness (`medium`) through the production judge with the
 * packaged content model: a one-liner says too little for the model to outvote a person, with or without
 * browser headers (a page's own server relaying the form sends none), in any language. Names, choices and other
 * short values are not read as prose. Obvious spam of the same length is still caught.
 */
let app: LocalApp;
let form: TestForm;

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  const tenant = await createTestTenant(app);
  form = await createForm(app, tenant, NO_RATE_LIMIT, 'short');
});
afterAll(() => app?.stop());

const browser = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'accept-language': 'en-GB,en;q=0.8',
};

const SHORT_REAL: Record<string, string>[] = [
  { name: 'Anna Berg', message: 'Hello, I would like a quote' },
  { name: 'Jörg Weiß', message: 'Hallo, geht auch ein Termin am Freitag?' },
  { name: 'Léa Dubois', message: 'Bonjour, est-ce que vous livrez à Lyon samedi ?' },
  { name: 'Lucía Gómez', message: 'Hola, ¿me podéis llamar mañana por la tarde?' },
  { name: 'João Silva', message: 'Oi, vocês abrem no feriado?' },
  { name: 'Ayşe Yılmaz', message: 'Merhaba, yarın açık mısınız?' },
  { name: '山田 花子', message: '明日の午後に電話してもらえますか？' },
  { name: 'Ola Nordmann', message: 'Thanks, 100% sure, see you at 10!' },
  { name: 'Sam Lee', company: 'Lee Bakery', message: 'Hi, can you send me your prices for a website?' },
  { name: 'Katrin Wolf', message: 'Guten Tag, bitte um ein Angebot für 20 Stühle.' },
];

describe('short real messages at medium strictness', () => {
  it('stores the urlencoded one-liner with a name and two choices as received, without browser headers', async () => {
    const res = await postForm(app, form.public_slug, [
      ['name', 'Zoë Ünal'],
      ['topic', 'sales'],
      ['topic', 'support'],
      ['message', 'Hello +1 & 100% = sure'],
    ]);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('received');
  });

  it.each(SHORT_REAL)('stores %o as received, from a browser and from a server relay', async (fields) => {
    for (const headers of [browser, {}]) {
      const res = await postJson(app, form.public_slug, fields, { headers });
      expect(res.status).toBe(201);
      expect(res.body.status, JSON.stringify({ fields, headers })).toBe('received');
    }
  });

  it('still stores short obvious spam as spam', async () => {
    for (const message of [
      'Buy cheap viagra online without prescription, fast worldwide shipping',
      'Congratulations! You won $1,000,000, claim your prize today',
    ]) {
      const res = await postJson(app, form.public_slug, { name: 'Mike', message }, { headers: browser });
      expect(res.status).toBe(201);
      expect(res.body.status, message).toBe('spam');
    }
  });
});
