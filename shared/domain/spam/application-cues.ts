import { cueText, occurrences, type CueText } from './person-cues.js';

/**
 * Whether a text is about applying for work, in any of the corpus's languages (`apply`, `CV`, `Bewerbung`,
 * `candidature`, `резюме`, `başvuru`, `履歴書`), and who speaks while doing so. A job application names the reader's
 * business as a pitch does (_I saw on your website that you are hiring_), but the writer offers themself (_I_); a
 * recruiting pitch or a job scam speaks of jobs too, as a company (_we are hiring_) offering to the reader. The words
 * are the few each language has for applying, a CV and an interview, matched as the start of a word so that their
 * inflections count; the pronouns are closed classes.
 */

// prettier-ignore
const WORD_STARTS = [
  'apply', 'applying', 'applied', 'résumé', 'vacanc', 'hiring', 'internship', 'apprentice', 'interview',
  'bewerb', 'lebenslauf', 'ausbildung', 'vorstellungsgespräch', 'stellenanzeige',
  'candidat', 'postule', 'postular', 'alternance', 'curricul', 'currícul', 'vacante', 'entrevista',
  'prácticas', 'estágio', 'tirocinio', 'colloquio', 'sollicit', 'vacature', 'aplikuj', 'rekrutac', 'staż',
  'резюме', 'ваканс', 'собеседован', 'стажир', 'откликаюсь', 'співбесід', 'стажуван', 'başvur',
  'özgeçmiş', 'mülakat', 'staj', 'ansök', 'intervju', 'praktik', 'životopis', 'přihlášk', 'pohovor', 'stáž',
  'lamar', 'melamar', 'lowongan', 'wawancara', 'magang', 'आवेदन', 'बायोडाटा', 'रिज्यूमे', 'साक्षात्कार',
  'سيرتي', 'السيرة', 'وظيفة', 'الوظيفة', 'للوظيفة', 'التقديم', 'مقابلة',
];
/** Exact words only: short or shared with other words when read as a start. */
const WORDS = new Set(['cv', 'resume', 'vaga', 'stage', 'ilan']);
/** Written without spaces (Chinese, Japanese) or as particles (Korean, Vietnamese): found anywhere. */
// prettier-ignore
const ANYWHERE = [
  '简历', '应聘', '求职', '面试', '实习', '履歴書', '応募', '面接', '求人', '이력서', '지원하', '채용', '면접',
  'ứng tuyển', 'sơ yếu lý lịch', 'phỏng vấn', 'tuyển dụng',
];

// prettier-ignore
const I_WORDS = new Set(['i', 'ich', 'je', 'j', 'yo', 'eu', 'io', 'ik', 'ja', 'я', 'ben', 'jag', 'já', 'saya', 'aku', 'मैं']);
// prettier-ignore
const WE_WORDS = new Set(['we', 'wir', 'nous', 'nosotros', 'nós', 'noi', 'wij', 'мы', 'ми', 'biz', 'vi', 'kami', 'kita', 'हम']);
const I_ANYWHERE = ['私は', '저는', '제가', 'tôi '];
const WE_ANYWHERE = ['我们', '私たち', '弊社', '저희', '우리', 'chúng tôi'];

/** Who speaks in an already read text: the writer alone (I), a company (we), or neither said. */
function speakerOf({ lower, words }: CueText): 'i' | 'we' | 'none' {
  let [i, we] = [0, 0];
  for (const word of words) {
    if (I_WORDS.has(word)) i++;
    else if (WE_WORDS.has(word)) we++;
  }
  for (const cue of I_ANYWHERE) i += occurrences(lower, cue);
  for (const cue of WE_ANYWHERE) we += occurrences(lower, cue);
  i += occurrences(lower, '我') - occurrences(lower, '我们');
  return i > we ? 'i' : we > i ? 'we' : 'none';
}

/** How many of an already read text's words speak of applying for work. */
function cuesOf({ lower, words }: CueText): number {
  let count = 0;
  for (const word of words) {
    if (WORDS.has(word) || WORD_STARTS.some((start) => word.startsWith(start))) count++;
  }
  for (const cue of ANYWHERE) count += occurrences(lower, cue);
  return count;
}

/** Who speaks: the writer alone (I), a company (we), or neither said. */
export const speaker = (text: string) => speakerOf(cueText(text));

/** How many of a text's words speak of applying for work. */
export const applicationCues = (text: string) => cuesOf(cueText(text));

/** Whether an already read text speaks of applying for work, how much, and who speaks when it does: I, we or neither. */
export function applicationFeatures(read: CueText): string[] {
  const cues = cuesOf(read);
  if (cues === 0) return ['applies:0'];
  return [`applies:${cues === 1 ? 1 : 2}`, `applies_by:${speakerOf(read)}`];
}
