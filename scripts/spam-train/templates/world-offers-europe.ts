import type { AddedKinds } from './types.js';

/** Session 6's kinds (`world-offers.ts`) in Polish, Russian, Ukrainian, Turkish, Swedish and Czech. */
// prettier-ignore
export const worldOffersEurope: Readonly<Record<string, AddedKinds>> = {
  pl: {
    spam: {
      staffing_pitch: [
        ['Czy trudno Państwu znaleźć rzetelnych pracowników w rozsądnej cenie?', 'Zapewniamy firmom takim jak Państwa zdalnych programistów, grafików i asystentów.', 'Rekrutacja na miejscu jest powolna i droga, a można inaczej.'],
        ['Nasi sprawdzeni specjaliści pracują w Państwa strefie czasowej od {price} za godzinę.', 'Otrzymują Państwo pracownika na pełen etat za ułamek lokalnej pensji, bez opłat rekrutacyjnych.', 'Nasi konsultanci obsługują Państwa klientów przez telefon, czat i e-mail całą dobę.'],
        ['Czy mogę przesłać kilka profili dopasowanych do Państwa potrzeb?', 'Czy znajdą Państwo chwilę na krótką rozmowę o planach zatrudnienia?', 'Pierwsze dwa tygodnie bez ryzyka: płacą Państwo tylko, jeśli są zadowoleni.'],
      ],
      logistics_pitch: [
        ['Jesteśmy spedytorem z siedzibą w Shenzhen z dwunastoletnim doświadczeniem.', 'Czy importują Państwo towary z Azji dla swojej firmy?', 'Nasi agenci zakupowi znajdują fabryki, sprawdzają jakość i dostarczają pod same drzwi.'],
        ['Oferujemy transport od drzwi do drzwi morzem, samolotem i koleją w bardzo konkurencyjnych cenach.', 'Nasi klienci oszczędzają do 30 % na frachcie i odprawie celnej.', 'Zajmujemy się za Państwa dokumentami, cłem i magazynem.'],
        ['Proszę przesłać dane następnej przesyłki, wycenę przygotujemy w 24 godziny.', 'Czy mogę przesłać nasz aktualny cennik?', 'Proszę dać znać, jeśli chcą Państwo bezpłatną wycenę transportu.'],
      ],
      packaging_pitch: [
        ['Jesteśmy producentem opakowań na zamówienie: pudełek, toreb i etykiet.', 'Nasza fabryka produkuje nadruki na gadżetach reklamowych dla marek z całego świata.', 'Dobre opakowanie sprawia, że klienci pamiętają Państwa markę.'],
        ['Minimalne zamówienie od 500 sztuk, ceny fabryczne i bezpłatny projekt.', 'Drukujemy Państwa logo na pudełkach, kubkach, długopisach i koszulkach od {price}.', 'Darmowe próbki są dostępne, a dostawa trwa tylko 15 dni.'],
        ['Czy chcieliby Państwo otrzymać nasz katalog i bezpłatną próbkę?', 'Proszę podać rozmiar i ilość, a prześlę ofertę.', 'Proszę odpowiedzieć na tę wiadomość, aby otrzymać najlepszą cenę w tym miesiącu.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Prowadzimy mały sklep w {city} i chcielibyśmy sprzedawać Państwa {product}.', 'Jestem kupcem w sieci trzech sklepów i poznałam Państwa produkty na targach.', 'Nasz sklep internetowy sprzedaje lokalne produkty i Państwa towary pasowałyby do oferty.'],
        ['Czy mogą Państwo podać ceny hurtowe i minimalną wielkość zamówienia?', 'Czy współpracują Państwo z odsprzedawcami i jakie są warunki pierwszego zamówienia?', 'Prosimy o katalog i warunki współpracy dla sklepów.'],
        ['Jeśli to Państwu odpowiada, zadzwonię w któreś popołudnie w tym tygodniu.', 'Dziękuję i czekam na odpowiedź.', ''],
      ],
    },
  },
  ru: {
    spam: {
      staffing_pitch: [
        ['Сложно найти надёжных сотрудников за разумные деньги?', 'Мы предоставляем таким компаниям, как ваша, удалённых разработчиков, дизайнеров и ассистентов.', 'Нанимать на месте долго и дорого, есть способ лучше.'],
        ['Наши проверенные специалисты работают в вашем часовом поясе от {price} в час.', 'Вы получаете сотрудника на полный день за долю местной зарплаты, без комиссии за подбор.', 'Наши операторы отвечают вашим клиентам по телефону, в чате и по почте круглосуточно.'],
        ['Могу ли я прислать вам несколько подходящих резюме?', 'Найдётся ли у вас время на короткий звонок о ваших планах по найму?', 'Первые две недели без риска: вы платите, только если довольны.'],
      ],
      logistics_pitch: [
        ['Мы транспортно-экспедиторская компания из Шэньчжэня с двенадцатилетним опытом.', 'Вы закупаете товары в Азии для своего бизнеса?', 'Наши агенты находят фабрики, проверяют качество и доставляют до вашей двери.'],
        ['Предлагаем доставку «от двери до двери» морем, авиа и по железной дороге по очень выгодным ценам.', 'Наши клиенты экономят до 30 % на фрахте и растаможке.', 'Мы берём на себя документы, таможню и склад.'],
        ['Пришлите данные вашей следующей партии, и мы рассчитаем стоимость за 24 часа.', 'Можно отправить вам наш актуальный прайс-лист?', 'Дайте знать, если нужен бесплатный расчёт доставки.'],
      ],
      packaging_pitch: [
        ['Мы производитель упаковки на заказ: коробок, пакетов и этикеток.', 'Наша фабрика выпускает сувенирную продукцию с печатью для брендов по всему миру.', 'Хорошая упаковка помогает клиентам запомнить ваш бренд.'],
        ['Минимальный заказ от 500 штук, цены фабрики и бесплатный дизайн.', 'Нанесём ваш логотип на коробки, кружки, ручки и футболки от {price}.', 'Бесплатные образцы в наличии, срок производства всего 15 дней.'],
        ['Хотите получить наш каталог и бесплатный образец?', 'Сообщите размер и количество, и я пришлю коммерческое предложение.', 'Ответьте на это сообщение, чтобы получить лучшую цену этого месяца.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['У нас небольшой магазин в городе {city}, и мы хотели бы продавать ваши {product}.', 'Я закупщик сети из трёх магазинов, увидела вашу продукцию на выставке.', 'Наш интернет-магазин продаёт местные товары, ваша продукция нам бы подошла.'],
        ['Подскажите, пожалуйста, оптовые цены и минимальный объём заказа.', 'Работаете ли вы с перепродавцами и на каких условиях первый заказ?', 'Пришлите, пожалуйста, каталог и условия для магазинов.'],
        ['Если удобно, могу позвонить вам на этой неделе после обеда.', 'Спасибо, буду ждать ответа.', ''],
      ],
    },
  },
  uk: {
    spam: {
      staffing_pitch: [
        ['Важко знайти надійних працівників за розумні гроші?', 'Ми надаємо таким компаніям, як ваша, віддалених розробників, дизайнерів і асистентів.', 'Наймати на місці довго й дорого, є кращий спосіб.'],
        ['Наші перевірені фахівці працюють у вашому часовому поясі від {price} за годину.', 'Ви отримуєте працівника на повний день за частку місцевої зарплати, без комісії за підбір.', 'Наші оператори відповідають вашим клієнтам телефоном, у чаті та поштою цілодобово.'],
        ['Чи можу я надіслати вам кілька відповідних резюме?', 'Чи знайдеться у вас час на короткий дзвінок про ваші плани щодо найму?', 'Перші два тижні без ризику: ви платите, лише якщо задоволені.'],
      ],
      logistics_pitch: [
        ['Ми експедиторська компанія з Шеньчженя з дванадцятирічним досвідом.', 'Ви закуповуєте товари в Азії для свого бізнесу?', 'Наші агенти знаходять фабрики, перевіряють якість і доставляють до ваших дверей.'],
        ['Пропонуємо доставку «від дверей до дверей» морем, авіа та залізницею за дуже вигідними цінами.', 'Наші клієнти заощаджують до 30 % на фрахті та розмитненні.', 'Ми беремо на себе документи, митницю та склад.'],
        ['Надішліть дані вашої наступної партії, і ми розрахуємо вартість за 24 години.', 'Можна надіслати вам наш актуальний прайс?', 'Дайте знати, якщо потрібен безкоштовний розрахунок доставки.'],
      ],
      packaging_pitch: [
        ['Ми виробник пакування на замовлення: коробок, пакетів та етикеток.', 'Наша фабрика випускає сувенірну продукцію з друком для брендів з усього світу.', 'Гарне пакування допомагає клієнтам запам’ятати ваш бренд.'],
        ['Мінімальне замовлення від 500 штук, ціни фабрики та безкоштовний дизайн.', 'Нанесемо ваш логотип на коробки, чашки, ручки та футболки від {price}.', 'Безкоштовні зразки в наявності, виробництво лише 15 днів.'],
        ['Бажаєте отримати наш каталог і безкоштовний зразок?', 'Повідомте розмір і кількість, і я надішлю комерційну пропозицію.', 'Дайте відповідь на це повідомлення, щоб отримати найкращу ціну місяця.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['У нас невеликий магазин у місті {city}, і ми хотіли б продавати ваші {product}.', 'Я закупниця мережі з трьох магазинів, побачила вашу продукцію на виставці.', 'Наш інтернет-магазин продає місцеві товари, ваша продукція нам би підійшла.'],
        ['Підкажіть, будь ласка, оптові ціни та мінімальний обсяг замовлення.', 'Чи працюєте ви з перепродавцями і на яких умовах перше замовлення?', 'Надішліть, будь ласка, каталог і умови для магазинів.'],
        ['Якщо зручно, можу зателефонувати вам цього тижня після обіду.', 'Дякую, чекатиму на відповідь.', ''],
      ],
    },
  },
  tr: {
    spam: {
      staffing_pitch: [
        ['Makul bir maliyetle güvenilir personel bulmakta zorlanıyor musunuz?', 'Sizin gibi şirketlere uzaktan çalışan yazılımcı, tasarımcı ve asistan sağlıyoruz.', 'Yerel işe alım yavaş ve pahalı, daha iyi bir yolu var.'],
        ['Özenle seçilmiş uzmanlarımız sizin saat diliminizde saatlik {price} fiyatla çalışır.', 'Yerel bir maaşın çok altında tam zamanlı bir çalışanınız olur, işe alım ücreti yok.', 'Müşteri temsilcilerimiz müşterilerinize telefon, sohbet ve e-posta ile 7/24 yanıt verir.'],
        ['İhtiyacınıza uygun birkaç özgeçmiş gönderebilir miyim?', 'İşe alım planlarınız hakkında kısa bir görüşmeye ne dersiniz?', 'İlk iki hafta risksiz: yalnızca memnun kalırsanız ödersiniz.'],
      ],
      logistics_pitch: [
        ['Shenzhen merkezli, on iki yıllık deneyime sahip bir nakliye firmasıyız.', 'İşletmeniz için Asya’dan ürün ithal ediyor musunuz?', 'Satın alma temsilcilerimiz fabrikaları bulur, kaliteyi kontrol eder ve kapınıza kadar gönderir.'],
        ['Deniz, hava ve demiryolu ile kapıdan kapıya taşımayı çok uygun fiyatlarla sunuyoruz.', 'Müşterilerimiz navlun ve gümrükte yüzde 30’a kadar tasarruf ediyor.', 'Evrak, gümrük ve depo işlerini sizin yerinize biz hallediyoruz.'],
        ['Bir sonraki gönderinizin bilgilerini iletin, 24 saat içinde fiyat verelim.', 'Güncel fiyat listemizi göndermemi ister misiniz?', 'Ücretsiz nakliye teklifi isterseniz haber verin.'],
      ],
      packaging_pitch: [
        ['Özel baskılı kutu, çanta ve etiket üreticisiyiz.', 'Fabrikamız dünyanın her yerindeki markalar için baskılı promosyon ürünleri üretiyor.', 'İyi bir ambalaj, müşterilerin markanızı hatırlamasını sağlar.'],
        ['Minimum sipariş 500 adet, fabrika fiyatı ve ücretsiz tasarım.', 'Logonuzu kutulara, kupalara, kalemlere ve tişörtlere {price} fiyatından basıyoruz.', 'Ücretsiz numune mevcut, teslimat sadece 15 gün sürüyor.'],
        ['Kataloğumuzu ve ücretsiz bir numune almak ister misiniz?', 'Ölçü ve adedi yazın, size fiyat teklifi göndereyim.', 'Bu ayın en iyi fiyatı için bu mesaja yanıt verin.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['{city} şehrinde küçük bir mağazamız var ve {product} ürünlerinizi satmak istiyoruz.', 'Üç mağazalı bir zincirin satın alma sorumlusuyum, ürünlerinizi bir fuarda gördüm.', 'Online mağazamız yerel ürünler satıyor, ürünleriniz bize çok uyar.'],
        ['Toptan fiyatlarınızı ve minimum sipariş miktarını öğrenebilir miyiz?', 'Bayilerle çalışıyor musunuz, ilk sipariş için koşullarınız nedir?', 'Kataloğunuzu ve mağazalar için koşullarınızı gönderebilir misiniz?'],
        ['Uygunsa bu hafta bir öğleden sonra sizi arayabilirim.', 'Teşekkürler, dönüşünüzü bekliyorum.', ''],
      ],
    },
  },
  sv: {
    spam: {
      staffing_pitch: [
        ['Har ni svårt att hitta pålitlig personal till en rimlig kostnad?', 'Vi förser företag som ert med dedikerade utvecklare, designers och assistenter på distans.', 'Att rekrytera lokalt är långsamt och dyrt, och det finns ett bättre sätt.'],
        ['Våra noga utvalda specialister arbetar i er tidszon från {price} i timmen.', 'Ni får en heltidsanställd för en bråkdel av en svensk lön, utan rekryteringsavgift.', 'Våra supportagenter svarar era kunder via telefon, chatt och e-post dygnet runt.'],
        ['Får jag skicka några profiler som passar era behov?', 'Har ni tid för ett kort samtal om era rekryteringsplaner?', 'De två första veckorna är riskfria: ni betalar bara om ni är nöjda.'],
      ],
      logistics_pitch: [
        ['Vi är en speditör i Shenzhen med tolv års erfarenhet.', 'Importerar ni varor från Asien till ert företag?', 'Våra inköpsagenter hittar fabriker, kontrollerar kvaliteten och levererar ända fram till er dörr.'],
        ['Vi erbjuder frakt från dörr till dörr med båt, flyg och tåg till mycket konkurrenskraftiga priser.', 'Våra kunder sparar upp till 30 % på frakt och förtullning.', 'Vi sköter papper, tull och lager åt er.'],
        ['Skicka uppgifterna om er nästa sändning så får ni en offert inom 24 timmar.', 'Får jag skicka vår aktuella prislista?', 'Hör av er om ni vill ha en kostnadsfri fraktoffert.'],
      ],
      packaging_pitch: [
        ['Vi tillverkar förpackningar på beställning: kartonger, påsar och etiketter.', 'Vår fabrik tillverkar tryckta profilprodukter åt varumärken över hela världen.', 'En bra förpackning gör att kunderna minns ert varumärke.'],
        ['Minsta order 500 stycken, fabrikspriser och kostnadsfri design.', 'Vi trycker er logga på kartonger, muggar, pennor och t-shirts från {price}.', 'Gratis prover finns och leveransen tar bara 15 dagar.'],
        ['Vill ni få vår katalog och ett gratis prov?', 'Berätta storlek och antal så skickar jag en offert.', 'Svara på det här meddelandet för månadens bästa pris.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Vi driver en liten butik i {city} och skulle gärna vilja sälja era {product}.', 'Jag är inköpare för tre butiker och såg era produkter på en mässa.', 'Vår webbutik säljer lokala varor och era produkter skulle passa bra hos oss.'],
        ['Kan ni berätta era grossistpriser och minsta orderkvantitet?', 'Arbetar ni med återförsäljare, och vilka villkor gäller för en första order?', 'Skicka gärna er katalog och era villkor för butiker.'],
        ['Om det passar kan jag ringa en eftermiddag den här veckan.', 'Tack, jag ser fram emot ert svar.', ''],
      ],
    },
  },
  cs: {
    spam: {
      staffing_pitch: [
        ['Nedaří se vám najít spolehlivé zaměstnance za rozumnou cenu?', 'Firmám, jako je ta vaše, poskytujeme vzdálené vývojáře, grafiky a asistenty.', 'Nábor na místě je pomalý a drahý, jde to i jinak.'],
        ['Naši prověření odborníci pracují ve vašem časovém pásmu od {price} za hodinu.', 'Získáte pracovníka na plný úvazek za zlomek místního platu, bez poplatků za nábor.', 'Naši operátoři odpovídají vašim zákazníkům po telefonu, v chatu a e-mailem nonstop.'],
        ['Mohu vám poslat několik vhodných profilů?', 'Měli byste čas na krátký hovor o vašich plánech náboru?', 'První dva týdny bez rizika: platíte, jen pokud jste spokojeni.'],
      ],
      logistics_pitch: [
        ['Jsme speditérská firma se sídlem v Šen-čenu a dvanáctiletou praxí.', 'Dovážíte pro svou firmu zboží z Asie?', 'Naši nákupní agenti najdou továrny, zkontrolují kvalitu a doručí až k vašim dveřím.'],
        ['Nabízíme přepravu od dveří ke dveřím po moři, letecky i po železnici za velmi výhodné ceny.', 'Naši klienti ušetří až 30 % na přepravě a proclení.', 'Vyřídíme za vás doklady, clo i skladování.'],
        ['Pošlete nám údaje o vaší příští zásilce a do 24 hodin máte nabídku.', 'Mohu vám poslat náš aktuální ceník?', 'Dejte vědět, pokud chcete nezávaznou nabídku přepravy zdarma.'],
      ],
      packaging_pitch: [
        ['Jsme výrobce obalů na zakázku: krabic, tašek a etiket.', 'Naše továrna vyrábí potištěné reklamní předměty pro značky z celého světa.', 'Dobrý obal zajistí, že si zákazníci vaši značku zapamatují.'],
        ['Minimální odběr 500 kusů, tovární ceny a grafický návrh zdarma.', 'Vaše logo natiskneme na krabice, hrnky, propisky a trička od {price}.', 'Vzorky zdarma jsou k dispozici a dodání trvá jen 15 dní.'],
        ['Chcete dostat náš katalog a vzorek zdarma?', 'Napište mi rozměr a množství a pošlu vám nabídku.', 'Odpovězte na tuto zprávu a získejte naši nejlepší cenu měsíce.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Máme malý obchod v {city} a rádi bychom prodávali vaše {product}.', 'Jsem nákupčí pro síť tří prodejen a vaše výrobky jsem viděla na veletrhu.', 'Náš e-shop prodává místní zboží a vaše výrobky by k nám dobře seděly.'],
        ['Mohli byste nám sdělit velkoobchodní ceny a minimální odběr?', 'Spolupracujete s prodejci a jaké jsou podmínky pro první objednávku?', 'Pošlete nám prosím katalog a podmínky pro obchody.'],
        ['Pokud vám to vyhovuje, zavolám vám tento týden odpoledne.', 'Děkuji a těším se na odpověď.', ''],
      ],
    },
  },
};
