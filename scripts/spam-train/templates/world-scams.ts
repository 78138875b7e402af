import type { AddedKinds } from './types.js';

/**
 * Two everyday scams beyond English and their counterparts from real people. `parcel_scam`
 * (a parcel held until a small fee is paid through a link) and `job_scam` (easy money for simple online tasks,
 * contact on a messenger) existed only in English, so in most languages the only scams were phishing and investment
 * fraud. `delivery_question` is a customer asking about their own delivery in the same words (parcel, address,
 * tracking); `job_application` is added where a language had no real applications.
 */
// prettier-ignore
export const worldScams: Readonly<Record<string, AddedKinds>> = {
  de: {
    spam: {
      parcel_scam: [
        ['Ihr Paket konnte nicht zugestellt werden, da die Adresse unvollständig ist.', 'Eine Sendung an Sie wird beim Zoll zurückgehalten.', 'Zustellversuch fehlgeschlagen: Ihr Paket liegt in unserem Depot.'],
        ['Bitte bestätigen Sie Ihre Adresse und zahlen Sie die Gebühr von 1,99 EUR innerhalb von 48 Stunden.', 'Ohne Zahlung der Zollgebühr wird das Paket an den Absender zurückgeschickt.'],
        ['Zustellung planen: {url}', 'Jetzt bezahlen und verfolgen: {url}', 'Hier bestätigen: {url}'],
      ],
      job_scam: [
        ['Wir suchen Mitarbeiter im Homeoffice, keine Erfahrung nötig.', 'Verdienen Sie 200 bis 500 Euro am Tag mit Ihrem Handy.', 'Unser Unternehmen sucht Teilzeit-Produkttester online.'],
        ['Sie brauchen nur 30 Minuten am Tag und werden jeden Abend bezahlt.', 'Einfache Aufgaben erledigen und Provision kassieren, die Schulung ist kostenlos.'],
        ['Schreiben Sie unserer Personalabteilung auf WhatsApp {phone}.', 'Jetzt bewerben: {url}', 'Die Plätze sind begrenzt, melden Sie sich noch heute.'],
      ],
    },
    ham: {
      delivery_question: [
        ['Mein Paket ist laut Sendungsverfolgung zugestellt, aber bei mir nicht angekommen.', 'Ich bin nächste Woche verreist, können Sie die Lieferung verschieben?', 'Ich habe bei der Bestellung eine falsche Hausnummer angegeben.'],
        ['Die Bestellnummer ist {order}.', 'Vielleicht hat es ein Nachbar angenommen, dort war ich schon.', 'Es geht um meine Bestellung ({product}).'],
        ['Können Sie beim Versanddienst nachfragen?', 'Danke für Ihre Hilfe.', ''],
      ],
    },
  },
  fr: {
    spam: {
      parcel_scam: [
        ['Votre colis n\'a pas pu être livré car l\'adresse est incomplète.', 'Un envoi à votre nom est retenu en douane.', 'Échec de livraison : votre colis attend dans notre dépôt.'],
        ['Merci de confirmer votre adresse et de régler les frais de 1,99 EUR sous 48 heures.', 'Sans paiement des frais de douane, le colis sera renvoyé à l\'expéditeur.'],
        ['Planifier la livraison : {url}', 'Payer et suivre ici : {url}', 'Confirmer maintenant : {url}'],
      ],
      job_scam: [
        ['Nous recrutons des assistants en télétravail, sans expérience.', 'Gagnez 200 à 500 euros par jour depuis votre téléphone.', 'Notre société recherche des testeurs de produits en ligne à temps partiel.'],
        ['30 minutes par jour suffisent et vous êtes payé chaque soir.', 'Des tâches simples, une commission immédiate, la formation est gratuite.'],
        ['Contactez notre responsable RH sur WhatsApp {phone}.', 'Postulez ici : {url}', 'Places limitées, écrivez-moi aujourd\'hui.'],
      ],
    },
    ham: {
      delivery_question: [
        ['Mon colis est indiqué comme livré mais je ne l\'ai pas reçu.', 'Je serai absent la semaine prochaine, pouvez-vous décaler la livraison ?', 'Je me suis trompé de numéro de rue dans ma commande.'],
        ['Le numéro de commande est {order}.', 'J\'ai déjà demandé aux voisins, personne ne l\'a.', 'Il s\'agit de ma commande ({product}).'],
        ['Pouvez-vous vérifier auprès du transporteur ?', 'Merci pour votre aide.', ''],
      ],
    },
  },
  es: {
    spam: {
      parcel_scam: [
        ['Su paquete no pudo ser entregado porque la dirección está incompleta.', 'Un envío a su nombre está retenido en aduanas.', 'Entrega fallida: su paquete espera en nuestro almacén.'],
        ['Confirme su dirección y pague la tasa de 1,99 EUR en las próximas 48 horas.', 'Si no paga los gastos de aduana, el paquete se devolverá al remitente.'],
        ['Programar entrega: {url}', 'Pagar y seguir aquí: {url}', 'Confirmar ahora: {url}'],
      ],
      job_scam: [
        ['Buscamos asistentes para trabajar desde casa, sin experiencia.', 'Gane de 200 a 500 euros al día desde su móvil.', 'Nuestra empresa busca evaluadores de productos online a tiempo parcial.'],
        ['Solo necesita 30 minutos al día y cobra cada noche.', 'Tareas sencillas y comisión inmediata, la formación es gratis.'],
        ['Escriba a nuestro responsable de RR. HH. por WhatsApp {phone}.', 'Inscríbase aquí: {url}', 'Plazas limitadas, escríbame hoy.'],
      ],
    },
    ham: {
      delivery_question: [
        ['El seguimiento dice que mi paquete fue entregado, pero no lo he recibido.', 'La semana que viene estoy de viaje, ¿pueden retrasar el envío?', 'Puse mal el número de la calle en mi pedido.'],
        ['El número de pedido es {order}.', 'Ya pregunté a los vecinos y nadie lo tiene.', 'Es mi pedido ({product}).'],
        ['¿Pueden consultarlo con la empresa de transporte?', 'Gracias por la ayuda.', ''],
      ],
    },
  },
  pt: {
    spam: {
      parcel_scam: [
        ['A sua encomenda não pôde ser entregue porque a morada está incompleta.', 'Um envio em seu nome está retido na alfândega.', 'Falha na entrega: a sua encomenda aguarda no nosso armazém.'],
        ['Confirme a sua morada e pague a taxa de 1,99 EUR nas próximas 48 horas.', 'Sem o pagamento da taxa aduaneira, a encomenda será devolvida.'],
        ['Agendar entrega: {url}', 'Pagar e acompanhar aqui: {url}', 'Confirmar agora: {url}'],
      ],
      job_scam: [
        ['Procuramos assistentes para trabalhar a partir de casa, sem experiência.', 'Ganhe de 200 a 500 reais por dia pelo telemóvel.', 'A nossa empresa procura avaliadores de produtos online em part-time.'],
        ['Só precisa de 30 minutos por dia e recebe todas as noites.', 'Tarefas simples e comissão imediata, a formação é gratuita.'],
        ['Fale com o nosso responsável de RH no WhatsApp {phone}.', 'Candidate-se aqui: {url}', 'Vagas limitadas, fale comigo hoje.'],
      ],
    },
    ham: {
      delivery_question: [
        ['O rastreamento diz que a minha encomenda foi entregue, mas não a recebi.', 'Vou estar fora na próxima semana, podem adiar a entrega?', 'Enganei-me no número da porta na encomenda.'],
        ['O número da encomenda é {order}.', 'Já perguntei aos vizinhos e ninguém a tem.', 'É a minha encomenda ({product}).'],
        ['Podem verificar com a transportadora?', 'Obrigado pela ajuda.', ''],
      ],
    },
  },
  it: {
    spam: {
      parcel_scam: [
        ['Il suo pacco non è stato consegnato perché l\'indirizzo è incompleto.', 'Una spedizione a suo nome è trattenuta in dogana.', 'Consegna non riuscita: il suo pacco è in giacenza nel nostro deposito.'],
        ['Confermi l\'indirizzo e paghi la tassa di 1,99 EUR entro 48 ore.', 'Senza il pagamento dei diritti doganali il pacco tornerà al mittente.'],
        ['Programma la consegna: {url}', 'Paga e traccia qui: {url}', 'Conferma ora: {url}'],
      ],
      job_scam: [
        ['Cerchiamo assistenti da remoto, nessuna esperienza richiesta.', 'Guadagna da 200 a 500 euro al giorno dal tuo telefono.', 'La nostra azienda cerca tester di prodotti online part-time.'],
        ['Bastano 30 minuti al giorno e vieni pagato ogni sera.', 'Compiti semplici e commissione subito, la formazione è gratuita.'],
        ['Scrivi al nostro responsabile HR su WhatsApp {phone}.', 'Candidati qui: {url}', 'Posti limitati, scrivimi oggi.'],
      ],
    },
    ham: {
      delivery_question: [
        ['Il tracciamento dice che il pacco è stato consegnato, ma non l\'ho ricevuto.', 'La prossima settimana sono via, potete rimandare la consegna?', 'Ho sbagliato il numero civico nell\'ordine.'],
        ['Il numero d\'ordine è {order}.', 'Ho già chiesto ai vicini, nessuno l\'ha ritirato.', 'Si tratta del mio ordine ({product}).'],
        ['Potete verificare con il corriere?', 'Grazie dell\'aiuto.', ''],
      ],
    },
  },
  nl: {
    spam: {
      parcel_scam: [
        ['Uw pakket kon niet worden bezorgd omdat het adres onvolledig is.', 'Een zending op uw naam wordt vastgehouden bij de douane.', 'Bezorging mislukt: uw pakket ligt in ons depot.'],
        ['Bevestig uw adres en betaal binnen 48 uur de kosten van 1,99 EUR.', 'Zonder betaling van de douanekosten gaat het pakket terug naar de afzender.'],
        ['Bezorging plannen: {url}', 'Hier betalen en volgen: {url}', 'Nu bevestigen: {url}'],
      ],
      job_scam: [
        ['Wij zoeken thuiswerkers, geen ervaring nodig.', 'Verdien 200 tot 500 euro per dag met je telefoon.', 'Ons bedrijf zoekt parttime online producttesters.'],
        ['Je hebt maar 30 minuten per dag nodig en wordt elke avond betaald.', 'Eenvoudige taken en direct commissie, de training is gratis.'],
        ['Stuur onze HR-manager een WhatsApp op {phone}.', 'Meld je hier aan: {url}', 'Beperkt aantal plekken, stuur me vandaag een bericht.'],
      ],
    },
    ham: {
      delivery_question: [
        ['Volgens de track-and-trace is mijn pakket bezorgd, maar ik heb niets ontvangen.', 'Ik ben volgende week weg, kunt u de levering uitstellen?', 'Ik heb in mijn bestelling het verkeerde huisnummer ingevuld.'],
        ['Het bestelnummer is {order}.', 'Ik heb de buren al gevraagd, niemand heeft het.', 'Het gaat om mijn bestelling ({product}).'],
        ['Kunt u het navragen bij de vervoerder?', 'Bedankt voor de hulp.', ''],
      ],
    },
  },
  pl: {
    spam: {
      parcel_scam: [
        ['Twoja paczka nie mogła zostać doręczona, ponieważ adres jest niepełny.', 'Przesyłka na Twoje nazwisko jest zatrzymana w urzędzie celnym.', 'Nieudana próba doręczenia: paczka czeka w naszym magazynie.'],
        ['Potwierdź adres i opłać 1,99 zł w ciągu 48 godzin.', 'Bez opłaty celnej paczka zostanie zwrócona do nadawcy.'],
        ['Zaplanuj doręczenie: {url}', 'Zapłać i śledź tutaj: {url}', 'Potwierdź teraz: {url}'],
      ],
      job_scam: [
        ['Szukamy osób do pracy zdalnej, bez doświadczenia.', 'Zarabiaj od 200 do 500 zł dziennie przez telefon.', 'Nasza firma szuka testerów produktów online na pół etatu.'],
        ['Wystarczy 30 minut dziennie, a wypłata jest każdego wieczoru.', 'Proste zadania i prowizja od razu, szkolenie jest darmowe.'],
        ['Napisz do naszej rekruterki na WhatsApp {phone}.', 'Zgłoś się tutaj: {url}', 'Liczba miejsc ograniczona, napisz dziś.'],
      ],
    },
    ham: {
      delivery_question: [
        ['Według śledzenia przesyłki paczka została doręczona, ale jej nie dostałem.', 'W przyszłym tygodniu mnie nie będzie, czy można przesunąć dostawę?', 'Podałem w zamówieniu zły numer domu.'],
        ['Numer zamówienia to {order}.', 'Pytałem już sąsiadów, nikt jej nie odebrał.', 'Chodzi o {product}.'],
        ['Czy mogą Państwo sprawdzić to u kuriera?', 'Dziękuję za pomoc.', ''],
      ],
    },
  },
  ru: {
    spam: {
      parcel_scam: [
        ['Ваша посылка не может быть доставлена: адрес указан не полностью.', 'Отправление на ваше имя задержано на таможне.', 'Доставка не удалась: посылка ожидает на нашем складе.'],
        ['Подтвердите адрес и оплатите сбор 99 рублей в течение 48 часов.', 'Без оплаты таможенного сбора посылка будет возвращена отправителю.'],
        ['Назначить доставку: {url}', 'Оплатить и отследить: {url}', 'Подтвердить сейчас: {url}'],
      ],
      job_scam: [
        ['Ищем сотрудников на удалёнку, опыт не нужен.', 'Зарабатывайте от 3000 до 8000 рублей в день с телефона.', 'Наша компания ищет онлайн-тестировщиков товаров на неполный день.'],
        ['Нужно всего 30 минут в день, выплаты каждый вечер.', 'Простые задания и сразу комиссия, обучение бесплатно.'],
        ['Пишите нашему HR-менеджеру в WhatsApp {phone}.', 'Оставить заявку: {url}', 'Мест мало, напишите мне сегодня.'],
      ],
    },
    ham: {
      delivery_question: [
        ['По трекингу посылка доставлена, но я её не получил.', 'На следующей неделе меня не будет, можно перенести доставку?', 'Я ошибся в номере дома при оформлении заказа.'],
        ['Номер заказа {order}.', 'Соседей уже спрашивал, ни у кого её нет.', 'Речь о заказе {product}.'],
        ['Можете уточнить у службы доставки?', 'Спасибо за помощь.', ''],
      ],
    },
  },
  uk: {
    spam: {
      parcel_scam: [
        ['Вашу посилку не вдалося доставити: адресу вказано не повністю.', 'Відправлення на ваше ім’я затримано на митниці.', 'Доставка не вдалася: посилка чекає на нашому складі.'],
        ['Підтвердіть адресу та сплатіть збір 39 грн протягом 48 годин.', 'Без оплати митного збору посилку повернуть відправнику.'],
        ['Призначити доставку: {url}', 'Оплатити й відстежити: {url}', 'Підтвердити зараз: {url}'],
      ],
      job_scam: [
        ['Шукаємо працівників на віддалену роботу, досвід не потрібен.', 'Заробляйте від 1000 до 3000 гривень на день з телефону.', 'Наша компанія шукає онлайн-тестувальників товарів на неповний день.'],
        ['Потрібно лише 30 хвилин на день, виплати щовечора.', 'Прості завдання й одразу комісія, навчання безкоштовне.'],
        ['Пишіть нашому HR-менеджеру у WhatsApp {phone}.', 'Залишити заявку: {url}', 'Місць мало, напишіть мені сьогодні.'],
      ],
    },
    ham: {
      delivery_question: [
        ['За трекінгом посилку доставлено, але я її не отримав.', 'Наступного тижня мене не буде, можна перенести доставку?', 'Я помилився в номері будинку, коли оформлював замовлення.'],
        ['Номер замовлення {order}.', 'Сусідів уже питав, ні в кого її немає.', 'Йдеться про {product}.'],
        ['Можете уточнити у служби доставки?', 'Дякую за допомогу.', ''],
      ],
      job_application: [
        ['Хочу відгукнутися на вакансію продавця з вашого сайту.', 'Чи є у вас місце для стажування?', 'Я побачила, що ви шукаєте адміністратора на пів ставки.'],
        ['Маю три роки досвіду в роздрібній торгівлі.', 'Резюме додаю до листа.', 'Можу почати з наступного місяця.'],
        ['Буду рада прийти на співбесіду.', 'Дякую за ваш час.'],
      ],
    },
  },
  tr: {
    spam: {
      parcel_scam: [
        ['Adres eksik olduğu için kargonuz teslim edilemedi.', 'Adınıza gelen bir gönderi gümrükte bekletiliyor.', 'Teslimat başarısız: paketiniz depomuzda bekliyor.'],
        ['Lütfen adresinizi onaylayın ve 48 saat içinde 9,99 TL ücreti ödeyin.', 'Gümrük ücreti ödenmezse paket göndericiye iade edilecek.'],
        ['Teslimatı planlayın: {url}', 'Buradan ödeyin ve takip edin: {url}', 'Şimdi onaylayın: {url}'],
      ],
      job_scam: [
        ['Evden çalışacak eleman arıyoruz, deneyim gerekmez.', 'Telefonunuzdan günde 1000 ile 3000 TL arası kazanın.', 'Şirketimiz yarı zamanlı online ürün test kullanıcıları arıyor.'],
        ['Günde sadece 30 dakika yeterli, ödeme her akşam.', 'Basit görevler ve anında komisyon, eğitim ücretsiz.'],
        ['İK sorumlumuza WhatsApp üzerinden yazın: {phone}.', 'Hemen başvurun: {url}', 'Kontenjan sınırlı, bugün yazın.'],
      ],
    },
    ham: {
      delivery_question: [
        ['Kargo takibinde teslim edildi görünüyor ama paket elime ulaşmadı.', 'Gelecek hafta şehir dışındayım, teslimatı erteleyebilir misiniz?', 'Siparişte kapı numarasını yanlış yazmışım.'],
        ['Sipariş numarası {order}.', 'Komşulara sordum, kimse almamış.', 'Konu {product} siparişi.'],
        ['Kargo firmasıyla görüşebilir misiniz?', 'Yardımınız için teşekkürler.', ''],
      ],
    },
  },
  sv: {
    spam: {
      parcel_scam: [
        ['Ditt paket kunde inte levereras eftersom adressen är ofullständig.', 'En försändelse till dig hålls kvar i tullen.', 'Leveransförsöket misslyckades: paketet väntar på vår terminal.'],
        ['Bekräfta din adress och betala avgiften på 19 kr inom 48 timmar.', 'Utan betald tullavgift skickas paketet tillbaka till avsändaren.'],
        ['Boka leverans: {url}', 'Betala och spåra här: {url}', 'Bekräfta nu: {url}'],
      ],
      job_scam: [
        ['Vi söker personal som jobbar hemifrån, ingen erfarenhet krävs.', 'Tjäna 2000 till 5000 kronor om dagen med mobilen.', 'Vårt företag söker produkttestare online på deltid.'],
        ['Det räcker med 30 minuter om dagen och du får betalt varje kväll.', 'Enkla uppgifter och direkt provision, utbildningen är gratis.'],
        ['Skriv till vår HR-ansvariga på WhatsApp {phone}.', 'Ansök här: {url}', 'Begränsat antal platser, skriv till mig i dag.'],
      ],
    },
    ham: {
      delivery_question: [
        ['Enligt spårningen är mitt paket levererat men jag har inte fått det.', 'Jag är bortrest nästa vecka, kan ni skjuta upp leveransen?', 'Jag skrev fel gatunummer i min beställning.'],
        ['Ordernumret är {order}.', 'Jag har frågat grannarna, ingen har det.', 'Det gäller {product}.'],
        ['Kan ni kolla med fraktbolaget?', 'Tack för hjälpen.', ''],
      ],
      job_application: [
        ['Jag vill söka tjänsten som butiksbiträde som ni annonserar på er webbplats.', 'Har ni någon praktikplats ledig?', 'Jag såg att ni söker en receptionist på deltid.'],
        ['Jag har tre års erfarenhet av detaljhandel.', 'Mitt cv finns bifogat.', 'Jag kan börja nästa månad.'],
        ['Jag kommer gärna på en intervju.', 'Tack för att du tog dig tid.'],
      ],
    },
  },
  cs: {
    spam: {
      parcel_scam: [
        ['Vaši zásilku nebylo možné doručit, protože adresa je neúplná.', 'Zásilka na vaše jméno je zadržena na celnici.', 'Doručení se nezdařilo: balík čeká v našem skladu.'],
        ['Potvrďte adresu a do 48 hodin zaplaťte poplatek 29 Kč.', 'Bez zaplacení cla bude balík vrácen odesílateli.'],
        ['Naplánovat doručení: {url}', 'Zaplatit a sledovat zde: {url}', 'Potvrdit nyní: {url}'],
      ],
      job_scam: [
        ['Hledáme pracovníky z domova, praxe není potřeba.', 'Vydělejte si 2000 až 5000 Kč denně z mobilu.', 'Naše firma hledá online testery produktů na částečný úvazek.'],
        ['Stačí 30 minut denně a peníze dostáváte každý večer.', 'Jednoduché úkoly a okamžitá provize, školení je zdarma.'],
        ['Napište naší personalistce na WhatsApp {phone}.', 'Přihlaste se zde: {url}', 'Počet míst je omezený, napište mi ještě dnes.'],
      ],
    },
    ham: {
      delivery_question: [
        ['Podle sledování byl balík doručen, ale nedostal jsem ho.', 'Příští týden budu pryč, můžete doručení posunout?', 'V objednávce jsem uvedl špatné číslo domu.'],
        ['Číslo objednávky je {order}.', 'Sousedů jsem se už ptal, nikdo ho nemá.', 'Jde o {product}.'],
        ['Můžete to ověřit u dopravce?', 'Děkuji za pomoc.', ''],
      ],
      job_application: [
        ['Rád bych se přihlásil na pozici prodavače z vašeho webu.', 'Máte volné místo na stáž?', 'Viděla jsem, že hledáte recepční na poloviční úvazek.'],
        ['Mám tři roky praxe v maloobchodě.', 'Životopis posílám v příloze.', 'Mohu nastoupit od příštího měsíce.'],
        ['Rád přijdu na pohovor.', 'Děkuji za váš čas.'],
      ],
    },
  },
  ja: {
    spam: {
      parcel_scam: [
        ['住所不備のため、お荷物をお届けできませんでした。', 'お客様宛ての荷物が税関で保留されています。', '配達に失敗しました。お荷物は当営業所で保管中です。'],
        ['48時間以内に住所の確認と手数料200円のお支払いをお願いします。', '関税のお支払いがない場合、お荷物は差出人に返送されます。'],
        ['再配達の手続き：{url}', 'お支払いと追跡はこちら：{url}', '今すぐ確認：{url}'],
      ],
      job_scam: [
        ['在宅スタッフ募集、未経験歓迎です。', 'スマホだけで1日2万円から5万円稼げます。', '弊社ではパートタイムのオンライン商品テスターを募集しています。'],
        ['1日30分の簡単な作業で、報酬は毎晩お支払いします。', '簡単なタスクをこなすだけで即日報酬、研修は無料です。'],
        ['人事担当にLINEでご連絡ください：{phone}', 'ご応募はこちら：{url}', '募集人数に限りがあります。今日中にご連絡ください。'],
      ],
    },
    ham: {
      delivery_question: [
        ['追跡では配達済みになっていますが、荷物が届いていません。', '来週は不在にするので、配達日を変更できますか。', '注文時に番地を間違えて入力してしまいました。'],
        ['注文番号は{order}です。', '近所にも聞きましたが、誰も受け取っていません。', '{product}の件です。'],
        ['配送業者に確認していただけますか。', 'よろしくお願いします。', ''],
      ],
    },
  },
  zh: {
    spam: {
      parcel_scam: [
        ['由于地址不完整，您的包裹无法派送。', '您的一件包裹被海关扣留。', '派送失败：您的包裹正在我们的仓库等待。'],
        ['请在48小时内确认地址并支付2元手续费。', '如不支付关税，包裹将退回寄件人。'],
        ['预约派送：{url}', '在此支付并查询：{url}', '立即确认：{url}'],
      ],
      job_scam: [
        ['招聘在家兼职人员，无需经验。', '用手机每天轻松赚500到1000元。', '我公司招聘线上兼职商品测评员。'],
        ['每天只需30分钟，当晚结算工资。', '完成简单任务即可拿佣金，培训免费。'],
        ['请加人事经理微信：{phone}', '立即报名：{url}', '名额有限，今天就联系我。'],
      ],
    },
    ham: {
      delivery_question: [
        ['物流显示我的包裹已签收，但我并没有收到。', '我下周出差，可以推迟发货吗？', '下单时我把门牌号填错了。'],
        ['订单号是{order}。', '我已经问过邻居了，没有人代收。', '是关于{product}的订单。'],
        ['能帮我和快递公司核实一下吗？', '谢谢帮忙。', ''],
      ],
    },
  },
  ko: {
    spam: {
      parcel_scam: [
        ['주소 불일치로 고객님의 택배를 배송하지 못했습니다.', '고객님 앞으로 온 소포가 세관에 보류되어 있습니다.', '배송 실패: 택배가 물류센터에 보관 중입니다.'],
        ['48시간 이내에 주소를 확인하고 수수료 2,000원을 결제해 주세요.', '관세를 납부하지 않으면 소포는 발송인에게 반송됩니다.'],
        ['배송 예약: {url}', '결제 및 조회: {url}', '지금 확인: {url}'],
      ],
      job_scam: [
        ['재택 근무자를 모집합니다, 경험 무관.', '휴대폰으로 하루 10만 원에서 30만 원까지 벌 수 있습니다.', '저희 회사에서 온라인 상품 테스터를 파트타임으로 모집합니다.'],
        ['하루 30분이면 충분하고 매일 저녁 정산해 드립니다.', '간단한 작업만 하면 바로 수수료를 드리며 교육은 무료입니다.'],
        ['인사 담당자에게 카카오톡으로 연락 주세요: {phone}', '지금 신청하기: {url}', '자리가 한정되어 있으니 오늘 연락 주세요.'],
      ],
    },
    ham: {
      delivery_question: [
        ['배송 조회에는 배송 완료로 나오는데 택배를 받지 못했습니다.', '다음 주에 집을 비우는데 배송을 미룰 수 있을까요?', '주문할 때 동 호수를 잘못 적었습니다.'],
        ['주문번호는 {order}입니다.', '이웃에게도 물어봤지만 아무도 받지 않았다고 합니다.', '{product} 주문 건입니다.'],
        ['택배사에 확인해 주실 수 있나요?', '도와주셔서 감사합니다.', ''],
      ],
      job_application: [
        ['홈페이지에 올라온 매장 직원 채용에 지원하고 싶습니다.', '인턴 자리가 있는지 궁금합니다.', '파트타임 안내 직원을 구하신다고 봤습니다.'],
        ['소매업 경력이 3년 있습니다.', '이력서를 첨부합니다.', '다음 달부터 근무할 수 있습니다.'],
        ['면접 기회를 주시면 감사하겠습니다.', '시간 내 주셔서 감사합니다.'],
      ],
    },
  },
  ar: {
    spam: {
      parcel_scam: [
        ['تعذر توصيل طردك لأن العنوان غير مكتمل.', 'شحنة باسمك محتجزة لدى الجمارك.', 'فشلت محاولة التوصيل: طردك ينتظر في مستودعنا.'],
        ['يرجى تأكيد عنوانك ودفع رسوم قدرها 5 ريالات خلال 48 ساعة.', 'إذا لم تُدفع الرسوم الجمركية سيعاد الطرد إلى المرسل.'],
        ['حدد موعد التوصيل: {url}', 'ادفع وتتبع من هنا: {url}', 'أكد الآن: {url}'],
      ],
      job_scam: [
        ['نبحث عن موظفين للعمل من المنزل، لا تشترط الخبرة.', 'اربح من 200 إلى 500 دولار يوميا من هاتفك.', 'شركتنا تبحث عن مختبري منتجات عبر الإنترنت بدوام جزئي.'],
        ['تحتاج فقط إلى 30 دقيقة يوميا والدفع كل مساء.', 'مهام بسيطة وعمولة فورية، والتدريب مجاني.'],
        ['راسل مدير الموارد البشرية على واتساب {phone}.', 'قدّم الآن: {url}', 'الأماكن محدودة، راسلني اليوم.'],
      ],
    },
    ham: {
      delivery_question: [
        ['التتبع يقول إن طردي تم تسليمه لكنني لم أستلمه.', 'سأكون مسافرا الأسبوع القادم، هل يمكن تأجيل التوصيل؟', 'كتبت رقم المبنى خطأ عند الطلب.'],
        ['رقم الطلب {order}.', 'سألت الجيران ولم يستلمه أحد.', 'الطلب يخص {product}.'],
        ['هل يمكنكم التحقق مع شركة الشحن؟', 'شكرا على المساعدة.', ''],
      ],
      job_application: [
        ['أرغب في التقدم لوظيفة موظف المبيعات المعلنة على موقعكم.', 'هل لديكم فرصة تدريب متاحة؟', 'رأيت أنكم تبحثون عن موظف استقبال بدوام جزئي.'],
        ['لدي ثلاث سنوات من الخبرة في البيع بالتجزئة.', 'أرفقت سيرتي الذاتية.', 'يمكنني البدء من الشهر القادم.'],
        ['يسعدني الحضور لمقابلة.', 'شكرا لوقتكم.'],
      ],
    },
  },
  hi: {
    spam: {
      parcel_scam: [
        ['पता अधूरा होने के कारण आपका पार्सल डिलीवर नहीं हो सका।', 'आपके नाम का एक पार्सल कस्टम में रोका गया है।', 'डिलीवरी असफल: आपका पार्सल हमारे गोदाम में है।'],
        ['कृपया 48 घंटे के भीतर अपना पता पुष्टि करें और 25 रुपये शुल्क जमा करें।', 'कस्टम शुल्क न भरने पर पार्सल भेजने वाले को लौटा दिया जाएगा।'],
        ['डिलीवरी तय करें: {url}', 'यहाँ भुगतान और ट्रैक करें: {url}', 'अभी पुष्टि करें: {url}'],
      ],
      job_scam: [
        ['घर से काम करने वाले लोग चाहिए, अनुभव ज़रूरी नहीं।', 'अपने फ़ोन से रोज़ 2000 से 5000 रुपये कमाएँ।', 'हमारी कंपनी को पार्ट टाइम ऑनलाइन प्रोडक्ट टेस्टर चाहिए।'],
        ['रोज़ सिर्फ़ 30 मिनट चाहिए और हर शाम भुगतान होता है।', 'आसान टास्क पूरे करें और तुरंत कमीशन पाएँ, ट्रेनिंग मुफ़्त है।'],
        ['हमारे एचआर मैनेजर को व्हाट्सएप करें {phone}।', 'अभी आवेदन करें: {url}', 'सीटें सीमित हैं, आज ही मैसेज करें।'],
      ],
    },
    ham: {
      delivery_question: [
        ['ट्रैकिंग में पार्सल डिलीवर दिख रहा है, लेकिन मुझे नहीं मिला।', 'मैं अगले हफ्ते बाहर हूँ, क्या डिलीवरी आगे कर सकते हैं?', 'ऑर्डर करते समय मैंने मकान नंबर गलत लिख दिया।'],
        ['ऑर्डर नंबर {order} है।', 'पड़ोसियों से पूछ लिया, किसी ने नहीं लिया।', 'बात {product} की है।'],
        ['क्या आप कूरियर कंपनी से पता कर सकते हैं?', 'मदद के लिए धन्यवाद।', ''],
      ],
      job_application: [
        ['मैं आपकी वेबसाइट पर दी गई सेल्स असिस्टेंट की नौकरी के लिए आवेदन करना चाहती हूँ।', 'क्या आपके यहाँ इंटर्नशिप की जगह है?', 'मैंने देखा कि आपको पार्ट टाइम रिसेप्शनिस्ट चाहिए।'],
        ['मुझे रिटेल में तीन साल का अनुभव है।', 'मेरा बायोडाटा साथ में भेज रहा हूँ।', 'मैं अगले महीने से शुरू कर सकता हूँ।'],
        ['इंटरव्यू के लिए आने में खुशी होगी।', 'आपके समय के लिए धन्यवाद।'],
      ],
    },
  },
  id: {
    spam: {
      parcel_scam: [
        ['Paket Anda tidak dapat dikirim karena alamat tidak lengkap.', 'Kiriman atas nama Anda ditahan di bea cukai.', 'Pengiriman gagal: paket Anda menunggu di gudang kami.'],
        ['Mohon konfirmasi alamat dan bayar biaya Rp 15.000 dalam 48 jam.', 'Tanpa pembayaran bea masuk, paket akan dikembalikan ke pengirim.'],
        ['Jadwalkan pengiriman: {url}', 'Bayar dan lacak di sini: {url}', 'Konfirmasi sekarang: {url}'],
      ],
      job_scam: [
        ['Dicari pekerja dari rumah, tanpa pengalaman.', 'Dapatkan 500 ribu sampai 1 juta rupiah per hari dari HP.', 'Perusahaan kami mencari penguji produk online paruh waktu.'],
        ['Cukup 30 menit sehari dan dibayar setiap malam.', 'Tugas mudah dan komisi langsung, pelatihan gratis.'],
        ['Hubungi manajer HR kami di WhatsApp {phone}.', 'Daftar sekarang: {url}', 'Tempat terbatas, hubungi saya hari ini.'],
      ],
    },
    ham: {
      delivery_question: [
        ['Di pelacakan paket saya sudah terkirim, tapi belum saya terima.', 'Minggu depan saya ke luar kota, apakah pengiriman bisa ditunda?', 'Saya salah menulis nomor rumah di pesanan.'],
        ['Nomor pesanannya {order}.', 'Saya sudah tanya tetangga, tidak ada yang menerima.', 'Ini soal {product}.'],
        ['Bisa dicek ke pihak kurir?', 'Terima kasih bantuannya.', ''],
      ],
      job_application: [
        ['Saya ingin melamar posisi pramuniaga yang ada di website Anda.', 'Apakah ada lowongan magang?', 'Saya lihat Anda mencari resepsionis paruh waktu.'],
        ['Saya punya pengalaman tiga tahun di ritel.', 'CV saya lampirkan.', 'Saya bisa mulai bulan depan.'],
        ['Saya senang jika bisa datang wawancara.', 'Terima kasih atas waktunya.'],
      ],
    },
  },
  vi: {
    spam: {
      parcel_scam: [
        ['Bưu kiện của bạn không thể giao vì địa chỉ chưa đầy đủ.', 'Một lô hàng đứng tên bạn đang bị giữ tại hải quan.', 'Giao hàng thất bại: bưu kiện đang chờ tại kho của chúng tôi.'],
        ['Vui lòng xác nhận địa chỉ và thanh toán phí 15.000đ trong vòng 48 giờ.', 'Nếu không nộp thuế hải quan, bưu kiện sẽ bị trả lại người gửi.'],
        ['Hẹn lịch giao: {url}', 'Thanh toán và theo dõi tại đây: {url}', 'Xác nhận ngay: {url}'],
      ],
      job_scam: [
        ['Tuyển cộng tác viên làm tại nhà, không cần kinh nghiệm.', 'Kiếm 500 nghìn đến 1 triệu mỗi ngày bằng điện thoại.', 'Công ty chúng tôi tuyển người đánh giá sản phẩm online bán thời gian.'],
        ['Chỉ cần 30 phút mỗi ngày, nhận lương mỗi tối.', 'Làm nhiệm vụ đơn giản, nhận hoa hồng ngay, đào tạo miễn phí.'],
        ['Liên hệ quản lý nhân sự qua Zalo {phone}.', 'Đăng ký ngay: {url}', 'Số lượng có hạn, nhắn tôi ngay hôm nay.'],
      ],
    },
    ham: {
      delivery_question: [
        ['Theo dõi đơn báo đã giao nhưng tôi chưa nhận được hàng.', 'Tuần sau tôi đi vắng, có thể dời ngày giao không?', 'Tôi ghi nhầm số nhà khi đặt hàng.'],
        ['Mã đơn hàng là {order}.', 'Tôi đã hỏi hàng xóm, không ai nhận giúp.', 'Đơn này là {product}.'],
        ['Bạn kiểm tra giúp với bên vận chuyển được không?', 'Cảm ơn bạn đã hỗ trợ.', ''],
      ],
      job_application: [
        ['Tôi muốn ứng tuyển vị trí nhân viên bán hàng đăng trên website của bạn.', 'Bên bạn còn chỗ thực tập không?', 'Tôi thấy bên bạn đang tìm lễ tân bán thời gian.'],
        ['Tôi có ba năm kinh nghiệm bán lẻ.', 'Tôi gửi kèm CV.', 'Tôi có thể bắt đầu từ tháng sau.'],
        ['Rất mong được tham gia phỏng vấn.', 'Cảm ơn bạn đã dành thời gian.'],
      ],
    },
  },
};
