/**
 * Known spam phrases by language. `strong` phrases almost never occur in a genuine message sent through a
 * contact, sign-up or order form (SEO and traffic pitches, crypto and get-rich schemes, phishing hooks, casino,
 * pharma, adult); `weak` phrases are common in spam but also in real messages, so each counts for little.
 * Matching is case-insensitive on whole words (substring for Japanese and Chinese); see `docs/spam.md`.
 */
export interface PhraseList {
  strong: readonly string[];
  weak: readonly string[];
}

// prettier-ignore
export const SPAM_PHRASES: Record<string, PhraseList> = {
  en: {
    strong: [
      'seo services', 'seo service', 'seo package', 'first page of google', 'page 1 of google',
      'rank higher on google', 'top of google', 'your google ranking', 'your google rankings', 'backlinks',
      'backlink', 'guest post', 'guest posting', 'link building', 'domain authority', 'your website traffic',
      'targeted traffic', 'increase your traffic', 'boost your traffic', 'more traffic to your website',
      'your organic traffic',
      'crypto investment', 'bitcoin investment', 'investment opportunity', 'double your bitcoin',
      'double your money', 'guaranteed profit', 'guaranteed returns', 'passive income', 'earn money from home',
      'make money online', 'work from home opportunity', 'binary options', 'forex signals', 'trading bot', 'airdrop',
      'claim your reward', 'claim your prize', 'you have won', 'you have been selected', 'lottery winner',
      'verify your account', 'account suspended', 'account will be suspended', 'unusual activity',
      'confirm your identity', 'update your payment', 'restore your account', 'wallet connect', 'seed phrase',
      'recovery phrase', 'viagra', 'cialis', 'online casino', 'casino bonus', 'free spins', 'sports betting', 'porn',
      'adult dating', 'hot singles', 'sexy girls', 'weight loss pills', 'diet pills', 'keto pills', 'payday loan',
      'instant loan', 'no credit check', 'essay writing service', 'buy followers', 'instagram followers',
      'youtube views', 'dear website owner', 'dear site owner', 'dear business owner', 'dear webmaster',
      'lead generation', 'b2b leads', 'mailing list for sale', 'explainer video', 'your web traffic',
      'not interested? reply', 'reply with stop', 'reply stop', 'limited time offer', '100% free', 'act now',
      'best price guaranteed', 'million dollars', 'inheritance fund', 'next of kin', 'wire transfer fee',
      'telegram channel', 'expires today', 'renew now', 'payment required', 'payment due today', 'final notice',
      'confirm your bank details', 'secure link', 'document shared', 'mailbox is full', 'storage is full',
      'avoid permanent closure', 'merchant cash advance', 'working capital', 'no collateral', 'no experience needed',
      'no experience required', 'dofollow', 'do-follow', 'author bio', 'domain for sale', 'available for sale',
      'premium domain', 'businesses like yours',
    ],
    weak: [
      'click here', 'buy now', 'order now', 'discount', 'cheap', 'winner', 'urgent', 'bitcoin', 'crypto', 'btc',
      'usdt', 'ethereum', 'whatsapp', 'telegram', 'contact me on', 'dear sir', 'hello dear',
      'i came across your website', 'your website', 'your site', 'partnership', 'collaboration', 'sponsored',
      'unsubscribe', 'opt out', 'email list', 'gift card', 'beneficiary', 'western union', 'xxx', 'risk free',
      'cheap price', 'marketing', 'promote', 'promotion', 'offer', 'deal', 'investment', 'profit', 'income', 'loan',
      'pills', 'seo', 'ranking', 'traffic', 'redesign', 'visitors', 'leads', 'sales', 'free trial',
      'congratulations', 'reward', 'prize', 'casino', 'betting', 'sir/madam', 'working from home', 'bank details',
      'reviews',
    ],
  },
  de: {
    strong: [
      'suchmaschinenoptimierung', 'seo-dienstleistungen', 'seite 1 bei google', 'erste seite bei google',
      'mehr traffic', 'mehr besucher für ihre website', 'geld verdienen von zu hause', 'passives einkommen',
      'krypto-investition', 'bitcoin investition', 'sie haben gewonnen', 'konto gesperrt', 'konto verifizieren',
      'bestätigen sie ihre identität', 'online casino', 'kredit ohne schufa', 'sofortkredit', 'potenzmittel',
      'unternehmen wie ihres',
    ],
    weak: [
      'kostenlos', 'gratis', 'jetzt kaufen', 'rabatt', 'angebot', 'gewinn', 'investition', 'ihre webseite',
      'ihre website', 'gewinnspiel', 'abmelden',
    ],
  },
  fr: {
    strong: [
      'référencement naturel', 'première page de google', 'gagner de l’argent', "gagner de l'argent",
      'revenu passif', 'investissement crypto', 'vous avez gagné', 'compte suspendu', 'vérifier votre compte',
      'casino en ligne', 'prêt rapide', 'crédit sans justificatif', 'entreprises comme la vôtre',
    ],
    weak: [
      'gratuit', 'offre', 'promotion', 'cliquez ici', 'remise', 'votre site', 'investissement', 'se désabonner',
      'désinscrire',
    ],
  },
  es: {
    strong: [
      'posicionamiento seo', 'primera página de google', 'ganar dinero', 'ingresos pasivos',
      'inversión en criptomonedas', 'ha ganado', 'has ganado', 'cuenta suspendida', 'verifique su cuenta',
      'verifica tu cuenta', 'casino en línea', 'préstamo rápido', 'negocios como el suyo', 'negocios como el tuyo',
    ],
    weak: [
      'gratis', 'oferta', 'haga clic aquí', 'haz clic aquí', 'descuento', 'su sitio web', 'inversión',
      'darse de baja',
    ],
  },
  pt: {
    strong: [
      'primeira página do google', 'ganhar dinheiro', 'renda passiva', 'investimento em criptomoedas', 'você ganhou',
      'conta suspensa', 'verifique sua conta', 'cassino online', 'empréstimo rápido', 'negócios como o seu',
      'empresas como a sua',
    ],
    weak: [
      'grátis', 'oferta', 'clique aqui', 'desconto', 'seu site', 'investimento', 'descadastrar',
    ],
  },
  it: {
    strong: [
      'prima pagina di google', 'guadagnare soldi', 'hai vinto', 'account sospeso', 'verifica il tuo account',
      'casinò online',
    ],
    weak: [
      'gratis', 'offerta', 'clicca qui', 'sconto',
    ],
  },
  nl: {
    strong: [
      'eerste pagina van google', 'geld verdienen', 'u heeft gewonnen', 'account geblokkeerd', 'online casino',
    ],
    weak: [
      'gratis', 'aanbieding', 'klik hier', 'korting',
    ],
  },
  ru: {
    strong: [
      'продвижение сайта', 'раскрутка сайта', 'заработок в интернете', 'пассивный доход', 'казино',
      'ставки на спорт', 'вы выиграли', 'кредит без', 'первая страница google',
    ],
    weak: [
      'бесплатно', 'скидка', 'криптовалюта', 'биткоин', 'инвестиции', 'ваш сайт', 'рассылка',
    ],
  },
  ja: {
    strong: [
      '副業', '簡単に稼げる', '高収入', 'アカウントが停止', '当選しました', 'オンラインカジノ', '被リンク', '出会い系', '完全無料', '今すぐクリック',
    ],
    weak: [
      '無料', '仮想通貨', '本人確認', '限定', 'seo対策', '集客', '配信停止',
    ],
  },
  zh: {
    strong: [
      '代开发票', '博彩', '赌场', '兼职日赚', '日赚', '加微信', '刷单', '色情', '网赚',
    ],
    weak: [
      '免费', '优惠', '点击这里', '投资',
    ],
  },
};
