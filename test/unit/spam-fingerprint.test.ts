import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SIMILARITY, recall } from '@shared/domain/spam/campaign-memory.js';
import {
  BANDS,
  decodeSignature,
  encodeSignature,
  fingerprintOf,
  similarity,
  type Fingerprint,
} from '@shared/domain/spam/fingerprint.js';

const PITCH =
  'I was looking at your website and noticed that it is not ranking on the first page of Google. Our team can fix ' +
  'these issues and bring more traffic to your site within 4 weeks. Reply to this message or book a call at ';

const fp = (fields: Record<string, unknown>): Fingerprint => {
  const found = fingerprintOf(fields);
  if (!found) throw new Error('no fingerprint');
  return found;
};

describe('campaign fingerprints', () => {
  it('ignores what a campaign changes from copy to copy: link, sender, e-mail address and numbers', () => {
    const a = fp({ name: 'Grace Miller', email: 'grace@webwiz22.com', message: `${PITCH}https://webwiz22.com/go539` });
    const b = fp({
      name: 'Farid Quinn',
      email: 'farid@bizboost95.net',
      message: `${PITCH.replace('4 weeks', '12 weeks')}bizboost95.net/start`,
    });
    expect(similarity(a.signature, b.signature)).toBe(1);
    expect(a.bandKeys).toEqual(b.bandKeys);
    expect(a.bandKeys).toHaveLength(BANDS);
    expect(a.sample).not.toMatch(/webwiz|grace|\d[1-9]/);
  });

  it('stays near when sentences move, and far from a genuine message on the same subject', () => {
    const [first, second, third] = PITCH.split('. ');
    const moved = fp({ message: `${third}. ${first}. ${second}. https://x.example` });
    const original = fp({ message: PITCH });
    expect(similarity(original.signature, moved.signature)).toBeGreaterThan(0.6);
    const genuine = fp({
      message:
        'Hello, I run a small bakery and my website is not on Google at all. Do you offer help with rankings for ' +
        'local businesses? What would it cost? Thanks',
    });
    expect(similarity(original.signature, genuine.signature)).toBeLessThan(CAMPAIGN_SIMILARITY.high);
  });

  it('takes no fingerprint of a one-liner, and stores signatures losslessly', () => {
    expect(fingerprintOf({ message: 'Hello, can you call me back tomorrow?' })).toBeNull();
    const { signature } = fp({ message: PITCH });
    expect(decodeSignature(encodeSignature(signature))).toEqual(signature);
    expect(decodeSignature('short')).toBeUndefined();
  });

  it("recalls the owner's verdict: not spam wins, spam only as near as the strictness asks", () => {
    const spam = { campaignId: 'cmp_s', verdict: 'spam' as const, similarity: 0.27 };
    expect(recall([spam], 'high')).toEqual({ verdict: 'spam', reason: 'spam_campaign:cmp_s' });
    expect(recall([spam], 'medium')).toEqual({ verdict: 'spam', reason: 'spam_campaign:cmp_s' });
    expect(recall([spam], 'low')).toBeUndefined();
    const ham = { campaignId: 'cmp_h', verdict: 'not_spam' as const, similarity: 0.31 };
    expect(recall([{ ...spam, similarity: 0.9 }, ham], 'high')).toEqual({
      verdict: 'not_spam',
      reason: 'not_spam_campaign:cmp_h',
    });
  });
});
