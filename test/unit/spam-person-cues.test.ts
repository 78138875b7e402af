import { describe, expect, it } from 'vitest';
import { cueText, personFeatures, possessives } from '@shared/domain/spam/person-cues.js';

/**
 * Whose things a text names: a customer writes about their own site, order or application, a pitch about the
 * reader's. The same abstraction in every language the lists know, for kinds and languages the n-grams never saw.
 */
describe('whose things a text names', () => {
  it("counts the writer's and the reader's possessives in many languages and scripts", () => {
    expect(possessives('The contact form on our website stopped sending emails')).toEqual({ own: 1, readers: 0 });
    expect(possessives('We can help your business grow your rankings')).toEqual({ own: 0, readers: 2 });
    expect(possessives('Le formulaire de contact de notre site')).toEqual({ own: 1, readers: 0 });
    expect(possessives("Форма зворотного зв'язку на нашому сайті")).toEqual({ own: 1, readers: 0 });
    expect(possessives('귀사의 웹사이트를 보았습니다')).toEqual({ own: 0, readers: 1 });
    expect(possessives('我们的网站坏了')).toEqual({ own: 1, readers: 0 });
  });

  it('reads Turkish possessive suffixes only in a text with Turkish letters', () => {
    expect(possessives('Web sitenizde gördüğüm ilana başvurmak istiyorum')).toEqual({ own: 0, readers: 1 });
    expect(possessives('Şirketimizde bir sorun var')).toEqual({ own: 1, readers: 0 });
    expect(possessives('We recognize the organize button')).toEqual({ own: 0, readers: 0 });
  });

  it('names the side the text leans to', () => {
    expect(personFeatures(cueText('my order and my invoice'))).toEqual([
      'own_things:2',
      'readers_things:0',
      'lean:own',
      'asks_about:no_question',
    ]);
    expect(personFeatures(cueText('your site'))).toContain('lean:readers');
    expect(personFeatures(cueText('hello there'))).toContain('lean:none');
    expect(personFeatures(cueText('our site and your shop'))).toContain('lean:even');
  });

  it('names the side the questions lean to, apart from the rest of the text', () => {
    expect(personFeatures(cueText('We love your shop. Could you fix the form on our website?'))).toContain(
      'asks_about:own',
    );
    expect(personFeatures(cueText('Our team ranks sites. Is your website bringing you clients?'))).toContain(
      'asks_about:readers',
    );
    expect(personFeatures(cueText('Votre site est lent. Pourriez-vous corriger notre formulaire ?'))).toContain(
      'asks_about:own',
    );
    expect(personFeatures(cueText('我们的网站坏了。您的团队能帮忙吗？'))).toContain('asks_about:readers');
  });
});
