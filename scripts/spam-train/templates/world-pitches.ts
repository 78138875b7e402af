import type { AddedKinds } from './types.js';
import { worldPitchesAsia } from './world-pitches-asia.js';
import { worldPitchesEurope } from './world-pitches-europe.js';

/**
 * Link-less vendor pitches on subjects the corpus had none of, in all 20 languages, and their
 * neighbours from real people. The pitches the corpus had (seo, web design, app development, growth agencies...)
 * were mostly about websites and marketing, so a model could learn the subject instead of the shape: an unsolicited
 * offer from a vendor (`we`, `our team`), to the recipient's business, with a price or a free trial and a call to
 * action. `bookkeeping_pitch`, `translation_pitch`, `it_security_pitch` and `energy_pitch` have that shape on new
 * subjects. `b2b_request` is the other side: a business that writes as `we` and talks about prices, invoices and
 * calls because it wants to buy something from the form's owner. `existing_client` is added where a language had
 * none (clients asking for changes to their own site).
 */
// prettier-ignore
const worldPitchesWest: Readonly<Record<string, AddedKinds>> = {
  en: {
    spam: {
      bookkeeping_pitch: [
        ['Are you still doing your own bookkeeping after hours?', 'I run a small accounting firm that works with owners like you.', 'Tax season is coming and most small businesses overpay without knowing it.'],
        ['We take care of invoices, payroll and VAT returns for a flat {price} a month.', 'Our certified accountants can clean up your books in two weeks.', 'Our clients save on average 11 hours a week and a good part of their tax bill.'],
        ['Would you be open to a free 15-minute call this week?', 'Reply to this message and I will send you a no-obligation quote.', 'The first month is free if you sign up before Friday.'],
      ],
      translation_pitch: [
        ['I noticed your website is only available in one language.', 'We are a translation agency with native speakers in 40 languages.', 'Customers buy three times more often when a site speaks their language.'],
        ['We can translate and localize your whole website from {price}.', 'Our team handles websites, product descriptions and legal documents, delivered in 48 hours.', 'We offer certified translations at half the usual agency price.'],
        ['Shall I send you a free sample translation of your home page?', 'Just reply with the languages you need and we will send a quote today.', 'Let me know a good time for a quick call.'],
      ],
      it_security_pitch: [
        ['Small businesses are the number one target of ransomware this year.', 'We ran a quick scan and found that your website may have security weaknesses.', 'Our company provides managed IT support and cybersecurity for small offices.'],
        ['We offer a complete security audit of your systems for only {price}.', 'Our engineers monitor your network 24/7 and fix problems before they cost you money.', 'We can move your files and e-mail to a secure cloud with no downtime.'],
        ['Can we book a free 20-minute assessment call?', 'Reply "yes" and I will send you the report.', 'This offer is only valid for the first ten companies that answer.'],
      ],
      energy_pitch: [
        ['Are your energy bills still going up every quarter?', 'We help businesses cut their electricity costs by up to 40 %.', 'Your building could produce its own power with solar panels.'],
        ['Our advisers compare all suppliers and switch your contract for free.', 'We install solar panels with zero upfront cost and government subsidies.', 'A free energy audit shows exactly where your company is losing money.'],
        ['When would be a good time for a short call?', 'Reply with your last bill and we will calculate your savings.', 'Book your free consultation before the subsidies run out.'],
      ],
    },
    ham: {
      b2b_request: [
        ['We are a small architecture office and would like to order 20 {product} for our team.', 'Our company is organising a team event for 35 people in {city} next month.', 'We run a small {business} and are looking for a supplier we can work with long term.'],
        ['Could you send us a quote and your delivery times?', 'Do you offer a discount for companies, and can you invoice our company directly?', 'Our budget is around {price}; please tell us what is possible.'],
        ['Our office manager can take a call any morning this week.', 'Thank you, we look forward to your offer.', ''],
      ],
    },
  },
  de: {
    spam: {
      bookkeeping_pitch: [
        ['Machen Sie Ihre Buchhaltung immer noch selbst am Wochenende?', 'Ich leite ein kleines Steuerbüro, das mit Selbstständigen wie Ihnen arbeitet.', 'Die meisten kleinen Betriebe zahlen zu viel Steuern, ohne es zu wissen.'],
        ['Wir übernehmen Rechnungen, Lohnabrechnung und Umsatzsteuer für pauschal {price} im Monat.', 'Unsere Buchhalter bringen Ihre Belege in zwei Wochen in Ordnung.', 'Unsere Mandanten sparen im Schnitt elf Stunden pro Woche.'],
        ['Hätten Sie diese Woche Zeit für ein kostenloses Gespräch von 15 Minuten?', 'Antworten Sie kurz, dann schicke ich Ihnen ein unverbindliches Angebot.', 'Der erste Monat ist gratis, wenn Sie sich bis Freitag melden.'],
      ],
      translation_pitch: [
        ['Mir ist aufgefallen, dass Ihre Webseite nur auf Deutsch verfügbar ist.', 'Wir sind ein Übersetzungsbüro mit Muttersprachlern in 40 Sprachen.', 'Kunden kaufen deutlich öfter, wenn eine Seite ihre Sprache spricht.'],
        ['Wir übersetzen und lokalisieren Ihre gesamte Webseite ab {price}.', 'Unser Team übersetzt Webseiten, Produkttexte und Verträge in 48 Stunden.', 'Beglaubigte Übersetzungen bieten wir zum halben Agenturpreis an.'],
        ['Soll ich Ihnen eine kostenlose Probeübersetzung Ihrer Startseite schicken?', 'Nennen Sie mir einfach die Sprachen, und Sie erhalten heute noch ein Angebot.', 'Wann passt Ihnen ein kurzes Telefonat?'],
      ],
      it_security_pitch: [
        ['Kleine Unternehmen sind dieses Jahr das Hauptziel von Erpressungstrojanern.', 'Ein kurzer Scan hat gezeigt, dass Ihre Webseite Sicherheitslücken haben könnte.', 'Unsere Firma betreut die IT und Cybersicherheit kleiner Büros.'],
        ['Wir bieten Ihnen einen kompletten Sicherheitscheck Ihrer Systeme für nur {price}.', 'Unsere Techniker überwachen Ihr Netzwerk rund um die Uhr.', 'Wir ziehen Ihre Daten und E-Mails ohne Ausfall in eine sichere Cloud um.'],
        ['Dürfen wir Ihnen ein kostenloses Erstgespräch von 20 Minuten anbieten?', 'Antworten Sie mit „Ja“, dann sende ich Ihnen den Bericht.', 'Das Angebot gilt nur für die ersten zehn Firmen, die antworten.'],
      ],
      energy_pitch: [
        ['Steigen Ihre Stromkosten auch jedes Quartal?', 'Wir helfen Unternehmen, ihre Energiekosten um bis zu 40 % zu senken.', 'Ihr Dach könnte Ihren eigenen Strom mit einer Solaranlage erzeugen.'],
        ['Unsere Berater vergleichen alle Anbieter und wechseln Ihren Vertrag kostenlos.', 'Wir installieren Photovoltaik ohne Anzahlung, mit staatlicher Förderung.', 'Eine kostenlose Energieanalyse zeigt, wo Ihr Betrieb Geld verliert.'],
        ['Wann passt Ihnen ein kurzer Anruf?', 'Schicken Sie uns Ihre letzte Rechnung, wir berechnen Ihre Ersparnis.', 'Sichern Sie sich Ihre Gratisberatung, bevor die Förderung ausläuft.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Wir sind ein kleines Architekturbüro und möchten 20 Stück {product} für unser Team bestellen.', 'Unsere Firma plant nächsten Monat ein Teamevent für 35 Personen in {city}.', 'Wir suchen für unseren Betrieb einen Lieferanten für eine längere Zusammenarbeit.'],
        ['Könnten Sie uns ein Angebot mit Lieferzeiten schicken?', 'Gibt es Firmenrabatte, und können Sie direkt an unsere Firma fakturieren?', 'Unser Budget liegt bei etwa {price}, was ist damit möglich?'],
        ['Unsere Büroleiterin ist diese Woche vormittags telefonisch erreichbar.', 'Vielen Dank, wir freuen uns auf Ihr Angebot.', ''],
      ],
    },
  },
  fr: {
    spam: {
      bookkeeping_pitch: [
        ['Faites-vous encore votre comptabilité vous-même le soir ?', 'Je dirige un petit cabinet comptable qui accompagne les indépendants comme vous.', 'La plupart des petites entreprises paient trop d\'impôts sans le savoir.'],
        ['Nous gérons factures, paie et déclarations de TVA pour un forfait de {price} par mois.', 'Nos experts-comptables remettent vos comptes à jour en deux semaines.', 'Nos clients gagnent en moyenne onze heures par semaine.'],
        ['Seriez-vous disponible pour un appel gratuit de 15 minutes cette semaine ?', 'Répondez à ce message et je vous envoie un devis sans engagement.', 'Le premier mois est offert si vous vous inscrivez avant vendredi.'],
      ],
      translation_pitch: [
        ['J\'ai remarqué que votre site n\'existe qu\'en une seule langue.', 'Nous sommes une agence de traduction avec des traducteurs natifs dans 40 langues.', 'Les clients achètent bien plus quand un site parle leur langue.'],
        ['Nous traduisons et localisons tout votre site à partir de {price}.', 'Notre équipe traduit sites, fiches produits et contrats en 48 heures.', 'Nous proposons des traductions certifiées à moitié prix.'],
        ['Voulez-vous une traduction d\'essai gratuite de votre page d\'accueil ?', 'Indiquez-moi simplement les langues souhaitées et vous recevez un devis aujourd\'hui.', 'Quel moment vous conviendrait pour un court appel ?'],
      ],
      it_security_pitch: [
        ['Les petites entreprises sont la cible numéro un des rançongiciels cette année.', 'Une analyse rapide montre que votre site présente peut-être des failles de sécurité.', 'Notre société assure l\'infogérance et la cybersécurité des petits bureaux.'],
        ['Nous vous proposons un audit de sécurité complet pour seulement {price}.', 'Nos techniciens surveillent votre réseau 24 h/24.', 'Nous migrons vos fichiers et e-mails vers un cloud sécurisé sans interruption.'],
        ['Pouvons-nous réserver un diagnostic gratuit de 20 minutes ?', 'Répondez « oui » et je vous envoie le rapport.', 'Offre réservée aux dix premières entreprises qui répondent.'],
      ],
      energy_pitch: [
        ['Vos factures d\'énergie augmentent-elles encore chaque trimestre ?', 'Nous aidons les entreprises à réduire leurs coûts d\'électricité jusqu\'à 40 %.', 'Votre toiture pourrait produire votre propre électricité avec des panneaux solaires.'],
        ['Nos conseillers comparent tous les fournisseurs et changent votre contrat gratuitement.', 'Nous installons des panneaux solaires sans apport, avec les aides de l\'État.', 'Un audit énergétique gratuit montre où votre entreprise perd de l\'argent.'],
        ['Quand seriez-vous disponible pour un court appel ?', 'Envoyez-nous votre dernière facture et nous calculons vos économies.', 'Réservez votre étude gratuite avant la fin des aides.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Nous sommes un petit cabinet d\'architectes et souhaitons commander 20 {product} pour notre équipe.', 'Notre société organise un séminaire pour 35 personnes à {city} le mois prochain.', 'Nous cherchons un fournisseur pour notre entreprise, pour une collaboration durable.'],
        ['Pourriez-vous nous envoyer un devis avec les délais de livraison ?', 'Proposez-vous une remise aux entreprises, et pouvez-vous facturer directement notre société ?', 'Notre budget est d\'environ {price}, qu\'est-ce qui est possible ?'],
        ['Notre responsable administrative est joignable le matin cette semaine.', 'Merci, nous attendons votre proposition.', ''],
      ],
    },
  },
  es: {
    spam: {
      bookkeeping_pitch: [
        ['¿Sigue llevando la contabilidad usted mismo por las noches?', 'Dirijo una pequeña asesoría que trabaja con autónomos como usted.', 'La mayoría de las pequeñas empresas pagan más impuestos de la cuenta sin saberlo.'],
        ['Nos encargamos de facturas, nóminas e IVA por una cuota fija de {price} al mes.', 'Nuestros contables ponen al día sus cuentas en dos semanas.', 'Nuestros clientes ahorran de media once horas a la semana.'],
        ['¿Tendría 15 minutos esta semana para una llamada gratuita?', 'Responda a este mensaje y le envío un presupuesto sin compromiso.', 'El primer mes es gratis si se apunta antes del viernes.'],
      ],
      translation_pitch: [
        ['He visto que su web solo está disponible en un idioma.', 'Somos una agencia de traducción con traductores nativos en 40 idiomas.', 'Los clientes compran mucho más cuando una web habla su idioma.'],
        ['Traducimos y localizamos toda su web desde {price}.', 'Nuestro equipo traduce webs, fichas de producto y contratos en 48 horas.', 'Ofrecemos traducciones juradas a mitad de precio.'],
        ['¿Le envío una traducción de prueba gratuita de su página de inicio?', 'Dígame qué idiomas necesita y hoy mismo le mando el presupuesto.', '¿Cuándo le viene bien una llamada corta?'],
      ],
      it_security_pitch: [
        ['Las pequeñas empresas son el objetivo número uno del ransomware este año.', 'Un análisis rápido indica que su web podría tener fallos de seguridad.', 'Nuestra empresa ofrece soporte informático y ciberseguridad para pequeñas oficinas.'],
        ['Le ofrecemos una auditoría de seguridad completa por solo {price}.', 'Nuestros técnicos vigilan su red las 24 horas.', 'Migramos sus archivos y correos a una nube segura sin interrupciones.'],
        ['¿Podemos agendar un diagnóstico gratuito de 20 minutos?', 'Responda «sí» y le envío el informe.', 'Oferta válida solo para las diez primeras empresas que respondan.'],
      ],
      energy_pitch: [
        ['¿Sus facturas de luz siguen subiendo cada trimestre?', 'Ayudamos a las empresas a reducir su gasto eléctrico hasta un 40 %.', 'Su tejado podría producir su propia energía con placas solares.'],
        ['Nuestros asesores comparan todas las comercializadoras y cambian su contrato gratis.', 'Instalamos placas solares sin inversión inicial y con subvenciones.', 'Una auditoría energética gratuita muestra dónde pierde dinero su negocio.'],
        ['¿Cuándo le viene bien una llamada breve?', 'Envíenos su última factura y calculamos su ahorro.', 'Reserve su estudio gratuito antes de que se acaben las ayudas.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Somos un pequeño estudio de arquitectura y queremos encargar 20 {product} para nuestro equipo.', 'Nuestra empresa organiza un evento para 35 personas en {city} el mes que viene.', 'Buscamos un proveedor para nuestro negocio con quien trabajar a largo plazo.'],
        ['¿Nos podrían enviar un presupuesto con plazos de entrega?', '¿Hacen descuento a empresas y pueden facturar directamente a nuestra sociedad?', 'Nuestro presupuesto ronda los {price}, ¿qué se puede hacer?'],
        ['Nuestra responsable de oficina puede atender una llamada cualquier mañana de esta semana.', 'Gracias, quedamos a la espera de su propuesta.', ''],
      ],
    },
  },
  pt: {
    spam: {
      bookkeeping_pitch: [
        ['Ainda faz a contabilidade da empresa sozinho à noite?', 'Tenho um pequeno gabinete de contabilidade que trabalha com empresários como o senhor.', 'A maioria das pequenas empresas paga impostos a mais sem saber.'],
        ['Tratamos de faturas, salários e IVA por uma mensalidade fixa de {price}.', 'Os nossos contabilistas põem as suas contas em dia em duas semanas.', 'Os nossos clientes poupam em média onze horas por semana.'],
        ['Teria 15 minutos esta semana para uma chamada gratuita?', 'Responda a esta mensagem e envio-lhe um orçamento sem compromisso.', 'O primeiro mês é grátis se aderir até sexta-feira.'],
      ],
      translation_pitch: [
        ['Reparei que o seu site só está disponível numa língua.', 'Somos uma agência de tradução com tradutores nativos em 40 línguas.', 'Os clientes compram muito mais quando um site fala a língua deles.'],
        ['Traduzimos e localizamos todo o seu site a partir de {price}.', 'A nossa equipa traduz sites, descrições de produtos e contratos em 48 horas.', 'Oferecemos traduções certificadas a metade do preço.'],
        ['Quer que envie uma tradução de teste gratuita da sua página inicial?', 'Diga-me as línguas de que precisa e hoje mesmo recebe o orçamento.', 'Quando lhe dá jeito uma chamada rápida?'],
      ],
      it_security_pitch: [
        ['As pequenas empresas são o alvo número um do ransomware este ano.', 'Uma análise rápida mostra que o seu site pode ter falhas de segurança.', 'A nossa empresa presta suporte informático e cibersegurança a pequenos escritórios.'],
        ['Oferecemos uma auditoria de segurança completa por apenas {price}.', 'Os nossos técnicos monitorizam a sua rede 24 horas por dia.', 'Migramos os seus ficheiros e e-mails para uma nuvem segura sem interrupções.'],
        ['Podemos marcar um diagnóstico gratuito de 20 minutos?', 'Responda «sim» e envio-lhe o relatório.', 'Oferta válida apenas para as primeiras dez empresas que responderem.'],
      ],
      energy_pitch: [
        ['As suas contas de eletricidade continuam a subir todos os trimestres?', 'Ajudamos empresas a reduzir os custos de energia até 40 %.', 'O seu telhado pode produzir a sua própria energia com painéis solares.'],
        ['Os nossos consultores comparam todos os fornecedores e mudam o seu contrato de graça.', 'Instalamos painéis solares sem investimento inicial e com apoios do Estado.', 'Uma auditoria energética gratuita mostra onde a sua empresa perde dinheiro.'],
        ['Quando seria boa altura para uma chamada curta?', 'Envie-nos a sua última fatura e calculamos a sua poupança.', 'Marque já o seu estudo gratuito antes que os apoios acabem.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Somos um pequeno atelier de arquitetura e queremos encomendar 20 {product} para a nossa equipa.', 'A nossa empresa está a organizar um evento para 35 pessoas em {city} no próximo mês.', 'Procuramos um fornecedor para o nosso negócio, para uma parceria duradoura.'],
        ['Podem enviar-nos um orçamento com prazos de entrega?', 'Fazem desconto para empresas e podem faturar diretamente à nossa empresa?', 'O nosso orçamento ronda os {price}, o que é possível?'],
        ['A nossa responsável administrativa pode atender uma chamada de manhã esta semana.', 'Obrigado, aguardamos a vossa proposta.', ''],
      ],
    },
  },
  it: {
    spam: {
      bookkeeping_pitch: [
        ['Tiene ancora la contabilità da solo la sera?', 'Dirigo un piccolo studio di commercialisti che segue imprenditori come lei.', 'Quasi tutte le piccole imprese pagano più tasse del dovuto senza saperlo.'],
        ['Ci occupiamo di fatture, buste paga e IVA per un canone fisso di {price} al mese.', 'I nostri contabili sistemano i suoi conti in due settimane.', 'I nostri clienti risparmiano in media undici ore a settimana.'],
        ['Avrebbe 15 minuti questa settimana per una chiamata gratuita?', 'Risponda a questo messaggio e le mando un preventivo senza impegno.', 'Il primo mese è gratis se aderisce entro venerdì.'],
      ],
      translation_pitch: [
        ['Ho notato che il suo sito è disponibile in una sola lingua.', 'Siamo un\'agenzia di traduzioni con traduttori madrelingua in 40 lingue.', 'I clienti comprano molto di più quando un sito parla la loro lingua.'],
        ['Traduciamo e localizziamo tutto il suo sito a partire da {price}.', 'Il nostro team traduce siti, schede prodotto e contratti in 48 ore.', 'Offriamo traduzioni giurate a metà prezzo.'],
        ['Le invio una traduzione di prova gratuita della home page?', 'Mi dica le lingue che le servono e riceve il preventivo oggi stesso.', 'Quando le andrebbe bene una breve telefonata?'],
      ],
      it_security_pitch: [
        ['Le piccole imprese sono il bersaglio numero uno dei ransomware quest\'anno.', 'Un\'analisi veloce mostra che il suo sito potrebbe avere falle di sicurezza.', 'La nostra azienda offre assistenza informatica e sicurezza per piccoli uffici.'],
        ['Le proponiamo un audit di sicurezza completo a soli {price}.', 'I nostri tecnici monitorano la sua rete 24 ore su 24.', 'Spostiamo file ed e-mail su un cloud sicuro senza interruzioni.'],
        ['Possiamo fissare una verifica gratuita di 20 minuti?', 'Risponda «sì» e le mando il rapporto.', 'Offerta valida solo per le prime dieci aziende che rispondono.'],
      ],
      energy_pitch: [
        ['Le sue bollette continuano a salire ogni trimestre?', 'Aiutiamo le aziende a ridurre i costi dell\'energia fino al 40 %.', 'Il suo tetto potrebbe produrre energia con un impianto fotovoltaico.'],
        ['I nostri consulenti confrontano tutti i fornitori e cambiano il contratto gratis.', 'Installiamo pannelli solari senza anticipo e con gli incentivi statali.', 'Un\'analisi energetica gratuita mostra dove la sua azienda perde soldi.'],
        ['Quando le andrebbe bene una breve chiamata?', 'Ci mandi l\'ultima bolletta e calcoliamo il risparmio.', 'Prenoti lo studio gratuito prima che finiscano gli incentivi.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Siamo un piccolo studio di architettura e vorremmo ordinare 20 {product} per il nostro team.', 'La nostra azienda organizza un evento per 35 persone a {city} il mese prossimo.', 'Cerchiamo un fornitore per la nostra attività, per una collaborazione duratura.'],
        ['Potreste inviarci un preventivo con i tempi di consegna?', 'Fate sconti alle aziende e potete fatturare direttamente alla nostra società?', 'Il nostro budget è di circa {price}, cosa si può fare?'],
        ['La nostra responsabile d\'ufficio è raggiungibile al mattino questa settimana.', 'Grazie, attendiamo la vostra proposta.', ''],
      ],
    },
  },
  nl: {
    spam: {
      bookkeeping_pitch: [
        ['Doet u uw boekhouding nog steeds zelf in de avonduren?', 'Ik heb een klein administratiekantoor voor ondernemers zoals u.', 'De meeste kleine bedrijven betalen te veel belasting zonder het te weten.'],
        ['Wij verzorgen facturen, salarissen en btw-aangiftes voor vast {price} per maand.', 'Onze boekhouders brengen uw administratie binnen twee weken op orde.', 'Onze klanten besparen gemiddeld elf uur per week.'],
        ['Heeft u deze week 15 minuten voor een gratis gesprek?', 'Reageer op dit bericht en ik stuur u een vrijblijvende offerte.', 'De eerste maand is gratis als u zich voor vrijdag aanmeldt.'],
      ],
      translation_pitch: [
        ['Ik zag dat uw website maar in één taal beschikbaar is.', 'Wij zijn een vertaalbureau met moedertaalsprekers in 40 talen.', 'Klanten kopen veel vaker als een website hun taal spreekt.'],
        ['Wij vertalen en lokaliseren uw hele website vanaf {price}.', 'Ons team vertaalt websites, productteksten en contracten binnen 48 uur.', 'Beëdigde vertalingen bieden wij aan voor de helft van de prijs.'],
        ['Zal ik u een gratis proefvertaling van uw homepage sturen?', 'Laat me weten welke talen u nodig heeft, dan krijgt u vandaag een offerte.', 'Wanneer schikt een kort telefoontje?'],
      ],
      it_security_pitch: [
        ['Kleine bedrijven zijn dit jaar doelwit nummer één van ransomware.', 'Een snelle scan laat zien dat uw website mogelijk beveiligingslekken heeft.', 'Ons bedrijf verzorgt IT-beheer en cyberbeveiliging voor kleine kantoren.'],
        ['Wij bieden een volledige beveiligingsaudit van uw systemen voor maar {price}.', 'Onze technici bewaken uw netwerk dag en nacht.', 'Wij verhuizen uw bestanden en e-mail zonder onderbreking naar een veilige cloud.'],
        ['Mogen we een gratis kennismaking van 20 minuten inplannen?', 'Antwoord met "ja" en ik stuur u het rapport.', 'Dit aanbod geldt alleen voor de eerste tien bedrijven die reageren.'],
      ],
      energy_pitch: [
        ['Stijgt uw energierekening ook elk kwartaal?', 'Wij helpen bedrijven hun energiekosten tot 40 % te verlagen.', 'Uw dak kan met zonnepanelen uw eigen stroom opwekken.'],
        ['Onze adviseurs vergelijken alle leveranciers en zetten uw contract gratis over.', 'Wij plaatsen zonnepanelen zonder aanbetaling, met subsidie.', 'Een gratis energiescan laat zien waar uw bedrijf geld verliest.'],
        ['Wanneer schikt een kort gesprek?', 'Stuur ons uw laatste rekening en wij berekenen uw besparing.', 'Vraag uw gratis advies aan voordat de subsidie op is.'],
      ],
    },
    ham: {
      b2b_request: [
        ['Wij zijn een klein architectenbureau en willen 20 stuks {product} bestellen voor ons team.', 'Ons bedrijf organiseert volgende maand een teamuitje voor 35 mensen in {city}.', 'Wij zoeken voor onze zaak een leverancier voor een langere samenwerking.'],
        ['Kunt u ons een offerte met levertijden sturen?', 'Geeft u zakelijke korting en kunt u rechtstreeks aan ons bedrijf factureren?', 'Ons budget is ongeveer {price}, wat is daarmee mogelijk?'],
        ['Onze officemanager is deze week \'s ochtends telefonisch bereikbaar.', 'Dank u, wij zien uw voorstel graag tegemoet.', ''],
      ],
    },
  },
};

/** Every language's session-5 kinds (`world-pitches-europe.ts`, `world-pitches-asia.ts` hold the rest). */
export const worldPitches: Readonly<Record<string, AddedKinds>> = {
  ...worldPitchesWest,
  ...worldPitchesEurope,
  ...worldPitchesAsia,
};
