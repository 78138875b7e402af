import { describe, expect, it } from 'vitest';
import { packagedReviewModel } from '@shared/adapters/spam-review-model.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REVIEW_WEIGHTS_FILE_NAME } from '@shared/adapters/spam-review-model.js';
import { finalVerdict } from '@shared/domain/spam/final-verdict.js';
import {
  ReviewModelWeightsSchema,
  shapeFeatures,
  signalFeatures,
  structureFeatures,
} from '@shared/domain/spam/review-model.js';
import type { Strictness } from '@shared/domain/spam/strictness.js';

/**
 * The second stage's review model reads what the hand-written signals make of a text as features of its own: the
 * same abstraction in every language the pitch cues know, so a pitch of a sort (or in a language) the n-grams never
 * saw still looks like a pitch to it.
 */
const pitches = {
  en: 'Hello, I was looking at your website and we can help your business get more customers. We offer a free audit with no obligation, would you like a quick call?',
  de: 'Hallo, ich habe mir Ihre Webseite angesehen und wir können Ihrem Unternehmen helfen, mehr Kunden zu gewinnen. Wir bieten eine kostenlose Analyse, unverbindlich. Hätten Sie Interesse an einem kurzen Gespräch?',
};
const question =
  'Hello, could you tell me whether the workshop on Saturday still has free places for two people? Thanks, Jo';

const WEIGHTS = fileURLToPath(new URL(`../../shared/adapters/${REVIEW_WEIGHTS_FILE_NAME}`, import.meta.url));

const cuesOf = (text: string) => signalFeatures(text).find((f) => f.startsWith('cues:'))!;

describe('the review model', () => {
  it('sees the same pitch in English and German through the pitch cues of every language', () => {
    const [en, de] = [cuesOf(pitches.en), cuesOf(pitches.de)];
    for (const cues of [en, de]) expect(cues).toMatch(/^cues:[12]:[2-4]:0$/);
    expect(signalFeatures(pitches.de)).toContain('rule:sales_pitch:' + de.split(':')[2]);
    expect(cuesOf(question)).toBe('cues:0:0:0');
  });

  it('reads how a text asks, in any script: a question to the owner against a pitch that ends on a call to action', () => {
    const words = (text: string) => text.split(/\s+/).length;
    const asking = 'Hello. We would like to order 20 chairs. Could you send us a quote? Thanks, Jo';
    expect(structureFeatures(asking, words(asking))).toEqual([
      'question_share:3',
      'sentences:3',
      'sentence_words:3',
      'ends_asking:1',
      'first_question:2',
      'last_question_words:3',
    ]);
    const pitch = 'We help businesses grow. Our clients get more traffic. Reply yes for a free audit.';
    expect(structureFeatures(pitch, words(pitch))).toContain('ends_asking:0');
    expect(structureFeatures(pitch, words(pitch))).toContain('first_question:none');
    expect(structureFeatures(pitch, words(pitch)).join()).not.toContain('question_words');
    const callToAction = 'We help businesses grow. Our clients get more traffic. Worth a chat?';
    expect(structureFeatures(callToAction, words(callToAction))).toContain('last_question_words:2');
    const twoQuestions = 'Is the workshop on Saturday still open for two people and the children? Is there parking?';
    expect(structureFeatures(twoQuestions, words(twoQuestions)).slice(-2)).toEqual([
      'last_question_words:2',
      'first_question_words:4',
    ]);
    expect(structureFeatures('مرحبا، هل يمكنكم إرسال عرض سعر؟', 6)).toContain('question_share:10');
  });

  it("reads where a text's links sit and what they open, in any language", () => {
    const shared = shapeFeatures(
      'Die Fotos vom beschädigten Teil liegen hier: https://drive.example.com/d/4711/teil.jpg',
    );
    expect(shared).toEqual(expect.arrayContaining(['link_after_words:0', 'link_colon:1', 'link_depth:3', 'link_file']));
    const pitch = shapeFeatures('See our offer at https://offer.example.com and book a free call with us this week!');
    expect(pitch).toEqual(expect.arrayContaining(['link_after_words:4', 'link_colon:0', 'link_depth:0']));
    expect(pitch).not.toContain('link_file');
    expect(shapeFeatures('Kein Link hier.').join()).not.toContain('link_');
  });

  it('finds the pitches spam and the question not, from the weights shipped beside it', async () => {
    const texts = [pitches.en, pitches.de, question];
    const [en, de, ordinary] = await packagedReviewModel.probabilities(texts, ['medium', 'medium', 'medium']);
    expect(en).toBeGreaterThan(0.5);
    expect(de).toBeGreaterThan(0.5);
    expect(ordinary).toBeLessThan(0.2);
  });

  it('is calibrated per strictness, and a stricter level finds spam whatever a looser one does', async () => {
    const texts = [pitches.en, pitches.de, question];
    const spamAt = async (strictness: Strictness) => {
      const p = await packagedReviewModel.probabilities(
        texts,
        texts.map(() => strictness),
      );
      return p.map((probability) => finalVerdict({ spamScore: 0, spamReasons: [] }, { strictness }, probability).spam);
    };
    const [low, medium, high] = [await spamAt('low'), await spamAt('medium'), await spamAt('high')];
    expect(medium).toEqual([true, true, false]);
    texts.forEach((_, i) => {
      if (low[i]) expect(medium[i]).toBe(true);
      if (medium[i]) expect(high[i]).toBe(true);
    });
    expect(high[2]).toBe(false);
    const shipped = ReviewModelWeightsSchema.parse(JSON.parse(readFileSync(WEIGHTS, 'utf8')));
    expect(shipped.strictness_shifts?.medium).toBe(0);
  });
});
