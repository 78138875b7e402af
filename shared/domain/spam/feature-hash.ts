const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * FNV-1a over `text[from, to)` (UTF-16 code units), seeded by the feature family so families do not share buckets.
 * Its own module so that what hashes without the content model (campaign fingerprints, in the API) does not carry the
 * model's pitch cues.
 */
export function fnv1a(seed: number, text: string, from = 0, to = text.length): number {
  let h = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}
