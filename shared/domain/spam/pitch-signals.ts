import { signal, WEIGHTS, type Signal } from './signals.js';
import { phrasePattern, type SubmissionText } from './text.js';

/**
 * The unsolicited sales pitch, the commonest spam on contact forms: a message that talks about the recipient's
 * website or business (`target` cues) and offers a service (`offer` cues: help, prices, calls, proposals). Each
 * cue alone is ordinary; together they are a pitch. Also get-rich promises (`made $12,000 last month`).
 */
// prettier-ignore
const TARGET_CUES = [
  'your website', 'your site', 'your business', 'your company', 'your blog', 'your brand', 'your online presence',
  'businesses like yours', 'local businesses', 'small businesses', 'business owner', 'website owner', 'for businesses',
  'ihre webseite', 'ihre website', 'ihr unternehmen', 'votre site', 'votre entreprise', 'su sitio web', 'su negocio',
  'sitio web', 'negocios como el suyo', 'seu site', 'seu negócio', 'sua empresa',
];

// prettier-ignore
const OFFER_CUES = [
  'we help', 'i help', 'we can help', 'i can help', 'we offer', 'we provide', 'i offer', 'our services', 'we develop',
  'we build', 'we design', 'we create', 'i create', 'i design', 'i manage', 'i can fix', 'we can build', 'we fund',
  'free consultation', 'free audit', 'free analysis', 'free mockup', 'free sample', 'quick call', '15 minute', '15-minute',
  'proposal', 'special offer', 'per month', 'a month', 'small fee', 'low cost', 'lower cost', 'very low cost',
  'results guaranteed', 'guaranteed results', 'more customers', 'new customers', 'more clients', 'more sales',
  'share your requirements', 'can i send you', 'shall i send you', 'may i send you', 'would you be open',
  'are you open to', 'interested?', 'want to know more?', 'want me to', 'would you like', 'let me know if you',
  'database of', 'sample list', 'try it free', 'no credit card', 'samples',
  'darf ich ihnen', 'unverbindlich', 'mehr kunden', 'verdoppeln', 'je peux', 'à petit prix', 'intéressé ?', 'sans engagement',
  'nous aidons', 'ayudamos', 'más clientes', 'consulta gratis', 'le gustaría', 'sin compromiso', 'posso ajudar',
  'aumentar suas vendas', 'proposta', 'sem compromisso', 'mais clientes',
];

const PRICE_OFFER = /\b(?:for|from|only|just|starting at|starts at)\s+(?:only\s+|just\s+)?[$€£]\s?\d/u;
const MONEY_PROMISE = [
  /\b(?:earn|earning|make|made|making|turn|turned)\s+(?:up to\s+|over\s+|more than\s+)?[$€£]\s?\d/u,
  /[$€£]\s?[\d.,]+\s?k?\s*(?:daily|per day|a day|\/day|weekly|per week|a week)\b/u,
  /\b\d[\d.,]*\s?(?:€|euro|dollars?|usd)\s+(?:daily|per day|a day|am tag|pro tag|por día|por dia)\b/u,
];

const targetPatterns = TARGET_CUES.map(phrasePattern);
const offerPatterns = OFFER_CUES.map((cue) =>
  /[?]$/.test(cue) ? new RegExp(cue.replace('?', '\\s*\\?'), 'u') : phrasePattern(cue),
);

/** A sales pitch (target + offer cues) and promises of easy money. */
export function pitchSignals(text: SubmissionText): Signal[] {
  const out: Signal[] = [];
  const targeted = targetPatterns.some((p) => p.test(text.prose));
  const offers = offerPatterns.filter((p) => p.test(text.prose)).length + (PRICE_OFFER.test(text.prose) ? 1 : 0);
  const weight = targeted
    ? offers >= 2
      ? WEIGHTS.pitchStrong
      : offers === 1
        ? WEIGHTS.pitchWeak
        : 0
    : offers >= 3
      ? WEIGHTS.pitchUntargeted
      : 0;
  if (weight > 0) out.push(signal('sales_pitch', weight, String(offers)));
  if (MONEY_PROMISE.some((p) => p.test(text.prose))) out.push(signal('money_promise', WEIGHTS.moneyPromise));
  return out;
}
