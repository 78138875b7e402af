import { describe, expect, it } from 'vitest';
import { requestDirection, requestFeatures } from '@shared/domain/spam/request-cues.js';
import { cueText } from '@shared/domain/spam/person-cues.js';

/**
 * Which way a text's request goes: someone asking the owner for a quote, a product or help names themself as the one
 * who receives; a pitch names the reader. The same abstraction in every language the lists know.
 */
describe('which way a text asks', () => {
  it('counts the writer as the one who receives, in many languages and scripts', () => {
    expect(requestDirection('Could you send us a quote? Please call me back.').toWriter).toBe(2);
    expect(requestDirection('Könnten Sie mir und uns ein Angebot schicken?').toWriter).toBe(2);
    expect(requestDirection("Pourriez-vous m'envoyer un devis ?").toWriter).toBe(1);
    expect(requestDirection('¿Podrían enviarnos un presupuesto?').toWriter).toBe(1);
    expect(requestDirection('Пришлите нам, пожалуйста, счёт').toWriter).toBe(1);
    expect(requestDirection('请给我报价').toWriter).toBe(1);
    expect(requestDirection('見積もりを送ってください').toWriter).toBe(1);
  });

  it('counts the reader as the one who receives, English "you" only as an object', () => {
    expect(requestDirection('We can help you grow and show you how').toReader).toBe(2);
    expect(requestDirection('Wir bieten Ihnen ein Paket an').toReader).toBe(1);
    expect(requestDirection('Мы предлагаем вам услуги').toReader).toBe(1);
    expect(requestDirection('我们为您提供服务').toReader).toBe(1);
    expect(requestDirection('Are you open on Sunday?').toReader).toBe(0);
  });

  it('does not read English words that look like pronouns of other languages', () => {
    expect(requestDirection("I'm not sure which size was delivered").toWriter).toBe(0);
    expect(requestDirection("I'm not sure which size was delivered").toReader).toBe(0);
    expect(requestDirection('Size 42, please').toReader).toBe(0);
    expect(requestDirection('Siparişimi size iade etmek istiyorum').toReader).toBe(1);
  });

  it('names who receives, which side leans and who receives where it asks', () => {
    expect(requestFeatures(cueText('We would like to order 20 licences. Could you send us a quote?'))).toEqual([
      'to_writer:1',
      'to_reader:0',
      'receiver:writer',
      'asks_for:writer',
    ]);
    expect(requestFeatures(cueText('Please call me back. We help you get more leads. Can we show you how?'))).toEqual([
      'to_writer:1',
      'to_reader:2',
      'receiver:reader',
      'asks_for:reader',
    ]);
    expect(requestFeatures(cueText('Great service, thanks'))).toEqual([
      'to_writer:0',
      'to_reader:0',
      'receiver:none',
      'asks_for:no_question',
    ]);
  });
});
