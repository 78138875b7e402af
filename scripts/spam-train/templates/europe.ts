import type { Phrasebook } from './types.js';

// prettier-ignore
export const nl: Phrasebook = {
  lang: 'nl',
  first: ['Daan', 'Emma', 'Sem', 'Julia', 'Lars', 'Sanne', 'Bram', 'Lotte', 'Thijs', 'Fleur'],
  last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'de Boer'],
  greet: ['', 'Hallo,', 'Goedemiddag,', 'Beste,', 'Geachte heer/mevrouw,', 'Hoi,'],
  sign: ['', 'Met vriendelijke groet,\n{name}', 'Groetjes, {first}', 'Bedankt, {name}', 'Mvg {first}'],
  business: ['tandartspraktijk', 'bakkerij', 'advocatenkantoor', 'yogastudio', 'webwinkel', 'restaurant', 'kapsalon', 'makelaardij', 'garage'],
  product: ['eiken tafel', 'jaarabonnement', 'cadeaubon', 'kinderfiets', 'bruidstaart', 'yogacursus', 'koffiemachine', 'grijze bank'],
  spam: {
    seo: [
      ['Ik heb uw website {site} bekeken en hij staat niet op de eerste pagina van Google.', 'Uw website mist veel organisch verkeer.', 'Ik vond 17 SEO-fouten op uw website.'],
      ['Wij zijn een SEO-bureau en brengen u binnen 90 dagen naar pagina 1.', 'Met onze linkbuilding verdubbelt u uw bezoekers.', 'Wij hebben al meer dan 200 bedrijven zoals het uwe geholpen.'],
      ['Mag ik u een gratis analyse sturen?', 'Interesse in een vrijblijvende offerte?', 'Onze pakketten beginnen bij {price} per maand.'],
    ],
    web_design: [
      ['Uw website ziet er wat verouderd uit en werkt slecht op mobiel.', 'Ik ben freelance webdesigner en zag dat uw site een update kan gebruiken.'],
      ['Wij bouwen snelle, moderne websites voor een scherpe prijs.', 'Ik kan uw site vernieuwen in WordPress inclusief hosting.'],
      ['Zal ik een gratis ontwerp sturen?', 'Heeft u deze week tijd voor een kort gesprek?', 'Prijzen vanaf {price}.'],
    ],
    marketing_leads: [
      ['Wilt u meer klanten voor uw bedrijf?', 'Wij leveren maandelijks 30 tot 50 gekwalificeerde afspraken.'],
      ['Met gerichte Google- en Facebook-campagnes brengen wij u elke week nieuwe leads.', 'Onze B2B-database bevat meer dan een miljoen geverifieerde contacten.'],
      ['Mag ik een gratis voorbeeldlijst sturen?', 'Interesse?', 'Reageer voor meer informatie.'],
    ],
    investment_fraud: [
      ['Ik wil een investeringskans met u delen die mijn leven heeft veranderd.', 'Ons AI-handelsplatform levert dagelijks 3 tot 5 procent rendement.'],
      ['Met een inleg van slechts 250 euro verdient u passief inkomen vanuit huis.', 'Gegarandeerd rendement van 300 % in 30 dagen.'],
      ['Neem contact op via WhatsApp {phone}.', 'Registreer hier: {url}'],
    ],
    phishing: [
      ['Uw mailbox is vol en inkomende berichten worden geblokkeerd.', 'Uw domeinnaam {site} verloopt vandaag.', 'Wij hebben een ongebruikelijke inlogpoging op uw account gedetecteerd.'],
      ['Bevestig uw gegevens binnen 24 uur om verwijdering te voorkomen.', 'Werk uw betaalgegevens bij om onderbreking te voorkomen.'],
      ['Nu bevestigen: {url}', 'Verlengen: {url}'],
    ],
    app_dev: [
      ['Wij zijn een softwarebedrijf met meer dan 80 ontwikkelaars.', 'Zoekt u een betrouwbare partner voor uw app?'],
      ['Wij ontwikkelen apps, webshops en maatwerksoftware tot 40 % goedkoper.', 'Toegewijde ontwikkelaars vanaf 20 euro per uur.'],
      ['Stuur uw wensen voor een gratis offerte.', 'Wanneer kunnen we even bellen?'],
    ],
    services_pitch: [
      ['Ik hoop dat alles goed met u gaat. Ik neem contact op omdat wij met bedrijven zoals het uwe werken.', 'Graag stel ik ons bedrijf kort aan u voor.'],
      ['Wij verzorgen boekhouding, vertalingen, logo-ontwerp en klantenservice tegen scherpe tarieven.', 'Onze klanten verhogen hun omzet gemiddeld met 30 %.'],
      ['Heeft u volgende week 15 minuten voor een kort gesprek?', 'Wie is bij u de juiste contactpersoon?'],
    ],
  },
  ham: {
    support_question: [
      ['Ik heb vorige week de {product} gekocht en heb een vraag.', 'Korte vraag over de {product}.', 'Het lukt me niet om een account aan te maken.'],
      ['Volgens de handleiding moet hij 4 uur laden maar het lampje blijft knipperen.', 'Zit er garantie op?', 'Waar kan ik mijn bezorgadres wijzigen?'],
      ['Alvast bedankt.', 'Mijn bestelnummer is {order}.', ''],
    ],
    complaint: [
      ['Ik ben erg teleurgesteld in uw service.', 'Dit is de derde keer dat ik mail en niemand reageert.', 'Mijn bestelling van {date} is nog steeds niet binnen.'],
      ['Het pakket kwam beschadigd aan.', 'Er is twee keer afgeschreven voor dezelfde bestelling.'],
      ['Ik wil mijn geld terug.', 'Bel me op {phone}.'],
    ],
    order_question: [
      ['Heeft u de {product} nog op voorraad?', 'Kan ik mijn bestelling in de winkel ophalen?'],
      ['Ik heb hem nodig voor {date}.', 'Verzendt u ook naar België?'],
      ['Dank!', ''],
    ],
    quote_request: [
      ['Wij zijn een kleine {business} en zoeken een nieuwe website.', 'Ik vond u via Google en ben geïnteresseerd in uw diensten.', 'Wij willen onze badkamer laten verbouwen.'],
      ['Ons budget is ongeveer {price}.', 'Kunt u een globale offerte maken?'],
      ['U kunt me bellen op {phone}.', 'Bedankt.', ''],
    ],
    short: [
      ['Graag terugbellen', 'Zijn jullie zondag open?', 'Geldt de aanbieding nog?', 'Bedankt!', 'Hoe laat sluiten jullie?', 'Bezorgen jullie in {city}?', 'test', 'Prijs?'],
    ],
    booking: [
      ['Ik wil graag een tafel reserveren voor 6 personen op {date} om {time}.', 'Kan ik een afspraak maken om te knippen op {date}?'],
      ['Eén persoon is vegetarisch.', 'Liefst in de ochtend.'],
      ['Graag een bevestiging.', ''],
    ],
    feedback_thanks: [
      ['Ik wilde jullie bedanken voor de goede service.', 'We hebben een heerlijke avond gehad.', 'De {product} kwam vandaag binnen en is prachtig.'],
      ['Snelle levering en alles goed verpakt.'],
      ['We raden jullie zeker aan!', ''],
    ],
    job_application: [
      ['Ik wil graag solliciteren op de vacature voor verkoopmedewerker op uw website.', 'Heeft u nog een stageplek vrij?', 'Ik zag dat u een parttime receptionist zoekt.'],
      ['Ik heb drie jaar ervaring in de detailhandel.', 'Mijn cv zit in de bijlage.', 'Ik kan volgende maand beginnen.'],
      ['Ik kom graag langs voor een gesprek.', 'Bedankt voor uw tijd.'],
    ],
    existing_client: [
      ['Hoi {first}, kunnen jullie de nieuwe teamfoto\'s op onze website zetten?', 'Op onze site staan nog de oude openingstijden.', 'Het contactformulier op onze website verstuurt sinds gisteren geen mails meer.'],
      ['De teksten staan in de gedeelde map: {link}', 'Graag voor ons evenement op {date}.', 'Valt dit onder het onderhoudscontract?'],
      ['Dank!', ''],
    ],
  },
};

// prettier-ignore
export const pl: Phrasebook = {
  lang: 'pl',
  first: ['Jakub', 'Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Michał', 'Agnieszka', 'Krzysztof', 'Zofia'],
  last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański', 'Woźniak'],
  greet: ['', 'Dzień dobry,', 'Witam,', 'Szanowni Państwo,', 'Cześć,'],
  sign: ['', 'Pozdrawiam,\n{name}', 'Z poważaniem, {name}', 'Dziękuję, {first}'],
  business: ['gabinet stomatologiczny', 'piekarnia', 'kancelaria prawna', 'sklep internetowy', 'restauracja', 'salon fryzjerski', 'biuro nieruchomości', 'warsztat samochodowy'],
  product: ['stół dębowy', 'abonament roczny', 'bon podarunkowy', 'rower dziecięcy', 'tort weselny', 'ekspres do kawy', 'szara kanapa'],
  spam: {
    seo: [
      ['Przeanalizowałem Państwa stronę {site} i nie pojawia się ona na pierwszej stronie Google.', 'Państwa strona traci dużo ruchu z wyszukiwarki.', 'Znalazłem 16 błędów SEO na Państwa stronie.'],
      ['Jesteśmy agencją SEO i wprowadzimy stronę do TOP 10 w 90 dni.', 'Dzięki naszemu pozycjonowaniu i linkom podwoją Państwo liczbę odwiedzin.'],
      ['Czy mogę przesłać bezpłatny audyt?', 'Czy byliby Państwo zainteresowani ofertą bez zobowiązań?', 'Pakiety od {price} miesięcznie.'],
    ],
    web_design: [
      ['Państwa strona wygląda na przestarzałą i nie działa dobrze na telefonach.', 'Jestem freelancerem i projektuję strony internetowe.'],
      ['Tworzymy nowoczesne i szybkie strony w atrakcyjnej cenie.', 'Mogę przebudować stronę na WordPressie razem z hostingiem.'],
      ['Czy mogę wysłać darmowy projekt?', 'Czy znajdą Państwo 10 minut na rozmowę?', 'Ceny od {price}.'],
    ],
    marketing_leads: [
      ['Czy chcieliby Państwo pozyskać więcej klientów?', 'Dostarczamy 30–50 umówionych spotkań miesięcznie.'],
      ['Prowadzimy kampanie Google i Facebook Ads nastawione na sprzedaż.', 'Nasza baza B2B zawiera ponad milion zweryfikowanych kontaktów.'],
      ['Czy mogę wysłać darmową próbkę?', 'Zainteresowani?'],
    ],
    investment_fraud: [
      ['Chcę podzielić się z Państwem okazją inwestycyjną, która zmieniła moje życie.', 'Nasza platforma tradingowa AI zarabia 3–5 % dziennie.'],
      ['Już od 250 euro można zarabiać pasywnie z domu.', 'Gwarantowany zysk 300 % w 30 dni.'],
      ['Proszę o kontakt na WhatsApp {phone}.', 'Rejestracja: {url}'],
    ],
    phishing: [
      ['Twoja skrzynka pocztowa jest pełna, a nowe wiadomości są blokowane.', 'Domena {site} wygasa dzisiaj.', 'Wykryliśmy nietypowe logowanie na Twoje konto.'],
      ['Potwierdź swoje dane w ciągu 24 godzin, aby uniknąć usunięcia konta.', 'Zaktualizuj dane płatności, aby uniknąć blokady usługi.'],
      ['Potwierdź teraz: {url}', 'Odnów tutaj: {url}'],
    ],
    app_dev: [
      ['Jesteśmy software housem z ponad 100 programistami.', 'Szukają Państwo partnera do stworzenia aplikacji?'],
      ['Tworzymy aplikacje, sklepy internetowe i systemy na zamówienie do 40 % taniej.', 'Programiści od 20 euro za godzinę.'],
      ['Prosimy o przesłanie wymagań, przygotujemy bezpłatną wycenę.', 'Kiedy możemy porozmawiać?'],
    ],
    services_pitch: [
      ['Mam nadzieję, że u Państwa wszystko dobrze. Piszę, bo współpracujemy z firmami takimi jak Państwa.', 'Pozwolę sobie krótko przedstawić naszą firmę.'],
      ['Oferujemy księgowość, tłumaczenia, projektowanie logo i obsługę klienta w konkurencyjnych cenach.', 'Nasi klienci zwiększają sprzedaż średnio o 30 %.'],
      ['Czy znajdą Państwo 15 minut w przyszłym tygodniu na rozmowę?', 'Kto byłby właściwą osobą do kontaktu?'],
    ],
  },
  ham: {
    support_question: [
      ['Kupiłam w zeszłym tygodniu {product} i mam pytanie.', 'Krótkie pytanie o {product}.', 'Nie mogę założyć konta.'],
      ['Instrukcja mówi, żeby ładować 4 godziny, ale dioda dalej miga.', 'Czy jest gwarancja?', 'Gdzie mogę zmienić adres dostawy?'],
      ['Z góry dziękuję.', 'Numer zamówienia: {order}.', ''],
    ],
    complaint: [
      ['Jestem bardzo niezadowolony z obsługi.', 'Piszę już trzeci raz i nikt nie odpowiada.', 'Moje zamówienie z {date} nadal nie dotarło.'],
      ['Paczka przyszła uszkodzona.', 'Pobrano ode mnie dwa razy tę samą kwotę.'],
      ['Proszę o zwrot pieniędzy.', 'Proszę o telefon: {phone}.'],
    ],
    order_question: [
      ['Czy {product} jest jeszcze dostępny?', 'Czy mogę odebrać zamówienie w sklepie?'],
      ['Potrzebuję go do {date}.', 'Czy wysyłacie do Niemiec?'],
      ['Dziękuję!', ''],
    ],
    quote_request: [
      ['Jesteśmy małą firmą ({business}) i potrzebujemy nowej strony.', 'Znalazłem Państwa w Google i interesują mnie Państwa usługi.', 'Planujemy remont łazienki i szukamy wykonawcy.'],
      ['Nasz budżet to około {price}.', 'Czy mogą Państwo przygotować wstępną wycenę?'],
      ['Mój numer: {phone}.', 'Dziękuję.', ''],
    ],
    short: [
      ['Proszę o kontakt', 'Czy jesteście otwarci w niedzielę?', 'Czy oferta jest aktualna?', 'Dzięki!', 'Do której jesteście otwarci?', 'Czy dowozicie do {city}?', 'test', 'Cena?'],
    ],
    booking: [
      ['Chciałabym zarezerwować stolik dla 6 osób na {date} o {time}.', 'Czy mogę umówić się na strzyżenie {date}?'],
      ['Jedna osoba jest wegetarianką.', 'Najlepiej rano.'],
      ['Proszę o potwierdzenie.', ''],
    ],
    feedback_thanks: [
      ['Chciałem podziękować za świetną obsługę.', 'Spędziliśmy u Państwa wspaniały wieczór.', '{product} dotarł dzisiaj i jest piękny.'],
      ['Szybka wysyłka i wszystko dobrze zapakowane.'],
      ['Na pewno polecimy znajomym!', ''],
    ],
    job_application: [
      ['Chciałabym aplikować na stanowisko sprzedawcy z Państwa strony.', 'Czy mają Państwo wolne miejsce na staż?'],
      ['Mam trzy lata doświadczenia w handlu.', 'W załączniku przesyłam CV.', 'Mogę zacząć od przyszłego miesiąca.'],
      ['Chętnie przyjdę na rozmowę.', 'Dziękuję za uwagę.'],
    ],
  },
};

// prettier-ignore
export const ru: Phrasebook = {
  lang: 'ru',
  first: ['Алексей', 'Мария', 'Дмитрий', 'Анна', 'Сергей', 'Елена', 'Иван', 'Ольга', 'Никита', 'Татьяна'],
  last: ['Иванов', 'Смирнова', 'Кузнецов', 'Попова', 'Соколов', 'Лебедева', 'Козлов', 'Новикова', 'Морозов', 'Волкова'],
  greet: ['', 'Здравствуйте,', 'Добрый день,', 'Привет,', 'Уважаемые коллеги,'],
  sign: ['', 'С уважением,\n{name}', 'Спасибо, {first}', 'Всего доброго, {name}'],
  business: ['стоматология', 'пекарня', 'юридическая фирма', 'интернет-магазин', 'ресторан', 'салон красоты', 'автосервис', 'агентство недвижимости'],
  product: ['дубовый стол', 'годовой абонемент', 'подарочный сертификат', 'детский велосипед', 'свадебный торт', 'кофемашина', 'серый диван'],
  spam: {
    seo: [
      ['Я посмотрел ваш сайт {site}, его нет на первой странице Яндекса и Google.', 'Ваш сайт теряет много трафика из поисковых систем.', 'Я нашёл на вашем сайте 24 ошибки SEO.'],
      ['Мы SEO-агентство и выведем ваш сайт в ТОП-10 за 90 дней.', 'Продвижение сайта и ссылки с гарантией результата.', 'Мы уже помогли более 500 компаниям.'],
      ['Могу бесплатно прислать аудит?', 'Интересно коммерческое предложение?', 'Тарифы от {price} в месяц.'],
    ],
    web_design: [
      ['Ваш сайт выглядит устаревшим и плохо работает на телефонах.', 'Я веб-дизайнер и делаю сайты для малого бизнеса.'],
      ['Создадим современный сайт под ключ по низкой цене.', 'Могу переделать ваш сайт на WordPress с хостингом.'],
      ['Прислать бесплатный макет?', 'Удобно созвониться на этой неделе?', 'Цена от {price}.'],
    ],
    marketing_leads: [
      ['Хотите больше клиентов для вашего бизнеса?', 'Приводим от 30 до 50 целевых заявок в месяц.'],
      ['Настроим рекламу в Google и соцсетях с оплатой за результат.', 'Наша база B2B содержит более миллиона проверенных контактов.'],
      ['Прислать бесплатный пример базы?', 'Интересно?', 'Напишите в Telegram для подробностей.'],
    ],
    investment_fraud: [
      ['Хочу поделиться инвестиционной возможностью, которая изменила мою жизнь.', 'Наша торговая платформа на ИИ приносит 3–5 % в день.', 'В прошлом месяце я заработал 500 000 рублей на криптовалюте.'],
      ['Минимальный депозит всего 250 долларов, пассивный доход из дома.', 'Гарантированная доходность 300 % за 30 дней.'],
      ['Пишите в WhatsApp {phone}.', 'Регистрация: {url}', 'Количество мест ограничено.'],
    ],
    phishing: [
      ['Ваш почтовый ящик переполнен, входящие письма заблокированы.', 'Срок регистрации домена {site} истекает сегодня.', 'Обнаружен подозрительный вход в ваш аккаунт.'],
      ['Подтвердите данные в течение 24 часов, иначе аккаунт будет удалён.', 'Обновите платёжные данные, чтобы избежать отключения услуги.'],
      ['Подтвердить: {url}', 'Продлить: {url}'],
    ],
    app_dev: [
      ['Мы команда разработчиков из 100+ специалистов.', 'Ищете надёжного подрядчика для мобильного приложения?'],
      ['Разрабатываем приложения, интернет-магазины и CRM на 40 % дешевле.', 'Выделенные программисты от 20 долларов в час.'],
      ['Пришлите ТЗ, и мы сделаем бесплатную оценку.', 'Когда удобно созвониться?'],
    ],
    services_pitch: [
      ['Надеюсь, у вас всё хорошо. Пишу, потому что мы работаем с компаниями, как ваша.', 'Позвольте кратко представить нашу компанию.'],
      ['Мы предлагаем бухгалтерию, переводы, дизайн логотипа и поддержку клиентов по выгодным ценам.', 'Наши клиенты увеличивают выручку в среднем на 30 %.'],
      ['Найдётся ли у вас 15 минут на следующей неделе для короткого звонка?', 'Кто у вас отвечает за этот вопрос?'],
    ],
  },
  ham: {
    support_question: [
      ['На прошлой неделе купила {product}, есть вопрос.', 'Вопрос по товару {product}.', 'Не получается зарегистрироваться на сайте.'],
      ['В инструкции написано заряжать 4 часа, но индикатор всё ещё мигает.', 'Есть ли гарантия?', 'Где изменить адрес доставки?'],
      ['Заранее спасибо.', 'Номер заказа {order}.', ''],
    ],
    complaint: [
      ['Я очень недоволен вашим сервисом.', 'Пишу уже третий раз, никто не отвечает.', 'Мой заказ от {date} до сих пор не пришёл.'],
      ['Посылка пришла повреждённой.', 'С карты списали деньги дважды.'],
      ['Верните деньги, пожалуйста.', 'Позвоните мне: {phone}.'],
    ],
    order_question: [
      ['{product} ещё есть в наличии?', 'Можно забрать заказ самовывозом?'],
      ['Нужно до {date}.', 'Доставляете в Казань?'],
      ['Спасибо!', ''],
    ],
    quote_request: [
      ['Мы небольшая компания ({business}), нужен новый сайт.', 'Нашёл вас в поиске, интересуют ваши услуги.', 'Планируем ремонт кухни и ищем подрядчика.'],
      ['Бюджет около {price}.', 'Можете посчитать примерную стоимость?'],
      ['Мой телефон {phone}.', 'Спасибо.', ''],
    ],
    short: [
      ['Перезвоните, пожалуйста', 'Вы работаете в воскресенье?', 'Акция ещё действует?', 'Спасибо!', 'До скольки вы открыты?', 'Доставляете в {city}?', 'тест', 'Цена?'],
    ],
    booking: [
      ['Хочу забронировать столик на 6 человек на {date} в {time}.', 'Можно записаться на стрижку на {date}?'],
      ['Один человек вегетарианец.', 'Лучше утром.'],
      ['Подтвердите, пожалуйста.', ''],
    ],
    feedback_thanks: [
      ['Хочу поблагодарить за отличное обслуживание.', 'Мы прекрасно провели вечер в вашем ресторане.', '{product} пришёл сегодня, очень красивый.'],
      ['Быстрая доставка, всё хорошо упаковано.'],
      ['Обязательно порекомендуем вас друзьям!', ''],
    ],
    job_application: [
      ['Хочу откликнуться на вакансию продавца, которую увидел на вашем сайте.', 'Есть ли у вас места для стажировки?'],
      ['У меня три года опыта в рознице.', 'Резюме прикладываю.', 'Могу выйти со следующего месяца.'],
      ['Буду рад прийти на собеседование.', 'Спасибо за внимание.'],
    ],
    existing_client: [
      ['Добрый день, {first}, добавьте, пожалуйста, новые фото команды на наш сайт.', 'На нашем сайте до сих пор старый график работы.', 'Форма обратной связи на сайте перестала отправлять письма.'],
      ['Тексты лежат в общей папке: {link}', 'Нужно успеть до мероприятия {date}.', 'Это входит в договор поддержки?'],
      ['Спасибо!', ''],
    ],
  },
};

// prettier-ignore
export const uk: Phrasebook = {
  lang: 'uk',
  first: ['Олександр', 'Олена', 'Андрій', 'Наталія', 'Тарас', 'Ірина', 'Богдан', 'Оксана'],
  last: ['Шевченко', 'Коваленко', 'Бондаренко', 'Ткаченко', 'Кравченко', 'Мельник', 'Бойко', 'Олійник'],
  greet: ['', 'Добрий день,', 'Вітаю,', 'Доброго дня,', 'Привіт,'],
  sign: ['', 'З повагою,\n{name}', 'Дякую, {first}'],
  business: ['стоматологія', 'пекарня', 'інтернет-магазин', 'ресторан', 'салон краси', 'автосервіс'],
  product: ['дубовий стіл', 'річний абонемент', 'подарунковий сертифікат', 'дитячий велосипед', 'кавоварка'],
  spam: {
    seo: [
      ['Я переглянув ваш сайт {site}, його немає на першій сторінці Google.', 'Ваш сайт втрачає багато трафіку з пошуку.'],
      ['Ми SEO-агенція і виведемо ваш сайт у ТОП-10 за 90 днів.', 'Просування сайту з гарантією результату.'],
      ['Можу безкоштовно надіслати аудит?', 'Тарифи від {price} на місяць.'],
    ],
    web_design: [
      ['Ваш сайт виглядає застарілим і погано працює на телефонах.', 'Я веб-дизайнер і створюю сайти для малого бізнесу.'],
      ['Зробимо сучасний сайт під ключ за низькою ціною.', 'Можу переробити ваш сайт на WordPress.'],
      ['Надіслати безкоштовний макет?', 'Ціна від {price}.'],
    ],
    investment_fraud: [
      ['Хочу поділитися інвестиційною можливістю, яка змінила моє життя.', 'Наша платформа на ШІ приносить 3–5 % на день.'],
      ['Мінімальний депозит лише 250 доларів, пасивний дохід з дому.', 'Гарантована прибутковість 300 % за 30 днів.'],
      ['Пишіть у WhatsApp {phone}.', 'Реєстрація: {url}'],
    ],
    phishing: [
      ['Ваша поштова скринька переповнена.', 'Термін дії домену {site} закінчується сьогодні.', 'Виявлено підозрілий вхід у ваш акаунт.'],
      ['Підтвердіть дані протягом 24 годин, інакше акаунт буде видалено.'],
      ['Підтвердити: {url}', 'Продовжити: {url}'],
    ],
    marketing_leads: [
      ['Хочете більше клієнтів для вашого бізнесу?', 'Приводимо 30–50 цільових заявок на місяць.'],
      ['Налаштуємо рекламу в Google і соцмережах з оплатою за результат.', 'Наша база B2B містить понад мільйон контактів.'],
      ['Цікаво?', 'Напишіть у Telegram.'],
    ],
    services_pitch: [
      ['Сподіваюся, у вас все добре. Пишу, бо ми працюємо з компаніями, як ваша.', 'Дозвольте коротко представити нашу компанію.'],
      ['Пропонуємо бухгалтерію, переклади, дизайн логотипу та підтримку клієнтів за вигідними цінами.', 'Наші клієнти збільшують виручку в середньому на 30 %.'],
      ['Чи знайдеться у вас 15 хвилин наступного тижня для дзвінка?', 'Хто у вас відповідає за це питання?'],
    ],
  },
  ham: {
    support_question: [
      ['Минулого тижня купила {product}, маю питання.', 'Не можу зареєструватися на сайті.'],
      ['Індикатор постійно блимає червоним.', 'Чи є гарантія?', 'Де змінити адресу доставки?'],
      ['Дякую заздалегідь.', 'Номер замовлення {order}.', ''],
    ],
    complaint: [
      ['Я дуже незадоволений вашим сервісом.', 'Моє замовлення від {date} досі не прийшло.'],
      ['Посилка прийшла пошкодженою.', 'З картки списали гроші двічі.'],
      ['Поверніть гроші, будь ласка.', 'Зателефонуйте мені: {phone}.'],
    ],
    quote_request: [
      ['Ми невелика компанія, потрібен новий сайт.', 'Плануємо ремонт кухні і шукаємо підрядника.'],
      ['Бюджет близько {price}.', 'Можете порахувати приблизну вартість?'],
      ['Мій телефон {phone}.', ''],
    ],
    short: [
      ['Передзвоніть, будь ласка', 'Ви працюєте в неділю?', 'Дякую!', 'Доставляєте до {city}?', 'Ціна?', 'Ще є в наявності?'],
    ],
    booking: [
      ['Хочу забронювати столик на 6 осіб на {date} о {time}.', 'Можна записатися на стрижку на {date}?'],
      ['Одна людина вегетаріанка.', 'Краще зранку.'],
      ['Підтвердіть, будь ласка.', ''],
    ],
    feedback_thanks: [
      ['Дякую за чудове обслуговування.', '{product} прийшов сьогодні, дуже гарний.'],
      ['Швидка доставка, все добре запаковано.'],
      ['Обов’язково порекомендуємо вас!', ''],
    ],
  },
};

// prettier-ignore
export const tr: Phrasebook = {
  lang: 'tr',
  first: ['Mehmet', 'Ayşe', 'Emre', 'Zeynep', 'Can', 'Elif', 'Burak', 'Merve', 'Murat', 'Selin'],
  last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan'],
  greet: ['', 'Merhaba,', 'İyi günler,', 'Sayın yetkili,', 'Selam,'],
  sign: ['', 'Saygılarımla,\n{name}', 'Teşekkürler, {first}', 'İyi çalışmalar, {name}'],
  business: ['diş kliniği', 'fırın', 'hukuk bürosu', 'online mağaza', 'restoran', 'kuaför', 'emlak ofisi', 'oto servis'],
  product: ['meşe masa', 'yıllık üyelik', 'hediye çeki', 'çocuk bisikleti', 'düğün pastası', 'kahve makinesi', 'gri kanepe'],
  spam: {
    seo: [
      ['Web sitenizi {site} inceledim, Google\'da ilk sayfada görünmüyor.', 'Siteniz arama motorlarından çok trafik kaybediyor.', 'Sitenizde 22 SEO hatası buldum.'],
      ['SEO ajansıyız, sitenizi 90 günde ilk sayfaya taşıyoruz.', 'Backlink ve optimizasyon ile ziyaretçi sayınızı ikiye katlıyoruz.'],
      ['Ücretsiz analiz göndermemi ister misiniz?', 'Paketlerimiz aylık {price}\'dan başlıyor.', 'İlgilenirseniz dönüş yapın.'],
    ],
    web_design: [
      ['Web siteniz eski görünüyor ve mobilde düzgün çalışmıyor.', 'Serbest web tasarımcısıyım ve sitenizin yenilenebileceğini fark ettim.'],
      ['Uygun fiyata modern ve hızlı web siteleri yapıyoruz.', 'Sitenizi WordPress ile baştan yapabilirim, hosting dahil.'],
      ['Ücretsiz bir tasarım göndereyim mi?', 'Fiyatlar {price}\'dan başlıyor.'],
    ],
    marketing_leads: [
      ['İşletmeniz için daha fazla müşteri ister misiniz?', 'Ayda 30-50 nitelikli randevu sağlıyoruz.'],
      ['Google ve Instagram reklamlarıyla her hafta yeni müşteriler getiriyoruz.', 'B2B veritabanımızda bir milyondan fazla doğrulanmış iletişim bilgisi var.'],
      ['İlgilenir misiniz?', 'Detaylar için WhatsApp\'tan yazın.'],
    ],
    investment_fraud: [
      ['Hayatımı değiştiren bir yatırım fırsatını sizinle paylaşmak istiyorum.', 'Yapay zeka destekli platformumuz günlük yüzde 3-5 kazandırıyor.'],
      ['Sadece 250 dolar yatırımla evden pasif gelir elde edin.', '30 günde yüzde 300 garantili kazanç.'],
      ['WhatsApp: {phone}', 'Hemen kayıt olun: {url}'],
    ],
    phishing: [
      ['E-posta kutunuz dolu ve gelen mesajlar engellendi.', '{site} alan adınızın süresi bugün doluyor.', 'Hesabınızda olağandışı bir giriş tespit ettik.'],
      ['Hesabınızın silinmemesi için bilgilerinizi 24 saat içinde doğrulayın.'],
      ['Şimdi doğrula: {url}', 'Yenile: {url}'],
    ],
    app_dev: [
      ['100\'den fazla geliştiricisi olan bir yazılım şirketiyiz.', 'Mobil uygulamanız için güvenilir bir ortak mı arıyorsunuz?'],
      ['Uygulama, e-ticaret ve özel yazılımları yüzde 40 daha ucuza geliştiriyoruz.'],
      ['Ücretsiz teklif için ihtiyaçlarınızı gönderin.', 'Ne zaman görüşebiliriz?'],
    ],
    services_pitch: [
      ['Umarım iyisinizdir. Sizin gibi işletmelerle çalıştığımız için yazıyorum.', 'Şirketimizi kısaca tanıtmama izin verin.'],
      ['Muhasebe, çeviri, logo tasarımı ve müşteri hizmetlerini uygun fiyatlarla sunuyoruz.', 'Müşterilerimiz cirolarını ortalama yüzde 30 artırıyor.'],
      ['Gelecek hafta 15 dakikalık bir görüşme yapabilir miyiz?', 'Bu konuda kiminle görüşmeliyim?'],
    ],
  },
  ham: {
    support_question: [
      ['Geçen hafta {product} aldım, bir sorum var.', 'Hesap oluşturamıyorum.'],
      ['Kılavuzda 4 saat şarj edin yazıyor ama ışık hâlâ yanıp sönüyor.', 'Garantisi var mı?', 'Teslimat adresini nereden değiştirebilirim?'],
      ['Şimdiden teşekkürler.', 'Sipariş numaram {order}.', ''],
    ],
    complaint: [
      ['Hizmetinizden hiç memnun değilim.', 'Üçüncü kez yazıyorum, kimse cevap vermiyor.', '{date} tarihli siparişim hâlâ gelmedi.'],
      ['Paket hasarlı geldi.', 'Kartımdan iki kez çekim yapıldı.'],
      ['Paramı iade edin lütfen.', 'Beni arayın: {phone}.'],
    ],
    order_question: [
      ['{product} stokta var mı?', 'Siparişimi mağazadan alabilir miyim?'],
      ['{date} tarihine kadar lazım.', 'İzmir\'e kargo yapıyor musunuz?'],
      ['Teşekkürler!', ''],
    ],
    quote_request: [
      ['Küçük bir {business} olarak yeni bir web sitesine ihtiyacımız var.', 'Sizi Google\'da buldum, hizmetlerinizle ilgileniyorum.', 'Mutfağımızı yenilemek istiyoruz.'],
      ['Bütçemiz yaklaşık {price}.', 'Yaklaşık bir fiyat verebilir misiniz?'],
      ['Telefonum {phone}.', ''],
    ],
    short: [
      ['Lütfen beni arayın', 'Pazar günü açık mısınız?', 'Kampanya hâlâ geçerli mi?', 'Teşekkürler!', 'Kaçta kapanıyorsunuz?', '{city} teslimat var mı?', 'test', 'Fiyat?'],
    ],
    booking: [
      ['{date} saat {time} için 6 kişilik masa ayırtmak istiyorum.', '{date} için saç kesimi randevusu alabilir miyim?'],
      ['Bir kişi vejetaryen.', 'Sabah daha iyi olur.'],
      ['Lütfen onaylayın.', ''],
    ],
    feedback_thanks: [
      ['Güzel hizmetiniz için teşekkür etmek istedim.', 'Restoranınızda harika bir akşam geçirdik.', '{product} bugün geldi, çok güzel.'],
      ['Kargo hızlıydı, her şey iyi paketlenmişti.'],
      ['Sizi kesinlikle tavsiye edeceğiz!', ''],
    ],
    job_application: [
      ['Web sitenizde gördüğüm satış danışmanı ilanına başvurmak istiyorum.', 'Staj imkanınız var mı?'],
      ['Perakendede üç yıllık deneyimim var.', 'Özgeçmişimi ekte gönderiyorum.'],
      ['Görüşmeye gelmekten memnuniyet duyarım.', 'İlginiz için teşekkürler.'],
    ],
  },
};

// prettier-ignore
export const sv: Phrasebook = {
  lang: 'sv',
  first: ['Erik', 'Anna', 'Lars', 'Maja', 'Johan', 'Elsa', 'Oskar', 'Ida'],
  last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson'],
  greet: ['', 'Hej,', 'Hej hej,', 'God dag,', 'Hejsan,'],
  sign: ['', 'Med vänliga hälsningar,\n{name}', 'Tack, {first}', 'Mvh {name}'],
  business: ['tandläkarmottagning', 'bageri', 'advokatbyrå', 'webbutik', 'restaurang', 'frisörsalong', 'bilverkstad'],
  product: ['ekbord', 'årskort', 'presentkort', 'barncykel', 'kaffebryggare', 'grå soffa'],
  spam: {
    seo: [
      ['Jag har tittat på er webbplats {site} och den syns inte på första sidan i Google.', 'Er webbplats går miste om mycket organisk trafik.'],
      ['Vi är en SEO-byrå och tar er till sida ett inom 90 dagar.', 'Med vår länkbyggnad fördubblar ni antalet besökare.'],
      ['Får jag skicka en gratis analys?', 'Våra paket börjar på {price} per månad.'],
    ],
    web_design: [
      ['Er hemsida ser lite föråldrad ut och fungerar dåligt i mobilen.', 'Jag är frilansande webbdesigner.'],
      ['Vi bygger moderna och snabba hemsidor till ett lågt pris.', 'Jag kan göra om er sida i WordPress.'],
      ['Ska jag skicka en gratis skiss?', 'Priser från {price}.'],
    ],
    investment_fraud: [
      ['Jag vill dela en investeringsmöjlighet som förändrade mitt liv.', 'Vår AI-handelsplattform ger 3–5 procent om dagen.'],
      ['Med en insättning på bara 250 euro får du passiv inkomst hemifrån.', 'Garanterad avkastning på 300 procent på 30 dagar.'],
      ['Kontakta mig på WhatsApp {phone}.', 'Registrera dig här: {url}'],
    ],
    phishing: [
      ['Din e-postlåda är full och inkommande meddelanden blockeras.', 'Ditt domännamn {site} löper ut idag.'],
      ['Bekräfta dina uppgifter inom 24 timmar för att undvika att kontot raderas.'],
      ['Bekräfta nu: {url}'],
    ],
    marketing_leads: [
      ['Vill ni ha fler kunder till ert företag?', 'Vi levererar 30–50 kvalificerade möten i månaden.'],
      ['Med riktade Google- och Facebook-annonser får ni nya leads varje vecka.'],
      ['Intresserad?', 'Svara för mer information.'],
    ],
    services_pitch: [
      ['Jag hoppas allt är bra. Jag hör av mig eftersom vi arbetar med företag som ert.', 'Får jag kort presentera vårt företag?'],
      ['Vi erbjuder bokföring, översättning, logodesign och kundtjänst till bra priser.', 'Våra kunder ökar sin omsättning med i snitt 30 procent.'],
      ['Har ni 15 minuter nästa vecka för ett kort samtal?', 'Vem är rätt person att prata med om detta?'],
    ],
  },
  ham: {
    support_question: [
      ['Jag köpte {product} förra veckan och har en fråga.', 'Jag kan inte skapa ett konto.'],
      ['Lampan blinkar fortfarande rött efter laddning.', 'Finns det garanti?'],
      ['Tack på förhand.', 'Ordernummer {order}.', ''],
    ],
    complaint: [
      ['Jag är mycket missnöjd med er service.', 'Min beställning från {date} har fortfarande inte kommit.'],
      ['Paketet kom skadat.', 'Jag har debiterats två gånger.'],
      ['Jag vill ha pengarna tillbaka.', 'Ring mig på {phone}.'],
    ],
    quote_request: [
      ['Vi är ett litet {business} och behöver en ny hemsida.', 'Vi vill renovera köket och söker en hantverkare.'],
      ['Vår budget är ungefär {price}.', 'Kan ni ge en ungefärlig offert?'],
      ['Ni når mig på {phone}.', ''],
    ],
    short: [
      ['Ring mig gärna', 'Har ni öppet på söndag?', 'Tack!', 'Levererar ni till {city}?', 'Pris?', 'Finns den kvar?'],
    ],
    booking: [
      ['Jag vill boka ett bord för 6 personer den {date} kl {time}.', 'Kan jag boka en klippning den {date}?'],
      ['En person är vegetarian.', 'Helst på förmiddagen.'],
      ['Bekräfta gärna.', ''],
    ],
    feedback_thanks: [
      ['Tack för en fantastisk service.', '{product} kom idag och är jättefin.'],
      ['Snabb leverans och allt var väl förpackat.'],
      ['Vi rekommenderar er gärna!', ''],
    ],
  },
};

// prettier-ignore
export const cs: Phrasebook = {
  lang: 'cs',
  first: ['Jan', 'Tereza', 'Petr', 'Lucie', 'Tomáš', 'Eva', 'Martin', 'Kateřina'],
  last: ['Novák', 'Svobodová', 'Novotný', 'Dvořáková', 'Černý', 'Procházková', 'Kučera', 'Veselá'],
  greet: ['', 'Dobrý den,', 'Zdravím,', 'Vážení,', 'Ahoj,'],
  sign: ['', 'S pozdravem,\n{name}', 'Děkuji, {first}'],
  business: ['zubní ordinace', 'pekárna', 'advokátní kancelář', 'e-shop', 'restaurace', 'kadeřnictví', 'autoservis'],
  product: ['dubový stůl', 'roční předplatné', 'dárkový poukaz', 'dětské kolo', 'kávovar'],
  spam: {
    seo: [
      ['Prohlédl jsem si váš web {site} a na první stránce Googlu není.', 'Váš web přichází o spoustu návštěvnosti z vyhledávačů.'],
      ['Jsme SEO agentura a dostaneme vás na první stránku do 90 dnů.', 'Díky zpětným odkazům zdvojnásobíte návštěvnost.'],
      ['Mohu vám poslat analýzu zdarma?', 'Balíčky od {price} měsíčně.'],
    ],
    web_design: [
      ['Vaše webové stránky působí zastarale a na mobilu špatně fungují.', 'Jsem webdesigner na volné noze.'],
      ['Vytváříme moderní a rychlé weby za skvělou cenu.', 'Mohu vám předělat web ve WordPressu.'],
      ['Mám vám poslat návrh zdarma?', 'Ceny od {price}.'],
    ],
    investment_fraud: [
      ['Chci se s vámi podělit o investiční příležitost, která mi změnila život.', 'Naše obchodní platforma s AI vydělává 3–5 % denně.'],
      ['Už od 250 eur můžete mít pasivní příjem z domova.', 'Garantovaný výnos 300 % za 30 dní.'],
      ['Napište mi na WhatsApp {phone}.', 'Registrace: {url}'],
    ],
    phishing: [
      ['Vaše poštovní schránka je plná.', 'Platnost domény {site} dnes končí.'],
      ['Potvrďte své údaje do 24 hodin, jinak bude účet smazán.'],
      ['Potvrdit: {url}'],
    ],
    marketing_leads: [
      ['Chcete více zákazníků pro vaši firmu?', 'Dodáme vám 30–50 kvalifikovaných schůzek měsíčně.'],
      ['Reklamy na Googlu a Facebooku s platbou za výsledek.'],
      ['Máte zájem?', 'Odpovězte pro více informací.'],
    ],
    services_pitch: [
      ['Doufám, že se máte dobře. Píšu, protože spolupracujeme s firmami, jako je ta vaše.', 'Dovolte mi krátce představit naši firmu.'],
      ['Nabízíme účetnictví, překlady, návrh loga a zákaznickou podporu za výhodné ceny.', 'Naši klienti zvyšují obrat v průměru o 30 %.'],
      ['Našli byste příští týden 15 minut na krátký hovor?', 'Kdo by byl ten správný člověk pro tuto věc?'],
    ],
  },
  ham: {
    support_question: [
      ['Minulý týden jsem koupila {product} a mám dotaz.', 'Nedaří se mi vytvořit účet.'],
      ['Kontrolka pořád bliká červeně.', 'Je na to záruka?'],
      ['Předem děkuji.', 'Číslo objednávky {order}.', ''],
    ],
    complaint: [
      ['Jsem velmi nespokojený s vašimi službami.', 'Moje objednávka z {date} pořád nedorazila.'],
      ['Balík přišel poškozený.', 'Peníze mi byly strženy dvakrát.'],
      ['Chci vrátit peníze.', 'Zavolejte mi: {phone}.'],
    ],
    quote_request: [
      ['Jsme malá firma ({business}) a potřebujeme nový web.', 'Plánujeme rekonstrukci kuchyně.'],
      ['Náš rozpočet je asi {price}.', 'Můžete poslat orientační cenu?'],
      ['Můj telefon: {phone}.', ''],
    ],
    short: [
      ['Prosím zavolejte mi', 'Máte v neděli otevřeno?', 'Děkuji!', 'Doručujete do {city}?', 'Cena?', 'Je to ještě k dispozici?'],
    ],
    booking: [
      ['Rád bych rezervoval stůl pro 6 osob na {date} v {time}.', 'Mohu se objednat na stříhání na {date}?'],
      ['Jeden z nás je vegetarián.', 'Nejlépe dopoledne.'],
      ['Prosím o potvrzení.', ''],
    ],
    feedback_thanks: [
      ['Děkuji za skvělé služby.', '{product} dnes dorazil a je krásný.'],
      ['Rychlé doručení a vše dobře zabalené.'],
      ['Určitě vás doporučíme!', ''],
    ],
  },
};
