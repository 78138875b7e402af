import type { AddedKinds } from './types.js';

/**
 * More kinds beyond English: casual one-line messages in every language, customers asking
 * for a service (they mention websites, marketing and prices like a pitch does, but ask instead of offer) and
 * suppliers' customers, in the larger European languages; cold pitches for payment terminals and online shops.
 */
// prettier-ignore
export const moreWorld: Readonly<Record<string, AddedKinds>> = {
  de: {
    ham: {
      casual_short: [['Hallo, ich hätte gern ein Angebot für eine kleine Arbeit.', 'Passt, bis Donnerstag!', 'Danke für die schnelle Antwort!', 'Können Sie mir die Preisliste schicken?', 'Haben Sie nächste Woche Zeit?', 'Ist das noch verfügbar? Ich wohne in {city}.', 'Kann ich vor Ort mit Karte zahlen?', 'Bitte rufen Sie mich nach 17 Uhr an.', 'Wir sind zu viert, geht das?', 'Super, vielen Dank!', 'Kurze Frage zu den Größen.']],
      project_feedback: [
        ['Danke für den ersten Entwurf der Startseite, die Richtung gefällt uns.', 'Wir haben uns die Logo-Varianten im Team angeschaut.', 'Die Probedrucke der Flyer sind heute angekommen.'],
        ['Könnte das Blau etwas dunkler und die Überschrift kürzer sein?', 'Variante zwei gefällt uns am besten, nur die Schrift wirkt zu dünn.', 'Auf der Über-uns-Seite ist noch das Foto vom alten Laden.'],
        ['Sonst sieht alles super aus, danke!', 'Können wir am Donnerstag kurz telefonieren?', ''],
      ],
      service_inquiry: [
        ['Wir sind ein kleiner Familienbetrieb und möchten unsere Webseite erneuern lassen.', 'Ich habe eine {business} und suche Hilfe bei Instagram und Google.', 'Eine Bekannte hat Sie empfohlen, Sie haben ihre Visitenkarten gestaltet.', 'Machen Sie auch kleinere Aufträge?'],
        ['Unser Budget liegt bei etwa {price}.', 'Es wären nur wenige Seiten, die wir später selbst pflegen möchten.', 'Was würde das ungefähr kosten und wie lange dauert es?', 'Technisch kenne ich mich leider gar nicht aus.'],
        ['Rufen Sie mich gerne an: {phone}', 'Vielen Dank vorab.', 'Ich freue mich auf Ihre Rückmeldung.', ''],
      ],
    },
    spam: {
      merchant_services: [
        ['Zahlen Sie noch zu hohe Gebühren für Kartenzahlungen?', 'Die meisten Betriebe in Ihrer Region zahlen zu viel für ihr Kartenterminal.'],
        ['Wir senken Ihre Transaktionsgebühren um bis zu 40 % und stellen Ihnen ein neues Terminal kostenlos zur Verfügung.', 'Unser Festpreis von 1,2 % pro Zahlung kommt ohne Grundgebühr und ohne Vertragslaufzeit.'],
        ['Schicken Sie mir eine aktuelle Abrechnung und ich zeige Ihnen die Ersparnis.', 'Darf ich Sie morgen kurz anrufen?'],
      ],
    },
  },
  fr: {
    ham: {
      casual_short: [['Bonjour, je voudrais un devis pour un petit travail.', 'Parfait, à jeudi !', 'Merci pour la réponse rapide !', 'Pouvez-vous m\'envoyer vos tarifs ?', 'Vous avez un créneau la semaine prochaine ?', 'C\'est toujours disponible ? J\'habite à {city}.', 'Je peux payer par carte sur place ?', 'Rappelez-moi après 17h svp.', 'Nous sommes 4, ça va ?', 'Super, merci beaucoup !']],
      project_feedback: [
        ['Merci pour la première maquette de la page d\'accueil, la direction nous plaît.', 'Nous avons regardé les propositions de logo en équipe.', 'Les épreuves des flyers sont arrivées ce matin.'],
        ['Le bleu pourrait-il être un peu plus foncé et le titre plus court ?', 'La deuxième option est notre préférée, mais la police est trop fine.', 'Sur la page à propos, il reste la photo de l\'ancienne boutique.'],
        ['Sinon c\'est très bien, merci !', 'On peut en parler jeudi ?', ''],
      ],
      service_inquiry: [
        ['Nous sommes une petite entreprise familiale et voulons refaire notre site.', 'J\'ai une {business} et je cherche de l\'aide pour Instagram et Google.', 'Une amie m\'a recommandé votre studio.', 'Acceptez-vous aussi les petits projets ?'],
        ['Notre budget est d\'environ {price}.', 'Ce serait seulement quelques pages que nous voulons modifier nous-mêmes.', 'Combien cela coûterait-il à peu près et en combien de temps ?', 'Je n\'y connais rien en technique.'],
        ['Vous pouvez m\'appeler au {phone}.', 'Merci d\'avance.', 'Dans l\'attente de votre retour.', ''],
      ],
    },
    spam: {
      ecommerce_pitch: [
        ['J\'ai remarqué que votre boutique en ligne a beaucoup de paniers abandonnés.', 'Votre boutique Shopify a de bons produits mais un taux de conversion faible.'],
        ['Nous optimisons vos fiches produits et gérons vos publicités pour un forfait mensuel.', 'J\'ai récupéré plus de 90 000 € de ventes pour des boutiques comme la vôtre.'],
        ['Voulez-vous un audit vidéo gratuit de votre boutique ?', 'Êtes-vous disponible pour un court appel cette semaine ?'],
      ],
    },
  },
  es: {
    ham: {
      casual_short: [['Hola, quería pedir un presupuesto para un trabajo pequeño.', 'Perfecto, ¡nos vemos el jueves!', '¡Gracias por la respuesta tan rápida!', '¿Me pueden mandar la lista de precios?', '¿Tienen hueco la semana que viene?', '¿Sigue disponible? Vivo en {city}.', '¿Puedo pagar con tarjeta allí?', 'Llámenme después de las 5, por favor.', 'Somos 4, ¿hay problema?', '¡Genial, muchas gracias!']],
      project_feedback: [
        ['Gracias por el primer borrador de la portada, nos gusta la idea.', 'Hemos visto las opciones de logo con todo el equipo.', 'Han llegado las pruebas de impresión de los folletos.'],
        ['¿Podría el azul ser un poco más oscuro y el título más corto?', 'La opción dos es la que más nos gusta, pero la letra se ve muy fina.', 'En la página de quiénes somos sigue la foto de la tienda antigua.'],
        ['Por lo demás está genial, ¡gracias!', '¿Lo hablamos el jueves?', ''],
      ],
      service_inquiry: [
        ['Somos un pequeño negocio familiar y queremos renovar la web.', 'Tengo una {business} y busco ayuda con Instagram y Google.', 'Una amiga me recomendó vuestro estudio.', '¿Hacéis también proyectos pequeños?'],
        ['Nuestro presupuesto es de unos {price}.', 'Serían pocas páginas que luego queremos actualizar nosotros.', '¿Cuánto costaría más o menos y cuánto tardaríais?', 'No entiendo nada de la parte técnica.'],
        ['Podéis llamarme al {phone}.', 'Gracias de antemano.', 'Un saludo.', ''],
      ],
    },
    spam: {
      merchant_services: [
        ['¿Sigue pagando demasiado en comisiones por pagos con tarjeta?', 'La mayoría de los negocios de su zona pagan de más por su datáfono.'],
        ['Reducimos sus comisiones hasta un 40 % y le damos un terminal nuevo gratis.', 'Tarifa plana del 1,2 % por operación, sin cuota mensual ni permanencia.'],
        ['Envíeme una factura reciente y le muestro el ahorro.', '¿Le puedo llamar mañana?'],
      ],
    },
  },
  pt: {
    ham: {
      casual_short: [['Olá, gostaria de um orçamento para um trabalho pequeno.', 'Combinado, até quinta!', 'Obrigado pela resposta rápida!', 'Podem me enviar a tabela de preços?', 'Vocês têm horário na próxima semana?', 'Ainda está disponível? Moro em {city}.', 'Posso pagar com cartão na hora?', 'Me liguem depois das 17h, por favor.', 'Somos 4 pessoas, tudo bem?']],
      service_inquiry: [
        ['Somos uma pequena empresa familiar e queremos refazer o nosso site.', 'Tenho uma {business} e procuro ajuda com o Instagram.', 'Uma amiga recomendou o vosso trabalho.'],
        ['O nosso orçamento é de cerca de {price}.', 'Quanto custaria mais ou menos e quanto tempo levaria?', 'Não percebo nada da parte técnica.'],
        ['Podem ligar para {phone}.', 'Obrigado desde já.', ''],
      ],
    },
  },
  it: {
    ham: {
      casual_short: [['Buongiorno, vorrei un preventivo per un piccolo lavoro.', 'Perfetto, a giovedì!', 'Grazie per la risposta veloce!', 'Mi potete mandare il listino prezzi?', 'Avete posto la settimana prossima?', 'È ancora disponibile? Abito a {city}.', 'Posso pagare con carta sul posto?', 'Chiamatemi dopo le 17, grazie.', 'Siamo in 4, va bene?']],
      service_inquiry: [
        ['Siamo una piccola azienda di famiglia e vogliamo rifare il sito.', 'Ho una {business} e cerco aiuto con Instagram e Google.', 'Un\'amica mi ha consigliato il vostro studio.'],
        ['Il nostro budget è di circa {price}.', 'Quanto costerebbe più o meno e in quanto tempo?', 'Della parte tecnica non capisco niente.'],
        ['Potete chiamarmi al {phone}.', 'Grazie in anticipo.', ''],
      ],
    },
  },
  nl: {
    ham: {
      casual_short: [['Hallo, ik wil graag een offerte voor een klein klusje.', 'Prima, tot donderdag!', 'Bedankt voor het snelle antwoord!', 'Kunt u mij de prijslijst sturen?', 'Heeft u volgende week tijd?', 'Is dit nog beschikbaar? Ik woon in {city}.', 'Kan ik ter plekke met pin betalen?', 'Bel me graag na 17 uur.']],
      service_inquiry: [
        ['Wij zijn een klein familiebedrijf en willen onze website laten vernieuwen.', 'Ik heb een {business} en zoek hulp met Instagram.', 'Een vriendin raadde jullie aan.'],
        ['Ons budget is ongeveer {price}.', 'Wat zou het ongeveer kosten en hoe lang duurt het?', 'Van de techniek weet ik niets.'],
        ['Bel me gerust op {phone}.', 'Alvast bedankt.', ''],
      ],
    },
  },
  pl: {
    ham: {
      casual_short: [['Dzień dobry, chciałbym wycenę małej usługi.', 'Pasuje, do czwartku!', 'Dziękuję za szybką odpowiedź!', 'Czy mogą Państwo przesłać cennik?', 'Czy mają Państwo czas w przyszłym tygodniu?', 'Czy to jest jeszcze dostępne? Mieszkam w {city}.', 'Czy mogę zapłacić kartą na miejscu?', 'Proszę zadzwonić po 17.']],
      service_inquiry: [
        ['Jesteśmy małą firmą rodzinną i chcemy odświeżyć naszą stronę.', 'Prowadzę {business} i szukam pomocy z Instagramem.', 'Znajoma poleciła Państwa studio.'],
        ['Nasz budżet to około {price}.', 'Ile by to mniej więcej kosztowało i jak długo trwało?', 'Nie znam się na technicznych sprawach.'],
        ['Proszę o kontakt pod numerem {phone}.', 'Z góry dziękuję.', ''],
      ],
    },
  },
  ru: {
    ham: {
      casual_short: [['Здравствуйте, хотел бы узнать стоимость небольшой работы.', 'Отлично, до четверга!', 'Спасибо за быстрый ответ!', 'Можете прислать прайс?', 'Есть время на следующей неделе?', 'Это ещё в наличии? Я живу в городе {city}.', 'Можно оплатить картой на месте?', 'Перезвоните после 17:00, пожалуйста.']],
      service_inquiry: [
        ['У нас небольшой семейный бизнес, хотим обновить сайт.', 'У меня {business}, ищу помощь с Инстаграмом.', 'Вас порекомендовала знакомая.'],
        ['Бюджет примерно {price}.', 'Сколько это примерно будет стоить и сколько займёт времени?', 'В технической части я совсем не разбираюсь.'],
        ['Мой телефон {phone}.', 'Заранее спасибо.', ''],
      ],
    },
  },
  uk: { ham: { casual_short: [['Добрий день, хочу дізнатися ціну на невелику роботу.', 'Чудово, до четверга!', 'Дякую за швидку відповідь!', 'Надішліть, будь ласка, прайс.', 'Чи є у вас час наступного тижня?', 'Це ще доступно? Я живу в місті {city}.', 'Можна оплатити карткою?']] } },
  tr: { ham: { casual_short: [['Merhaba, küçük bir iş için fiyat teklifi almak istiyorum.', 'Tamam, perşembe görüşürüz!', 'Hızlı cevap için teşekkürler!', 'Fiyat listesini gönderebilir misiniz?', 'Gelecek hafta müsait misiniz?', 'Hâlâ mevcut mu? {city} şehrinde oturuyorum.', 'Kartla ödeyebilir miyim?']] } },
  sv: { ham: { casual_short: [['Hej, jag skulle vilja ha en offert på ett litet jobb.', 'Toppen, vi ses på torsdag!', 'Tack för snabbt svar!', 'Kan ni skicka prislistan?', 'Har ni tid nästa vecka?', 'Finns den kvar? Jag bor i {city}.', 'Går det att betala med kort?']] } },
  cs: { ham: { casual_short: [['Dobrý den, chtěl bych cenovou nabídku na menší práci.', 'Super, uvidíme se ve čtvrtek!', 'Děkuji za rychlou odpověď!', 'Můžete mi poslat ceník?', 'Máte čas příští týden?', 'Je to ještě k dispozici? Bydlím v {city}.', 'Můžu platit kartou?']] } },
  ja: { ham: { casual_short: [['小さな作業の見積もりをお願いしたいです。', '了解です、木曜日によろしくお願いします。', '早速のご返信ありがとうございます。', '料金表を送っていただけますか。', '来週お時間ありますか。', 'まだ在庫ありますか？{city}に住んでいます。', 'カードで支払えますか。']] } },
  zh: { ham: { casual_short: [['你好，想问一下小工程的报价。', '好的，周四见！', '谢谢您这么快回复！', '可以发一下价目表吗？', '下周有时间吗？', '还有货吗？我住在{city}。', '可以刷卡吗？']] } },
  ko: { ham: { casual_short: [['안녕하세요, 작은 작업 견적을 받고 싶습니다.', '좋아요, 목요일에 뵐게요!', '빠른 답변 감사합니다!', '가격표를 보내주실 수 있나요?', '다음 주에 시간 있으세요?', '아직 구매 가능한가요? {city}에 살아요.', '카드 결제 되나요?']] } },
  ar: { ham: { casual_short: [['مرحبا، أريد عرض سعر لعمل صغير.', 'تمام، نراكم يوم الخميس!', 'شكرا على الرد السريع!', 'هل يمكنكم إرسال قائمة الأسعار؟', 'هل لديكم وقت الأسبوع القادم؟', 'هل ما زال متوفرا؟ أسكن في {city}.', 'هل يمكنني الدفع بالبطاقة؟']] } },
  hi: { ham: { casual_short: [['नमस्ते, मुझे एक छोटे काम का कोटेशन चाहिए।', 'ठीक है, गुरुवार को मिलते हैं!', 'जल्दी जवाब के लिए धन्यवाद!', 'क्या आप रेट लिस्ट भेज सकते हैं?', 'क्या अगले हफ्ते आपके पास समय है?', 'क्या यह अभी भी उपलब्ध है? मैं {city} में रहता हूँ।', 'क्या कार्ड से भुगतान हो सकता है?']] } },
  id: { ham: { casual_short: [['Halo, saya mau minta penawaran harga untuk pekerjaan kecil.', 'Oke, sampai Kamis ya!', 'Terima kasih atas balasan cepatnya!', 'Bisa kirim daftar harganya?', 'Minggu depan ada waktu?', 'Masih tersedia? Saya tinggal di {city}.', 'Bisa bayar pakai kartu?']] } },
  vi: { ham: { casual_short: [['Chào anh chị, tôi muốn xin báo giá cho một việc nhỏ.', 'Được ạ, hẹn thứ Năm nhé!', 'Cảm ơn đã trả lời nhanh!', 'Anh chị gửi giúp bảng giá được không?', 'Tuần sau anh chị có rảnh không?', 'Còn hàng không ạ? Tôi ở {city}.', 'Có thanh toán bằng thẻ được không?']] } },
};
