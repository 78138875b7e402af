import type { Phrasebook } from './types.js';

// prettier-ignore
export const en: Phrasebook = {
  lang: 'en',
  first: ['James', 'Emma', 'Oliver', 'Sophia', 'Liam', 'Ava', 'Noah', 'Mia', 'Ethan', 'Chloe', 'Lucas', 'Grace', 'Daniel', 'Hannah', 'Ryan', 'Olivia', 'Priya', 'Kwame', 'Aisha', 'Tom', 'Sarah', 'Mark', 'Linda', 'Raj', 'Megan', 'Jake', 'Karen', 'Steve', 'Nadia', 'Carlos'],
  last: ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Walker', 'Patel', 'Nguyen', 'Okafor', 'Murphy', 'Clarke', 'Hughes', 'Khan', 'Miller', 'Reed', 'Foster', 'Price', 'Bennett'],
  greet: ['', '', 'Hi,', 'Hello,', 'Hi there,', 'Hello team,', 'Good morning,', 'Dear Sir or Madam,', 'Hey,', 'Hi {first},', 'Greetings,', 'Dear team,'],
  sign: ['', '', 'Thanks,\n{name}', 'Best regards,\n{name}', 'Kind regards, {name}', 'Cheers, {first}', 'Regards\n{name}', 'Thank you!', '{name}', 'Best,\n{first}'],
  business: ['dental practice', 'bakery', 'law firm', 'yoga studio', 'plumbing company', 'online shop', 'restaurant', 'hair salon', 'accounting firm', 'photography studio', 'real estate agency', 'car repair shop', 'hotel', 'veterinary clinic', 'architecture office', 'flower shop', 'fitness club', 'software company', 'language school', 'cleaning service'],
  product: ['walnut side table', 'annual membership', 'wedding cake', 'spring workshop', 'gift voucher', 'standing desk', 'monthly subscription', 'family photo session', 'oak bookshelf', 'ceramic vase set', 'bike service', 'catering package', 'private lesson', 'linen curtains', 'starter kit'],
  spam: {
    seo: [
      ['I was checking out {site} and noticed it is not showing up on the first page of Google for some important keywords.', 'I came across your website and saw that you are missing out on a lot of organic traffic.', 'Your website {site} has great content but very poor visibility in search engines.', 'I ran a quick audit of {site} and found 27 SEO errors that are hurting your rankings.', 'Is your {business} getting enough calls from Google? Most of your competitors rank above you.'],
      ['We are a team of SEO experts and can get you on page one within 90 days.', 'Our white-hat link building and on-page optimization can double your traffic.', 'We specialize in local SEO for businesses like yours and have helped over 500 clients.', 'With our proven strategy your rankings will improve month after month, guaranteed.', 'I can fix the technical issues, optimize your meta tags and build high authority backlinks.'],
      ['Would you like a free audit report and a quote?', 'Can I send you a proposal with our packages and prices?', 'Reply with your phone number and I will call you for a quick 10 minute chat.', 'Let me know if you are interested and I will share our case studies.', 'Our packages start at only {price} per month. Interested?'],
    ],
    web_design: [
      ['I visited your website and noticed that it looks a bit outdated and is not mobile friendly.', 'Your site {site} loads slowly and has a few broken elements on mobile.', 'I am a freelance web designer and I noticed your website could use a modern redesign.', 'Hope you are doing well. I had a look at {site} and I think it is losing you customers.', 'Many visitors leave a website within 3 seconds if it is slow, and yours takes over 8 seconds to load.'],
      ['We design fast, beautiful and responsive websites at a very affordable price.', 'I can rebuild your website in WordPress or Shopify with a fresh modern look.', 'Our team has delivered more than 1,200 websites for small businesses around the world.', 'I can redesign the homepage and improve the speed and conversion rate for a small fee.', 'We offer complete website redesign, maintenance and hosting in one package.'],
      ['Can I send you a free mockup of your new homepage?', 'Would you be open to a quick call this week?', 'If you are interested, just reply and I will share my portfolio.', 'Prices start from {price} with a 100% satisfaction guarantee.', 'Shall I send you some samples of my recent work?'],
    ],
    app_dev: [
      ['We are an offshore software development company with 150+ developers.', 'Are you looking for a reliable development partner for your next project?', 'I lead a team of experienced developers in mobile apps, web platforms and AI solutions.', 'Hope this message finds you well. We help companies build custom software at 40% lower cost.'],
      ['Our services include iOS and Android apps, custom CRM, ERP, e-commerce and dedicated developers on hourly basis.', 'We can provide dedicated full stack developers starting at $18 per hour.', 'From idea to launch, we handle design, development, testing and support.', 'We have worked with startups and Fortune 500 companies across 20 countries.'],
      ['Please share your requirements and we will send a free estimate.', 'Can we schedule a 15 minute call to discuss how we can help?', 'Let me know a good time to connect.', 'Looking forward to working with you.'],
    ],
    marketing_leads: [
      ['Would you like to get more qualified leads for your {business}?', 'We generate 30 to 50 qualified appointments per month for businesses like yours.', 'Are you struggling to find new clients?', 'I wanted to reach out because we have helped many companies in your industry grow their sales.'],
      ['We run targeted Facebook and Google Ads campaigns and only charge when you get results.', 'Our B2B email database has over 2 million verified contacts with names, emails and phone numbers.', 'Our outreach team books meetings directly in your calendar with decision makers.', 'We offer a done-for-you lead generation service with no setup fee.'],
      ['Can I send you a sample list for free?', 'Would you be interested in a short demo?', 'Reply YES and I will send more details.', 'Let me know if you want to know more, no obligation.'],
    ],
    social_media: [
      ['Is social media eating up your evenings?', 'I noticed your Instagram account has not been updated in a while.', 'Your Facebook page has great potential but very low engagement.', 'Want to grow your TikTok and Instagram followers organically?'],
      ['I manage social media accounts for small businesses: daily posts, stories, hashtags and replies.', 'We can get you 10,000 real followers and more likes on every post.', 'Our social media management plans include content creation, scheduling and monthly reports.', 'I create eye-catching posts and reels that turn followers into customers.'],
      ['Plans start at {price} a month. Interested?', 'Can I show you a few examples of my work?', 'Would you like a free trial week?', 'Message me on WhatsApp at {phone} for more details.'],
    ],
    guest_post: [
      ['I am a professional content writer and I really enjoyed reading your blog.', 'I would love to contribute a guest post to {site}.', 'We are looking to buy sponsored posts on websites in your niche.', 'I noticed you have a resources page and I have a great article that would fit.'],
      ['The article will be 100% unique, well researched and relevant to your readers.', 'In exchange we would only need a do-follow link pointing to our client.', 'We pay {price} per post with a dofollow backlink, paid via PayPal.', 'I can also offer link insertion in your existing articles.'],
      ['Please let me know your guidelines and price.', 'Would you be interested?', 'Looking forward to hearing from you.', 'Can I send over a few topic ideas?'],
    ],
    video: [
      ['Did you know that a short explainer video can increase your conversion rate by 80%?', 'I noticed your website does not have a video yet.', 'I create animated explainer videos for businesses like yours.'],
      ['Our 60 second animated videos explain your product in a simple and engaging way.', 'We handle script writing, voice-over and animation, all in one package.', 'I can make a professional promo video for your {business} in 7 days.'],
      ['Would you like to see some samples?', 'The price is only {price} this month. Interested?', 'Reply and I will send you my portfolio.'],
    ],
    virtual_assistant: [
      ['Are you overwhelmed with admin work?', 'I am an experienced virtual assistant offering my services to busy business owners.', 'We provide bookkeeping, data entry and customer support outsourcing.'],
      ['I can handle your emails, scheduling, invoicing and social media for a low hourly rate.', 'Our accountants can take care of your books, payroll and tax returns at a fraction of the cost.', 'Outsource your repetitive tasks to our trained team and focus on growing your business.'],
      ['Can we have a quick call to discuss?', 'Let me know if you need any help, I am available to start immediately.', 'Rates start from $8 per hour. Interested?'],
    ],
    business_funding: [
      ['Could extra working capital help your business this quarter?', 'You could be pre-approved for as much as $500,000.', 'We help small businesses get fast funding without the bank hassle.'],
      ['Decisions within a day, no collateral, bad credit welcome.', 'Our merchant cash advance and business loans have flexible repayment terms.', 'Get funded in as little as 48 hours with minimal paperwork.'],
      ['Reply with your monthly revenue to see how much you qualify for.', 'Apply now at {url}', 'Let me know and I will send the details.'],
    ],
    investment_fraud: [
      ['Let me tell you about the investment that turned my finances around.', 'Dear friend, are you looking for a way to grow your money safely?', 'I made $12,000 last month trading with an expert account manager.', 'Our AI trading platform generates daily profits of 3 to 5 percent.'],
      ['With a minimum deposit of only $250 you can start earning passive income from home.', 'Our licensed brokers trade bitcoin and forex for you and you can withdraw profits anytime.', 'Invest today and receive guaranteed returns of 300% in 30 days.', 'Thousands of people are already earning with this crypto strategy and you can too.'],
      ['Contact me on WhatsApp {phone} to get started.', 'Register now at {url} before the offer closes.', 'Message my manager on Telegram for more information.', 'Do not miss this chance, spots are limited.'],
    ],
    advance_fee: [
      ['I am Barrister {name}, the personal attorney to a late client who shares your surname.', 'I am contacting you regarding an unclaimed inheritance fund of $8.5 million.', 'Greetings, I am a bank official and I have a confidential business proposal for you.', 'My name is Mrs. {name}, a widow suffering from cancer, and I want to donate my fortune to charity through you.'],
      ['The deceased died without a will and I want to present you as the next of kin so the funds can be released.', 'You will receive 40% of the total sum for your assistance in this transaction.', 'This transaction is 100% risk free and legal.', 'I only need your full name, address and phone number to start the process.'],
      ['Please reply urgently to my private email for more details.', 'Kindly treat this matter as strictly confidential.', 'I await your urgent response.'],
    ],
    phishing: [
      ['Your email account storage is full and incoming messages have been suspended.', 'Your domain {site} is about to expire and all services will be terminated.', 'We detected unusual sign-in activity on your account.', 'Your website hosting account has been suspended due to a billing issue.', 'Final notice: your domain registration listing must be renewed today.'],
      ['To avoid permanent deletion please verify your account within 24 hours.', 'Confirm your login details using the secure link below to restore access.', 'Failure to renew will result in the loss of your online presence and search engine listings.', 'Please update your payment information immediately to avoid service interruption.'],
      ['Verify now: {url}', 'Click here to secure your account: {url}', 'Renew here: {url}', 'Login to restore access: {url}'],
    ],
    fake_invoice: [
      ['Please find attached the invoice for your recent order.', 'Your payment of {price} is overdue.', 'We have received your order #{order} and it will ship today.', 'This is a reminder that invoice INV-{order} remains unpaid.'],
      ['If you did not authorize this purchase, please call our billing department immediately at {phone}.', 'To avoid late fees please complete the payment using the link below.', 'Your subscription will be auto-renewed and charged to your card unless you cancel.', 'Download the invoice and confirm the transfer details.'],
      ['View invoice: {url}', 'Cancel the order here: {url}', 'Call us now to request a refund.', 'Payment portal: {url}'],
    ],
    pills: [
      ['Buy cheap viagra and cialis online without prescription.', 'Best prices on generic medications, fast worldwide shipping.', 'Drop 10 kilos in a fortnight with our natural keto capsules!', 'Men, boost your performance with our top rated supplement.'],
      ['Discreet packaging and 100% satisfaction guaranteed.', 'Order now and get 20% off plus free pills with every order.', 'No doctor visit needed, licensed online pharmacy.'],
      ['Order here: {url}', 'Visit our online pharmacy {url}', 'Limited offer, buy now at {url}'],
    ],
    essay_services: [
      ['Struggling with your assignments? We write essays, dissertations and research papers.', 'Need help with your homework or thesis? Our expert writers are available 24/7.', 'We offer professional academic writing services for students.'],
      ['Plagiarism-free papers delivered on time at affordable prices.', 'Get your essay written by a PhD expert in just 6 hours.', 'Use code SAVE15 for 15% off your first order.'],
      ['Order now at {url}', 'Visit {url} for a free quote.', 'Contact us today.'],
    ],
    dating_adult: [
      ['Hi handsome, I saw your profile and I want to meet you.', 'Lonely tonight? Beautiful single women in your area want to chat.', 'Hey, I am Anna, 24 years old, looking for a serious relationship.'],
      ['Check my private photos here {url}', 'Sign up for free and start chatting today {url}', 'Write me on my personal email, I am waiting for you.'],
      ['', 'Kisses', 'See you soon ;)'],
    ],
    lottery: [
      ['Congratulations! Your email address has won $1,000,000 in our annual online lottery.', 'You have been selected as the winner of an iPhone 16 Pro.', 'Dear winner, you have been awarded a cash prize of 750,000 euros.'],
      ['To claim your prize please send your full name, address and a processing fee.', 'Contact our claims agent with your winning number before the deadline.', 'Claim your reward now: {url}'],
    ],
    link_drop: [
      ['', 'Nice site!', 'Great article, thanks.', 'Very interesting.', 'Check this out', 'Hello', 'Good information here'],
      ['{url}', '{url} {url}', 'best casino bonus {url}', 'see {url} and {url}', 'cheap replica watches {url}', 'free spins at {url}'],
      ['', 'thanks', 'Regards', 'cool'],
    ],
    copyright_threat: [
      ['Your website is using my copyrighted images without permission.', 'This is a formal notice of copyright infringement regarding images on {site}.', 'Hello, I am a photographer and I found my photos on your website.'],
      ['If you do not remove them within 24 hours I will take legal action.', 'You can see the list of infringing images and my original work here: {url}', 'This may result in a lawsuit and damages of up to $150,000.'],
      ['Download the evidence: {url}', 'I expect your response today.', 'Sincerely, {name}'],
    ],
    ai_automation: [
      ['Are you still answering customer questions manually?', 'I build AI chatbots and automations for businesses like yours.', 'We help companies save 20 hours a week with AI automation.'],
      ['Our AI assistant answers your customers 24/7, books appointments and captures leads automatically.', 'I can set up a custom GPT chatbot trained on your website in 5 days.', 'We integrate AI voice agents that handle your phone calls.'],
      ['Would you like a free demo built on your own website?', 'Can I send you a short video showing how it works?', 'Interested? Let me know and I will set it up.'],
    ],
    review_boost: [
      ['Your business has only a few Google reviews compared to competitors.', 'Do you want more 5-star reviews on Google Maps?', 'Negative reviews are hurting your {business}.'],
      ['We can add positive reviews from real accounts and remove bad ones.', 'Our reputation management service gets you 50 five-star reviews per month.', 'We boost your Google Business Profile to the top 3 in the map pack.'],
      ['Prices from {price}. Reply to know more.', 'Contact me on WhatsApp {phone}.', 'Want a free trial?'],
    ],
    crypto_recovery: [
      ['Have you lost money to a crypto scam or fake broker?', 'We recover funds lost to online investment scams.', 'Our certified recovery experts have returned over $40 million to victims.'],
      ['Our legal team and blockchain investigators trace your funds and get them back.', 'No recovery, no fee. Free consultation.'],
      ['Contact us today at {url}', 'Email our recovery agent now.', 'WhatsApp: {phone}'],
    ],
    services_pitch: [
      ['Hope you are doing well. I am reaching out because we work with {business} owners like you.', 'I wanted to introduce our company, a trusted provider of outsourced services for small businesses.', 'Quick one: who handles growth plans at your company?', 'I will keep this short. We help companies like yours cut costs and save time.', 'Hi, I am {name}, business development manager at a fast-growing agency.', 'I hope this email finds you well. I have a proposal that could benefit your organization.'],
      ['We provide logo design, branding, translation, bookkeeping and payroll at affordable rates.', 'Our clients typically see a 30% increase in revenue within the first quarter.', 'We offer a dedicated account manager and a money-back guarantee.', 'We have helped over 2,000 businesses across the US, UK and Australia.', 'Our pricing is flexible and we can start next week.', 'We can take this completely off your plate so you can focus on what you do best.'],
      ['Would you be open to a quick 15-minute call next Tuesday or Wednesday?', 'Do you have a few minutes this week to discuss?', 'If this is not a priority right now, just let me know and I will not follow up.', 'Just reply with a good time and I will send a calendar invite.', 'Who would be the best person to speak with about this?', 'Let me know your thoughts.'],
    ],
    follow_up: [
      ['Just following up on my previous message.', 'I reached out last week but did not hear back.', 'Bumping this to the top of your inbox.', 'Did you get a chance to read my last email?'],
      ['I still believe we could add real value to your business.', 'Our offer of a free audit is still open for a few more days.', 'I know you are busy, so I will keep this brief.'],
      ['Are you interested or should I close your file?', 'Is this something you would like to explore?', 'Let me know either way, thanks!'],
    ],
    accessibility_threat: [
      ['Your website {site} is not ADA compliant and may be exposed to a lawsuit.', 'We scanned your website and found 48 accessibility violations.', 'Thousands of businesses were sued last year because their website was not accessible.'],
      ['Our solution fixes all WCAG issues automatically in 48 hours.', 'Protect your business from costly legal claims with our compliance package.'],
      ['Get your free compliance report here: {url}', 'Reply to schedule a free consultation.', 'Act now before it is too late.'],
    ],
    wholesale_factory: [
      ['We are a factory in Shenzhen producing LED lights, packaging and custom merchandise.', 'Dear purchasing manager, we are a leading manufacturer of PPE, furniture and textiles.', 'Hello friend, our factory can supply your shop directly at factory prices.'],
      ['We offer OEM and ODM service, low MOQ and fast delivery worldwide.', 'Free samples available, competitive prices and CE certified quality.', 'We have 15 years of export experience to Europe and America.'],
      ['Please send your inquiry and we will quote within 24 hours.', 'Contact me on WhatsApp or WeChat: {phone}', 'Looking forward to cooperating with you.'],
    ],
    tech_support_scam: [
      ['Your computer has been infected with a virus and your files are at risk.', 'Your Windows license has expired.', 'We detected suspicious activity from your IP address.'],
      ['Call our certified technicians immediately to prevent data loss.', 'Do not turn off your computer. Our support team will remove the threat remotely.'],
      ['Toll free support: {phone}', 'Call now: {phone}'],
    ],
    sextortion: [
      ['I have access to your device and recorded you through your webcam.', 'I know your password and I have been watching you for months.'],
      ['Send $1,500 in bitcoin to the wallet below within 48 hours or I will share the video with all your contacts.', 'Pay and I will delete everything. Do not contact the police.'],
      ['BTC wallet: bc1q{order}xk{order}', 'You have 48 hours.'],
    ],
    partnership_pitch: [
      ['We would love to partner with {site} on a collaboration.', 'I run a network of 200 niche blogs and I am looking for partners.', 'We are launching an affiliate program and think your audience would love it.'],
      ['You earn a 40% commission on every sale you refer.', 'We can pay you for placing our banner or a link on your homepage.', 'It takes just five minutes to set up and it is completely free.'],
      ['Interested in hearing more?', 'Reply and I will send the details.', 'Sign up here: {url}'],
    ],
    recruiting_pitch: [
      ['Are you hiring? We place pre-vetted developers and sales reps within 7 days.', 'Finding good staff is hard. Our recruitment agency can help.', 'We noticed you posted a job ad and we have qualified candidates ready.'],
      ['Our fee is only 8% of the first year salary, paid after the hire.', 'We handle screening, interviews and payroll for remote staff from the Philippines.'],
      ['Can I send you some candidate profiles?', 'Would you like to see CVs of available candidates?'],
    ],
    meta_violation: [
      ['Your Facebook page has been reported for violating our community standards.', 'Meta Business Support: your page is scheduled for permanent deletion.', 'We received a copyright complaint about a recent post on your Instagram business account.'],
      ['If you believe this is a mistake, submit an appeal within 24 hours or your page will be disabled.', 'To keep your page active, verify your business information on the form below.'],
      ['Appeal here: {url}', 'Verify now: {url}', 'Meta Policy Team'],
    ],
    directory_listing: [
      ['Your business is not listed in the official online business directory for your region.', 'We noticed that your company details are missing from the national trade register listing.', 'Annual renewal notice for your business listing.'],
      ['A premium listing costs only {price} per year and brings hundreds of new visitors.', 'Please confirm your details, otherwise your listing will be removed.', 'Listed businesses get a verified badge and appear first in local searches.'],
      ['Confirm your listing: {url}', 'Reply with your details to activate the listing.'],
    ],
    domain_offer: [
      ['I am the owner of a premium domain name that closely matches your brand.', 'We are offering the domain name your brand .com for sale before it goes to auction.'],
      ['A strong domain will boost your credibility and stop competitors from taking it.', 'Several buyers are interested, so I wanted to give you first refusal.'],
      ['Make me an offer.', 'The asking price is {price}. Let me know if you are interested.'],
    ],
    growth_agency: [
      ['I hope this message finds you well. I am reaching out from a digital growth agency that works with {business} owners.', 'I was researching companies in your area and came across yours.', 'I noticed you are running ads but your landing page is not converting.', 'Congrats on the recent growth of your business!'],
      ['We recently helped a company similar to yours add $40k in monthly revenue in under 90 days.', 'Our team handles paid ads, email marketing and conversion optimization end to end.', 'We work on a performance basis, so you only pay when we deliver results.', 'We have a proven system that fills your calendar with qualified appointments.'],
      ['Would it make sense to hop on a quick call this week?', 'Open to exploring this?', 'Worth a chat?', 'If not, no worries, just let me know and I will stop reaching out.'],
    ],
    crypto_airdrop: [
      ['Congratulations, your wallet is eligible for the exclusive token airdrop.', 'Claim your free USDT reward before the campaign ends.', 'You have been selected for our early investor bonus program.'],
      ['Connect your wallet to receive 5,000 tokens instantly.', 'Only 500 spots remain, rewards are distributed on a first come basis.'],
      ['Claim: {url}', 'Join our Telegram for details: {url}'],
    ],
  },
  ham: {
    support_question: [
      ['Your website says free shipping over 50 but I was charged for delivery.', 'I tried to book through your website but the calendar does not load.', 'I bought the {product} last week and I have a question.', 'Quick question about your {product}.', 'I am trying to set up my account but I am stuck.', 'I have been a customer for two years and something changed recently.', 'Could you help me with the {product} I ordered?'],
      ['I use Firefox on a Mac if that helps.', 'The instructions say to charge it for 4 hours but the light keeps blinking red.', 'Is it normal that it makes a clicking noise when it starts?', 'I cannot find where to change my delivery address in the app.', 'Does it come with a warranty and how long does it last?', 'The size chart says M but the one I received feels much smaller.', 'Which cleaning product do you recommend for the surface?'],
      ['Thanks in advance for your help.', 'Any advice would be appreciated.', 'Could you get back to me when you can?', 'My order number is {order}.', ''],
    ],
    complaint: [
      ['I am really disappointed with your service.', 'This is the third time I am writing and nobody answers.', 'I ordered the {product} on {date} and it still has not arrived.', 'Honestly this is unacceptable.', 'I want to complain about the way I was treated in your shop yesterday.'],
      ['The package arrived damaged and the box was soaking wet.', 'I was charged twice for the same order and nobody replied to my emails.', 'The technician never showed up and I took a day off work for it.', 'The product broke after one week of normal use.', 'Your staff member was rude and refused to give me a receipt.'],
      ['I want a full refund or a replacement, not another voucher.', 'If I do not hear back by Friday I will dispute the charge with my bank.', 'Please sort this out, I have been a loyal customer.', 'Order {order}. Call me at {phone}.', 'I expect an answer today.'],
    ],
    order_question: [
      ['I saw the {product} on your website but the page says sold out.', 'The price on your website is different from the one in the shop.', 'Your website would not accept my card when I tried to order.', 'Do you still have the {product} in stock?', 'I would like to order 3 of the {product} for my office.', 'Can I pick up my order in the store instead of delivery?', 'Is it possible to change the color on order {order}?'],
      ['I need them before {date} if possible.', 'Do you ship to Ireland and how much would shipping cost?', 'Is there a discount for larger quantities?', 'I would prefer to pay by bank transfer if that is okay.'],
      ['Thanks!', 'Let me know, thanks.', 'Looking forward to your reply.', ''],
    ],
    quote_request: [
      ['We saw your work for the cafe on Main Street and loved it.', 'My sister recommended your marketing agency.', 'We need someone to manage our Instagram, do you offer that?', 'We are a small {business} and we need a new website.', 'Hello, I found you on Google and I am interested in your services.', 'We are planning a renovation of our kitchen and are looking for a contractor.', 'Our company is looking for someone to redo our logo and business cards.', 'I need help with SEO for my own shop, could you tell me what you charge?'],
      ['It would need about 5 pages, a contact form and a booking calendar.', 'Our budget is around {price} and we would like to start in spring.', 'Could you give me a rough estimate and tell me how long it would take?', 'Do you also offer maintenance after the project is finished?', 'We have 12 employees and the office is about 200 square meters.'],
      ['Please call me at {phone} or reply by email.', 'Thanks, looking forward to hearing from you.', 'We can meet at our office if that helps.', ''],
    ],
    job_application: [
      ['My name is {name} and I am a nursing student looking for weekend work.', 'I am a qualified electrician and I saw on your website that you are hiring.', 'Your website says you are looking for a junior developer, I would like to apply.', 'I am writing to apply for the position of sales assistant that I saw on your website.', 'I would like to ask if you have any openings for an apprentice baker.', 'I recently graduated in graphic design and I would love to join your team.', 'I saw your post looking for a part-time receptionist.'],
      ['I have worked in two bakeries and I am happy to start early in the morning.', 'In my last job I managed the online shop and customer emails for a small brand.', 'I have three years of experience in retail and I am used to working weekends.', 'I attached my CV and a few examples of my work.', 'I am available to start from next month and live close to your office.', 'I speak English and Spanish fluently.'],
      ['I would be happy to come in for an interview.', 'Thank you for considering my application.', 'Hope to hear from you.', 'My portfolio is at {link}', 'You can reach me on {phone} any time.'],
    ],
    job_application_skilled: [
      ['I am applying for the digital marketing assistant role you advertised.', 'I would like to apply for the SEO specialist opening.', 'I am a web developer with four years of experience in React and I saw your job post.', 'I am interested in the sales representative position.', 'I would like to apply for the social media coordinator job.'],
      ['In my last job I ran Google Ads campaigns and grew our newsletter to 8,000 readers.', 'I improved organic traffic for a small online shop by 60% last year through technical fixes and better content.', 'I have sold software to small businesses for three years and consistently met my targets.', 'I managed Instagram and TikTok for a local restaurant group and doubled their engagement.', 'I built and maintained the booking system for a chain of physiotherapy clinics.'],
      ['My CV and portfolio are attached.', 'I would love to tell you more in an interview.', 'Thank you for your time and consideration.', 'My portfolio: {link}'],
    ],
    short: [
      ['Call me back please', 'Are you open on Sunday?', 'Is the offer still valid?', 'Thanks!', 'What time do you close today?', 'Please remove me from the mailing list', 'Do you deliver to {city}?', 'Can I bring my dog?', 'test', 'Price?', 'Hi, is this still available?', 'ok thanks', 'I have a question about my invoice', 'Wrong size, want to exchange', 'Need an appointment this week', 'Do you accept credit cards?', 'Is parking available near the shop?', 'Can I order online and collect tomorrow?', 'Do you have this in blue?', 'How long does delivery take to {city}?', 'Are you hiring for the summer?', 'Hello, is the kitchen open late on Fridays?', 'My package says delivered but it is not here', 'Can you call me about the quote you sent?', 'Do you do gift wrapping?', 'Is the workshop suitable for kids?', 'Where do I find the manual for the {product}?', 'Hi, what are your opening hours over Christmas?', 'I saw the {product} on your website, is it still in stock?', 'Can I change my booking to next week?', 'Do you offer student discounts?', 'Loved the cake!!', 'Can someone call me back? {phone}'],
    ],
    link_share: [
      ['The product page on your website shows the wrong size, see:', 'My order confirmation is here:', 'Here is the recipe I mentioned at the market:', 'As discussed on the phone, here are the photos of the damaged part:', 'I put the floor plan in a shared folder:', 'This is the listing I was talking about:', 'Here is the link to our event page so you can see the venue:', 'I found the same model on your website here:'],
      ['{link}', '{link} (the password is the order number)', '{link} - see page 3'],
      ['Let me know if you can open it.', 'Can you tell me if you can repair it?', 'Thanks for your help.', ''],
    ],
    code_paste: [
      ['The checkout page on your API throws an error when I send the request below.', 'I am integrating your widget and getting a console error.', 'Your export script fails on my machine, here is what I run:'],
      ['fetch("/api/orders", { method: "POST", body: JSON.stringify({ id: 42 }) })\n// -> 500 Internal Server Error', 'TypeError: Cannot read properties of undefined (reading \'map\')\n    at render (widget.js:118)', '$ python export.py --since 2024-01-01\nKeyError: \'customer_id\'', 'SELECT * FROM orders WHERE created_at > NOW() - INTERVAL 1 DAY; returns nothing'],
      ['Is this a known issue?', 'What am I doing wrong?', 'Happy to send more logs if needed.'],
    ],
    booking: [
      ['I would like to book a table for 6 people on {date} at {time}.', 'Can I book an appointment for a haircut on {date}?', 'We would like to reserve the meeting room for a half day workshop.', 'Is there availability for two nights from {date}?'],
      ['One of us is vegetarian and we will bring a small child.', 'Morning would be best for me, but afternoon also works.', 'We are 12 people and need a projector.', 'We will arrive late, around 10 pm.'],
      ['Please confirm, thank you.', 'My number is {phone}.', 'Thanks a lot!', ''],
    ],
    feedback_thanks: [
      ['Just wanted to say thank you for the great service yesterday.', 'We had a wonderful evening at your restaurant.', 'The {product} arrived today and it is even nicer than in the photos.', 'Your team did an amazing job on our garden.'],
      ['Special thanks to Maria who was very patient with all my questions.', 'The delivery was fast and everything was well packed.', 'My kids loved the workshop and already want to come back.', 'One small suggestion: the parking signs are hard to see at night.'],
      ['We will definitely recommend you to our friends.', 'Keep up the good work!', 'See you next time.', ''],
    ],
    billing_question: [
      ['I think I was charged twice this month.', 'Could you send me an invoice with our company VAT number?', 'I cancelled my subscription but I was still billed.', 'My card expired, how do I update the payment method?'],
      ['The charge of {price} appears two times on my bank statement.', 'Our VAT number is GB123456789 and the address is on the order.', 'I cancelled on {date} and have the confirmation email.', 'I cannot find the billing section in my account.'],
      ['Please refund the extra payment.', 'Thanks for sorting this out.', 'Order number {order}.'],
    ],
    account_help: [
      ['I forgot my password and the reset email never arrives.', 'I cannot log in to my account since yesterday.', 'Someone may have used my account, I see an order I did not make.', 'How do I delete my account and my data?'],
      ['I checked the spam folder too.', 'It says my email is not registered but I have ordered before.', 'The order was placed from another city.', 'I no longer use the service.'],
      ['Can you help me reset it manually?', 'Please look into it urgently.', 'Thank you.'],
    ],
    partnership: [
      ['I run a small local charity and we are organizing a fundraiser in {city}.', 'I am a teacher and our class is visiting local businesses for a project.', 'We are a neighbouring shop and wondered if you would like to do a joint event.', 'I write for the local newspaper and would like to interview you about your {business}.'],
      ['Would you be willing to donate a voucher for our raffle?', 'Could we visit for 30 minutes one morning next month?', 'We thought a combined market day could bring more people to our street.', 'The article would be about family businesses in our town.'],
      ['No worries if not, thanks for reading.', 'Happy to talk on the phone: {phone}.', 'Best wishes.'],
    ],
    returns: [
      ['I would like to return the {product} I bought on {date}.', 'The shoes are too small, can I exchange them for a bigger size?', 'How do I send back an item that I received as a gift?'],
      ['It is unused and still in the original packaging.', 'I still have the receipt.', 'Do I need to print a return label?'],
      ['Thanks for letting me know how to proceed.', 'Order {order}.', ''],
    ],
    event_signup: [
      ['I would like to register for the workshop on {date}.', 'Please sign me and my partner up for the wine tasting.', 'Are there still places left for the beginners course?'],
      ['We are two adults.', 'I have never done this before, is that okay?', 'Do I need to bring anything?'],
      ['Thanks!', 'See you there.', ''],
    ],
    rental_inquiry: [
      ['I saw the apartment on {city} street listed on your website.', 'Is the holiday cottage available in August?', 'We are interested in renting the office space you advertised.'],
      ['We are a couple with no pets, both working full time.', 'We would need it for two weeks for a family of four.', 'Could we visit it this week?'],
      ['Please let me know the rent and deposit.', 'Thank you, {first}', ''],
    ],
    existing_client: [
      ['Hi {first}, could you add the new team photos to our website?', 'Our website shows the old opening hours, can you update them?', 'We launched a spring menu, could you put it on the site?', 'The contact form on our website stopped sending emails yesterday.', 'Our Google ranking dropped after the redesign, any idea why?', 'Can you send me last month\'s analytics report for our online shop?'],
      ['The new text is in the shared folder: {link}', 'It needs to be live before our event on {date}.', 'Please also fix the typo on the About page.', 'Let me know if this is included in our maintenance plan or what it would cost.', 'No rush, next week is fine.'],
      ['Thanks!', 'Cheers, {first}', 'Talk soon.', ''],
    ],
  },
};
