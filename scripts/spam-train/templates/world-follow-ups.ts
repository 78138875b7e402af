import type { AddedKinds } from './types.js';

/**
 * The cold pitch's second and third message beyond English, and its counterpart from real
 * people. `follow_up` chases an offer nobody asked for ("did you see my last message?"), `growth_agency` pitches
 * clients, calls and ads without a link; `customer_follow_up` is a customer chasing their own order or request, in
 * the same words of "writing again" and "no answer yet". Until now the smaller languages had six or seven kinds of
 * spam, all first messages.
 */
// prettier-ignore
export const worldFollowUps: Readonly<Record<string, AddedKinds>> = {
  de: {
    spam: {
      follow_up: [
        ['Ich wollte kurz an meine letzte Nachricht erinnern.', 'Ich hatte Ihnen letzte Woche geschrieben, aber noch keine Antwort erhalten.', 'Haben Sie meine E-Mail von Dienstag gesehen?'],
        ['Ich bin nach wie vor überzeugt, dass wir Ihrem Unternehmen echten Mehrwert bieten können.', 'Unser Angebot für eine kostenlose Analyse gilt noch bis Ende der Woche.', 'Ich weiß, Sie sind beschäftigt, deshalb fasse ich mich kurz.'],
        ['Besteht Interesse oder soll ich Sie aus meiner Liste nehmen?', 'Passt Ihnen ein kurzes Telefonat diese Woche?', 'Ein kurzes Ja oder Nein genügt mir.'],
      ],
      growth_agency: [
        ['Wir sind eine Wachstumsagentur und arbeiten mit Betrieben wie {business}.', 'Ich bin auf Ihr Unternehmen gestoßen und sehe viel ungenutztes Potenzial.', 'Ihre Anzeigen laufen, aber Ihre Seite macht daraus kaum Anfragen.'],
        ['Für einen ähnlichen Kunden haben wir in 90 Tagen 40 neue Anfragen pro Monat erzielt.', 'Wir übernehmen Anzeigen, E-Mail-Marketing und Terminbuchung komplett für Sie.', 'Sie zahlen nur, wenn wir Ergebnisse liefern.'],
        ['Hätten Sie diese Woche 15 Minuten für ein Gespräch?', 'Lohnt sich ein kurzer Austausch?', 'Wenn nicht, kein Problem, geben Sie mir einfach Bescheid.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Ich habe Ihnen letzte Woche wegen meiner Bestellung geschrieben und noch nichts gehört.', 'Ich wollte nachfragen, ob meine Nachricht vom Montag angekommen ist.', 'Entschuldigen Sie, dass ich nochmal schreibe, aber die versprochene Erstattung fehlt noch.'],
        ['Die Bestellnummer ist {order}.', 'Es ging um den defekten Griff am {product}.', 'Ihre Kollegin meinte am Telefon, es dauert drei Tage.'],
        ['Können Sie mir bitte kurz Bescheid geben?', 'Danke fürs Nachsehen.', ''],
      ],
    },
  },
  fr: {
    spam: {
      follow_up: [
        ['Je me permets de revenir vers vous suite à mon précédent message.', 'Je vous ai écrit la semaine dernière sans avoir de retour.', 'Avez-vous eu le temps de lire mon dernier e-mail ?'],
        ['Je reste convaincu que nous pouvons apporter une vraie valeur à votre entreprise.', 'Notre offre d\'audit gratuit est encore valable quelques jours.', 'Je sais que vous êtes occupé, je serai donc bref.'],
        ['Êtes-vous intéressé ou dois-je clore votre dossier ?', 'Un appel rapide cette semaine vous conviendrait-il ?', 'Un simple oui ou non me suffit.'],
      ],
      growth_agency: [
        ['Nous sommes une agence de croissance qui accompagne des entreprises comme {business}.', 'Je suis tombé sur votre entreprise et je vois beaucoup de potentiel inexploité.', 'Vos publicités tournent mais votre page ne convertit presque pas.'],
        ['Pour un client similaire, nous avons généré 40 demandes de plus par mois en 90 jours.', 'Nous gérons la publicité, l\'e-mailing et la prise de rendez-vous de A à Z.', 'Vous ne payez que si nous obtenons des résultats.'],
        ['Auriez-vous 15 minutes cette semaine pour en parler ?', 'Ça vaut un petit échange ?', 'Sinon, aucun souci, dites-le-moi simplement.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Je vous ai écrit la semaine dernière au sujet de ma commande et je n\'ai pas eu de réponse.', 'Je voulais savoir si vous aviez bien reçu mon message de lundi.', 'Désolé de vous relancer, mais j\'attends toujours le remboursement promis.'],
        ['Le numéro de commande est {order}.', 'C\'était à propos de la poignée cassée du {product}.', 'Votre collègue m\'a dit au téléphone que cela prendrait trois jours.'],
        ['Pourriez-vous me tenir au courant ?', 'Merci de vérifier.', ''],
      ],
    },
  },
  es: {
    spam: {
      follow_up: [
        ['Le escribo de nuevo por mi mensaje anterior.', 'Le contacté la semana pasada pero no he recibido respuesta.', '¿Tuvo ocasión de leer mi último correo?'],
        ['Sigo convencido de que podemos aportar mucho valor a su negocio.', 'Nuestra oferta de auditoría gratuita sigue abierta unos días más.', 'Sé que está ocupado, así que seré breve.'],
        ['¿Le interesa o cierro su expediente?', '¿Le vendría bien una llamada rápida esta semana?', 'Me basta con un sí o un no.'],
      ],
      growth_agency: [
        ['Somos una agencia de crecimiento que trabaja con negocios como {business}.', 'Encontré su empresa y veo mucho potencial sin aprovechar.', 'Sus anuncios están activos pero su página apenas genera contactos.'],
        ['Para un cliente parecido conseguimos 40 solicitudes más al mes en 90 días.', 'Nos encargamos de los anuncios, el email marketing y la agenda de citas.', 'Solo paga si conseguimos resultados.'],
        ['¿Tendría 15 minutos esta semana para hablar?', '¿Le parece que lo veamos en una llamada corta?', 'Si no, sin problema, solo dígamelo.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Les escribí la semana pasada por mi pedido y todavía no tengo respuesta.', 'Quería saber si recibieron mi mensaje del lunes.', 'Perdonen que insista, pero sigo esperando el reembolso que me prometieron.'],
        ['El número de pedido es {order}.', 'Era por el asa rota del {product}.', 'Su compañera me dijo por teléfono que tardaría tres días.'],
        ['¿Me pueden decir algo, por favor?', 'Gracias por revisarlo.', ''],
      ],
    },
  },
  pt: {
    spam: {
      follow_up: [
        ['Estou a voltar ao assunto da minha mensagem anterior.', 'Escrevi na semana passada mas não tive resposta.', 'Teve oportunidade de ler o meu último e-mail?'],
        ['Continuo convencido de que podemos trazer valor real ao seu negócio.', 'A nossa oferta de análise gratuita continua válida por mais alguns dias.', 'Sei que está ocupado, por isso vou ser breve.'],
        ['Tem interesse ou posso encerrar o contacto?', 'Uma chamada rápida esta semana seria possível?', 'Basta um sim ou um não.'],
      ],
      growth_agency: [
        ['Somos uma agência de crescimento que trabalha com negócios como {business}.', 'Encontrei a sua empresa e vejo muito potencial por aproveitar.', 'Os seus anúncios estão ativos mas a página quase não gera contactos.'],
        ['Para um cliente semelhante conseguimos mais 40 pedidos por mês em 90 dias.', 'Tratamos dos anúncios, do email marketing e do agendamento de reuniões.', 'Só paga se tiver resultados.'],
        ['Teria 15 minutos esta semana para conversarmos?', 'Vale a pena uma conversa rápida?', 'Se não, sem problema, é só dizer.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Escrevi na semana passada sobre a minha encomenda e ainda não tive resposta.', 'Queria confirmar se receberam a minha mensagem de segunda-feira.', 'Desculpem insistir, mas continuo à espera do reembolso prometido.'],
        ['O número da encomenda é {order}.', 'Era sobre a pega partida do {product}.', 'A vossa colega disse ao telefone que demorava três dias.'],
        ['Podem dar-me uma resposta, por favor?', 'Obrigado por verificarem.', ''],
      ],
    },
  },
  it: {
    spam: {
      follow_up: [
        ['Le riscrivo in merito al mio messaggio precedente.', 'Le ho scritto la settimana scorsa ma non ho ricevuto risposta.', 'Ha avuto modo di leggere la mia ultima email?'],
        ['Sono ancora convinto che possiamo portare un valore concreto alla sua attività.', 'La nostra offerta di analisi gratuita è valida ancora per pochi giorni.', 'So che è impegnato, quindi sarò breve.'],
        ['È interessato o posso chiudere la pratica?', 'Le andrebbe una breve telefonata questa settimana?', 'Mi basta un sì o un no.'],
      ],
      growth_agency: [
        ['Siamo un\'agenzia di crescita che lavora con attività come {business}.', 'Ho trovato la sua azienda e vedo molto potenziale non sfruttato.', 'Le sue inserzioni sono attive ma la pagina genera pochissimi contatti.'],
        ['Per un cliente simile abbiamo ottenuto 40 richieste in più al mese in 90 giorni.', 'Gestiamo pubblicità, email marketing e prenotazione degli appuntamenti.', 'Paga solo se otteniamo risultati.'],
        ['Avrebbe 15 minuti questa settimana per parlarne?', 'Vale la pena sentirci brevemente?', 'Altrimenti nessun problema, me lo faccia sapere.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Vi ho scritto la settimana scorsa per il mio ordine e non ho ancora avuto risposta.', 'Volevo sapere se avete ricevuto il mio messaggio di lunedì.', 'Scusate se scrivo di nuovo, ma aspetto ancora il rimborso promesso.'],
        ['Il numero d\'ordine è {order}.', 'Si trattava del manico rotto del {product}.', 'La vostra collega al telefono mi ha detto tre giorni.'],
        ['Potete aggiornarmi, per favore?', 'Grazie per il controllo.', ''],
      ],
    },
  },
  nl: {
    spam: {
      follow_up: [
        ['Ik kom even terug op mijn vorige bericht.', 'Ik stuurde u vorige week een bericht maar hoorde niets terug.', 'Heeft u mijn laatste e-mail kunnen lezen?'],
        ['Ik ben er nog steeds van overtuigd dat we uw bedrijf echt verder kunnen helpen.', 'Ons aanbod voor een gratis analyse loopt nog een paar dagen.', 'Ik weet dat u het druk heeft, dus ik houd het kort.'],
        ['Heeft u interesse of zal ik uw dossier sluiten?', 'Past een kort belletje deze week?', 'Een simpel ja of nee is genoeg.'],
      ],
      growth_agency: [
        ['Wij zijn een groeibureau en werken met bedrijven zoals {business}.', 'Ik kwam uw bedrijf tegen en zie veel onbenut potentieel.', 'Uw advertenties lopen, maar uw pagina levert bijna geen aanvragen op.'],
        ['Voor een vergelijkbare klant haalden we in 90 dagen 40 extra aanvragen per maand.', 'Wij regelen advertenties, e-mailmarketing en afspraken van begin tot eind.', 'U betaalt alleen als wij resultaat leveren.'],
        ['Heeft u deze week 15 minuten voor een gesprek?', 'Is een kort gesprek de moeite waard?', 'Zo niet, geen probleem, laat het me gewoon weten.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Ik heb u vorige week gemaild over mijn bestelling en nog niets gehoord.', 'Ik wilde even checken of mijn bericht van maandag is aangekomen.', 'Sorry dat ik weer schrijf, maar ik wacht nog op de beloofde terugbetaling.'],
        ['Het bestelnummer is {order}.', 'Het ging over het kapotte handvat van de {product}.', 'Uw collega zei aan de telefoon dat het drie dagen zou duren.'],
        ['Kunt u mij laten weten hoe het ervoor staat?', 'Bedankt voor het nakijken.', ''],
      ],
    },
  },
  pl: {
    spam: {
      follow_up: [
        ['Wracam do mojej poprzedniej wiadomości.', 'Pisałem w zeszłym tygodniu, ale nie dostałem odpowiedzi.', 'Czy mieli Państwo okazję przeczytać mojego ostatniego maila?'],
        ['Nadal jestem przekonany, że możemy realnie pomóc Państwa firmie.', 'Nasza oferta bezpłatnej analizy jest aktualna jeszcze przez kilka dni.', 'Wiem, że mają Państwo dużo pracy, więc będę krótko.'],
        ['Czy są Państwo zainteresowani, czy mam zamknąć temat?', 'Czy pasuje krótka rozmowa w tym tygodniu?', 'Wystarczy krótkie tak lub nie.'],
      ],
      growth_agency: [
        ['Jesteśmy agencją wzrostu i pracujemy z firmami takimi jak {business}.', 'Trafiłem na Państwa firmę i widzę dużo niewykorzystanego potencjału.', 'Państwa reklamy działają, ale strona prawie nie daje zapytań.'],
        ['Podobnemu klientowi zapewniliśmy 40 dodatkowych zapytań miesięcznie w 90 dni.', 'Zajmujemy się reklamami, e-mail marketingiem i umawianiem spotkań.', 'Płacą Państwo tylko za efekty.'],
        ['Czy znajdą Państwo 15 minut w tym tygodniu?', 'Czy warto krótko porozmawiać?', 'Jeśli nie, nie ma problemu, proszę dać znać.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Pisałam w zeszłym tygodniu w sprawie zamówienia i nadal nie mam odpowiedzi.', 'Chciałem się upewnić, czy moja wiadomość z poniedziałku dotarła.', 'Przepraszam, że piszę ponownie, ale wciąż czekam na obiecany zwrot.'],
        ['Numer zamówienia to {order}.', 'Chodziło o urwany uchwyt w {product}.', 'Pani z obsługi powiedziała przez telefon, że to potrwa trzy dni.'],
        ['Proszę o informację, co dalej.', 'Dziękuję za sprawdzenie.', ''],
      ],
      existing_client: [
        ['Czy moglibyście dodać nowe zdjęcia zespołu na naszą stronę?', 'Na stronie są jeszcze stare godziny otwarcia, proszę je zmienić.', 'Formularz kontaktowy na naszej stronie od wczoraj nie wysyła wiadomości.'],
        ['Nowe teksty są w folderze: {link}', 'Musi być gotowe przed naszym wydarzeniem {date}.', 'Czy to jest w ramach umowy serwisowej, czy ile by kosztowało?'],
        ['Dzięki!', 'Pozdrawiam, {first}', ''],
      ],
    },
  },
  ru: {
    spam: {
      follow_up: [
        ['Возвращаюсь к своему предыдущему письму.', 'Я писал вам на прошлой неделе, но ответа не получил.', 'Вы успели прочитать моё последнее письмо?'],
        ['Я по-прежнему уверен, что мы можем принести реальную пользу вашему бизнесу.', 'Наше предложение о бесплатном аудите действует ещё несколько дней.', 'Знаю, что вы заняты, поэтому буду краток.'],
        ['Вам интересно или закрыть вопрос?', 'Удобно ли созвониться на этой неделе?', 'Достаточно короткого да или нет.'],
      ],
      growth_agency: [
        ['Мы агентство роста и работаем с компаниями вроде {business}.', 'Я нашёл вашу компанию и вижу много неиспользованного потенциала.', 'Ваша реклама работает, но сайт почти не приносит заявок.'],
        ['Похожему клиенту мы за 90 дней добавили 40 заявок в месяц.', 'Мы берём на себя рекламу, email-рассылки и запись клиентов.', 'Вы платите только за результат.'],
        ['Найдётся ли у вас 15 минут на этой неделе?', 'Стоит ли коротко созвониться?', 'Если нет, ничего страшного, просто дайте знать.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Я писала вам на прошлой неделе по поводу заказа и до сих пор не получила ответа.', 'Хотел уточнить, дошло ли моё сообщение от понедельника.', 'Извините, что пишу снова, но я всё ещё жду обещанный возврат денег.'],
        ['Номер заказа {order}.', 'Речь о сломанной ручке у {product}.', 'Ваша коллега по телефону сказала, что это займёт три дня.'],
        ['Сообщите, пожалуйста, что с этим.', 'Спасибо, что проверите.', ''],
      ],
    },
  },
  uk: {
    spam: {
      follow_up: [
        ['Повертаюся до свого попереднього листа.', 'Я писав вам минулого тижня, але відповіді не отримав.', 'Ви встигли прочитати мій останній лист?'],
        ['Я досі впевнений, що ми можемо принести вашому бізнесу реальну користь.', 'Наша пропозиція безкоштовного аудиту діє ще кілька днів.', 'Знаю, що ви зайняті, тож буду коротким.'],
        ['Вам цікаво чи закрити питання?', 'Чи зручно зідзвонитися цього тижня?', 'Достатньо короткого так чи ні.'],
      ],
      growth_agency: [
        ['Ми агенція зростання і працюємо з компаніями на кшталт {business}.', 'Я знайшов вашу компанію і бачу багато невикористаного потенціалу.', 'Ваша реклама працює, але сайт майже не приносить заявок.'],
        ['Схожому клієнту ми за 90 днів додали 40 заявок на місяць.', 'Ми беремо на себе рекламу, email-розсилки та запис клієнтів.', 'Ви платите лише за результат.'],
        ['Чи знайдеться у вас 15 хвилин цього тижня?', 'Чи варто коротко поговорити?', 'Якщо ні, нічого страшного, просто дайте знати.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Я писала вам минулого тижня щодо замовлення і досі не маю відповіді.', 'Хотів уточнити, чи дійшло моє повідомлення з понеділка.', 'Вибачте, що пишу знову, але я все ще чекаю на обіцяне повернення коштів.'],
        ['Номер замовлення {order}.', 'Йдеться про зламану ручку на {product}.', 'Ваша колега по телефону сказала, що це займе три дні.'],
        ['Підкажіть, будь ласка, що з цим.', 'Дякую, що перевірите.', ''],
      ],
    },
  },
  tr: {
    spam: {
      follow_up: [
        ['Önceki mesajımla ilgili tekrar yazıyorum.', 'Geçen hafta size yazmıştım ama cevap alamadım.', 'Son e-postamı okuma fırsatınız oldu mu?'],
        ['İşletmenize gerçek bir değer katabileceğimize hâlâ inanıyorum.', 'Ücretsiz analiz teklifimiz birkaç gün daha geçerli.', 'Yoğun olduğunuzu biliyorum, kısa tutacağım.'],
        ['İlgilenir misiniz yoksa dosyanızı kapatayım mı?', 'Bu hafta kısa bir görüşme uygun olur mu?', 'Kısa bir evet ya da hayır yeterli.'],
      ],
      growth_agency: [
        ['{business} gibi işletmelerle çalışan bir büyüme ajansıyız.', 'Şirketinizi gördüm ve kullanılmayan çok fazla potansiyel var.', 'Reklamlarınız yayında ama sayfanız neredeyse hiç talep getirmiyor.'],
        ['Benzer bir müşterimize 90 günde ayda 40 yeni talep kazandırdık.', 'Reklam, e-posta pazarlaması ve randevu planlamasını baştan sona biz yönetiyoruz.', 'Sadece sonuç aldığınızda ödeme yaparsınız.'],
        ['Bu hafta 15 dakikanız var mı?', 'Kısa bir görüşmeye değer mi?', 'Değilse sorun değil, haber vermeniz yeterli.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Geçen hafta siparişimle ilgili yazmıştım ama hâlâ cevap yok.', 'Pazartesi gönderdiğim mesaj size ulaştı mı diye sormak istedim.', 'Tekrar yazdığım için kusura bakmayın ama söz verilen iadeyi hâlâ bekliyorum.'],
        ['Sipariş numarası {order}.', '{product} ürününün kırık sapıyla ilgiliydi.', 'Telefonda arkadaşınız üç gün süreceğini söylemişti.'],
        ['Bilgi verebilir misiniz lütfen?', 'Kontrol ettiğiniz için teşekkürler.', ''],
      ],
    },
  },
  sv: {
    spam: {
      follow_up: [
        ['Jag återkommer angående mitt förra meddelande.', 'Jag skrev till er förra veckan men har inte fått något svar.', 'Har ni hunnit läsa mitt senaste mejl?'],
        ['Jag är fortfarande övertygad om att vi kan tillföra verkligt värde till ert företag.', 'Vårt erbjudande om en gratis analys gäller några dagar till.', 'Jag vet att ni har mycket att göra, så jag fattar mig kort.'],
        ['Är ni intresserade eller ska jag stänga ärendet?', 'Passar ett kort samtal den här veckan?', 'Ett enkelt ja eller nej räcker.'],
      ],
      growth_agency: [
        ['Vi är en tillväxtbyrå som arbetar med företag som {business}.', 'Jag hittade ert företag och ser mycket outnyttjad potential.', 'Era annonser är igång men sidan ger nästan inga förfrågningar.'],
        ['För en liknande kund fick vi in 40 fler förfrågningar i månaden på 90 dagar.', 'Vi sköter annonser, e-postmarknadsföring och bokning av möten.', 'Ni betalar bara när vi levererar resultat.'],
        ['Har ni 15 minuter den här veckan?', 'Värt ett kort samtal?', 'Om inte, inga problem, säg bara till.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Jag skrev till er förra veckan om min beställning och har inte hört något.', 'Jag ville kolla om ni fick mitt meddelande från måndagen.', 'Förlåt att jag skriver igen, men jag väntar fortfarande på återbetalningen ni lovade.'],
        ['Ordernumret är {order}.', 'Det gällde det trasiga handtaget på {product}.', 'Er kollega sa i telefon att det skulle ta tre dagar.'],
        ['Kan ni ge mig ett besked?', 'Tack för att ni kollar.', ''],
      ],
    },
  },
  cs: {
    spam: {
      follow_up: [
        ['Vracím se ke své předchozí zprávě.', 'Psal jsem vám minulý týden, ale nedostal jsem odpověď.', 'Měli jste možnost přečíst si můj poslední e-mail?'],
        ['Stále jsem přesvědčen, že můžeme vaší firmě přinést skutečnou hodnotu.', 'Naše nabídka bezplatné analýzy platí ještě několik dní.', 'Vím, že máte hodně práce, takže budu stručný.'],
        ['Máte zájem, nebo mám věc uzavřít?', 'Hodil by se vám krátký hovor tento týden?', 'Stačí krátké ano nebo ne.'],
      ],
      growth_agency: [
        ['Jsme růstová agentura a pracujeme s firmami jako {business}.', 'Narazil jsem na vaši firmu a vidím hodně nevyužitého potenciálu.', 'Vaše reklamy běží, ale stránka skoro nepřináší poptávky.'],
        ['Podobnému klientovi jsme za 90 dní přidali 40 poptávek měsíčně.', 'Postaráme se o reklamu, e-mailový marketing i domlouvání schůzek.', 'Platíte jen za výsledky.'],
        ['Našli byste tento týden 15 minut?', 'Stojí za krátký hovor?', 'Pokud ne, nevadí, jen mi dejte vědět.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Psala jsem vám minulý týden kvůli objednávce a stále nemám odpověď.', 'Chtěl jsem se ujistit, že vám došla moje zpráva z pondělí.', 'Promiňte, že píšu znovu, ale pořád čekám na slíbené vrácení peněz.'],
        ['Číslo objednávky je {order}.', 'Šlo o ulomené madlo u {product}.', 'Vaše kolegyně mi do telefonu řekla, že to potrvá tři dny.'],
        ['Můžete mi prosím dát vědět?', 'Děkuji za prověření.', ''],
      ],
    },
  },
  ja: {
    spam: {
      follow_up: [
        ['先日お送りしたメッセージの件で再度ご連絡いたしました。', '先週ご連絡しましたが、まだお返事をいただけておりません。', '前回のメールはご覧いただけましたでしょうか。'],
        ['御社のビジネスに必ずお役に立てると確信しております。', '無料診断のご案内は今週末まで有効です。', 'お忙しいと存じますので手短に失礼いたします。'],
        ['ご興味はございますか、それともご案内を終了いたしましょうか。', '今週15分ほどお電話でお話しできませんか。', '可否だけでもお知らせいただけますと幸いです。'],
      ],
      growth_agency: [
        ['弊社は{business}などの集客を支援するマーケティング会社です。', '御社を拝見し、まだ伸ばせる余地が大きいと感じました。', '広告は出稿されていますが、ページからの問い合わせが少ないようです。'],
        ['同業のお客様では90日で月40件の問い合わせ増を実現しました。', '広告運用、メール配信、予約獲得まで一括で代行いたします。', '成果報酬型なので、結果が出た分だけのお支払いです。'],
        ['今週15分ほどオンラインでご説明させていただけませんか。', '一度お話しする価値はあるかと存じます。', '不要でしたらその旨ご返信ください。'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['先週注文の件でご連絡しましたが、まだお返事がありません。', '月曜日に送ったメッセージが届いているか確認したくご連絡しました。', '何度もすみませんが、お約束いただいた返金がまだ届いていません。'],
        ['注文番号は{order}です。', '{product}の取っ手が壊れていた件です。', 'お電話では3日ほどかかると伺いました。'],
        ['状況を教えていただけますか。', 'ご確認よろしくお願いします。', ''],
      ],
    },
  },
  zh: {
    spam: {
      follow_up: [
        ['跟进一下我之前发给您的消息。', '上周给您发过信息，但还没有收到回复。', '请问您看过我上一封邮件了吗？'],
        ['我依然相信我们能为贵公司带来实实在在的价值。', '我们的免费诊断优惠还剩几天。', '知道您很忙，我就长话短说。'],
        ['请问您有兴趣吗，还是我这边就不再打扰了？', '这周方便简单通个电话吗？', '回复一个是或否就可以。'],
      ],
      growth_agency: [
        ['我们是一家增长营销公司，服务像{business}这样的商家。', '我看到贵公司，觉得还有很大的增长空间没有挖掘。', '您在投放广告，但页面几乎没有带来咨询。'],
        ['我们帮一位同行客户在90天内每月多获得40个咨询。', '广告投放、邮件营销和预约管理我们都可以全包。', '按效果付费，没有结果不收费。'],
        ['这周能抽出15分钟聊一聊吗？', '值得简单沟通一下吗？', '如果不需要也没关系，告诉我一声就好。'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['上周我就订单的事联系过你们，到现在还没有回复。', '想确认一下我周一发的消息你们收到了没有。', '不好意思再次打扰，答应的退款我还没收到。'],
        ['订单号是{order}。', '是关于{product}把手坏了的事。', '电话里你们同事说三天就能处理好。'],
        ['麻烦告诉我一下进展。', '谢谢帮忙查一下。', ''],
      ],
    },
  },
  ko: {
    spam: {
      follow_up: [
        ['지난번 보내드린 메시지 관련해서 다시 연락드립니다.', '지난주에 연락드렸는데 아직 답변을 받지 못했습니다.', '제 마지막 메일 확인하셨을까요?'],
        ['귀사의 비즈니스에 실질적인 도움이 될 수 있다고 여전히 확신합니다.', '무료 진단 혜택은 며칠 더 유효합니다.', '바쁘신 줄 알기에 짧게 말씀드리겠습니다.'],
        ['관심 있으신가요, 아니면 더 연락드리지 말까요?', '이번 주에 잠깐 통화 가능하실까요?', '예 아니오로만 답해 주셔도 됩니다.'],
      ],
      growth_agency: [
        ['저희는 {business} 같은 업체의 성장을 돕는 마케팅 에이전시입니다.', '귀사를 보고 아직 활용하지 못한 가능성이 많다고 느꼈습니다.', '광고는 집행 중이신데 페이지에서 문의가 거의 없더군요.'],
        ['비슷한 고객사는 90일 만에 월 40건의 문의가 늘었습니다.', '광고 운영, 이메일 마케팅, 예약 관리까지 모두 대행합니다.', '성과가 있을 때만 비용을 받습니다.'],
        ['이번 주에 15분 정도 시간 괜찮으실까요?', '짧게 이야기 나눠 볼 만하지 않을까요?', '필요 없으시면 말씀만 해 주세요.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['지난주에 주문 건으로 문의드렸는데 아직 답변이 없습니다.', '월요일에 보낸 메시지를 받으셨는지 확인하고 싶어요.', '다시 연락드려 죄송하지만 약속하신 환불을 아직 받지 못했습니다.'],
        ['주문번호는 {order}입니다.', '{product} 손잡이가 부러진 건입니다.', '전화로는 3일 정도 걸린다고 하셨어요.'],
        ['진행 상황 알려주실 수 있나요?', '확인 부탁드립니다.', ''],
      ],
    },
  },
  ar: {
    spam: {
      follow_up: [
        ['أتابع معكم بخصوص رسالتي السابقة.', 'راسلتكم الأسبوع الماضي ولم يصلني رد.', 'هل أتيحت لكم فرصة قراءة رسالتي الأخيرة؟'],
        ['ما زلت مقتنعا بأننا نستطيع تقديم قيمة حقيقية لنشاطكم التجاري.', 'عرض التحليل المجاني ما زال ساريا لبضعة أيام.', 'أعلم أنكم مشغولون لذلك سأختصر.'],
        ['هل أنتم مهتمون أم أغلق الموضوع؟', 'هل يناسبكم اتصال قصير هذا الأسبوع؟', 'يكفيني رد بنعم أو لا.'],
      ],
      growth_agency: [
        ['نحن وكالة نمو نعمل مع أنشطة مثل {business}.', 'اطلعت على شركتكم وأرى إمكانات كبيرة غير مستغلة.', 'إعلاناتكم تعمل لكن صفحتكم لا تجلب طلبات تقريبا.'],
        ['حققنا لعميل مشابه 40 طلبا إضافيا شهريا خلال 90 يوما.', 'نتولى الإعلانات والتسويق بالبريد وحجز المواعيد بالكامل.', 'لا تدفعون إلا عند تحقيق النتائج.'],
        ['هل لديكم 15 دقيقة هذا الأسبوع؟', 'هل يستحق الأمر مكالمة قصيرة؟', 'وإن لم يكن، فلا مشكلة، فقط أخبروني.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['راسلتكم الأسبوع الماضي بخصوص طلبي ولم يصلني رد حتى الآن.', 'أردت التأكد من وصول رسالتي يوم الاثنين.', 'آسف على الإزعاج مرة أخرى، لكنني ما زلت أنتظر المبلغ المسترد الذي وعدتم به.'],
        ['رقم الطلب {order}.', 'الأمر يتعلق بالمقبض المكسور في {product}.', 'قالت زميلتكم على الهاتف إن الأمر يستغرق ثلاثة أيام.'],
        ['هل يمكنكم إفادتي من فضلكم؟', 'شكرا على المتابعة.', ''],
      ],
    },
  },
  hi: {
    spam: {
      follow_up: [
        ['मैं अपने पिछले संदेश के बारे में फिर से लिख रहा हूँ।', 'मैंने पिछले हफ्ते आपको लिखा था लेकिन कोई जवाब नहीं मिला।', 'क्या आपने मेरा पिछला ईमेल देखा?'],
        ['मुझे अब भी भरोसा है कि हम आपके बिज़नेस में असली फर्क ला सकते हैं।', 'हमारा फ्री ऑडिट का ऑफर कुछ दिन और चालू है।', 'मुझे पता है आप व्यस्त हैं, इसलिए छोटा रखूँगा।'],
        ['क्या आप इच्छुक हैं या मैं बात यहीं बंद कर दूँ?', 'क्या इस हफ्ते एक छोटी कॉल हो सकती है?', 'बस हाँ या ना बता दीजिए।'],
      ],
      growth_agency: [
        ['हम एक ग्रोथ एजेंसी हैं जो {business} जैसे व्यवसायों के साथ काम करती है।', 'मैंने आपकी कंपनी देखी और इसमें काफी अनछुई संभावना है।', 'आपके विज्ञापन चल रहे हैं लेकिन पेज से लगभग कोई पूछताछ नहीं आती।'],
        ['एक मिलते-जुलते क्लाइंट को हमने 90 दिनों में हर महीने 40 नई पूछताछ दिलाईं।', 'विज्ञापन, ईमेल मार्केटिंग और अपॉइंटमेंट बुकिंग सब हम संभालते हैं।', 'आप तभी भुगतान करते हैं जब नतीजे मिलें।'],
        ['क्या इस हफ्ते आपके पास 15 मिनट हैं?', 'क्या एक छोटी बातचीत करनी चाहिए?', 'अगर नहीं, तो कोई बात नहीं, बस बता दीजिए।'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['मैंने पिछले हफ्ते अपने ऑर्डर के बारे में लिखा था और अभी तक जवाब नहीं आया।', 'बस यह पूछना था कि सोमवार को भेजा मेरा संदेश मिला या नहीं।', 'दोबारा लिखने के लिए माफ़ी, लेकिन वादा किया गया रिफंड अभी तक नहीं आया।'],
        ['ऑर्डर नंबर {order} है।', 'बात {product} के टूटे हैंडल की थी।', 'फोन पर आपकी सहकर्मी ने तीन दिन कहा था।'],
        ['कृपया बताइए क्या स्थिति है।', 'देखने के लिए धन्यवाद।', ''],
      ],
    },
  },
  id: {
    spam: {
      follow_up: [
        ['Saya ingin menindaklanjuti pesan saya sebelumnya.', 'Minggu lalu saya sudah menghubungi Anda tetapi belum ada balasan.', 'Apakah Anda sempat membaca email terakhir saya?'],
        ['Saya tetap yakin kami bisa memberi nilai nyata bagi bisnis Anda.', 'Penawaran audit gratis kami masih berlaku beberapa hari lagi.', 'Saya tahu Anda sibuk, jadi saya singkat saja.'],
        ['Apakah Anda tertarik atau saya tutup saja?', 'Apakah bisa telepon sebentar minggu ini?', 'Cukup jawab ya atau tidak.'],
      ],
      growth_agency: [
        ['Kami agensi pertumbuhan yang bekerja dengan usaha seperti {business}.', 'Saya menemukan perusahaan Anda dan melihat banyak potensi yang belum tergarap.', 'Iklan Anda berjalan tetapi halaman Anda hampir tidak menghasilkan pertanyaan.'],
        ['Untuk klien serupa kami menambah 40 permintaan per bulan dalam 90 hari.', 'Kami mengurus iklan, email marketing, dan pemesanan janji temu dari awal sampai akhir.', 'Anda hanya membayar jika ada hasil.'],
        ['Apakah ada waktu 15 menit minggu ini?', 'Layak untuk ngobrol sebentar?', 'Kalau tidak, tidak apa-apa, kabari saja.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Minggu lalu saya menulis soal pesanan saya dan belum ada jawaban.', 'Saya mau memastikan pesan saya hari Senin sudah diterima.', 'Maaf menulis lagi, tapi saya masih menunggu pengembalian dana yang dijanjikan.'],
        ['Nomor pesanannya {order}.', 'Soal gagang {product} yang patah.', 'Rekan Anda di telepon bilang butuh tiga hari.'],
        ['Mohon kabarnya ya.', 'Terima kasih sudah mengecek.', ''],
      ],
    },
  },
  vi: {
    spam: {
      follow_up: [
        ['Tôi xin phép nhắc lại tin nhắn trước của tôi.', 'Tuần trước tôi đã liên hệ nhưng chưa nhận được phản hồi.', 'Anh chị đã kịp đọc email gần nhất của tôi chưa?'],
        ['Tôi vẫn tin rằng chúng tôi có thể mang lại giá trị thực sự cho doanh nghiệp của anh chị.', 'Ưu đãi phân tích miễn phí vẫn còn vài ngày nữa.', 'Tôi biết anh chị bận nên xin nói ngắn gọn.'],
        ['Anh chị có quan tâm không hay tôi xin dừng tại đây?', 'Tuần này mình gọi nhanh một chút được không?', 'Chỉ cần trả lời có hoặc không là được.'],
      ],
      growth_agency: [
        ['Chúng tôi là agency tăng trưởng làm việc với các cơ sở như {business}.', 'Tôi thấy công ty anh chị còn rất nhiều tiềm năng chưa khai thác.', 'Quảng cáo của anh chị đang chạy nhưng trang gần như không có khách hỏi.'],
        ['Với một khách hàng tương tự, chúng tôi tăng thêm 40 yêu cầu mỗi tháng trong 90 ngày.', 'Chúng tôi lo trọn gói quảng cáo, email marketing và đặt lịch hẹn.', 'Anh chị chỉ trả phí khi có kết quả.'],
        ['Tuần này anh chị có 15 phút không?', 'Nói chuyện nhanh một chút có đáng không?', 'Nếu không thì cũng không sao, anh chị báo tôi là được.'],
      ],
    },
    ham: {
      customer_follow_up: [
        ['Tuần trước tôi đã nhắn về đơn hàng nhưng đến giờ vẫn chưa có trả lời.', 'Tôi muốn hỏi tin nhắn hôm thứ Hai của tôi đã đến chưa.', 'Xin lỗi vì nhắn lại, nhưng tôi vẫn đang chờ khoản hoàn tiền đã hứa.'],
        ['Mã đơn hàng là {order}.', 'Là về cái tay cầm bị gãy của {product}.', 'Bạn nhân viên qua điện thoại nói mất ba ngày.'],
        ['Nhờ anh chị báo giúp tình hình.', 'Cảm ơn đã kiểm tra.', ''],
      ],
    },
  },
};
