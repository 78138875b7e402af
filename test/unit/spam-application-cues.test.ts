import { describe, expect, it } from 'vitest';
import { applicationCues, applicationFeatures, speaker } from '@shared/domain/spam/application-cues.js';
import { cueText } from '@shared/domain/spam/person-cues.js';

/**
 * Whether a text speaks of applying for work: a job application names the reader's site as a pitch does, but offers
 * the writer. The same abstraction in every language the lists know, for kinds and languages the n-grams never saw.
 */
describe('whether a text speaks of applying for work', () => {
  it('counts the words for applying, a CV and an interview in many languages and scripts, inflected too', () => {
    expect(
      applicationCues('I saw on your website that you are hiring and I would like to apply. My CV is attached.'),
    ).toBe(3);
    expect(applicationCues('Hiermit bewerbe ich mich, mein Lebenslauf liegt bei')).toBe(2);
    expect(applicationCues('Je souhaite postuler, voici ma candidature')).toBe(2);
    expect(applicationCues('Web sitenizdeki ilan için başvurmak istiyorum')).toBe(2);
    expect(applicationCues('Отправляю резюме на вакансию')).toBe(2);
    expect(applicationCues('履歴書を添付しました。応募したいです')).toBe(2);
  });

  it('does not read a pitch or a vacation as an application', () => {
    expect(applicationCues('We can grow your business with SEO and more leads')).toBe(0);
    expect(applicationCues('Our shop is closed for the summer vacation')).toBe(0);
    expect(applicationCues('My resumed order is missing')).toBe(0);
  });

  it('tells who speaks: the writer alone, a company, or neither said, in many languages and scripts', () => {
    expect(speaker('I saw that you are hiring and I would like to apply')).toBe('i');
    expect(speaker('We are hiring remote workers, we pay daily')).toBe('we');
    expect(speaker('Hiermit bewerbe ich mich')).toBe('i');
    expect(speaker('Мы ищем сотрудников')).toBe('we');
    expect(speaker('我想应聘这个职位')).toBe('i');
    expect(speaker('我们正在招聘')).toBe('we');
    expect(speaker('Apply today, great pay')).toBe('none');
  });

  it('names who speaks when the text speaks of applying, and nothing more when it does not', () => {
    expect(applicationFeatures(cueText('I would like to apply, your website says you are hiring'))).toEqual([
      'applies:2',
      'applies_by:i',
    ]);
    expect(applicationFeatures(cueText('We are hiring, send your CV'))).toEqual(['applies:2', 'applies_by:we']);
    expect(applicationFeatures(cueText('Where is my order?'))).toEqual(['applies:0']);
  });
});
