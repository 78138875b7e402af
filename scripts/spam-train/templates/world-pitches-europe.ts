import type { AddedKinds } from './types.js';

/** The kinds of `world-pitches.ts` in Polish, Russian, Ukrainian, Turkish, Swedish and Czech. */
// prettier-ignore
export const worldPitchesEurope: Readonly<Record<string, AddedKinds>> = {
  pl: {
    spam: {
      bookkeeping_pitch: [
        ['Czy nadal sam prowadzi Pan księgowość firmy po godzinach?', 'Prowadzę małe biuro rachunkowe, które obsługuje przedsiębiorców takich jak Pan.', 'Większość małych firm przepłaca podatki, nawet o tym nie wiedząc.'],
        ['Zajmujemy się fakturami, kadrami i VAT za stałe {price} miesięcznie.', 'Nasi księgowi uporządkują Pana dokumenty w dwa tygodnie.', 'Nasi klienci oszczędzają średnio jedenaście godzin tygodniowo.'],
        ['Czy znajdzie Pan w tym tygodniu 15 minut na bezpłatną rozmowę?', 'Proszę odpisać, a wyślę niezobowiązującą ofertę.', 'Pierwszy miesiąc jest gratis przy zgłoszeniu do piątku.'],
      ],
      translation_pitch: [
        ['Zauważyłem, że Państwa strona jest dostępna tylko w jednym języku.', 'Jesteśmy biurem tłumaczeń z native speakerami w 40 językach.', 'Klienci kupują znacznie chętniej, gdy strona mówi w ich języku.'],
        ['Przetłumaczymy i zlokalizujemy całą Państwa stronę już od {price}.', 'Nasz zespół tłumaczy strony, opisy produktów i umowy w 48 godzin.', 'Oferujemy tłumaczenia przysięgłe za połowę zwykłej ceny.'],
        ['Czy mogę przesłać bezpłatne tłumaczenie próbne strony głównej?', 'Proszę podać potrzebne języki, a jeszcze dziś wyślę wycenę.', 'Kiedy pasuje Państwu krótka rozmowa telefoniczna?'],
      ],
      it_security_pitch: [
        ['Małe firmy są w tym roku głównym celem ataków ransomware.', 'Szybki skan pokazał, że Państwa strona może mieć luki w zabezpieczeniach.', 'Nasza firma zapewnia obsługę IT i cyberbezpieczeństwo małych biur.'],
        ['Proponujemy pełny audyt bezpieczeństwa Państwa systemów za jedyne {price}.', 'Nasi technicy monitorują sieć przez całą dobę.', 'Przeniesiemy pliki i pocztę do bezpiecznej chmury bez przestojów.'],
        ['Czy możemy umówić bezpłatną 20-minutową konsultację?', 'Proszę odpisać „tak”, a prześlę raport.', 'Oferta ważna tylko dla pierwszych dziesięciu firm.'],
      ],
      energy_pitch: [
        ['Czy Państwa rachunki za prąd nadal rosną co kwartał?', 'Pomagamy firmom obniżyć koszty energii nawet o 40 %.', 'Państwa dach mógłby produkować własny prąd dzięki fotowoltaice.'],
        ['Nasi doradcy porównają wszystkich dostawców i bezpłatnie zmienią umowę.', 'Montujemy panele słoneczne bez wkładu własnego, z dotacją.', 'Bezpłatny audyt energetyczny pokaże, gdzie firma traci pieniądze.'],
        ['Kiedy pasuje krótka rozmowa?', 'Proszę przesłać ostatni rachunek, a wyliczymy oszczędności.', 'Proszę zarezerwować darmową analizę, zanim skończą się dotacje.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Jesteśmy małą pracownią architektoniczną i chcemy zamówić 20 sztuk: {product} dla zespołu.', 'Nasza firma organizuje w przyszłym miesiącu wydarzenie dla 35 osób w {city}.', 'Szukamy dostawcy do naszej firmy na dłuższą współpracę.'],
        ['Czy mogą Państwo przesłać ofertę z terminem dostawy?', 'Czy jest rabat dla firm i czy można wystawić fakturę na naszą spółkę?', 'Nasz budżet to około {price}, co jest możliwe?'],
        ['Nasza kierowniczka biura jest dostępna telefonicznie rano w tym tygodniu.', 'Dziękujemy i czekamy na ofertę.', ''],
      ],
    },
  },
  ru: {
    spam: {
      bookkeeping_pitch: [
        ['Вы всё ещё ведёте бухгалтерию сами по вечерам?', 'Я руковожу небольшой бухгалтерской компанией, которая работает с предпринимателями.', 'Большинство малых компаний переплачивают налоги и даже не знают об этом.'],
        ['Мы берём на себя счета, зарплату и НДС за фиксированные {price} в месяц.', 'Наши бухгалтеры наведут порядок в ваших документах за две недели.', 'Наши клиенты экономят в среднем одиннадцать часов в неделю.'],
        ['Найдётся ли у вас 15 минут на бесплатный созвон на этой неделе?', 'Ответьте на это сообщение, и я пришлю коммерческое предложение.', 'Первый месяц бесплатно при подключении до пятницы.'],
      ],
      translation_pitch: [
        ['Я заметил, что ваш сайт доступен только на одном языке.', 'Мы бюро переводов с носителями 40 языков.', 'Клиенты покупают гораздо чаще, когда сайт говорит на их языке.'],
        ['Переведём и локализуем весь ваш сайт от {price}.', 'Наша команда переводит сайты, карточки товаров и договоры за 48 часов.', 'Предлагаем нотариальные переводы в два раза дешевле.'],
        ['Прислать вам бесплатный пробный перевод главной страницы?', 'Напишите, какие языки нужны, и сегодня же получите расчёт.', 'Когда вам удобно коротко созвониться?'],
      ],
      it_security_pitch: [
        ['Малый бизнес в этом году главная цель вирусов-вымогателей.', 'Быстрая проверка показала, что у вашего сайта могут быть уязвимости.', 'Наша компания обслуживает IT и кибербезопасность небольших офисов.'],
        ['Предлагаем полный аудит безопасности ваших систем всего за {price}.', 'Наши инженеры следят за вашей сетью круглосуточно.', 'Перенесём файлы и почту в защищённое облако без простоев.'],
        ['Можно назначить бесплатную консультацию на 20 минут?', 'Ответьте «да», и я пришлю отчёт.', 'Предложение действует только для первых десяти компаний.'],
      ],
      energy_pitch: [
        ['Ваши счета за электричество растут каждый квартал?', 'Мы помогаем компаниям сократить расходы на энергию до 40 %.', 'Ваша крыша могла бы давать собственное электричество с солнечными панелями.'],
        ['Наши консультанты сравнят всех поставщиков и бесплатно переоформят договор.', 'Устанавливаем солнечные панели без первого взноса, с господдержкой.', 'Бесплатный энергоаудит покажет, где ваша компания теряет деньги.'],
        ['Когда вам удобно созвониться?', 'Пришлите последний счёт, и мы рассчитаем экономию.', 'Запишитесь на бесплатный расчёт, пока действует субсидия.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Мы небольшое архитектурное бюро и хотим заказать 20 штук ({product}) для команды.', 'Наша компания в следующем месяце проводит мероприятие на 35 человек в {city}.', 'Ищем поставщика для нашей фирмы на долгосрочное сотрудничество.'],
        ['Пришлите, пожалуйста, предложение со сроками поставки.', 'Есть ли скидка для юрлиц и можно ли выставить счёт на нашу компанию?', 'Наш бюджет около {price}, что можно сделать?'],
        ['Наш офис-менеджер на связи по утрам на этой неделе.', 'Спасибо, ждём ваше предложение.', ''],
      ],
    },
  },
  uk: {
    spam: {
      bookkeeping_pitch: [
        ['Ви досі ведете бухгалтерію самі вечорами?', 'Я керую невеликою бухгалтерською фірмою, що працює з підприємцями.', 'Більшість малих компаній переплачують податки і навіть не знають про це.'],
        ['Ми беремо на себе рахунки, зарплату та ПДВ за фіксовані {price} на місяць.', 'Наші бухгалтери наведуть лад у ваших документах за два тижні.', 'Наші клієнти економлять у середньому одинадцять годин на тиждень.'],
        ['Чи знайдеться у вас 15 хвилин на безкоштовну розмову цього тижня?', 'Відповідайте на це повідомлення, і я надішлю пропозицію.', 'Перший місяць безкоштовно при підключенні до п\'ятниці.'],
      ],
      translation_pitch: [
        ['Я помітив, що ваш сайт доступний лише однією мовою.', 'Ми бюро перекладів із носіями 40 мов.', 'Клієнти купують набагато частіше, коли сайт говорить їхньою мовою.'],
        ['Перекладемо та локалізуємо весь ваш сайт від {price}.', 'Наша команда перекладає сайти, описи товарів і договори за 48 годин.', 'Пропонуємо нотаріальні переклади вдвічі дешевше.'],
        ['Надіслати вам безкоштовний пробний переклад головної сторінки?', 'Напишіть, які мови потрібні, і сьогодні ж отримаєте розрахунок.', 'Коли вам зручно коротко зідзвонитися?'],
      ],
      it_security_pitch: [
        ['Малий бізнес цього року головна ціль програм-вимагачів.', 'Швидка перевірка показала, що ваш сайт може мати вразливості.', 'Наша компанія обслуговує IT та кібербезпеку невеликих офісів.'],
        ['Пропонуємо повний аудит безпеки ваших систем лише за {price}.', 'Наші інженери стежать за вашою мережею цілодобово.', 'Перенесемо файли й пошту в захищену хмару без простоїв.'],
        ['Можна призначити безкоштовну консультацію на 20 хвилин?', 'Відповідайте «так», і я надішлю звіт.', 'Пропозиція діє лише для перших десяти компаній.'],
      ],
      energy_pitch: [
        ['Ваші рахунки за електрику ростуть щокварталу?', 'Ми допомагаємо компаніям скоротити витрати на енергію до 40 %.', 'Ваш дах міг би давати власну електрику із сонячними панелями.'],
        ['Наші консультанти порівняють усіх постачальників і безкоштовно переоформлять договір.', 'Встановлюємо сонячні панелі без першого внеску.', 'Безкоштовний енергоаудит покаже, де ваша компанія втрачає гроші.'],
        ['Коли вам зручно зідзвонитися?', 'Надішліть останній рахунок, і ми розрахуємо економію.', 'Запишіться на безкоштовний розрахунок уже сьогодні.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Ми невелике архітектурне бюро і хочемо замовити 20 штук ({product}) для команди.', 'Наша компанія наступного місяця проводить захід на 35 людей у {city}.', 'Шукаємо постачальника для нашої фірми на довгострокову співпрацю.'],
        ['Надішліть, будь ласка, пропозицію з термінами доставки.', 'Чи є знижка для юросіб і чи можна виставити рахунок на нашу компанію?', 'Наш бюджет близько {price}, що можна зробити?'],
        ['Наш офіс-менеджер на зв\'язку зранку цього тижня.', 'Дякуємо, чекаємо на вашу пропозицію.', ''],
      ],
      existing_client: [
        ['Добрий день, чи можете додати нові фото команди на наш сайт?', 'На нашому сайті досі старий графік роботи, оновіть, будь ласка.', 'Форма зворотного зв\'язку на нашому сайті з учора не надсилає листи.'],
        ['Тексти лежать у спільній папці: {link}', 'Потрібно, щоб це було на сайті до нашого заходу {date}', 'Це входить у договір на підтримку чи скільки коштуватиме?'],
        ['Дякую!', 'Гарного дня, {first}', ''],
      ],
    },
  },
  tr: {
    spam: {
      bookkeeping_pitch: [
        ['Şirketinizin muhasebesini hâlâ akşamları kendiniz mi yapıyorsunuz?', 'Sizin gibi işletme sahipleriyle çalışan küçük bir mali müşavirlik ofisim var.', 'Küçük işletmelerin çoğu farkında olmadan fazla vergi ödüyor.'],
        ['Faturalar, bordro ve KDV beyannamelerini aylık sabit {price} karşılığında üstleniyoruz.', 'Muhasebecilerimiz kayıtlarınızı iki haftada düzene sokar.', 'Müşterilerimiz haftada ortalama on bir saat kazanıyor.'],
        ['Bu hafta 15 dakikalık ücretsiz bir görüşme için vaktiniz olur mu?', 'Bu mesaja cevap verin, size bağlayıcı olmayan bir teklif göndereyim.', 'Cuma gününe kadar kaydolursanız ilk ay ücretsiz.'],
      ],
      translation_pitch: [
        ['Web sitenizin yalnızca tek dilde olduğunu fark ettim.', 'Biz 40 dilde anadili konuşan çevirmenleri olan bir çeviri bürosuyuz.', 'Müşteriler site kendi dillerinde olunca çok daha fazla satın alıyor.'],
        ['Tüm sitenizi {price} fiyatından başlayarak çevirip yerelleştiriyoruz.', 'Ekibimiz web sitelerini, ürün açıklamalarını ve sözleşmeleri 48 saatte çeviriyor.', 'Yeminli tercümeyi yarı fiyatına sunuyoruz.'],
        ['Ana sayfanızın ücretsiz deneme çevirisini göndereyim mi?', 'Hangi dillere ihtiyacınız olduğunu yazın, bugün teklifinizi gönderelim.', 'Kısa bir telefon görüşmesi için ne zaman uygunsunuz?'],
      ],
      it_security_pitch: [
        ['Bu yıl fidye yazılımlarının bir numaralı hedefi küçük işletmeler.', 'Hızlı bir tarama sitenizde güvenlik açıkları olabileceğini gösterdi.', 'Şirketimiz küçük ofislere BT desteği ve siber güvenlik hizmeti veriyor.'],
        ['Sistemleriniz için kapsamlı bir güvenlik denetimini sadece {price} karşılığında sunuyoruz.', 'Mühendislerimiz ağınızı 7/24 izliyor.', 'Dosyalarınızı ve e-postanızı kesinti olmadan güvenli buluta taşıyoruz.'],
        ['20 dakikalık ücretsiz bir değerlendirme görüşmesi ayarlayabilir miyiz?', '“Evet” yazın, raporu size göndereyim.', 'Teklif yalnızca ilk on şirket için geçerlidir.'],
      ],
      energy_pitch: [
        ['Elektrik faturalarınız her çeyrek artmaya devam ediyor mu?', 'İşletmelerin enerji maliyetlerini yüzde 40\'a kadar düşürmelerine yardım ediyoruz.', 'Çatınız güneş panelleriyle kendi elektriğinizi üretebilir.'],
        ['Danışmanlarımız tüm tedarikçileri karşılaştırır ve sözleşmenizi ücretsiz değiştirir.', 'Peşinatsız ve devlet teşvikli güneş paneli kuruyoruz.', 'Ücretsiz enerji analizi işletmenizin nerede para kaybettiğini gösterir.'],
        ['Kısa bir görüşme için ne zaman uygunsunuz?', 'Son faturanızı gönderin, tasarrufunuzu hesaplayalım.', 'Teşvikler bitmeden ücretsiz analizinizi ayırtın.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Küçük bir mimarlık ofisiyiz ve ekibimiz için 20 adet {product} sipariş etmek istiyoruz.', 'Şirketimiz gelecek ay {city} şehrinde 35 kişilik bir etkinlik düzenliyor.', 'İşletmemiz için uzun vadeli çalışabileceğimiz bir tedarikçi arıyoruz.'],
        ['Teslim süreleriyle birlikte bir teklif gönderebilir misiniz?', 'Şirketlere indirim yapıyor musunuz, faturayı doğrudan şirketimize kesebilir misiniz?', 'Bütçemiz yaklaşık {price}, neler mümkün?'],
        ['Ofis müdürümüz bu hafta sabahları telefonla ulaşılabilir.', 'Teşekkürler, teklifinizi bekliyoruz.', ''],
      ],
      existing_client: [
        ['Merhaba, yeni ekip fotoğraflarını sitemize ekleyebilir misiniz?', 'Sitemizde hâlâ eski çalışma saatleri yazıyor, güncelleyebilir misiniz?', 'Sitemizdeki iletişim formu dünden beri e-posta göndermiyor.'],
        ['Metinler paylaşılan klasörde: {link}', '{date} tarihindeki etkinliğimizden önce yayında olması gerekiyor.', 'Bu bakım sözleşmesine dahil mi, yoksa ücreti ne olur?'],
        ['Teşekkürler!', 'İyi çalışmalar, {first}', ''],
      ],
    },
  },
  sv: {
    spam: {
      bookkeeping_pitch: [
        ['Sköter du fortfarande bokföringen själv på kvällarna?', 'Jag driver en liten redovisningsbyrå som hjälper företagare som du.', 'De flesta småföretag betalar för mycket skatt utan att veta om det.'],
        ['Vi sköter fakturor, löner och moms för fasta {price} i månaden.', 'Våra redovisningskonsulter får ordning på bokföringen på två veckor.', 'Våra kunder sparar i snitt elva timmar i veckan.'],
        ['Har du 15 minuter den här veckan för ett kostnadsfritt samtal?', 'Svara på meddelandet så skickar jag en offert utan förpliktelser.', 'Första månaden är gratis om du anmäler dig före fredag.'],
      ],
      translation_pitch: [
        ['Jag såg att er webbplats bara finns på ett språk.', 'Vi är en översättningsbyrå med modersmålstalare på 40 språk.', 'Kunder köper betydligt oftare när en sajt talar deras språk.'],
        ['Vi översätter och lokaliserar hela er webbplats från {price}.', 'Vårt team översätter webbplatser, produkttexter och avtal på 48 timmar.', 'Vi erbjuder auktoriserade översättningar till halva priset.'],
        ['Ska jag skicka en gratis provöversättning av er startsida?', 'Skriv vilka språk ni behöver så får ni en offert i dag.', 'När passar det med ett kort samtal?'],
      ],
      it_security_pitch: [
        ['Småföretag är i år ransomwarens främsta mål.', 'En snabb skanning visar att er webbplats kan ha säkerhetsbrister.', 'Vårt företag sköter IT-support och cybersäkerhet för små kontor.'],
        ['Vi erbjuder en fullständig säkerhetsgranskning av era system för bara {price}.', 'Våra tekniker övervakar ert nätverk dygnet runt.', 'Vi flyttar era filer och e-post till ett säkert moln utan avbrott.'],
        ['Får vi boka en kostnadsfri genomgång på 20 minuter?', 'Svara ”ja” så skickar jag rapporten.', 'Erbjudandet gäller bara de tio första företagen som svarar.'],
      ],
      energy_pitch: [
        ['Stiger era elräkningar fortfarande varje kvartal?', 'Vi hjälper företag att sänka sina energikostnader med upp till 40 %.', 'Ert tak skulle kunna producera egen el med solpaneler.'],
        ['Våra rådgivare jämför alla elbolag och byter ert avtal gratis.', 'Vi installerar solceller utan kontantinsats och med bidrag.', 'En gratis energikartläggning visar var företaget förlorar pengar.'],
        ['När passar ett kort samtal?', 'Skicka er senaste faktura så räknar vi ut besparingen.', 'Boka er gratis analys innan bidragen tar slut.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Vi är ett litet arkitektkontor och vill beställa 20 st {product} till vårt team.', 'Vårt företag ordnar en personalfest för 35 personer i {city} nästa månad.', 'Vi söker en leverantör till vår verksamhet för ett långsiktigt samarbete.'],
        ['Kan ni skicka en offert med leveranstider?', 'Har ni företagsrabatt och kan ni fakturera vårt bolag direkt?', 'Vår budget är runt {price}, vad går att göra?'],
        ['Vår kontorschef nås på telefon på förmiddagarna den här veckan.', 'Tack, vi ser fram emot ert förslag.', ''],
      ],
      existing_client: [
        ['Hej, kan ni lägga upp de nya teambilderna på vår hemsida?', 'På vår hemsida står fortfarande de gamla öppettiderna, kan ni uppdatera?', 'Kontaktformuläret på vår sajt har slutat skicka mejl sedan i går.'],
        ['Texterna ligger i den delade mappen: {link}', 'Det behöver vara ute före vårt event den {date}', 'Ingår det i serviceavtalet eller vad skulle det kosta?'],
        ['Tack!', 'Hälsningar, {first}', ''],
      ],
    },
  },
  cs: {
    spam: {
      bookkeeping_pitch: [
        ['Vedete si účetnictví firmy pořád sami po večerech?', 'Vedu malou účetní kancelář, která pracuje s podnikateli jako vy.', 'Většina malých firem přeplácí daně, aniž by o tom věděla.'],
        ['Postaráme se o faktury, mzdy a DPH za pevných {price} měsíčně.', 'Naše účetní dají vaše doklady do pořádku za dva týdny.', 'Naši klienti ušetří v průměru jedenáct hodin týdně.'],
        ['Našel byste tento týden 15 minut na bezplatný hovor?', 'Odpovězte na tuto zprávu a pošlu vám nezávaznou nabídku.', 'První měsíc je zdarma, když se přihlásíte do pátku.'],
      ],
      translation_pitch: [
        ['Všiml jsem si, že váš web je jen v jednom jazyce.', 'Jsme překladatelská agentura s rodilými mluvčími ve 40 jazycích.', 'Zákazníci nakupují mnohem častěji, když web mluví jejich jazykem.'],
        ['Přeložíme a lokalizujeme celý váš web už od {price}.', 'Náš tým překládá weby, popisy produktů a smlouvy do 48 hodin.', 'Soudní překlady nabízíme za poloviční cenu.'],
        ['Mám vám poslat bezplatný zkušební překlad úvodní stránky?', 'Napište, jaké jazyky potřebujete, a ještě dnes dostanete nabídku.', 'Kdy se vám hodí krátký telefonát?'],
      ],
      it_security_pitch: [
        ['Malé firmy jsou letos hlavním cílem ransomwaru.', 'Rychlý sken ukázal, že váš web může mít bezpečnostní díry.', 'Naše firma zajišťuje IT podporu a kybernetickou bezpečnost malých kanceláří.'],
        ['Nabízíme kompletní bezpečnostní audit vašich systémů za pouhých {price}.', 'Naši technici hlídají vaši síť nonstop.', 'Přesuneme soubory a e-maily do bezpečného cloudu bez výpadku.'],
        ['Můžeme domluvit bezplatnou 20minutovou konzultaci?', 'Odpovězte „ano“ a pošlu vám zprávu.', 'Nabídka platí jen pro prvních deset firem.'],
      ],
      energy_pitch: [
        ['Rostou vám účty za elektřinu každé čtvrtletí?', 'Pomáháme firmám snížit náklady na energie až o 40 %.', 'Vaše střecha by mohla vyrábět vlastní elektřinu ze solárních panelů.'],
        ['Naši poradci porovnají všechny dodavatele a smlouvu změní zdarma.', 'Instalujeme fotovoltaiku bez akontace a s dotací.', 'Bezplatný energetický audit ukáže, kde firma ztrácí peníze.'],
        ['Kdy se vám hodí krátký hovor?', 'Pošlete nám poslední fakturu a spočítáme úsporu.', 'Rezervujte si bezplatnou analýzu, než dotace skončí.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Jsme malý architektonický ateliér a chceme objednat 20 kusů ({product}) pro náš tým.', 'Naše firma pořádá příští měsíc akci pro 35 lidí v {city}.', 'Hledáme pro naši firmu dodavatele na dlouhodobou spolupráci.'],
        ['Mohli byste nám poslat nabídku s dodacími lhůtami?', 'Dáváte slevu firmám a můžete fakturovat přímo na naši společnost?', 'Náš rozpočet je kolem {price}, co je možné?'],
        ['Naše office manažerka je tento týden k zastižení dopoledne.', 'Děkujeme, těšíme se na vaši nabídku.', ''],
      ],
      existing_client: [
        ['Dobrý den, můžete přidat nové fotky týmu na náš web?', 'Na našem webu je pořád stará otevírací doba, můžete ji aktualizovat?', 'Kontaktní formulář na našem webu od včerejška neposílá e-maily.'],
        ['Texty jsou ve sdílené složce: {link}', 'Potřebujeme to mít venku před naší akcí {date}', 'Je to v ceně servisní smlouvy, nebo kolik by to stálo?'],
        ['Díky!', 'S pozdravem, {first}', ''],
      ],
    },
  },
};
