/**
 * The cue phrases of `pitch-signals.ts`, by language (English here, in the bundle; the other nineteen languages in
 * `pitch-cues-world.ts`, shipped in the content model's weights file): `target` (the recipient's website or
 * business), `offer` (a service offered, a price, a call to action) and `followUp` (the sender referring back to an
 * earlier message of theirs that got no answer). Each is ordinary alone: a customer writes "your company", "let me
 * know" and "my previous message" too. A word ending in `*` matches any ending (`państwa firm*`: firmy, firmie,
 * firmą); Chinese and Japanese cues match anywhere, the others on whole words.
 */
export interface PitchCues {
  target: string[];
  offer: string[];
  followUp: string[];
}

// prettier-ignore
export const PITCH_CUES: Record<string, PitchCues> = {
  en: {
    target: [
      'your firm', 'your practice', 'your industry', 'companies like yours', 'owners like you', 'your audience',
      'your followers', 'your rankings',
      'your website', 'your site', 'your business', 'your company', 'your blog', 'your brand', 'your online presence',
      'businesses like yours', 'local businesses', 'small businesses', 'business owner', 'website owner',
      'for businesses', 'your online store', 'your agency',
    ],
    offer: [
      'no obligation', 'no-obligation', 'free trial', 'reply to this message', 'reply to this email', 'just reply',
      'reply yes', 'our clients', 'we specialize in', 'we specialise in', 'we take care of', 'flat fee', 'flat rate',
      'for a flat',
      'i know you are busy', "i know you're busy", 'keep this brief', 'a simple yes or no', 'let me know either way',
      'we help', 'i help', 'we can help', 'i can help', 'we offer', 'we provide', 'i offer', 'our services',
      'we develop', 'we build', 'we design', 'we create', 'i create', 'i design', 'i manage', 'i can fix',
      'we can build', 'we fund', 'free consultation', 'free audit', 'free analysis', 'free mockup', 'free sample',
      'quick call', '15 minute', '15-minute', 'proposal', 'special offer', 'per month', 'a month', 'small fee',
      'low cost', 'lower cost', 'very low cost', 'results guaranteed', 'guaranteed results', 'more customers',
      'new customers', 'more clients', 'more sales', 'share your requirements', 'can i send you', 'shall i send you',
      'may i send you', 'would you be open', 'are you open to', 'interested?', 'want to know more?', 'want me to',
      'would you like', 'let me know if you', 'database of', 'sample list', 'try it free', 'no credit card',
      'samples', 'quick chat', 'worth a chat', 'hop on a call', 'jump on a call', 'book a call',
      'remove you from my list', 'take you off my list', 'close your file', 'would like to explore',
      'of interest to you', 'yes or no',
    ],
    followUp: [
      'did you get a chance to', 'had a chance to read', 'wrote to you last week', 'bumping this',
      'following up', 'follow up on my', 'follow-up on my', 'my previous email', 'my previous message',
      'my last email', 'my last message', 'my earlier email', 'my earlier message', 'did not hear back',
      "didn't hear back", "haven't heard back", 'have not heard back', 'circling back', 'bumping this',
      'reached out last week', 'reached out a few days ago', 'in case you missed', 'as per my last',
    ],
  },
};
