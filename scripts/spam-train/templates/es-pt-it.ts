import type { Phrasebook } from './types.js';

// prettier-ignore
export const es: Phrasebook = {
  lang: 'es',
  first: ['Lucía', 'Mateo', 'Sofía', 'Javier', 'Carmen', 'Diego', 'Elena', 'Pablo', 'Marta', 'Alejandro', 'Laura', 'Sergio'],
  last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Díaz', 'Romero', 'Navarro'],
  greet: ['', 'Hola,', 'Buenos días,', 'Estimados señores:', 'Hola equipo,', 'Buenas tardes,', 'Hola {first},'],
  sign: ['', 'Saludos,\n{name}', 'Un saludo, {first}', 'Atentamente,\n{name}', 'Gracias de antemano, {first}', '¡Gracias!'],
  business: ['clínica dental', 'panadería', 'despacho de abogados', 'estudio de yoga', 'empresa de fontanería', 'tienda online', 'restaurante', 'peluquería', 'inmobiliaria', 'taller mecánico'],
  product: ['mesa de roble', 'suscripción anual', 'tarjeta regalo', 'bicicleta infantil', 'tarta de boda', 'curso de yoga', 'cafetera', 'sofá gris'],
  spam: {
    seo: [
      ['He revisado su sitio web {site} y no aparece en la primera página de Google.', 'Su página web está perdiendo mucho tráfico orgánico.', 'En un análisis rápido de su web encontré 21 errores de SEO.', 'Sus competidores aparecen en Google por delante de usted.'],
      ['Somos una agencia de posicionamiento y podemos llevarle a la primera página en 90 días.', 'Con nuestra estrategia de enlaces y optimización duplicará sus visitas.', 'Ya hemos ayudado a más de 300 negocios como el suyo.'],
      ['¿Le puedo enviar una auditoría gratuita?', '¿Le interesaría un presupuesto sin compromiso?', 'Nuestros planes empiezan en {price} al mes.', 'Responda a este mensaje y le llamo.'],
    ],
    web_design: [
      ['Su página web parece anticuada y no se adapta a móviles.', 'Soy diseñador web freelance y he visto que su web podría modernizarse.', 'Su web tarda más de 8 segundos en cargar y está perdiendo clientes.'],
      ['Creamos páginas web modernas y rápidas a un precio muy económico.', 'Puedo rediseñar su web en WordPress con hosting y mantenimiento incluidos.'],
      ['¿Quiere que le envíe un diseño gratuito?', '¿Tendría 10 minutos para una llamada esta semana?', 'Precios desde {price}.'],
    ],
    marketing_leads: [
      ['¿Le gustaría conseguir más clientes para su negocio?', 'Generamos entre 30 y 50 citas cualificadas al mes para empresas como la suya.'],
      ['Con campañas segmentadas en Google y Facebook le traemos clientes potenciales cada semana.', 'Nuestra base de datos B2B tiene más de un millón de contactos verificados.'],
      ['¿Le envío una muestra gratis?', '¿Le interesa? Quedo atento.', 'Escríbame para más información, sin compromiso.'],
    ],
    app_dev: [
      ['Somos una empresa de desarrollo de software con más de 100 programadores.', '¿Busca un socio fiable para desarrollar su aplicación móvil?'],
      ['Desarrollamos apps, tiendas online y software a medida hasta un 40 % más barato.', 'Nuestros desarrolladores están disponibles desde 18 € la hora.'],
      ['Envíenos sus requisitos y le haremos un presupuesto gratis.', '¿Cuándo le viene bien una llamada?'],
    ],
    investment_fraud: [
      ['Quiero compartir con usted una oportunidad de inversión que cambió mi vida.', 'Nuestra plataforma de trading con inteligencia artificial genera entre un 3 y un 5 % diario.', 'El mes pasado gané 7.000 euros con criptomonedas.'],
      ['Con un depósito mínimo de 250 euros puede empezar a ganar dinero desde casa.', 'Rentabilidad garantizada del 300 % en 30 días.'],
      ['Escríbame por WhatsApp al {phone}.', 'Regístrese aquí: {url}', 'Plazas limitadas, no pierda esta oportunidad.'],
    ],
    phishing: [
      ['Su buzón de correo está lleno y los mensajes entrantes están bloqueados.', 'Su dominio {site} caduca hoy.', 'Hemos detectado un inicio de sesión inusual en su cuenta.'],
      ['Confirme sus datos de acceso en las próximas 24 horas para evitar la eliminación.', 'Actualice sus datos de pago para evitar la suspensión del servicio.'],
      ['Confirmar ahora: {url}', 'Renovar aquí: {url}'],
    ],
    fake_invoice: [
      ['Adjuntamos la factura de su pedido.', 'Su pago de {price} está vencido.', 'Último aviso: la factura n.º {order} sigue pendiente.'],
      ['Por favor abone el importe inmediatamente para evitar recargos.', 'Si no ha realizado esta compra, llame a nuestro servicio de atención.'],
      ['Ver factura: {url}', 'Pagar aquí: {url}'],
    ],
    social_media: [
      ['¿No tiene tiempo para las redes sociales?', 'Su cuenta de Instagram lleva meses sin actualizarse.'],
      ['Gestiono las redes sociales de pequeños negocios: publicaciones, historias y respuestas.', 'Le conseguimos 10.000 seguidores reales.'],
      ['Planes desde {price} al mes, ¿le interesa?', 'Contácteme por WhatsApp {phone}.'],
    ],
    link_drop: [
      ['', '¡Gran web!', 'Mira esto', 'Hola'],
      ['{url}', 'casino online con bono {url}', 'préstamos rápidos sin aval {url}', '{url} {url}'],
      ['', 'saludos', 'gracias'],
    ],
    services_pitch: [
      ['Espero que se encuentre bien. Le escribo porque trabajamos con empresas como la suya.', 'Permítame presentarle brevemente nuestra empresa.', 'Seré breve: reducimos costes y tiempo a empresas como la suya.'],
      ['Ofrecemos contabilidad, traducciones, diseño de logotipos y atención al cliente a precios competitivos.', 'Nuestros clientes aumentan sus ventas un 30 % de media.', 'Tendrá un gestor de cuenta dedicado y garantía de devolución.'],
      ['¿Tendría 15 minutos la próxima semana para una llamada?', '¿Quién sería la persona adecuada para hablar de esto?', 'Si ahora no es prioridad, dígamelo y no insistiré.'],
    ],
  },
  ham: {
    support_question: [
      ['Compré la {product} la semana pasada y tengo una duda.', 'Una pregunta sobre su {product}.', 'No consigo crear mi cuenta.'],
      ['Las instrucciones dicen cargar 4 horas pero la luz sigue parpadeando en rojo.', '¿Tiene garantía y de cuánto tiempo?', 'No encuentro dónde cambiar la dirección de envío.'],
      ['Gracias de antemano.', 'Mi número de pedido es {order}.', ''],
    ],
    complaint: [
      ['Estoy muy decepcionada con su servicio.', 'Es la tercera vez que escribo y nadie contesta.', 'Mi pedido del {date} todavía no ha llegado.'],
      ['El paquete llegó dañado.', 'Me han cobrado dos veces el mismo pedido.', 'El técnico nunca vino.'],
      ['Quiero que me devuelvan el dinero.', 'Si no recibo respuesta el viernes reclamaré al banco.', 'Llámenme al {phone}.'],
    ],
    order_question: [
      ['¿Tienen todavía la {product} en stock?', 'Quisiera pedir tres unidades para la oficina.', '¿Puedo recoger el pedido en la tienda?'],
      ['La necesitaría antes del {date}.', '¿Envían a Portugal y cuánto cuesta el envío?', '¿Hay descuento por cantidad?'],
      ['¡Gracias!', 'Un saludo', ''],
    ],
    quote_request: [
      ['Somos una pequeña {business} y necesitamos una web nueva.', 'Les encontré en Google y me interesan sus servicios.', 'Queremos reformar la cocina y buscamos una empresa.', '¿Cuánto cobrarían por mejorar el SEO de mi tienda?'],
      ['Nuestro presupuesto ronda los {price}.', '¿Podrían darnos un presupuesto aproximado?', '¿Ofrecen también mantenimiento?'],
      ['Pueden llamarme al {phone}.', 'Gracias y un saludo.', ''],
    ],
    job_application: [
      ['Les escribo por la oferta de dependiente que vi en su web.', '¿Tienen alguna vacante de prácticas?'],
      ['Tengo tres años de experiencia en atención al cliente.', 'Adjunto mi currículum.', 'Puedo empezar el mes que viene.'],
      ['Quedo a su disposición para una entrevista.', 'Gracias por su tiempo.'],
    ],
    short: [
      ['Llámenme por favor', '¿Abren el domingo?', '¿Sigue vigente la oferta?', '¡Gracias!', '¿A qué hora cierran?', '¿Envían a {city}?', 'prueba', '¿Precio?', '¿Sigue disponible?'],
    ],
    booking: [
      ['Quisiera reservar una mesa para 6 personas el {date} a las {time}.', '¿Puedo pedir cita para cortarme el pelo el {date}?', '¿Tienen habitación para dos noches desde el {date}?'],
      ['Una persona es vegetariana.', 'Mejor por la mañana.', 'Llegaremos sobre las 22:00.'],
      ['Confírmenme, por favor.', 'Mi teléfono: {phone}', ''],
    ],
    feedback_thanks: [
      ['Solo quería darles las gracias por el trato.', 'Pasamos una noche estupenda en su restaurante.', 'La {product} llegó hoy y es aún más bonita que en las fotos.'],
      ['El envío fue rápido y todo venía bien embalado.', 'Una sugerencia: el aparcamiento es difícil de encontrar.'],
      ['¡Les recomendaremos!', 'Hasta pronto.', ''],
    ],
    existing_client: [
      ['Hola {first}, ¿podrías añadir las fotos nuevas del equipo a nuestra web?', 'Nuestra web todavía muestra el horario antiguo, ¿lo podéis actualizar?', 'El formulario de contacto de nuestra página no envía correos desde ayer.', 'Desde el rediseño hemos bajado en Google, ¿sabéis por qué?'],
      ['Los textos están en la carpeta compartida: {link}', 'Tiene que estar publicado antes del evento del {date}.', '¿Entra en el plan de mantenimiento o cuánto costaría?'],
      ['¡Gracias!', 'Un saludo, {first}', ''],
    ],
  },
};

// prettier-ignore
export const pt: Phrasebook = {
  lang: 'pt',
  first: ['João', 'Maria', 'Pedro', 'Ana', 'Lucas', 'Beatriz', 'Rafael', 'Carolina', 'Tiago', 'Mariana', 'Gabriel', 'Inês'],
  last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Souza', 'Almeida', 'Carvalho', 'Lima'],
  greet: ['', 'Olá,', 'Bom dia,', 'Boa tarde,', 'Prezados,', 'Olá equipe,', 'Oi,'],
  sign: ['', 'Atenciosamente,\n{name}', 'Abraço, {first}', 'Obrigado, {name}', 'Cumprimentos,\n{name}', 'Obrigada!'],
  business: ['clínica odontológica', 'padaria', 'escritório de advocacia', 'estúdio de ioga', 'loja online', 'restaurante', 'salão de beleza', 'imobiliária', 'oficina mecânica'],
  product: ['mesa de carvalho', 'assinatura anual', 'vale-presente', 'bicicleta infantil', 'bolo de casamento', 'curso de ioga', 'cafeteira', 'sofá cinza'],
  spam: {
    seo: [
      ['Analisei o seu site {site} e ele não aparece na primeira página do Google.', 'O seu site está perdendo muito tráfego orgânico.', 'Encontrei 18 erros de SEO no seu site.'],
      ['Somos uma agência de SEO e colocamos o seu site na primeira página em 90 dias.', 'Com a nossa estratégia de backlinks vai duplicar as suas visitas.', 'Já ajudamos mais de 300 empresas como a sua.'],
      ['Posso enviar uma auditoria gratuita?', 'Teria interesse numa proposta sem compromisso?', 'Os nossos planos começam em {price} por mês.'],
    ],
    web_design: [
      ['O seu site parece desatualizado e não funciona bem no celular.', 'Sou web designer freelancer e vi que o seu site pode ser modernizado.', 'O seu site demora muito para carregar e está perdendo clientes.'],
      ['Criamos sites modernos e rápidos a um preço acessível.', 'Posso refazer o seu site em WordPress com hospedagem incluída.'],
      ['Quer que eu envie um layout gratuito?', 'Podemos conversar 10 minutos esta semana?', 'Preços a partir de {price}.'],
    ],
    marketing_leads: [
      ['Gostaria de conseguir mais clientes para o seu negócio?', 'Geramos de 30 a 50 reuniões qualificadas por mês para empresas como a sua.'],
      ['Com campanhas no Google e no Facebook trazemos novos clientes toda semana.', 'A nossa base de dados B2B tem mais de um milhão de contatos verificados.'],
      ['Posso enviar uma amostra grátis?', 'Tem interesse?', 'Responda para mais informações, sem compromisso.'],
    ],
    app_dev: [
      ['Somos uma empresa de desenvolvimento de software com mais de 100 programadores.', 'Procura um parceiro de confiança para o seu aplicativo?'],
      ['Desenvolvemos apps, lojas virtuais e sistemas sob medida até 40 % mais barato.', 'Programadores dedicados a partir de 15 dólares por hora.'],
      ['Envie os seus requisitos para um orçamento grátis.', 'Quando podemos fazer uma chamada?'],
    ],
    investment_fraud: [
      ['Quero partilhar uma oportunidade de investimento que mudou a minha vida.', 'A nossa plataforma de trading com IA rende 3 a 5 % por dia.', 'No mês passado ganhei 40 mil reais com criptomoedas.'],
      ['Com um depósito de apenas 250 dólares pode começar a ganhar renda passiva em casa.', 'Retorno garantido de 300 % em 30 dias.'],
      ['Fale comigo no WhatsApp {phone}.', 'Cadastre-se aqui: {url}', 'Vagas limitadas.'],
    ],
    phishing: [
      ['A sua caixa de correio está cheia e as mensagens estão bloqueadas.', 'O seu domínio {site} expira hoje.', 'Detectamos um acesso incomum na sua conta.'],
      ['Confirme os seus dados em 24 horas para evitar a exclusão da conta.', 'Atualize as suas informações de pagamento para evitar a suspensão.'],
      ['Confirmar agora: {url}', 'Renovar aqui: {url}'],
    ],
    fake_invoice: [
      ['Segue em anexo a fatura do seu pedido.', 'O seu pagamento de {price} está em atraso.', 'Último aviso: o boleto {order} continua em aberto.'],
      ['Pague o valor imediatamente para evitar multas e juros.', 'Se não reconhece esta compra, ligue para a nossa central.'],
      ['Ver fatura: {url}', 'Pagar aqui: {url}'],
    ],
    link_drop: [
      ['', 'Ótimo site!', 'Veja isto', 'Olá'],
      ['{url}', 'cassino online com bônus {url}', 'empréstimo rápido sem consulta {url}', '{url} {url}'],
      ['', 'abraço', 'obrigado'],
    ],
    services_pitch: [
      ['Espero que esteja bem. Entro em contato porque trabalhamos com empresas como a sua.', 'Permita-me apresentar rapidamente a nossa empresa.', 'Serei breve: ajudamos negócios como o seu a reduzir custos.'],
      ['Oferecemos contabilidade, tradução, criação de logotipo e atendimento ao cliente a preços competitivos.', 'Os nossos clientes aumentam as vendas em 30 % em média.', 'Terá um gestor de conta dedicado e garantia de reembolso.'],
      ['Teria 15 minutos na próxima semana para uma conversa?', 'Quem seria a pessoa certa para falar sobre isso?', 'Fico no aguardo do seu retorno.'],
    ],
  },
  ham: {
    support_question: [
      ['Comprei a {product} na semana passada e tenho uma dúvida.', 'Uma pergunta sobre a {product}.', 'Não consigo criar a minha conta.'],
      ['O manual diz para carregar 4 horas mas a luz continua piscando.', 'Tem garantia? Por quanto tempo?', 'Não encontro onde mudar o endereço de entrega.'],
      ['Obrigado desde já.', 'O número do pedido é {order}.', ''],
    ],
    complaint: [
      ['Estou muito insatisfeita com o atendimento.', 'É a terceira vez que escrevo e ninguém responde.', 'O meu pedido do dia {date} ainda não chegou.'],
      ['A encomenda chegou danificada.', 'Fui cobrado duas vezes pelo mesmo pedido.', 'O técnico não apareceu.'],
      ['Quero o reembolso.', 'Se não tiver resposta até sexta vou reclamar no banco.', 'Liguem-me: {phone}.'],
    ],
    order_question: [
      ['Ainda têm a {product} em estoque?', 'Gostaria de encomendar três unidades.', 'Posso levantar a encomenda na loja?'],
      ['Preciso antes do dia {date}.', 'Enviam para Portugal? Quanto custa o frete?', 'Há desconto por quantidade?'],
      ['Obrigado!', 'Abraço', ''],
    ],
    quote_request: [
      ['Somos uma pequena {business} e precisamos de um site novo.', 'Encontrei vocês no Google e tenho interesse nos serviços.', 'Queremos reformar a cozinha e procuramos uma empresa.', 'Quanto cobram para melhorar o SEO da minha loja?'],
      ['O nosso orçamento é de cerca de {price}.', 'Podem enviar um orçamento aproximado?', 'Também fazem manutenção?'],
      ['Podem ligar para {phone}.', 'Obrigado.', ''],
    ],
    job_application: [
      ['Escrevo por causa da vaga de atendente que vi no site.', 'Vocês têm vagas de estágio?'],
      ['Tenho três anos de experiência em vendas.', 'Segue o meu currículo em anexo.', 'Posso começar no próximo mês.'],
      ['Fico à disposição para uma entrevista.', 'Obrigada pela atenção.'],
    ],
    short: [
      ['Liguem-me por favor', 'Abrem ao domingo?', 'A promoção ainda vale?', 'Obrigado!', 'A que horas fecham?', 'Entregam em {city}?', 'teste', 'Preço?', 'Ainda está disponível?'],
    ],
    booking: [
      ['Queria reservar uma mesa para 6 pessoas no dia {date} às {time}.', 'Posso marcar um corte de cabelo para o dia {date}?', 'Têm quarto para duas noites a partir de {date}?'],
      ['Uma pessoa é vegetariana.', 'De manhã seria melhor.', 'Vamos chegar por volta das 22h.'],
      ['Confirmem por favor.', 'O meu telefone: {phone}', ''],
    ],
    feedback_thanks: [
      ['Só queria agradecer pelo ótimo atendimento.', 'Tivemos uma noite maravilhosa no vosso restaurante.', 'A {product} chegou hoje e é ainda mais bonita do que nas fotos.'],
      ['A entrega foi rápida e tudo veio bem embalado.', 'Uma sugestão: o estacionamento é difícil de achar.'],
      ['Vamos recomendar!', 'Até breve.', ''],
    ],
    existing_client: [
      ['Olá {first}, podem colocar as novas fotos da equipe no nosso site?', 'O nosso site ainda mostra o horário antigo.', 'O formulário de contato do site parou de enviar e-mails.'],
      ['Os textos estão na pasta partilhada: {link}', 'Precisa estar no ar antes do evento do dia {date}.'],
      ['Obrigado!', ''],
    ],
  },
};

// prettier-ignore
export const it: Phrasebook = {
  lang: 'it',
  first: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena', 'Davide', 'Martina', 'Andrea'],
  last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo'],
  greet: ['', 'Buongiorno,', 'Salve,', 'Ciao,', 'Gentili signori,', 'Buonasera,', 'Gentile team,'],
  sign: ['', 'Cordiali saluti,\n{name}', 'Grazie, {first}', 'Un saluto, {name}', 'Distinti saluti\n{name}', 'Grazie mille!'],
  business: ['studio dentistico', 'panetteria', 'studio legale', 'palestra', 'negozio online', 'ristorante', 'parrucchiere', 'agenzia immobiliare', 'officina'],
  product: ['tavolo in rovere', 'abbonamento annuale', 'buono regalo', 'bici per bambini', 'torta nuziale', 'corso di yoga', 'macchina del caffè', 'divano grigio'],
  spam: {
    seo: [
      ['Ho analizzato il vostro sito {site} e non compare nella prima pagina di Google.', 'Il vostro sito sta perdendo molto traffico organico.', 'Ho trovato 20 errori SEO sul vostro sito.'],
      ['Siamo un\'agenzia SEO e possiamo portarvi in prima pagina in 90 giorni.', 'Con la nostra strategia di link building raddoppierete le visite.', 'Abbiamo già aiutato oltre 300 aziende come la vostra.'],
      ['Posso inviarvi un\'analisi gratuita?', 'Sareste interessati a un preventivo senza impegno?', 'I nostri pacchetti partono da {price} al mese.'],
    ],
    web_design: [
      ['Il vostro sito sembra datato e non è ottimizzato per smartphone.', 'Sono un web designer freelance e ho notato che il vostro sito potrebbe essere rinnovato.'],
      ['Realizziamo siti moderni e veloci a prezzi molto bassi.', 'Posso rifare il vostro sito in WordPress con hosting incluso.'],
      ['Volete una bozza gratuita?', 'Avreste 10 minuti per una telefonata questa settimana?', 'Prezzi a partire da {price}.'],
    ],
    marketing_leads: [
      ['Vorreste ottenere più clienti per la vostra attività?', 'Generiamo da 30 a 50 appuntamenti qualificati al mese per aziende come la vostra.'],
      ['Con campagne mirate su Google e Facebook vi portiamo nuovi contatti ogni settimana.', 'Il nostro database B2B contiene oltre un milione di contatti verificati.'],
      ['Posso inviarvi un campione gratuito?', 'Interessati?', 'Rispondete per maggiori informazioni.'],
    ],
    investment_fraud: [
      ['Voglio condividere con voi un\'opportunità di investimento che mi ha cambiato la vita.', 'La nostra piattaforma di trading con intelligenza artificiale rende il 3-5 % al giorno.'],
      ['Con un deposito minimo di 250 euro potete guadagnare comodamente da casa.', 'Rendimento garantito del 300 % in 30 giorni.'],
      ['Scrivetemi su WhatsApp {phone}.', 'Registratevi qui: {url}'],
    ],
    phishing: [
      ['La vostra casella di posta è piena e i messaggi in arrivo sono bloccati.', 'Il vostro dominio {site} scade oggi.', 'Abbiamo rilevato un accesso insolito al vostro account.'],
      ['Confermate le vostre credenziali entro 24 ore per evitare la cancellazione.', 'Aggiornate i dati di pagamento per evitare la sospensione del servizio.'],
      ['Conferma ora: {url}', 'Rinnova qui: {url}'],
    ],
    app_dev: [
      ['Siamo una software house con più di 80 sviluppatori.', 'Cercate un partner affidabile per la vostra app?'],
      ['Sviluppiamo app, e-commerce e gestionali su misura fino al 40 % in meno.', 'Sviluppatori dedicati a partire da 20 euro l\'ora.'],
      ['Inviateci i requisiti per un preventivo gratuito.', 'Quando possiamo sentirci?'],
    ],
    link_drop: [
      ['', 'Bel sito!', 'Guarda qui', 'Ciao'],
      ['{url}', 'casinò online bonus {url}', 'prestiti veloci senza garanzie {url}', '{url} {url}'],
      ['', 'saluti', 'grazie'],
    ],
    services_pitch: [
      ['Spero stiate bene. Vi contatto perché lavoriamo con aziende come la vostra.', 'Mi permetto di presentarvi brevemente la nostra azienda.', 'Sarò breve: aiutiamo le aziende come la vostra a ridurre i costi.'],
      ['Offriamo contabilità, traduzioni, creazione di loghi e assistenza clienti a prezzi competitivi.', 'I nostri clienti aumentano il fatturato del 30 % in media.', 'Avrete un referente dedicato e la garanzia soddisfatti o rimborsati.'],
      ['Avreste 15 minuti la prossima settimana per una chiamata?', 'Chi sarebbe la persona giusta con cui parlarne?', 'Resto in attesa di un vostro riscontro.'],
    ],
  },
  ham: {
    support_question: [
      ['Ho comprato il {product} la settimana scorsa e ho una domanda.', 'Una domanda sul vostro {product}.', 'Non riesco a creare il mio account.'],
      ['Le istruzioni dicono di caricarlo 4 ore ma la spia lampeggia ancora.', 'Ha la garanzia? Di quanto tempo?', 'Non trovo dove cambiare l\'indirizzo di consegna.'],
      ['Grazie in anticipo.', 'Il numero d\'ordine è {order}.', ''],
    ],
    complaint: [
      ['Sono molto deluso dal vostro servizio.', 'È la terza volta che scrivo e nessuno risponde.', 'Il mio ordine del {date} non è ancora arrivato.'],
      ['Il pacco è arrivato danneggiato.', 'Mi avete addebitato due volte lo stesso ordine.', 'Il tecnico non si è presentato.'],
      ['Voglio il rimborso.', 'Se non ricevo risposta entro venerdì contesterò il pagamento.', 'Chiamatemi al {phone}.'],
    ],
    order_question: [
      ['Avete ancora il {product} disponibile?', 'Vorrei ordinarne tre per l\'ufficio.', 'Posso ritirare l\'ordine in negozio?'],
      ['Mi servirebbe entro il {date}.', 'Spedite in Svizzera? Quanto costa la spedizione?', 'Fate sconti per quantità?'],
      ['Grazie!', 'Saluti', ''],
    ],
    quote_request: [
      ['Siamo un piccolo {business} e ci serve un nuovo sito.', 'Vi ho trovato su Google e sono interessata ai vostri servizi.', 'Vorremmo ristrutturare il bagno e cerchiamo un\'impresa.'],
      ['Il nostro budget è di circa {price}.', 'Potreste farci un preventivo indicativo?', 'Offrite anche assistenza dopo il lavoro?'],
      ['Potete chiamarmi al {phone}.', 'Grazie e buona giornata.', ''],
    ],
    short: [
      ['Richiamatemi per favore', 'Siete aperti domenica?', 'L\'offerta è ancora valida?', 'Grazie!', 'A che ora chiudete?', 'Consegnate a {city}?', 'prova', 'Prezzo?', 'È ancora disponibile?'],
    ],
    booking: [
      ['Vorrei prenotare un tavolo per 6 persone il {date} alle {time}.', 'Posso prenotare un taglio per il {date}?', 'Avete una camera per due notti dal {date}?'],
      ['Una persona è vegetariana.', 'Preferirei la mattina.', 'Arriveremo verso le 22.'],
      ['Confermate per favore.', 'Il mio numero: {phone}', ''],
    ],
    feedback_thanks: [
      ['Volevo ringraziarvi per la gentilezza.', 'Abbiamo passato una serata splendida nel vostro ristorante.', 'Il {product} è arrivato oggi ed è ancora più bello che in foto.'],
      ['Spedizione veloce e tutto ben imballato.', 'Un suggerimento: il parcheggio è difficile da trovare.'],
      ['Vi consiglieremo!', 'A presto.', ''],
    ],
    job_application: [
      ['Vi scrivo per la posizione di commessa pubblicata sul vostro sito.', 'Avete posti per uno stage?'],
      ['Ho tre anni di esperienza nella vendita.', 'Allego il mio curriculum.', 'Sono disponibile da subito.'],
      ['Resto a disposizione per un colloquio.', 'Grazie per l\'attenzione.'],
    ],
    existing_client: [
      ['Ciao {first}, potete aggiungere le nuove foto del team al nostro sito?', 'Sul nostro sito ci sono ancora gli orari vecchi.', 'Il modulo di contatto del sito non invia più email da ieri.'],
      ['I testi sono nella cartella condivisa: {link}', 'Dovrebbe essere online prima dell\'evento del {date}.'],
      ['Grazie!', ''],
    ],
  },
};
