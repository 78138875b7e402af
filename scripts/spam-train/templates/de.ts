import type { Phrasebook } from './types.js';

// prettier-ignore
export const de: Phrasebook = {
  lang: 'de',
  first: ['Lukas', 'Anna', 'Jonas', 'Lena', 'Felix', 'Marie', 'Paul', 'Sophie', 'Tobias', 'Julia', 'Stefan', 'Katrin', 'Michael', 'Sabine', 'Jan', 'Laura'],
  last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Klein', 'Wolf'],
  greet: ['', 'Hallo,', 'Guten Tag,', 'Sehr geehrte Damen und Herren,', 'Hallo zusammen,', 'Moin,', 'Liebes Team,', 'Hallo {first},', 'Servus,'],
  sign: ['', 'Viele Grüße\n{name}', 'Mit freundlichen Grüßen\n{name}', 'Danke und Gruß, {first}', 'LG {first}', 'Beste Grüße, {name}', 'Vielen Dank!'],
  business: ['Zahnarztpraxis', 'Bäckerei', 'Kanzlei', 'Yogastudio', 'Handwerksbetrieb', 'Onlineshop', 'Restaurant', 'Friseursalon', 'Steuerberatung', 'Autowerkstatt', 'Hotel', 'Physiotherapiepraxis'],
  product: ['Eichentisch', 'Jahresabo', 'Geschenkgutschein', 'Kinderfahrrad', 'Hochzeitstorte', 'Yogakurs', 'Kaffeemaschine', 'Sofa in Grau', 'Wanderschuhe', 'Laptoptasche'],
  spam: {
    seo: [
      ['Ich habe mir Ihre Webseite {site} angesehen und festgestellt, dass sie bei Google kaum gefunden wird.', 'Ihre Website erscheint für wichtige Suchbegriffe nicht auf der ersten Seite.', 'Bei einer kurzen Analyse Ihrer Seite sind mir 23 SEO-Fehler aufgefallen.', 'Wussten Sie, dass Ihre Mitbewerber bei Google deutlich vor Ihnen stehen?'],
      ['Wir sind eine SEO-Agentur und bringen Ihre Seite innerhalb von 3 Monaten auf Seite 1.', 'Mit unserer Suchmaschinenoptimierung und hochwertigen Backlinks verdoppeln Sie Ihre Besucherzahlen.', 'Wir haben bereits über 300 Unternehmen wie Ihrem zu mehr Sichtbarkeit verholfen.', 'Ich kann die technischen Fehler beheben und Ihre Rankings dauerhaft verbessern.'],
      ['Darf ich Ihnen eine kostenlose Analyse zusenden?', 'Hätten Sie Interesse an einem unverbindlichen Angebot?', 'Unsere Pakete beginnen bei nur {price} im Monat.', 'Antworten Sie einfach auf diese Nachricht, dann melde ich mich telefonisch.'],
    ],
    web_design: [
      ['Ihre Webseite wirkt etwas veraltet und ist auf dem Handy schwer zu bedienen.', 'Ich bin freiberuflicher Webdesigner und habe mir Ihren Internetauftritt angeschaut.', 'Ihre Seite lädt sehr langsam, dadurch verlieren Sie täglich Kunden.'],
      ['Wir erstellen moderne, schnelle Webseiten zum Festpreis.', 'Ich kann Ihre Seite mit WordPress komplett neu gestalten, inklusive Hosting und Wartung.', 'Unser Team hat schon mehr als 800 Websites für kleine Unternehmen umgesetzt.'],
      ['Soll ich Ihnen einen kostenlosen Entwurf schicken?', 'Hätten Sie diese Woche Zeit für ein kurzes Telefonat?', 'Preise ab {price}, sprechen Sie mich gerne an.'],
    ],
    marketing_leads: [
      ['Möchten Sie mehr qualifizierte Anfragen für Ihr Unternehmen gewinnen?', 'Wir liefern Ihnen jeden Monat 30 bis 50 neue Kundentermine.', 'Haben Sie Schwierigkeiten, neue Kunden zu finden?'],
      ['Mit gezielten Google- und Facebook-Kampagnen sorgen wir für planbares Wachstum.', 'Unsere B2B-Datenbank enthält über eine Million geprüfte Kontakte mit E-Mail und Telefonnummer.', 'Sie zahlen nur für Ergebnisse, keine Einrichtungsgebühr.'],
      ['Darf ich Ihnen eine Beispielliste kostenlos zusenden?', 'Interesse an einer kurzen Demo?', 'Melden Sie sich gerne für mehr Informationen.'],
    ],
    app_dev: [
      ['Wir sind ein Softwareentwicklungsunternehmen mit über 100 Entwicklern in Osteuropa.', 'Suchen Sie einen zuverlässigen Partner für Ihre App oder Webplattform?', 'Ich leite ein Team erfahrener Entwickler und wir haben gerade freie Kapazitäten.'],
      ['Wir entwickeln Apps, Onlineshops und individuelle Software bis zu 40 % günstiger.', 'Unsere Entwickler stehen Ihnen ab 25 € pro Stunde zur Verfügung.', 'Von der Idee bis zum Launch übernehmen wir alles.'],
      ['Schicken Sie mir gerne Ihre Anforderungen für ein kostenloses Angebot.', 'Wann passt Ihnen ein kurzer Call?', 'Ich freue mich auf Ihre Rückmeldung.'],
    ],
    social_media: [
      ['Ihr Instagram-Profil wurde seit Monaten nicht aktualisiert.', 'Haben Sie keine Zeit für Social Media?', 'Ihre Facebook-Seite hat großes Potenzial, aber kaum Interaktion.'],
      ['Ich betreue Social-Media-Kanäle für kleine Unternehmen: Beiträge, Stories und Community-Management.', 'Wir bringen Ihnen 10.000 echte Follower und mehr Reichweite.'],
      ['Pakete ab {price} im Monat, Interesse?', 'Schreiben Sie mir auf WhatsApp unter {phone}.', 'Soll ich Ihnen ein paar Beispiele zeigen?'],
    ],
    investment_fraud: [
      ['Ich möchte eine Investitionsmöglichkeit mit Ihnen teilen, die mein Leben verändert hat.', 'Mit unserer KI-Handelsplattform verdienen unsere Kunden täglich 3 bis 5 Prozent.', 'Letzten Monat habe ich mit Bitcoin-Trading über 9.000 Euro verdient.'],
      ['Schon ab 250 Euro Einzahlung erzielen Sie ein passives Einkommen von zu Hause aus.', 'Unsere Experten handeln für Sie und Sie können Ihre Gewinne jederzeit auszahlen lassen.', 'Garantierte Rendite von 200 % in nur 30 Tagen.'],
      ['Kontaktieren Sie mich auf WhatsApp {phone}.', 'Jetzt registrieren: {url}', 'Die Plätze sind begrenzt, also zögern Sie nicht.'],
    ],
    phishing: [
      ['Ihr E-Mail-Postfach ist voll und eingehende Nachrichten werden blockiert.', 'Ihre Domain {site} läuft heute ab.', 'Wir haben eine ungewöhnliche Anmeldung in Ihrem Konto festgestellt.', 'Ihr Konto wurde aus Sicherheitsgründen vorübergehend gesperrt.'],
      ['Bitte bestätigen Sie Ihre Zugangsdaten innerhalb von 24 Stunden, um eine Löschung zu vermeiden.', 'Aktualisieren Sie Ihre Zahlungsinformationen, um eine Unterbrechung zu vermeiden.', 'Ohne Verlängerung verlieren Sie Ihre Webseite und alle E-Mails.'],
      ['Jetzt bestätigen: {url}', 'Hier verlängern: {url}', 'Konto entsperren: {url}'],
    ],
    fake_invoice: [
      ['Anbei erhalten Sie die Rechnung zu Ihrer Bestellung.', 'Ihre Zahlung über {price} ist überfällig.', 'Letzte Mahnung: Rechnung Nr. {order} ist noch offen.'],
      ['Bitte begleichen Sie den Betrag umgehend, um weitere Kosten und ein Inkassoverfahren zu vermeiden.', 'Falls Sie diese Bestellung nicht getätigt haben, rufen Sie sofort unseren Kundendienst an.'],
      ['Rechnung ansehen: {url}', 'Zahlung hier: {url}', 'Hotline: {phone}'],
    ],
    guest_post: [
      ['Ich würde gerne einen Gastartikel auf Ihrem Blog veröffentlichen.', 'Wir suchen Webseiten in Ihrer Branche für gesponserte Beiträge.'],
      ['Der Artikel ist einzigartig und passt zu Ihren Lesern, im Gegenzug bitte ich nur um einen Dofollow-Link.', 'Wir zahlen {price} pro Beitrag mit Backlink.'],
      ['Was wäre Ihr Preis?', 'Haben Sie Interesse?', 'Ich freue mich auf Ihre Antwort.'],
    ],
    link_drop: [
      ['', 'Tolle Seite!', 'Schau mal hier', 'Super Artikel, danke', 'Hallo'],
      ['{url}', 'Online Casino mit Bonus {url}', 'günstige Kredite ohne Schufa {url}', '{url} {url}'],
      ['', 'Gruß', 'danke'],
    ],
    services_pitch: [
      ['Ich hoffe, es geht Ihnen gut. Ich melde mich, weil wir mit Unternehmen wie Ihrem zusammenarbeiten.', 'Darf ich Ihnen kurz unser Unternehmen vorstellen?', 'Ich fasse mich kurz: Wir helfen Firmen wie Ihrer, Kosten zu senken und Zeit zu sparen.', 'Mein Name ist {name}, ich bin für die Geschäftsentwicklung einer wachsenden Agentur zuständig.'],
      ['Wir übernehmen Buchhaltung, Übersetzungen, Logo-Design und Kundenservice zu fairen Preisen.', 'Unsere Kunden steigern ihren Umsatz im Schnitt um 30 % im ersten Quartal.', 'Sie erhalten einen festen Ansprechpartner und eine Geld-zurück-Garantie.', 'Wir können schon nächste Woche starten.'],
      ['Hätten Sie nächste Woche 15 Minuten für ein kurzes Gespräch?', 'Wer wäre bei Ihnen der richtige Ansprechpartner?', 'Falls das gerade kein Thema ist, geben Sie mir kurz Bescheid.', 'Ich freue mich auf Ihre Rückmeldung.'],
    ],
  },
  ham: {
    support_question: [
      ['Ich habe letzte Woche den {product} gekauft und habe eine Frage.', 'Kurze Frage zu Ihrem {product}.', 'Ich komme bei der Einrichtung meines Kontos nicht weiter.', 'Können Sie mir bei meiner Bestellung helfen?'],
      ['Die Anleitung sagt 4 Stunden laden, aber die Lampe blinkt weiter rot.', 'Gibt es darauf Garantie und wie lange?', 'Ich finde nicht, wo ich die Lieferadresse ändern kann.', 'Ist es normal, dass das Gerät beim Start klickt?'],
      ['Danke im Voraus!', 'Meine Bestellnummer ist {order}.', 'Über eine kurze Antwort würde ich mich freuen.', ''],
    ],
    complaint: [
      ['Ich bin wirklich enttäuscht von Ihrem Service.', 'Das ist jetzt meine dritte Nachricht und niemand antwortet.', 'Meine Bestellung vom {date} ist immer noch nicht angekommen.'],
      ['Das Paket kam beschädigt an und der Inhalt war nass.', 'Mir wurde der Betrag doppelt abgebucht.', 'Der Techniker ist nicht erschienen, obwohl ich mir extra frei genommen habe.', 'Das Produkt ist nach einer Woche kaputtgegangen.'],
      ['Ich möchte mein Geld zurück.', 'Wenn ich bis Freitag nichts höre, lasse ich die Zahlung zurückbuchen.', 'Bitte rufen Sie mich an: {phone}.'],
    ],
    order_question: [
      ['Haben Sie den {product} noch vorrätig?', 'Ich würde gerne drei Stück für unser Büro bestellen.', 'Kann ich meine Bestellung im Laden abholen?'],
      ['Ich bräuchte sie bis zum {date}.', 'Versenden Sie auch nach Österreich? Was kostet das?', 'Gibt es einen Mengenrabatt?'],
      ['Danke!', 'Viele Grüße', ''],
    ],
    quote_request: [
      ['Wir sind eine kleine {business} und brauchen eine neue Webseite.', 'Ich habe Sie über Google gefunden und interessiere mich für Ihre Leistungen.', 'Wir planen die Renovierung unserer Küche und suchen einen Handwerker.', 'Könnten Sie mir sagen, was Sie für Suchmaschinenoptimierung für meinen kleinen Laden verlangen?'],
      ['Unser Budget liegt bei etwa {price}.', 'Können Sie uns einen groben Kostenvoranschlag machen?', 'Bieten Sie auch Wartung nach dem Projekt an?'],
      ['Sie erreichen mich unter {phone}.', 'Vielen Dank und viele Grüße.', ''],
    ],
    job_application: [
      ['Hiermit bewerbe ich mich auf die ausgeschriebene Stelle als Verkäuferin.', 'Haben Sie noch einen Ausbildungsplatz frei?', 'Ich habe gesehen, dass Sie eine Aushilfe am Empfang suchen.'],
      ['Ich habe drei Jahre Erfahrung im Einzelhandel.', 'Meinen Lebenslauf habe ich angehängt.', 'Ich könnte ab nächstem Monat anfangen.'],
      ['Über eine Einladung zum Gespräch würde ich mich freuen.', 'Vielen Dank für Ihre Zeit.'],
    ],
    short: [
      ['Bitte um Rückruf', 'Haben Sie am Sonntag geöffnet?', 'Gilt das Angebot noch?', 'Danke!', 'Wie lange haben Sie heute offen?', 'Bitte aus dem Verteiler nehmen', 'Liefern Sie nach {city}?', 'Test', 'Preis?', 'Ist das noch verfügbar?', 'Frage zur Rechnung', 'Brauche diese Woche einen Termin'],
    ],
    booking: [
      ['Ich möchte gerne einen Tisch für 6 Personen am {date} um {time} reservieren.', 'Kann ich einen Termin zum Haarschneiden am {date} bekommen?', 'Haben Sie vom {date} zwei Nächte frei?'],
      ['Eine Person ist Vegetarierin.', 'Vormittags wäre mir am liebsten.', 'Wir kommen erst gegen 22 Uhr an.'],
      ['Bitte kurz bestätigen, danke.', 'Meine Nummer: {phone}', ''],
    ],
    feedback_thanks: [
      ['Ich wollte mich einfach für den tollen Service bedanken.', 'Wir hatten einen wunderbaren Abend bei Ihnen.', 'Der {product} ist heute angekommen und ist noch schöner als auf den Fotos.'],
      ['Besonderen Dank an Frau Weber, die sehr geduldig war.', 'Die Lieferung war schnell und alles gut verpackt.', 'Kleiner Hinweis: das Parkplatzschild sieht man nachts schlecht.'],
      ['Wir empfehlen Sie gerne weiter!', 'Bis zum nächsten Mal.', ''],
    ],
    billing_question: [
      ['Ich glaube, mir wurde diesen Monat doppelt abgebucht.', 'Könnten Sie mir eine Rechnung mit unserer USt-IdNr. schicken?', 'Ich habe mein Abo gekündigt, wurde aber trotzdem belastet.'],
      ['Die Abbuchung über {price} taucht zweimal auf meinem Kontoauszug auf.', 'Die Kündigungsbestätigung vom {date} habe ich noch.'],
      ['Bitte erstatten Sie den Betrag.', 'Danke fürs Klären.', 'Kundennummer {order}.'],
    ],
    existing_client: [
      ['Hallo {first}, könnten Sie die neuen Teamfotos auf unserer Webseite einbauen?', 'Auf unserer Website stehen noch die alten Öffnungszeiten, bitte aktualisieren.', 'Das Kontaktformular auf unserer Seite verschickt seit gestern keine E-Mails mehr.', 'Seit dem Relaunch sind wir bei Google abgerutscht, woran liegt das?'],
      ['Die Texte liegen im geteilten Ordner: {link}', 'Es sollte vor unserer Veranstaltung am {date} online sein.', 'Ist das im Wartungsvertrag enthalten oder was würde es kosten?'],
      ['Danke!', 'Viele Grüße, {first}', ''],
    ],
  },
};
