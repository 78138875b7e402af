import type { Phrasebook } from './types.js';

// prettier-ignore
export const fr: Phrasebook = {
  lang: 'fr',
  first: ['Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Julien', 'Manon', 'Thomas', 'Sarah', 'Nicolas', 'Inès', 'Antoine', 'Claire', 'Mathieu'],
  last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Girard'],
  greet: ['', 'Bonjour,', 'Bonjour à toute l\'équipe,', 'Madame, Monsieur,', 'Salut,', 'Bonsoir,', 'Bonjour {first},'],
  sign: ['', 'Cordialement,\n{name}', 'Bien à vous, {name}', 'Merci d\'avance,\n{first}', 'Bonne journée, {first}', 'Merci !'],
  business: ['cabinet dentaire', 'boulangerie', 'cabinet d\'avocats', 'studio de yoga', 'entreprise de plomberie', 'boutique en ligne', 'restaurant', 'salon de coiffure', 'agence immobilière', 'garage'],
  product: ['table en chêne', 'abonnement annuel', 'bon cadeau', 'vélo enfant', 'gâteau de mariage', 'cours de yoga', 'machine à café', 'canapé gris', 'chaussures de randonnée'],
  spam: {
    seo: [
      ['J\'ai consulté votre site {site} et il n\'apparaît pas sur la première page de Google.', 'Votre site web perd beaucoup de trafic organique.', 'Lors d\'un audit rapide de votre site, j\'ai trouvé 19 erreurs SEO.', 'Vos concurrents sont mieux positionnés que vous sur Google.'],
      ['Notre agence de référencement peut vous placer en première page en 90 jours.', 'Grâce à notre stratégie de netlinking et d\'optimisation, vous doublerez vos visites.', 'Nous avons déjà aidé plus de 400 entreprises comme la vôtre.'],
      ['Puis-je vous envoyer un audit gratuit ?', 'Seriez-vous intéressé par un devis sans engagement ?', 'Nos offres commencent à {price} par mois.', 'Répondez simplement à ce message et je vous rappelle.'],
    ],
    web_design: [
      ['Votre site semble un peu daté et n\'est pas adapté aux mobiles.', 'Je suis webdesigner freelance et j\'ai remarqué que votre site pourrait être modernisé.', 'Votre site met plus de 8 secondes à charger, vous perdez des clients.'],
      ['Nous créons des sites modernes et rapides à petit prix.', 'Je peux refaire entièrement votre site sous WordPress, hébergement compris.', 'Notre équipe a réalisé plus de 600 sites pour des PME.'],
      ['Voulez-vous une maquette gratuite ?', 'Seriez-vous disponible pour un court appel cette semaine ?', 'Tarifs à partir de {price}.'],
    ],
    marketing_leads: [
      ['Souhaitez-vous obtenir plus de clients qualifiés ?', 'Nous générons 30 à 50 rendez-vous qualifiés par mois pour des entreprises comme la vôtre.', 'Vous avez du mal à trouver de nouveaux clients ?'],
      ['Nos campagnes Google et Facebook Ads ciblées vous apportent des prospects chaque semaine.', 'Notre base de données B2B contient plus d\'un million de contacts vérifiés.', 'Vous ne payez qu\'en cas de résultats.'],
      ['Puis-je vous envoyer un échantillon gratuit ?', 'Intéressé ?', 'N\'hésitez pas à me répondre pour en savoir plus.'],
    ],
    app_dev: [
      ['Nous sommes une société de développement offshore avec plus de 120 développeurs.', 'Vous cherchez un partenaire fiable pour votre application mobile ?'],
      ['Nous développons applications, sites e-commerce et logiciels sur mesure jusqu\'à 40 % moins cher.', 'Nos développeurs sont disponibles à partir de 20 € de l\'heure.'],
      ['Envoyez-nous votre cahier des charges pour un devis gratuit.', 'Quand seriez-vous disponible pour un appel ?'],
    ],
    social_media: [
      ['Votre compte Instagram n\'a pas été mis à jour depuis longtemps.', 'Vous manquez de temps pour les réseaux sociaux ?'],
      ['Je gère les réseaux sociaux des petites entreprises : publications, stories et réponses.', 'Nous pouvons vous apporter 10 000 abonnés réels.'],
      ['Forfaits à partir de {price} par mois, intéressé ?', 'Contactez-moi sur WhatsApp au {phone}.'],
    ],
    investment_fraud: [
      ['Je souhaite partager avec vous une opportunité d\'investissement qui a changé ma vie.', 'Notre plateforme de trading par IA génère 3 à 5 % de profit par jour.', 'Le mois dernier j\'ai gagné 8 000 euros grâce au trading de crypto.'],
      ['Avec un dépôt de seulement 250 euros, commencez à générer un revenu passif depuis chez vous.', 'Rendement garanti de 300 % en 30 jours.', 'Nos experts tradent pour vous et vous retirez vos gains quand vous voulez.'],
      ['Contactez-moi sur WhatsApp {phone}.', 'Inscrivez-vous ici : {url}', 'Places limitées, ne ratez pas cette chance.'],
    ],
    phishing: [
      ['Votre boîte mail est pleine et vos messages entrants sont bloqués.', 'Votre nom de domaine {site} expire aujourd\'hui.', 'Une connexion inhabituelle a été détectée sur votre compte.', 'Votre colis est en attente : des frais de livraison de 1,99 € sont à régler.'],
      ['Veuillez confirmer vos identifiants sous 24 heures pour éviter la suppression.', 'Mettez à jour vos informations de paiement pour éviter une interruption de service.'],
      ['Confirmer maintenant : {url}', 'Renouveler ici : {url}', 'Régler les frais : {url}'],
    ],
    fake_invoice: [
      ['Veuillez trouver ci-joint la facture de votre commande.', 'Votre paiement de {price} est en retard.', 'Dernier rappel : la facture n° {order} reste impayée.'],
      ['Merci de régler le montant immédiatement pour éviter des frais de recouvrement.', 'Si vous n\'êtes pas à l\'origine de cet achat, appelez notre service client.'],
      ['Voir la facture : {url}', 'Paiement : {url}', 'Service client : {phone}'],
    ],
    advance_fee: [
      ['Je suis Maître {name}, avocat d\'un client décédé portant le même nom que vous.', 'Je suis une veuve malade et je souhaite vous confier mon héritage de 2,5 millions d\'euros.'],
      ['Vous recevrez 40 % de la somme pour votre aide dans cette transaction sans risque.', 'J\'ai seulement besoin de votre nom complet, adresse et numéro de téléphone.'],
      ['Répondez-moi en toute confidentialité.', 'J\'attends votre réponse urgente.'],
    ],
    link_drop: [
      ['', 'Super site !', 'Regardez ça', 'Merci pour l\'article', 'Bonjour'],
      ['{url}', 'casino en ligne bonus {url}', 'crédit rapide sans justificatif {url}', '{url} {url}'],
      ['', 'merci', 'cordialement'],
    ],
    services_pitch: [
      ['J\'espère que vous allez bien. Je vous contacte car nous accompagnons des entreprises comme la vôtre.', 'Permettez-moi de vous présenter brièvement notre société.', 'Je serai bref : nous aidons les entreprises comme la vôtre à réduire leurs coûts.', 'Je m\'appelle {name}, responsable du développement commercial d\'une agence en pleine croissance.'],
      ['Nous proposons comptabilité, traduction, création de logo et service client à des tarifs compétitifs.', 'Nos clients augmentent leur chiffre d\'affaires de 30 % en moyenne.', 'Vous bénéficiez d\'un interlocuteur dédié et d\'une garantie satisfait ou remboursé.'],
      ['Auriez-vous 15 minutes la semaine prochaine pour en discuter ?', 'Qui serait la bonne personne à contacter ?', 'Si ce n\'est pas le moment, dites-le-moi simplement.'],
    ],
  },
  ham: {
    support_question: [
      ['J\'ai acheté la {product} la semaine dernière et j\'ai une question.', 'Petite question concernant votre {product}.', 'Je n\'arrive pas à créer mon compte.'],
      ['La notice dit de charger 4 heures mais le voyant clignote toujours en rouge.', 'Est-ce que le produit est garanti, et combien de temps ?', 'Je ne trouve pas où modifier mon adresse de livraison.'],
      ['Merci d\'avance pour votre aide.', 'Mon numéro de commande est {order}.', ''],
    ],
    complaint: [
      ['Je suis très déçue de votre service.', 'C\'est la troisième fois que j\'écris et personne ne répond.', 'Ma commande du {date} n\'est toujours pas arrivée.'],
      ['Le colis est arrivé abîmé.', 'J\'ai été débité deux fois pour la même commande.', 'Le technicien n\'est jamais venu alors que j\'avais pris ma journée.'],
      ['Je veux être remboursé.', 'Sans réponse d\'ici vendredi, je contesterai le paiement auprès de ma banque.', 'Appelez-moi au {phone}.'],
    ],
    order_question: [
      ['Avez-vous encore la {product} en stock ?', 'Je voudrais en commander trois pour notre bureau.', 'Est-il possible de retirer ma commande en magasin ?'],
      ['J\'en aurais besoin avant le {date}.', 'Livrez-vous en Belgique et combien coûte la livraison ?', 'Faites-vous une remise pour une grande quantité ?'],
      ['Merci !', 'Bonne journée', ''],
    ],
    quote_request: [
      ['Nous sommes un petit {business} et nous avons besoin d\'un nouveau site internet.', 'Je vous ai trouvé sur Google et vos services m\'intéressent.', 'Nous voulons rénover notre salle de bain et cherchons un artisan.', 'Combien coûterait un accompagnement en référencement pour ma petite boutique ?'],
      ['Notre budget est d\'environ {price}.', 'Pourriez-vous nous faire un devis approximatif ?', 'Proposez-vous aussi la maintenance ?'],
      ['Vous pouvez me joindre au {phone}.', 'Merci et bonne journée.', ''],
    ],
    job_application: [
      ['Je me permets de vous contacter pour le poste de vendeur publié sur votre site.', 'Avez-vous une place en apprentissage ?'],
      ['J\'ai trois ans d\'expérience dans la vente.', 'Vous trouverez mon CV en pièce jointe.', 'Je suis disponible dès le mois prochain.'],
      ['Je serais ravie de vous rencontrer.', 'Merci pour votre attention.'],
    ],
    short: [
      ['Merci de me rappeler', 'Vous êtes ouverts dimanche ?', 'L\'offre est toujours valable ?', 'Merci !', 'Vous fermez à quelle heure ?', 'Livrez-vous à {city} ?', 'test', 'Prix ?', 'C\'est encore disponible ?', 'Question sur ma facture'],
    ],
    booking: [
      ['Je voudrais réserver une table pour 6 personnes le {date} à {time}.', 'Puis-je prendre rendez-vous pour une coupe le {date} ?', 'Avez-vous une chambre pour deux nuits à partir du {date} ?'],
      ['Une personne est végétarienne.', 'Le matin m\'arrangerait mieux.', 'Nous arriverons vers 22 h.'],
      ['Merci de confirmer.', 'Mon numéro : {phone}', ''],
    ],
    feedback_thanks: [
      ['Je voulais simplement vous remercier pour votre accueil.', 'Nous avons passé une excellente soirée dans votre restaurant.', 'La {product} est arrivée aujourd\'hui, elle est encore plus belle qu\'en photo.'],
      ['Livraison rapide et emballage soigné.', 'Petite remarque : le parking est difficile à trouver le soir.'],
      ['Nous vous recommanderons !', 'À bientôt.', ''],
    ],
    billing_question: [
      ['Je pense avoir été prélevé deux fois ce mois-ci.', 'Pourriez-vous m\'envoyer une facture avec notre numéro de TVA ?', 'J\'ai résilié mon abonnement mais j\'ai encore été prélevé.'],
      ['Le montant de {price} apparaît deux fois sur mon relevé.', 'J\'ai la confirmation de résiliation du {date}.'],
      ['Merci de me rembourser.', 'Merci d\'avance.', 'Référence client {order}.'],
    ],
    existing_client: [
      ['Bonjour {first}, pourriez-vous ajouter les nouvelles photos de l\'équipe sur notre site ?', 'Notre site affiche encore les anciens horaires, pouvez-vous les mettre à jour ?', 'Le formulaire de contact de notre site n\'envoie plus de mails depuis hier.', 'Depuis la refonte, nous avons perdu des places sur Google, une idée ?'],
      ['Les textes sont dans le dossier partagé : {link}', 'Il faudrait que ce soit en ligne avant notre événement du {date}.', 'Est-ce compris dans notre contrat de maintenance ?'],
      ['Merci !', 'Bonne journée, {first}', ''],
    ],
  },
};
