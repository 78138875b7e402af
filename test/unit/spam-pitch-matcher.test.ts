import { describe, expect, it } from 'vitest';
import { PITCH_CUES, type PitchCues } from '@shared/domain/spam/pitch-cues.js';
import { WORLD_PITCH_CUES } from '@shared/domain/spam/pitch-cues-world.js';
import { pitchCueMatcher } from '@shared/domain/spam/pitch-signals.js';
import { submissionText } from '@shared/domain/spam/text.js';
import { loadCorpus } from '@test/support/spam-corpus.js';

/**
 * The pitch cue matcher reads the text once for its three parts (target, offer, follow-up) and files a cue under its
 * first three characters where it can. A matcher holding one part's cues only, each under two characters, is the
 * table it used per part before: each part's count must be the same.
 */
const ALL = { ...PITCH_CUES, ...WORLD_PITCH_CUES };
const onlyPart = (part: keyof PitchCues) =>
  pitchCueMatcher(
    Object.fromEntries(
      Object.entries(ALL).map(([lang, cues]) => [lang, { target: [], offer: [], followUp: [], [part]: cues[part] }]),
    ),
    false,
  );

describe('pitch cue matcher', () => {
  it('counts each part of every corpus submission as a matcher of that part alone does', () => {
    const together = pitchCueMatcher(ALL);
    const apart = { target: onlyPart('target'), offer: onlyPart('offer'), followUp: onlyPart('followUp') };
    const mismatches: string[] = [];
    let cued = 0;
    for (const entry of loadCorpus()) {
      const text = submissionText(entry.fields).prose;
      const counts = together.count(text);
      const expected = {
        target: apart.target.count(text).target,
        offer: apart.offer.count(text).offer,
        followUp: apart.followUp.count(text).followUp,
      };
      if (JSON.stringify(counts) !== JSON.stringify(expected)) mismatches.push(entry.id);
      if (counts.target + counts.offer + counts.followUp > 0) cued++;
    }
    expect(mismatches).toEqual([]);
    // The comparison means something only if many texts have cues of each part.
    expect(cued).toBeGreaterThan(5000);
  }, 60_000);
});
