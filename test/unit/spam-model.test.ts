import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packagedContentModel } from '@shared/adapters/spam-model.js';
import {
  confidence,
  contentFeatures,
  contentModel,
  modelText,
  type ContentModelWeights,
} from '@shared/domain/spam/content-model.js';
import { scoreSubmission } from '@shared/domain/spam/scoring.js';
import { readSpamSettings } from '@shared/domain/spam/strictness.js';
import { submissionText } from '@shared/domain/spam/text.js';
import { loadCorpus } from '@test/support/spam-corpus.js';
import { corpusFile, generateCorpus, OUT } from '../../scripts/spam-train/generate-corpus.js';
import { trainShippedModel, weightsFile, WEIGHTS_FILE } from '../../scripts/spam-train/train.js';

/** The committed corpus and weights are exactly what `npm run spam:train` makes of the committed templates. */
describe('the spam content model', () => {
  it('the generated corpus is what the templates produce (npm run spam:corpus)', () => {
    expect(corpusFile(generateCorpus()) === readFileSync(OUT, 'utf8')).toBe(true);
  });

  it('the committed weights are what npm run spam:train trains from the committed corpus', () => {
    const retrained = weightsFile(trainShippedModel(loadCorpus()));
    expect(retrained === readFileSync(WEIGHTS_FILE, 'utf8'), 'run npm run spam:train and commit the weights').toBe(
      true,
    );
  }, 300_000);

  it('reports itself in spam_reasons with its probability, and says nothing about an ordinary question', () => {
    const model = contentModel(JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as ContentModelWeights);
    const base = {
      reserved: {},
      headers: { 'user-agent': 'Mozilla/5.0', 'accept-language': 'en', origin: 'https://a.example' },
      receivedAt: 0,
      allowedOrigins: [],
      model,
    };
    const pitch = scoreSubmission(
      {
        ...base,
        fields: {
          message:
            'Hi, I came across your company and wanted to ask: would you be open to a quick call about growing your revenue? We work with agencies like yours and can start next week.',
        },
      },
      readSpamSettings({}),
    );
    expect(pitch.reasons.find((r) => r.startsWith('content_model:'))).toMatch(/^content_model:\d{2,3}$/);
    const question = scoreSubmission(
      { ...base, fields: { message: 'Hello, are you open on the bank holiday Monday?' } },
      readSpamSettings({}),
    );
    expect(question.reasons.filter((r) => r.startsWith('content_model'))).toEqual([]);
    expect(question.spam).toBe(false);
  });

  it('brings the pitch cues of the languages the bundle has no room for (a Polish follow-up of a pitch)', () => {
    const message = 'Nie otrzymałem odpowiedzi na moją poprzednią wiadomość. Oferujemy bezpłatny audyt Państwa firmy.';
    const input = { fields: { message }, reserved: {}, headers: {}, receivedAt: 0, allowedOrigins: [] };
    const reasons = (model?: typeof packagedContentModel) =>
      scoreSubmission({ ...input, model }, readSpamSettings({})).reasons;
    expect(reasons(packagedContentModel)).toEqual(expect.arrayContaining(['sales_pitch:2', 'pitch_follow_up']));
    expect(reasons().filter((r) => r.startsWith('sales_pitch') || r === 'pitch_follow_up')).toEqual([]);
  });

  it('reads only what the visitor wrote in sentences: names, choices, numbers and e-mail addresses are left out', () => {
    const text = submissionText({
      name: 'Zoë Ünal',
      topic: ['sales', 'support'],
      phone: '+49 30 1234 5678',
      email: 'zoe@example.org',
      message: 'Hello, please call me back at zoe@example.org',
      details: { note: 'Second floor, ring twice' },
    });
    expect(text.free).toBe('hello, please call me back at\nsecond floor, ring twice');
    expect(submissionText({ name: 'Zoë Ünal', topic: ['sales', 'support'] }).free).toBe('');
  });

  it('trusts a one-liner less than a letter: evidence is shrunk by n / (n + 8) words', () => {
    expect(confidence(4)).toBeCloseTo(1 / 3);
    expect(confidence(8)).toBe(0.5);
    expect(confidence(80)).toBeGreaterThan(0.9);
  });

  it('reads Latin letters without their accents, and every other script with its marks', () => {
    const same = (a: string, b: string) => expect(contentFeatures(a, 1 << 19)).toEqual(contentFeatures(b, 1 << 19));
    same('Crème brûlée à Žilina, Şişli, Việt Nam', 'Creme brulee a Zilina, Sisli, Viet Nam');
    same('WIR BIETEN IHNEN GÜNSTIGE PREISE', 'wir bieten ihnen gunstige preise');
    expect(modelText('नमस्ते हिन्दी')).toBe('नमस्ते हिन्दी'.normalize('NFKC'));
    expect(modelText('한국어 ｆｕｌｌ ﬁne')).toBe('한국어 full fine');
    // Each feature counts once: saying a word four times is not four times the evidence.
    const { value } = contentFeatures('offer offer offer offer now', 1 << 19);
    expect(new Set(value).size).toBe(1);
  });

  it('the packaged model loads its weights from beside its module', () => {
    expect(
      packagedContentModel.probability(
        'Buy cheap viagra and cialis online without prescription, best prices and fast worldwide shipping: {url}',
      ),
    ).toBeGreaterThan(0.5);
  });
});
