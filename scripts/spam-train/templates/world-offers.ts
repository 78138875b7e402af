import type { AddedKinds } from './types.js';
import { worldOffersAsia } from './world-offers-asia.js';
import { worldOffersEurope } from './world-offers-europe.js';

/**
 * Session 6 of issue 11: more vendor pitches whose subject the corpus had none of, in all 20 languages, and their
 * neighbour from real businesses. `staffing_pitch` (outsourced developers, assistants, support agents by the hour),
 * `logistics_pitch` (freight forwarders and sourcing agents) and `packaging_pitch` (factories of custom packaging
 * and printed goods) have the pitch's shape on subjects unlike websites and marketing. `reseller_inquiry` is the other
 * side: a shop or distributor that writes as `we` about prices, minimum orders and a call because it wants to sell
 * the form owner's products.
 */
// prettier-ignore
const worldOffersWest: Readonly<Record<string, AddedKinds>> = {
  en: {
    spam: {
      staffing_pitch: [
        ['Are you struggling to find reliable staff at a reasonable cost?', 'We provide dedicated remote developers, designers and assistants to companies like yours.', 'Hiring locally is slow and expensive, and there is a better way.'],
        ['Our pre-vetted professionals work in your time zone from {price} per hour.', 'You get a full-time team member for a fraction of a local salary, with no recruitment fees.', 'Our support agents can answer your customers by phone, chat and e-mail around the clock.'],
        ['Can I send you a few profiles that match your needs?', 'Would you be open to a short call to discuss your hiring plans?', 'The first two weeks are risk-free: you only pay if you are satisfied.'],
      ],
      logistics_pitch: [
        ['We are a freight forwarder based in Shenzhen with 12 years of experience.', 'Are you importing goods from Asia for your business?', 'Our sourcing agents find factories, check quality and ship to your door.'],
        ['We offer door-to-door shipping by sea, air and rail at very competitive rates.', 'Our clients save up to 30 % on freight and customs clearance.', 'We handle the paperwork, the customs and the warehouse for you.'],
        ['Please send us your next shipment details and we will quote within 24 hours.', 'May I send you our current price list?', 'Let me know if you would like a free shipping quote.'],
      ],
      packaging_pitch: [
        ['We are a manufacturer of custom packaging boxes, bags and labels.', 'Our factory produces printed promotional products for brands all over the world.', 'Good packaging makes customers remember your brand.'],
        ['Low minimum order of 500 pieces, factory prices and free design service.', 'We can print your logo on boxes, mugs, pens and T-shirts from {price}.', 'Free samples are available and delivery takes only 15 days.'],
        ['Would you like to receive our catalogue and a free sample?', 'Please tell me the size and quantity you need and I will send a quotation.', 'Reply to this message for our best price this month.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['We run a small shop in {city} and would love to stock your {product}.', 'I am the buyer for a chain of three stores and came across your products at a fair.', 'Our online store sells local goods and your products would fit our range well.'],
        ['Could you tell us your wholesale prices and the minimum order quantity?', 'Do you work with resellers, and what are your terms for a first order?', 'Please send us your catalogue and your conditions for retailers.'],
        ['If it suits you, I can call you one afternoon this week.', 'Thank you, I look forward to hearing from you.', ''],
      ],
    },
  },
  de: {
    spam: {
      staffing_pitch: [
        ['Finden Sie keine zuverlässigen Mitarbeiter zu vernünftigen Kosten?', 'Wir stellen Unternehmen wie Ihrem feste Remote-Entwickler, Designer und Assistenten zur Verfügung.', 'Personal vor Ort zu finden ist langsam und teuer, es geht auch anders.'],
        ['Unsere geprüften Fachkräfte arbeiten in Ihrer Zeitzone ab {price} pro Stunde.', 'Sie bekommen eine Vollzeitkraft zu einem Bruchteil eines deutschen Gehalts, ohne Vermittlungsgebühr.', 'Unsere Supportmitarbeiter betreuen Ihre Kunden rund um die Uhr per Telefon, Chat und E-Mail.'],
        ['Darf ich Ihnen ein paar passende Profile schicken?', 'Hätten Sie Zeit für ein kurzes Gespräch über Ihre Personalplanung?', 'Die ersten zwei Wochen sind ohne Risiko: Sie zahlen nur, wenn Sie zufrieden sind.'],
      ],
      logistics_pitch: [
        ['Wir sind eine Spedition mit Sitz in Shenzhen und zwölf Jahren Erfahrung.', 'Importieren Sie Waren aus Asien für Ihr Geschäft?', 'Unsere Einkaufsagenten finden Fabriken, prüfen die Qualität und liefern bis vor Ihre Tür.'],
        ['Wir bieten Haus-zu-Haus-Versand per Schiff, Luft und Bahn zu sehr günstigen Preisen.', 'Unsere Kunden sparen bis zu 30 % bei Fracht und Verzollung.', 'Wir erledigen Papiere, Zoll und Lagerung für Sie.'],
        ['Schicken Sie uns die Daten Ihrer nächsten Sendung, Sie erhalten binnen 24 Stunden ein Angebot.', 'Darf ich Ihnen unsere aktuelle Preisliste senden?', 'Melden Sie sich, wenn Sie ein kostenloses Frachtangebot möchten.'],
      ],
      packaging_pitch: [
        ['Wir sind Hersteller von individuellen Verpackungen, Kartons, Tüten und Etiketten.', 'Unsere Fabrik produziert bedruckte Werbeartikel für Marken in aller Welt.', 'Eine gute Verpackung sorgt dafür, dass Kunden sich an Ihre Marke erinnern.'],
        ['Geringe Mindestmenge ab 500 Stück, Fabrikpreise und kostenloser Designservice.', 'Wir drucken Ihr Logo auf Kartons, Tassen, Kugelschreiber und T-Shirts ab {price}.', 'Kostenlose Muster sind verfügbar, die Lieferung dauert nur 15 Tage.'],
        ['Möchten Sie unseren Katalog und ein kostenloses Muster erhalten?', 'Nennen Sie mir Größe und Menge, dann schicke ich Ihnen ein Angebot.', 'Antworten Sie auf diese Nachricht für unseren besten Preis in diesem Monat.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Wir führen einen kleinen Laden in {city} und würden gern Ihre {product} ins Sortiment nehmen.', 'Ich bin Einkäuferin für drei Filialen und habe Ihre Produkte auf einer Messe gesehen.', 'Unser Onlineshop verkauft regionale Waren, Ihre Produkte würden gut zu uns passen.'],
        ['Könnten Sie uns Ihre Händlerpreise und die Mindestbestellmenge nennen?', 'Arbeiten Sie mit Wiederverkäufern, und zu welchen Konditionen für eine Erstbestellung?', 'Bitte senden Sie uns Ihren Katalog und Ihre Konditionen für Händler.'],
        ['Wenn es Ihnen passt, rufe ich Sie diese Woche an einem Nachmittag an.', 'Vielen Dank, ich freue mich auf Ihre Antwort.', ''],
      ],
    },
  },
  fr: {
    spam: {
      staffing_pitch: [
        ['Vous avez du mal à trouver du personnel fiable à un coût raisonnable ?', 'Nous mettons à disposition des entreprises comme la vôtre des développeurs, graphistes et assistants à distance.', 'Recruter localement est lent et coûteux, il existe une meilleure solution.'],
        ['Nos professionnels sélectionnés travaillent sur votre fuseau horaire à partir de {price} de l’heure.', 'Vous avez un collaborateur à temps plein pour une fraction d’un salaire local, sans frais de recrutement.', 'Nos téléconseillers répondent à vos clients par téléphone, chat et e-mail 24 h sur 24.'],
        ['Puis-je vous envoyer quelques profils adaptés à vos besoins ?', 'Seriez-vous disponible pour un court appel sur vos projets de recrutement ?', 'Les deux premières semaines sont sans risque : vous ne payez que si vous êtes satisfait.'],
      ],
      logistics_pitch: [
        ['Nous sommes un transitaire basé à Shenzhen avec douze ans d’expérience.', 'Importez-vous des marchandises d’Asie pour votre entreprise ?', 'Nos agents d’achat trouvent les usines, contrôlent la qualité et livrent jusqu’à votre porte.'],
        ['Nous proposons le transport porte-à-porte par mer, air et rail à des tarifs très compétitifs.', 'Nos clients économisent jusqu’à 30 % sur le fret et le dédouanement.', 'Nous gérons pour vous les documents, la douane et l’entreposage.'],
        ['Envoyez-nous les détails de votre prochain envoi, devis sous 24 heures.', 'Puis-je vous envoyer notre grille tarifaire actuelle ?', 'Dites-moi si vous souhaitez un devis de transport gratuit.'],
      ],
      packaging_pitch: [
        ['Nous sommes fabricant d’emballages personnalisés, de boîtes, de sacs et d’étiquettes.', 'Notre usine produit des objets publicitaires imprimés pour des marques du monde entier.', 'Un bel emballage fait que les clients se souviennent de votre marque.'],
        ['Quantité minimum de 500 pièces, prix usine et création graphique offerte.', 'Nous imprimons votre logo sur boîtes, mugs, stylos et t-shirts à partir de {price}.', 'Échantillons gratuits disponibles, livraison en 15 jours seulement.'],
        ['Souhaitez-vous recevoir notre catalogue et un échantillon gratuit ?', 'Indiquez-moi la taille et la quantité, je vous envoie un devis.', 'Répondez à ce message pour notre meilleur prix du mois.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Nous tenons une petite boutique à {city} et aimerions vendre vos {product}.', 'Je suis acheteuse pour trois magasins et j’ai découvert vos produits sur un salon.', 'Notre boutique en ligne vend des produits locaux et les vôtres y auraient toute leur place.'],
        ['Pourriez-vous nous indiquer vos prix revendeurs et la quantité minimum de commande ?', 'Travaillez-vous avec des revendeurs, et à quelles conditions pour une première commande ?', 'Merci de nous envoyer votre catalogue et vos conditions pour les commerçants.'],
        ['Si cela vous convient, je peux vous appeler un après-midi cette semaine.', 'Merci d’avance, au plaisir de vous lire.', ''],
      ],
    },
  },
  es: {
    spam: {
      staffing_pitch: [
        ['¿Le cuesta encontrar personal fiable a un precio razonable?', 'Ofrecemos a empresas como la suya desarrolladores, diseñadores y asistentes remotos dedicados.', 'Contratar en local es lento y caro, y hay una forma mejor.'],
        ['Nuestros profesionales seleccionados trabajan en su zona horaria desde {price} la hora.', 'Tendrá un empleado a tiempo completo por una fracción de un sueldo local, sin gastos de selección.', 'Nuestros agentes atienden a sus clientes por teléfono, chat y correo las 24 horas.'],
        ['¿Le puedo enviar algunos perfiles que encajen con lo que necesita?', '¿Tendría unos minutos para una llamada sobre sus planes de contratación?', 'Las dos primeras semanas son sin riesgo: solo paga si queda satisfecho.'],
      ],
      logistics_pitch: [
        ['Somos un transitario con sede en Shenzhen y doce años de experiencia.', '¿Importa mercancía de Asia para su negocio?', 'Nuestros agentes de compras buscan fábricas, revisan la calidad y envían hasta su puerta.'],
        ['Ofrecemos envío puerta a puerta por mar, aire y tren a precios muy competitivos.', 'Nuestros clientes ahorran hasta un 30 % en flete y despacho de aduanas.', 'Nos encargamos de los papeles, la aduana y el almacén por usted.'],
        ['Envíenos los datos de su próximo envío y le cotizamos en 24 horas.', '¿Le puedo enviar nuestra lista de precios actual?', 'Dígame si desea una cotización de envío gratuita.'],
      ],
      packaging_pitch: [
        ['Somos fabricantes de cajas, bolsas y etiquetas de embalaje personalizadas.', 'Nuestra fábrica produce artículos promocionales impresos para marcas de todo el mundo.', 'Un buen embalaje hace que los clientes recuerden su marca.'],
        ['Pedido mínimo de 500 unidades, precio de fábrica y diseño gratuito.', 'Imprimimos su logo en cajas, tazas, bolígrafos y camisetas desde {price}.', 'Tenemos muestras gratuitas y la entrega tarda solo 15 días.'],
        ['¿Desea recibir nuestro catálogo y una muestra gratis?', 'Indíqueme el tamaño y la cantidad y le envío un presupuesto.', 'Responda a este mensaje para obtener nuestro mejor precio del mes.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Tenemos una pequeña tienda en {city} y nos gustaría vender sus {product}.', 'Soy la compradora de una cadena de tres tiendas y conocí sus productos en una feria.', 'Nuestra tienda online vende productos locales y los suyos encajarían muy bien.'],
        ['¿Podrían indicarnos sus precios al por mayor y el pedido mínimo?', '¿Trabajan con revendedores y cuáles son las condiciones para un primer pedido?', 'Por favor, envíennos su catálogo y sus condiciones para tiendas.'],
        ['Si le viene bien, puedo llamarle una tarde de esta semana.', 'Muchas gracias, quedo a la espera de su respuesta.', ''],
      ],
    },
  },
  pt: {
    spam: {
      staffing_pitch: [
        ['Tem dificuldade em encontrar profissionais de confiança a um custo razoável?', 'Fornecemos a empresas como a sua programadores, designers e assistentes remotos dedicados.', 'Contratar localmente é lento e caro, e existe uma forma melhor.'],
        ['Os nossos profissionais selecionados trabalham no seu fuso horário a partir de {price} por hora.', 'Tem um colaborador a tempo inteiro por uma fração de um salário local, sem taxas de recrutamento.', 'Os nossos agentes atendem os seus clientes por telefone, chat e e-mail 24 horas por dia.'],
        ['Posso enviar-lhe alguns perfis adequados ao que procura?', 'Teria disponibilidade para uma chamada rápida sobre as suas contratações?', 'As duas primeiras semanas são sem risco: só paga se ficar satisfeito.'],
      ],
      logistics_pitch: [
        ['Somos um agente de carga com sede em Shenzhen e doze anos de experiência.', 'Importa mercadorias da Ásia para o seu negócio?', 'Os nossos agentes de compras encontram fábricas, verificam a qualidade e entregam à sua porta.'],
        ['Oferecemos envio porta a porta por mar, ar e comboio a preços muito competitivos.', 'Os nossos clientes poupam até 30 % em frete e desalfandegamento.', 'Tratamos da papelada, da alfândega e do armazém por si.'],
        ['Envie-nos os dados do seu próximo envio e fazemos o orçamento em 24 horas.', 'Posso enviar-lhe a nossa tabela de preços atual?', 'Diga-me se quer um orçamento de frete gratuito.'],
      ],
      packaging_pitch: [
        ['Somos fabricantes de caixas, sacos e etiquetas de embalagem personalizados.', 'A nossa fábrica produz brindes promocionais impressos para marcas de todo o mundo.', 'Uma boa embalagem faz os clientes lembrarem-se da sua marca.'],
        ['Encomenda mínima de 500 peças, preço de fábrica e design gratuito.', 'Imprimimos o seu logótipo em caixas, canecas, canetas e t-shirts a partir de {price}.', 'Temos amostras grátis e a entrega demora apenas 15 dias.'],
        ['Gostaria de receber o nosso catálogo e uma amostra grátis?', 'Diga-me o tamanho e a quantidade e envio-lhe uma cotação.', 'Responda a esta mensagem para o nosso melhor preço deste mês.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Temos uma pequena loja em {city} e gostaríamos de vender os vossos {product}.', 'Sou compradora de uma rede de três lojas e conheci os vossos produtos numa feira.', 'A nossa loja online vende produtos locais e os vossos encaixariam bem.'],
        ['Podem indicar-nos os preços de revenda e a quantidade mínima de encomenda?', 'Trabalham com revendedores, e quais são as condições para uma primeira encomenda?', 'Enviem-nos, por favor, o catálogo e as condições para lojistas.'],
        ['Se for conveniente, posso ligar numa tarde desta semana.', 'Obrigada, fico a aguardar a vossa resposta.', ''],
      ],
    },
  },
  it: {
    spam: {
      staffing_pitch: [
        ['Fate fatica a trovare personale affidabile a un costo ragionevole?', 'Forniamo ad aziende come la vostra sviluppatori, grafici e assistenti da remoto dedicati.', 'Assumere sul posto è lento e costoso, e c’è un modo migliore.'],
        ['I nostri professionisti selezionati lavorano nel vostro fuso orario a partire da {price} l’ora.', 'Avete una risorsa a tempo pieno per una frazione di uno stipendio locale, senza costi di selezione.', 'I nostri operatori rispondono ai vostri clienti al telefono, in chat e via e-mail 24 ore su 24.'],
        ['Posso inviarvi alcuni profili adatti alle vostre esigenze?', 'Avreste tempo per una breve chiamata sui vostri piani di assunzione?', 'Le prime due settimane sono senza rischi: pagate solo se siete soddisfatti.'],
      ],
      logistics_pitch: [
        ['Siamo uno spedizioniere con sede a Shenzhen e dodici anni di esperienza.', 'Importate merce dall’Asia per la vostra attività?', 'I nostri agenti di acquisto trovano le fabbriche, controllano la qualità e spediscono fino alla vostra porta.'],
        ['Offriamo spedizioni porta a porta via mare, aerea e ferroviaria a prezzi molto competitivi.', 'I nostri clienti risparmiano fino al 30 % su trasporto e sdoganamento.', 'Pensiamo noi a documenti, dogana e magazzino.'],
        ['Inviateci i dati della vostra prossima spedizione e vi facciamo un preventivo entro 24 ore.', 'Posso inviarvi il nostro listino prezzi aggiornato?', 'Fatemi sapere se desiderate un preventivo di spedizione gratuito.'],
      ],
      packaging_pitch: [
        ['Siamo produttori di scatole, buste ed etichette personalizzate.', 'La nostra fabbrica produce gadget promozionali stampati per marchi di tutto il mondo.', 'Un buon imballaggio fa ricordare il vostro marchio ai clienti.'],
        ['Ordine minimo di 500 pezzi, prezzi di fabbrica e grafica gratuita.', 'Stampiamo il vostro logo su scatole, tazze, penne e magliette a partire da {price}.', 'Campioni gratuiti disponibili, consegna in soli 15 giorni.'],
        ['Desiderate ricevere il nostro catalogo e un campione gratuito?', 'Indicatemi misura e quantità e vi invio un preventivo.', 'Rispondete a questo messaggio per il nostro miglior prezzo del mese.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Abbiamo un piccolo negozio a {city} e vorremmo vendere i vostri {product}.', 'Sono la buyer di una catena di tre negozi e ho visto i vostri prodotti a una fiera.', 'Il nostro negozio online vende prodotti locali e i vostri si abbinerebbero bene.'],
        ['Potreste indicarci i prezzi all’ingrosso e il quantitativo minimo d’ordine?', 'Lavorate con rivenditori, e a quali condizioni per un primo ordine?', 'Vi chiediamo di inviarci il catalogo e le condizioni per i negozi.'],
        ['Se vi va bene, posso chiamarvi un pomeriggio di questa settimana.', 'Grazie, attendo vostre notizie.', ''],
      ],
    },
  },
  nl: {
    spam: {
      staffing_pitch: [
        ['Lukt het niet om betrouwbaar personeel te vinden tegen redelijke kosten?', 'Wij leveren bedrijven zoals het uwe vaste externe ontwikkelaars, ontwerpers en assistenten.', 'Lokaal werven is traag en duur, en het kan beter.'],
        ['Onze gescreende professionals werken in uw tijdzone vanaf {price} per uur.', 'U krijgt een fulltime medewerker voor een fractie van een Nederlands salaris, zonder wervingskosten.', 'Onze supportmedewerkers helpen uw klanten dag en nacht via telefoon, chat en e-mail.'],
        ['Mag ik u een paar passende profielen sturen?', 'Staat u open voor een kort gesprek over uw personeelsplannen?', 'De eerste twee weken zijn zonder risico: u betaalt alleen als u tevreden bent.'],
      ],
      logistics_pitch: [
        ['Wij zijn een expediteur in Shenzhen met twaalf jaar ervaring.', 'Importeert u goederen uit Azië voor uw bedrijf?', 'Onze inkoopagenten zoeken fabrieken, controleren de kwaliteit en leveren tot aan uw deur.'],
        ['Wij bieden deur-tot-deur verzending per zee, lucht en spoor tegen zeer scherpe tarieven.', 'Onze klanten besparen tot 30 % op vracht en inklaring.', 'Wij regelen de papieren, de douane en de opslag voor u.'],
        ['Stuur ons de gegevens van uw volgende zending, binnen 24 uur heeft u een offerte.', 'Mag ik u onze actuele prijslijst sturen?', 'Laat het me weten als u een gratis vrachtofferte wilt.'],
      ],
      packaging_pitch: [
        ['Wij zijn fabrikant van verpakkingen op maat: dozen, tassen en etiketten.', 'Onze fabriek maakt bedrukte relatiegeschenken voor merken over de hele wereld.', 'Een goede verpakking zorgt dat klanten uw merk onthouden.'],
        ['Minimale afname 500 stuks, fabrieksprijzen en gratis ontwerp.', 'Wij drukken uw logo op dozen, mokken, pennen en T-shirts vanaf {price}.', 'Gratis monsters beschikbaar, levering in slechts 15 dagen.'],
        ['Wilt u onze catalogus en een gratis monster ontvangen?', 'Laat me maat en aantal weten, dan stuur ik u een offerte.', 'Antwoord op dit bericht voor onze beste prijs van deze maand.'],
      ],
    },
    ham: {
      reseller_inquiry: [
        ['Wij hebben een kleine winkel in {city} en willen graag uw {product} verkopen.', 'Ik ben inkoper voor drie winkels en zag uw producten op een beurs.', 'Onze webwinkel verkoopt lokale producten en de uwe zouden goed bij ons passen.'],
        ['Kunt u ons uw groothandelsprijzen en minimale bestelhoeveelheid laten weten?', 'Werkt u met wederverkopers, en wat zijn de voorwaarden voor een eerste bestelling?', 'Wilt u ons uw catalogus en uw voorwaarden voor winkeliers sturen?'],
        ['Als het u schikt, bel ik u deze week op een middag.', 'Alvast bedankt, ik hoor graag van u.', ''],
      ],
    },
  },
};

export const worldOffers: Readonly<Record<string, AddedKinds>> = {
  ...worldOffersWest,
  ...worldOffersEurope,
  ...worldOffersAsia,
};
