import type { PitchCues } from './pitch-cues.js';

/**
 * The pitch cues of the nineteen languages besides English (`pitch-cues.ts` explains the parts). Not imported by the ingest code: the
 * ingest bundle has no room for them, so `npm run spam:train` writes them into the content model's weights file,
 * which is read once beside the bundle (`shared/adapters/spam-model.ts`). Without that file they are off, like the
 * model.
 */
// prettier-ignore
export const WORLD_PITCH_CUES: Record<string, PitchCues> = {
  de: {
    target: [
      'ihre branche', 'firmen wie ihre', 'ihre kanzlei', 'ihre praxis',
      'ihre webseite', 'ihre website', 'ihr unternehmen', 'ihrem unternehmen', 'ihre firma', 'unternehmen wie ihres',
    ],
    offer: [
      'kostenlos testen', 'kostenlose testphase', 'antworten sie einfach', 'antworten sie auf diese nachricht',
      'unsere kunden', 'wir sind spezialisiert', 'wir übernehmen',
      'kurzes telefonat', 'mehrwert', 'fasse mich kurz',
      'darf ich ihnen', 'unverbindlich', 'mehr kunden', 'verdoppeln', 'wir bieten', 'wir helfen', 'kostenlose analyse',
      'kostenloses erstgespräch', 'kurzes gespräch', 'kurzen anruf', 'interesse?', 'haben sie interesse',
      'aus meiner liste', 'von meiner liste', 'ja oder nein', 'pro monat', 'unsere leistungen',
    ],
    followUp: [
      'letzte woche geschrieben', 'keine rückmeldung',
      'meine letzte nachricht', 'meiner letzten nachricht', 'meine letzte e-mail', 'meiner letzten e-mail',
      'meine vorherige nachricht', 'meiner vorherigen nachricht', 'noch keine antwort', 'nachhaken', 'hake nach',
      'an meine nachricht erinnern',
    ],
  },
  fr: {
    target: [
      'votre secteur', 'votre cabinet',
      'votre site', 'votre entreprise', 'votre société', 'votre activité', 'entreprises comme la vôtre',
    ],
    offer: [
      'essai gratuit', 'répondez simplement', 'répondez à ce message', 'nos clients', 'nous sommes spécialisés',
      'nous nous occupons',
      'je serai bref', 'je serai brève', 'valeur à votre',
      'je peux', 'à petit prix', 'intéressé ?', 'sans engagement', 'nous aidons', 'nous proposons', 'nous offrons',
      'audit gratuit', 'appel rapide', 'court appel', 'êtes-vous intéressé', 'de ma liste', 'oui ou non', 'par mois',
      'nos services', 'plus de clients',
    ],
    followUp: [
      'sans avoir de retour', 'sans retour de votre part', 'je vous ai écrit la semaine dernière',
      'mon précédent message', 'mon dernier message', 'mon dernier e-mail', 'mon dernier mail', 'mon précédent e-mail',
      'sans réponse', 'je me permets de revenir', 'je reviens vers vous', 'je vous relance',
    ],
  },
  es: {
    target: [
      'su sector', 'empresas como la suya',
      'su sitio web', 'su negocio', 'sitio web', 'negocios como el suyo', 'su empresa', 'tu negocio', 'tu empresa',
    ],
    offer: [
      'prueba gratuita', 'responda a este mensaje', 'simplemente responda', 'nuestros clientes',
      'nos especializamos', 'nos encargamos', 'tarifa plana',
      'seré breve', 'está ocupado', 'sí o no',
      'ayudamos', 'más clientes', 'consulta gratis', 'le gustaría', 'sin compromiso', 'ofrecemos', 'llamada rápida',
      'breve llamada', 'auditoría gratuita', 'le interesa', 'de mi lista', 'sí o no', 'al mes', 'nuestros servicios',
    ],
    followUp: [
      'le contacté la semana pasada', 'le escribí la semana pasada',
      'mi mensaje anterior', 'mi último mensaje', 'mi correo anterior', 'mi último correo', 'sin respuesta',
      'no he recibido respuesta', 'hago seguimiento', 'retomo mi',
    ],
  },
  pt: {
    target: [
      'seu setor', 'empresas como a sua',
      'seu site', 'seu negócio', 'sua empresa', 'negócios como o seu',
    ],
    offer: [
      'teste grátis', 'responda a esta mensagem', 'basta responder', 'nossos clientes', 'somos especializados',
      'cuidamos de', 'taxa fixa',
      'vou ser breve', 'serei breve', 'análise gratuita',
      'posso ajudar', 'aumentar suas vendas', 'proposta', 'sem compromisso', 'mais clientes', 'oferecemos',
      'chamada rápida', 'auditoria gratuita', 'tem interesse', 'da minha lista', 'sim ou não', 'por mês',
      'nossos serviços',
    ],
    followUp: [
      'sem retorno',
      'minha mensagem anterior', 'minha última mensagem', 'meu e-mail anterior', 'meu último e-mail', 'sem resposta',
      'não obtive resposta', 'retomando o contato',
    ],
  },

  it: {
    target: [
      'il suo settore', 'aziende come la sua',
      'il suo sito*', 'il vostro sito*', 'il tuo sito*', 'la sua azienda', 'la vostra azienda', 'la tua azienda',
      'la sua attività', 'la vostra attività', 'la tua attività', 'aziende come la sua',
    ],
    offer: [
      'prova gratuita', 'senza impegno', 'risponda a questo messaggio', 'basta rispondere', 'i nostri clienti',
      'siamo specializzati', 'ci occupiamo',
      'sarò breve', 'è interessato', 'sì o no', 'un sì o un no',
      'offriamo', 'possiamo aiutar*', 'posso aiutar*', 'consulenza gratuita', 'analisi gratuita', 'audit gratuito',
      'più clienti', 'breve chiamata', 'senza impegno', 'le interessa', 'vi interessa', 'siete interessati',
      'i nostri servizi', 'al mese',
    ],
    followUp: [
      'le riscrivo', 'vi riscrivo', 'ultima email',
      'mio messaggio precedente', 'mia email precedente', 'mio ultimo messaggio', 'mia ultima email',
      'nessuna risposta', 'non ho ricevuto risposta', 'vi ricontatto', 'la ricontatto',
    ],
  },
  nl: {
    target: [
      'uw branche', 'bedrijven zoals het uwe',
      'uw website', 'uw bedrijf', 'uw onderneming', 'jullie website', 'jullie bedrijf', 'je website', 'je bedrijf',
    ],
    offer: [
      'gratis proefperiode', 'beantwoord dit bericht', 'antwoord gewoon', 'onze klanten', 'wij zijn gespecialiseerd',
      'wij verzorgen',
      'ja of nee', 'kort belletje', 'ik hou het kort', 'ik houd het kort',
      'wij bieden', 'we bieden', 'wij helpen', 'we helpen', 'gratis analyse', 'gratis audit', 'meer klanten',
      'kort gesprek', 'vrijblijvend*', 'interesse?', 'heeft u interesse', 'onze diensten', 'per maand',
    ],
    followUp: [
      'hoorde niets terug', 'niets teruggehoord', 'vorige week een bericht',
      'mijn vorige bericht', 'mijn vorige e-mail', 'mijn laatste bericht', 'mijn eerdere bericht', 'geen reactie',
      'nog geen antwoord', 'kom even terug op',
    ],
  },
  pl: {
    target: [
      'firm takich jak',
      'państwa firm*', 'państwa stron*', 'pana firm*', 'pani firm*', 'twojej firm*', 'twoją firm*', 'twoja firma',
      'twojej stron*', 'waszej firm*', 'waszą firm*', 'wasza firma', 'twój biznes', 'twojego biznesu',
    ],
    offer: [
      'bezpłatny okres próbny', 'bez zobowiązań', 'odpowiedz na tę wiadomość', 'proszę odpowiedzieć', 'nasi klienci',
      'specjalizujemy się',
      'będę krótko', 'będę krótki', 'tak lub nie', 'tak czy nie',
      'oferujemy', 'pomagamy', 'możemy pomóc', 'mogę pomóc', 'bezpłatn* audyt*', 'bezpłatn* analiz*',
      'bezpłatn* konsultacj*', 'darmow* audyt*', 'więcej klientów', 'krótk* rozmow*', 'bez zobowiązań',
      'zainteresowan*', 'nasze usługi', 'miesięcznie',
    ],
    followUp: [
      'nie dostałem odpowiedzi', 'nie dostałam odpowiedzi', 'pisałem w zeszłym tygodniu', 'pisałam w zeszłym tygodniu',
      'moją poprzednią wiadomość', 'mojej poprzedniej wiadomości', 'mój poprzedni e-mail', 'mojego poprzedniego',
      'bez odpowiedzi', 'nie otrzymałem odpowiedzi', 'nie otrzymałam odpowiedzi', 'wracam do mojej',
    ],
  },
  ru: {
    target: [
      'вашей отрасли', 'компаний как ваша',
      'ваш* сайт*', 'ваш* компани*', 'ваш* бизнес*', 'ваш* бренд*', 'ваш* фирм*',
    ],
    offer: [
      'бесплатный пробный', 'без обязательств', 'просто ответьте', 'ответьте на это сообщение', 'наши клиенты',
      'мы специализируемся', 'берем на себя', 'берём на себя',
      'да или нет', 'реальную пользу',
      'мы предлагаем', 'мы поможем', 'могу помочь', 'можем помочь', 'бесплатн* аудит*', 'бесплатн* консультаци*',
      'бесплатн* анализ*', 'больше клиентов', 'коротк* звон*', 'наши услуги', 'в месяц', 'вам интересно',
      'без обязательств',
    ],
    followUp: [
      'мо* последн* письм*', 'мо* предыдущ* письм*', 'мо* предыдущ* сообщени*', 'писал вам на прошлой неделе', 'писала вам на прошлой неделе',
      'моё предыдущее', 'мое предыдущее', 'моему предыдущему', 'моё прошлое', 'мое прошлое', 'моё письмо',
      'мое письмо', 'моего письма', 'не получил ответа', 'не получила ответа', 'напоминаю о', 'возвращаюсь к',
    ],
  },
  uk: {
    target: [
      'вашій галузі', 'компаній як ваша',
      'ваш* сайт*', 'ваш* компані*', 'ваш* бізнес*', 'ваш* бренд*', 'ваш* фірм*'],
    offer: [
      'безкоштовн* пробн*', 'просто дайте відповідь', 'дайте відповідь на це повідомлення', 'наші клієнти',
      'ми спеціалізуємося', 'беремо на себе', 'фіксован* плат*',
      'так чи ні', 'зідзвонитися', 'реальну користь',
      'ми пропонуємо', 'ми допоможемо', 'можемо допомогти', 'можу допомогти', 'безкоштовн* аудит*',
      'безкоштовн* консультаці*', 'більше клієнтів', 'коротк* дзвін*', 'наші послуги', 'на місяць', 'вам цікаво',
      'без зобов’язань', "без зобов'язань",
    ],
    followUp: [
      'мо* останн* лист*', 'мо* попередн* лист*', 'відповіді не отримав', 'відповіді не отримала', 'писав вам минулого тижня', 'писала вам минулого тижня',
      'мого попереднього', 'моє попереднє', 'мій попередній', 'мого листа', 'не отримав відповіді',
      'не отримала відповіді', 'нагадую про', 'повертаюся до',
    ],
  },
  tr: {
    target: [
      'sektörünüz*', 'sizin gibi işletme*', 'sizin gibi şirket*',
      'web siteniz*', 'siteniz*', 'şirketiniz*', 'işletmeniz*', 'firmanız*', 'markanız*'],
    offer: [
      'ücretsiz deneme', 'yükümlülük olmadan', 'taahhütsüz', 'bu mesajı yanıtla*', 'sadece yanıtla*',
      'müşterilerimiz*', 'konusunda uzmanız', 'sabit ücret*',
      'evet ya da hayır', 'evet veya hayır', 'gerçek bir değer',
      'sunuyoruz', 'yardımcı olabiliriz', 'yardımcı olabilirim', 'ücretsiz analiz', 'ücretsiz danışmanlık',
      'ücretsiz denetim', 'daha fazla müşteri', 'kısa bir görüşme', 'hizmetlerimiz*', 'aylık', 'ilgilenir misiniz',
      'ilginizi çeker mi',
    ],
    followUp: [
      'size yazmıştım', 'tekrar yazıyorum',
      'önceki mesajım*', 'önceki e-postam*', 'son mesajım*', 'yanıt alamadım', 'cevap alamadım', 'hatırlatmak istedim',
    ],
  },
  sv: {
    target: [
      'er bransch', 'företag som ert',
      'er webbplats', 'din webbplats', 'er hemsida', 'din hemsida', 'ert företag', 'ditt företag', 'er verksamhet',
      'din verksamhet',
    ],
    offer: [
      'gratis provperiod', 'utan förpliktelser', 'svara bara', 'svara på detta meddelande', 'våra kunder',
      'vi är specialiserade', 'vi tar hand om',
      'ja eller nej', 'fattar mig kort', 'intresserade',
      'vi erbjuder', 'vi hjälper', 'vi kan hjälpa', 'jag kan hjälpa', 'gratis analys', 'kostnadsfri*', 'fler kunder',
      'kort samtal', 'våra tjänster', 'per månad', 'är ni intresserade', 'är du intresserad', 'utan förpliktelser',
    ],
    followUp: [
      'inte fått något svar', 'skrev till er förra veckan', 'skrev till dig förra veckan',
      'mitt tidigare meddelande', 'mitt förra meddelande', 'mitt senaste mejl', 'mitt förra mejl', 'inte fått svar',
      'inget svar',
    ],
  },
  cs: {
    target: [
      'vaš* obor*', 'firmy jako vaše',
      'vaš* web*', 'vaš* firm*', 'vaš* společnost*', 'vaš* podnik*', 'vaš* stránk*'],
    offer: [
      'zkušební verz* zdarma', 'bez závazků', 'odpovězte na tuto zprávu', 'stačí odpovědět', 'naši klienti',
      'specializujeme se', 'postaráme se', 'paušál*',
      'ano nebo ne', 'budu stručný', 'budu stručná',
      'nabízíme', 'pomáháme', 'můžeme pomoci', 'mohu pomoci', 'bezplatn* audit*', 'bezplatn* analýz*', 'nezávazn*',
      'více zákazníků', 'krátk* hovor*', 'naše služby', 'měsíčně', 'máte zájem', 'měli byste zájem',
    ],
    followUp: [
      'můj poslední e-mail', 'psal jsem vám minulý týden', 'psala jsem vám minulý týden',
      'mou předchozí zprávu', 'mé předchozí zprávě', 'můj předchozí e-mail', 'mou poslední zprávu', 'bez odpovědi',
      'nedostal jsem odpověď', 'nedostala jsem odpověď', 'navazuji na',
    ],
  },
  ja: {
    target: [
      '御社の業界', '貴社のような',
      '御社', '貴社', 'あなたのビジネス', '貴店'],
    offer: [
      '無料トライアル', '無料でお試し', 'このメッセージにご返信', 'ご返信いただければ', '弊社のお客様', '専門としております', '専門としています', '定額',
      'お電話でお話し', 'お役に立て', '可否だけでも', '手短に',
      '無料診断', '無料相談', 'ご提案', '集客', '売上アップ', 'お打ち合わせ', 'ご興味', '月額', '弊社では', '弊社は',
      'サービスをご紹介',
    ],
    followUp: [
      '先日お送りした', 'お送りしたメッセージ','前回のメール', '先日のメール', '以前のメール', '先日ご連絡', '前回ご連絡', 'お返事がなかった', 'ご返信がなかった', '再度ご連絡'],
  },
  zh: {
    target: [
      '贵行业', '像贵公司这样',
      '贵公司', '贵司', '您的网站', '你的网站', '您的企业', '您的生意'],
    offer: [
      '免费试用', '无任何义务', '回复此邮件', '回复此消息', '只需回复', '我们的客户', '我们专注于', '我们专门', '固定费用',
      '通个电话', '通电话', '免费诊断', '长话短说','我们提供', '我们可以帮助', '免费咨询', '免费评估', '免费分析', '更多客户', '提升销量', '简短通话', '是否感兴趣', '有兴趣', '每月', '我们的服务'],
    followUp: [
      '上封邮件', '我上次','上一封邮件', '之前的邮件', '上次的邮件', '之前的消息', '上次的消息', '没有收到回复', '未收到回复', '跟进一下', '再次联系'],
  },
  ko: {
    target: [
      '귀사의 업계', '귀사와 같은',
      '귀사*', '귀하의 웹사이트', '귀하의 사업*', '귀하의 비즈니스', '사장님*'],
    offer: [
      '무료 체험', '부담 없이', '이 메시지에 회신', '회신만 주시면', '저희 고객*', '전문으로 하*', '정액',
      '통화 가능*', '잠깐 통화*', '짧게 말씀*',
      '제공해 드립니다', '도와드릴 수', '무료 진단', '무료 상담', '무료 분석', '더 많은 고객', '짧은 통화', '관심 있으*',
      '관심이 있으*', '저희 서비스*',
    ],
    followUp: [
      '마지막 메일*', '보내드린 메시지*', '보내드린 메일*','이전 메일*', '지난 메일*', '이전 메시지*', '지난번 메일*', '답변을 받지 못*', '답장을 받지 못*', '다시 연락드립니다'],
  },
  ar: {
    target: [
      'مجال عملكم', 'شركات مثل شركتكم',
      'لنشاطكم التجاري', 'لعملكم التجاري','موقعكم', 'شركتكم', 'لشركتكم', 'لموقعكم', 'نشاطكم التجاري', 'عملكم التجاري', 'موقعك', 'شركتك', 'لشركتك', 'لموقعك'],
    offer: [
      'تجربة مجانية', 'دون أي التزام', 'بدون التزام', 'رد على هذه الرسالة', 'فقط رد', 'عملاؤنا', 'نحن متخصصون',
      'رسوم ثابتة',
      'اتصال قصير', 'أعلم أنكم مشغولون', 'قيمة حقيقية',
      'نقدم', 'نحن نقدم', 'يمكننا مساعدت*', 'استشارة مجانية', 'تحليل مجاني', 'تدقيق مجاني', 'المزيد من العملاء',
      'مكالمة قصيرة', 'هل أنتم مهتمون', 'هل أنت مهتم', 'خدماتنا', 'شهريا', 'شهرياً',
    ],
    followUp: [
      'أتابع معكم','رسالتي السابقة', 'رسالتي الأخيرة', 'بريدي السابق', 'لم أتلق رد*', 'متابعة لرسالتي'],
  },
  hi: {
    target: [
      'आपके उद्योग', 'आप जैसे व्यवसाय',
      'आपकी वेबसाइट', 'आपके व्यवसाय', 'आपका व्यवसाय', 'आपकी कंपनी', 'आपके बिज़नेस', 'आपका बिज़नेस', 'आपकी साइट'],
    offer: [
      'मुफ्त ट्रायल', 'फ्री ट्रायल', 'बिना किसी बाध्यता', 'इस संदेश का जवाब दें', 'बस जवाब दें', 'हमारे क्लाइंट',
      'हम विशेषज्ञ हैं', 'निश्चित शुल्क',
      'फ्री ऑडिट', 'छोटा रखूँगा', 'हाँ या ना',
      'हम प्रदान करते', 'हम मदद कर सकते', 'मुफ्त ऑडिट', 'मुफ़्त ऑडिट', 'मुफ्त परामर्श', 'मुफ़्त परामर्श',
      'मुफ्त विश्लेषण', 'अधिक ग्राहक', 'ज़्यादा ग्राहक', 'ज्यादा ग्राहक', 'छोटी कॉल', 'क्या आप रुचि', 'हमारी सेवाएं',
      'हमारी सेवाएँ', 'प्रति माह',
    ],
    followUp: [
      'अपने पिछले संदेश', 'अपने पिछले ईमेल', 'मेरा पिछला ईमेल','मेरे पिछले ईमेल', 'मेरे पिछले संदेश', 'मेरा पिछला संदेश', 'मेरा पिछला ईमेल', 'कोई जवाब नहीं', 'जवाब नहीं मिला', 'फॉलो अप'],
  },
  id: {
    target: [
      'industri anda', 'bisnis seperti anda', 'perusahaan seperti anda',
      'website anda', 'bisnis anda', 'perusahaan anda', 'usaha anda', 'situs anda'],
    offer: [
      'uji coba gratis', 'coba gratis', 'tanpa kewajiban', 'balas pesan ini', 'cukup balas', 'klien kami',
      'kami spesialis', 'kami mengurus', 'biaya tetap',
      'telepon sebentar', 'ya atau tidak', 'saya singkat saja',
      'kami menawarkan', 'kami membantu', 'kami bisa membantu', 'kami dapat membantu', 'saya bisa membantu',
      'audit gratis', 'konsultasi gratis', 'analisis gratis', 'lebih banyak pelanggan', 'panggilan singkat',
      'apakah anda tertarik', 'layanan kami', 'per bulan', 'tanpa komitmen',
    ],
    followUp: [
      'email terakhir saya','pesan saya sebelumnya', 'email saya sebelumnya', 'pesan terakhir saya', 'belum mendapat balasan', 'belum ada balasan', 'menindaklanjuti'],
  },
  vi: {
    target: [
      'ngành của bạn', 'doanh nghiệp như bạn',
      'website của bạn', 'doanh nghiệp của bạn', 'công ty của bạn', 'website của anh chị', 'doanh nghiệp của anh chị',
      'công ty của anh chị', 'quý công ty', 'quý doanh nghiệp',
    ],
    offer: [
      'dùng thử miễn phí', 'không ràng buộc', 'trả lời tin nhắn này', 'chỉ cần trả lời', 'khách hàng của chúng tôi',
      'chúng tôi chuyên', 'phí cố định',
      'giá trị thực sự',
      'chúng tôi cung cấp', 'chúng tôi giúp', 'chúng tôi có thể giúp', 'tôi có thể giúp', 'miễn phí',
      'thêm khách hàng', 'nhiều khách hàng hơn', 'cuộc gọi ngắn', 'gọi nhanh', 'dịch vụ của chúng tôi', 'mỗi tháng',
      'hàng tháng',
    ],
    followUp: [
      'email gần nhất của tôi', 'tin nhắn gần nhất của tôi','tin nhắn trước', 'email trước', 'thư trước', 'chưa nhận được phản hồi', 'chưa nhận được hồi âm'],
  },
};
