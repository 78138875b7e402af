/**
 * The shape of one language's contact-form templates. A message of a kind is built by picking one alternative from
 * each of the kind's parts in order (an empty alternative leaves the part out), then filling `{slots}`
 * (`scripts/spam-train/generate-corpus.ts`). Alternatives are written as natural sentences, not keyword lists.
 */
export type Parts = readonly (readonly string[])[];

export interface Phrasebook {
  lang: string;
  /** First names and family names for the sender and sign-offs. */
  first: readonly string[];
  last: readonly string[];
  /** Openers (`Hi {first},`); an empty string means none. */
  greet: readonly string[];
  /** Sign-offs (`Best, {name}`); an empty string means none. */
  sign: readonly string[];
  /** What a business on the other side of the form might be (`a dental clinic`), used by pitches and questions. */
  business: readonly string[];
  /** Products or services a real customer asks about. */
  product: readonly string[];
  spam: Readonly<Record<string, Parts>>;
  ham: Readonly<Record<string, Parts>>;
}

/** Kinds added to a language later (`more-world.ts`, `world-follow-ups.ts`, `world-scams.ts`). */
export type AddedKinds = Partial<Pick<Phrasebook, 'spam' | 'ham'>>;
