import { describe, expect, it } from 'vitest';
import { scoreSubmission, type ScoringInput } from '@shared/domain/spam/scoring.js';
import { readSpamSettings } from '@shared/domain/spam/strictness.js';
import { PITCH_CUES } from '@shared/domain/spam/pitch-cues.js';
import { WORLD_PITCH_CUES } from '@shared/domain/spam/pitch-cues-world.js';
import { pitchCueMatcher } from '@shared/domain/spam/pitch-signals.js';

const NOW = Date.parse('2025-06-02T10:00:00Z');
const browser = {
  'user-agent':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'accept-language': 'en-GB',
  origin: 'https://shop.example',
  referer: 'https://shop.example/contact',
};
const input = (over: Partial<ScoringInput> = {}): ScoringInput => ({
  fields: { name: 'Ana Lima', email: 'ana@example.com', message: 'Could you tell me when the shop opens on Saturday?' },
  reserved: {},
  headers: browser,
  receivedAt: NOW,
  allowedOrigins: ['https://shop.example'],
  ...over,
});
const medium = readSpamSettings({});

describe('scoring signals', () => {
  it('accepts an ordinary message with score 0 and no reasons', () => {
    expect(scoreSubmission(input(), medium)).toEqual({ score: 0, spam: false, reasons: [], textScore: 0 });
  });

  it('marks a filled honeypot as spam even at low strictness', () => {
    const result = scoreSubmission(
      input({ reserved: { _gotcha: 'http://x.test' } }),
      readSpamSettings({ spam: { strictness: 'low' } }),
    );
    expect(result).toMatchObject({ spam: true, reasons: ['honeypot'] });
  });

  it('reads `_t` (page-load epoch ms): under 2 s is too fast, a future or garbled value is odd, a slow fill is fine', () => {
    const at = (t: unknown) => scoreSubmission(input({ reserved: { _t: t } }), medium).reasons;
    expect(at(String(NOW - 800))).toEqual(['too_fast']);
    expect(at(NOW - 3000)).toEqual(['fast']);
    expect(at(String(NOW - 60_000))).toEqual([]);
    expect(at(String(NOW + 10 * 60_000))).toEqual(['invalid_timing']);
    expect(at('yesterday')).toEqual(['invalid_timing']);
  });

  it('flags header anomalies: no user agent, an HTTP library, an Origin outside allowed_origins', () => {
    expect(scoreSubmission(input({ headers: {} }), medium).reasons).toEqual(['missing_user_agent', 'bare_request']);
    expect(
      scoreSubmission(input({ headers: { ...browser, 'user-agent': 'python-requests/2.31' } }), medium).reasons,
    ).toEqual(['bot_user_agent']);
    const elsewhere = { ...browser, origin: 'https://other.example', referer: 'https://other.example/x' };
    expect(scoreSubmission(input({ headers: elsewhere }), medium).reasons).toEqual(['origin_not_allowed']);
    expect(scoreSubmission(input({ headers: elsewhere, allowedOrigins: [] }), medium).reasons).toEqual([]);
  });

  it('does not judge a server relay without any User-Agent (PHP cURL sends none) as spam from its headers alone', () => {
    const relay = scoreSubmission(input({ headers: {} }), medium);
    expect(relay).toMatchObject({ spam: false, reasons: ['missing_user_agent', 'bare_request'] });
    expect(scoreSubmission(input({ headers: {} }), readSpamSettings({ spam: { strictness: 'high' } })).spam).toBe(true);
    const pitch = 'We help businesses like yours get more customers. Can I send you a free audit of your website?';
    expect(scoreSubmission(input({ headers: {}, fields: { message: pitch } }), medium).spam).toBe(true);
  });

  it('reads a pitch and its follow-up beyond English, and not a customer chasing their own order', () => {
    // The cues of languages beyond the bundled five come with the content model (here one that has no opinion).
    const model = { probability: () => 0, pitchCues: pitchCueMatcher({ ...PITCH_CUES, ...WORLD_PITCH_CUES }) };
    const reasons = (message: string) => scoreSubmission(input({ fields: { message }, model }), medium).reasons;
    expect(
      scoreSubmission(input({ fields: { message: 'Oferujemy bezpłatny audyt Państwa firmy.' } }), medium).reasons,
    ).toEqual([]);
    // Polish: the recipient's company (any case ending) and three offers.
    expect(reasons('Oferujemy bezpłatny audyt Państwa firmy. Czy byliby Państwo zainteresowani?')).toContain(
      'sales_pitch:3',
    );
    // A Korean follow-up of a pitch: the sender's own earlier mail, the recipient's company, a call.
    const korean = '지난번 보내드린 메일 관련해서 다시 연락드립니다. 귀사의 매출 향상을 위해 잠깐 통화 가능하실까요?';
    expect(reasons(korean)).toEqual(['sales_pitch:2', 'pitch_follow_up']);
    const german = 'Ich hatte Ihnen letzte Woche geschrieben. Haben Sie Interesse an einer kostenlosen Analyse?';
    expect(reasons(german)).toContain('pitch_follow_up');
    // The same words of "writing again" about an order: no pitch.
    expect(reasons('Following up on my previous message: order 4411 has still not arrived. Any news?')).toEqual([]);
    expect(reasons('Ich hatte Ihnen letzte Woche wegen meiner Bestellung geschrieben und noch keine Antwort.')).toEqual(
      [],
    );
  });

  it('reads a vendor offer on any subject as a pitch (terms, a reply as the ask), and not a business that buys', () => {
    const reasons = (message: string) => scoreSubmission(input({ fields: { message } }), medium).reasons;
    expect(
      reasons(
        'Our clients save hours every week. We take care of payroll for a flat fee. Reply to this message and I will send a no-obligation quote.',
      ),
    ).toEqual([expect.stringMatching(/^sales_pitch:/)]);
    expect(
      reasons('We are a bakery and need 500 boxes a month. Could you send us a quote and your price list?'),
    ).toEqual([]);
  });

  it("reads SEO words as a pitch when they are about the recipient's site, not when a client talks about their own", () => {
    const reasons = (message: string) => scoreSubmission(input({ fields: { message } }), medium).reasons;
    // An agency's clients write about their rankings and traffic; those words alone weigh little.
    for (const message of [
      'Our Google ranking dropped after the redesign you did last month. Can we schedule a call?',
      'Since the migration our organic traffic is down by a third and the website traffic report looks empty.',
    ])
      expect(reasons(message).filter((r) => r.startsWith('spam_phrases'))).toEqual([]);
    expect(reasons('We can double your organic traffic and fix your Google ranking within a month.')).toContain(
      'spam_phrases:2',
    );
  });

  it('reads a link elsewhere beside money or an hours deadline as pressure, not a link to the site itself', () => {
    const reasons = (message: string) => scoreSubmission(input({ fields: { message } }), medium).reasons;
    expect(
      reasons('Your parcel is on hold. Pay the 1,99 EUR fee within 48 hours: https://parcel-desk.example/pay'),
    ).toEqual(expect.arrayContaining(['link_pressure']));
    expect(reasons('Ihr Konto wird in 24 Stunden gesperrt. Jetzt bestätigen: https://konto-hilfe.example')).toEqual(
      expect.arrayContaining(['link_pressure']),
    );
    // The form's own site (its Origin), a working week's hours, a link without money or a deadline: none of them.
    expect(reasons('Is this €49 lamp back soon? https://shop.example/lamps/12')).not.toContain('link_pressure');
    expect(reasons('I could work 20 hours a week, my code: https://github.com/ana')).not.toContain('link_pressure');
    expect(reasons('The texts are in the shared folder: https://docs.google.com/d/1')).not.toContain('link_pressure');
  });

  it('flags script injection and link-heavy messages, naming each reason', () => {
    const xss = scoreSubmission(input({ fields: { message: 'hi <img src=x onerror=alert(1)>' } }), medium);
    expect(xss).toMatchObject({ spam: true, reasons: ['injection'] });
    const links = scoreSubmission(
      input({
        fields: { message: 'see https://a.test/1 https://b.test/2 https://c.test/3 https://d.test https://e.test' },
      }),
      medium,
    );
    expect(links.reasons).toEqual(expect.arrayContaining(['links:5', 'link_only']));
    expect(links.spam).toBe(true);
  });

  it('marks keyboard mash on any layout as spam at medium, and not the words, names and codes that look like it', () => {
    const mash = (name: string, message: string) =>
      scoreSubmission(input({ fields: { name, email: 'x@example.com', message } }), medium);
    for (const [name, message] of [
      ['asd', 'xcvbn'],
      ['qwe', 'dfghjk lkjh'],
      ['zz', 'фывапр енгш'],
      ['Ana Lima', 'sdfgsdfg hkaljjl shlkljhlffh'],
    ]) {
      expect(mash(name!, message!), message).toMatchObject({ spam: true, reasons: ['keyboard_mash'] });
    }
    for (const [name, message] of [
      ['Grzegorz Brzęczyszczykiewicz', 'Szczęść Boże, czy przesyłka do Pszczyny dotrze w czwartek?'],
      ['Elif Yıldız', 'Pazar günü açık mısınız?'],
      ['Petr Vlk', 'Zmrzlina ve čtvrtek, prst, krk: sklad?'],
      ['Sam', 'Our QWERTY keyboards: is the German QWERTZ layout in stock? SKU XJ9-22, order AB12CD'],
      ['Ops', 'strcmp() fails with HTTPS and SMTP in MySQL, see httpd logs'],
      ['Mia', 'hmm ok thx'],
      ['Li', 'Здравствуйте, проложить кабель можно?'],
    ]) {
      expect(mash(name!, message!), message).toMatchObject({ spam: false, reasons: [] });
    }
  });

  it('always marks blocked keywords as spam with score 1, case-insensitively, even with scoring disabled', () => {
    const settings = readSpamSettings({ spam: { blocked_keywords: ['Casino'] } });
    expect(scoreSubmission(input({ fields: { message: 'best CASINO bonus' } }), settings)).toMatchObject({
      score: 1,
      spam: true,
      reasons: expect.arrayContaining(['blocked_keyword:Casino']),
    });
    const off = readSpamSettings({ spam: { enabled: false, blocked_keywords: ['casino'] } });
    expect(scoreSubmission(input({ fields: { message: 'casino' } }), off)).toEqual({
      score: null,
      spam: true,
      reasons: ['blocked_keyword:casino'],
      textScore: null,
    });
  });

  it('turns scoring off only for an explicit enabled: false', () => {
    const honeypot = input({ reserved: { _gotcha: 'x' } });
    expect(scoreSubmission(honeypot, readSpamSettings({ spam: { enabled: false } }))).toEqual({
      score: null,
      spam: false,
      reasons: [],
      textScore: null,
    });
    expect(scoreSubmission(honeypot, readSpamSettings({ spam: { enabled: 'false' } })).spam).toBe(true);
    expect(scoreSubmission(honeypot, readSpamSettings({ spam: null } as never)).spam).toBe(true);
  });

  it('counts a mostly-spam history against the submitter and trusts an owner-verified one', () => {
    const pitch = input({ fields: { message: 'We offer SEO services for your website.' } });
    const base = scoreSubmission(pitch, medium).score!;
    const bad = scoreSubmission({ ...pitch, history: { spam: 3, ham: 0, verified: 0 } }, medium);
    expect(bad.score!).toBeGreaterThan(base);
    expect(bad.reasons).toContain('spam_history:3');
    const trusted = scoreSubmission({ ...pitch, history: { spam: 0, ham: 2, verified: 1 } }, medium);
    expect(trusted.score!).toBeLessThan(base);
    expect(trusted.reasons).toContain('verified_submitter');
  });

  it('maps strictness to thresholds: the same score is spam at high but not at low', () => {
    const suspicious = input({ headers: { 'user-agent': 'curl/8.5.0' } });
    const score = scoreSubmission(suspicious, medium).score!;
    expect(score).toBeGreaterThanOrEqual(0.3);
    expect(scoreSubmission(suspicious, readSpamSettings({ spam: { strictness: 'high' } })).spam).toBe(true);
    expect(scoreSubmission(suspicious, readSpamSettings({ spam: { strictness: 'low' } })).spam).toBe(false);
  });
});
