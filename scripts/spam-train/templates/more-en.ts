import type { Phrasebook } from './types.js';

/**
 * More English kinds: real messages that sit next to the pitches (customers asking for a
 * service, suppliers, applicants, customers following up on their own message, casual one-liners) and cold pitches
 * for services the first templates did not cover (payments, shops, offline services, parcel and job scams, loans).
 */
// prettier-ignore
export const moreEn: Pick<Phrasebook, 'spam' | 'ham'> = {
  spam: {
    merchant_services: [
      ['Are you still paying too much on card processing fees?', 'I looked at businesses in your area and most of them overpay for their card terminals.', 'Quick question, who takes care of the payment processing at your {business}?'],
      ['We can cut your merchant fees by up to 40% and give you a new terminal for free.', 'Our flat rate of 1.2% per transaction has no monthly fee and no contract.', 'Switching takes ten minutes and you keep your current bank.'],
      ['Send me a recent statement and I will show you the savings.', 'Can I call you tomorrow to go through the numbers?', 'Reply STOP if you do not want to hear from me again.'],
    ],
    ecommerce_pitch: [
      ['I noticed your online store has a lot of abandoned carts.', 'Your Shopify store has great products but the conversion rate could be much higher.', 'I am an Amazon and Etsy growth specialist and I checked your listings.'],
      ['We optimize product pages, run email flows and manage your marketplace ads for a fixed monthly fee.', 'I recovered over $90k in lost sales for stores similar to yours last quarter.', 'My team can take over listing optimization, inventory sync and customer reviews.'],
      ['Want me to record a free video audit of your store?', 'Are you open to a short call this week?', 'Plans from {price} a month, cancel anytime.'],
    ],
    offline_services_pitch: [
      ['We are a commercial cleaning company now taking on new clients in your area.', 'Do you need reliable translators for your documents and website?', 'We install solar panels for businesses with zero upfront cost.', 'Looking for cheaper office supplies and printer ink?'],
      ['Our rates are 30% below the market and we guarantee quality on every job.', 'We have served more than 800 companies and offer a free first visit.', 'Companies like yours save thousands every year with our service.'],
      ['Shall I send you our brochure and price list?', 'Can we book a free site visit this week?', 'Call us on {phone} for a no-obligation quote.'],
    ],
    parcel_scam: [
      ['Your parcel could not be delivered because the address is incomplete.', 'A package addressed to you is being held at customs.', 'Delivery attempt failed: your shipment is waiting at our depot.'],
      ['A small redelivery fee of 1.99 must be paid within 48 hours or the parcel is returned.', 'Please confirm your address and pay the customs charge to release it.'],
      ['Schedule delivery: {url}', 'Pay and track here: {url}', 'Confirm now: {url}'],
    ],
    job_scam: [
      ['We are hiring remote assistants, no experience needed.', 'Earn 300 to 800 dollars a day working from your phone.', 'Our company is looking for part-time online reviewers.'],
      ['You only need 30 minutes a day and you get paid every evening.', 'Training is free, you just complete simple tasks and collect your commission.'],
      ['Contact our HR manager on WhatsApp {phone}.', 'Apply now: {url}', 'Places are limited, message me today.'],
    ],
    loan_offer: [
      ['Do you need a personal loan quickly?', 'We offer loans to individuals and companies at a 2% interest rate.', 'Get cash today even with bad credit.'],
      ['Loans from 5,000 to 5,000,000 euros, approval in 24 hours, no credit check.', 'No guarantor and no paperwork required, just fill in the form.'],
      ['Contact us by email for the application form.', 'Apply here: {url}', 'WhatsApp: {phone}'],
    ],
  },
  ham: {
    service_inquiry: [
      ['I run a small {business} and I am looking for help with our website.', 'Do you also take on smaller projects?', 'A friend told me you did the shop window design for her store.', 'We are a family {business} and we would like to start selling online.', 'I am looking for someone to translate our menu into English and German.', 'We want to redo the photos for our website and saw your portfolio.'],
      ['We do not have a big budget, maybe {price}.', 'It is only a few pages, but we would like to update them ourselves later.', 'We would need it before the summer season starts.', 'Could you tell me how you usually work and what it would roughly cost?', 'I have no idea about the technical side, so I would need someone to explain it.'],
      ['Could you call me at {phone}?', 'Thanks a lot in advance.', 'Looking forward to hearing from you.', ''],
    ],
    supplier_inquiry: [
      ['We run a cafe in {city} and would like to stock your coffee beans.', 'I own a gift shop and I am interested in selling your candles.', 'We are a school and would like to order 40 of the {product} for our staff.', 'Our hotel is looking for a local bakery to deliver bread every morning.'],
      ['Do you offer wholesale prices or a reseller account?', 'What is the minimum order and how long is the delivery time?', 'We would need an invoice to our company with the VAT number.', 'Could you send us your price list for larger orders?'],
      ['Thank you, {name}', 'Best regards.', 'You can reach me on {phone}.', ''],
    ],
    customer_follow_up: [
      ['I wrote to you last week about my order and have not heard back yet.', 'Just checking whether you received my message from Monday.', 'Sorry to write again, but I am still waiting for the refund you promised.', 'I called on Tuesday and was told someone would email me.'],
      ['The order number is {order}.', 'It was about the broken handle on the {product}.', 'Your colleague said it would take three days.', 'I sent the photos you asked for.'],
      ['Could you give me an update please?', 'Thanks for checking.', 'I would appreciate a quick answer.', ''],
    ],
    internship_application: [
      ['I am a second-year marketing student and I am looking for an internship this summer.', 'I would like to volunteer at your animal shelter on weekends.', 'I am finishing my training as a web developer and I need a three month internship.', 'Are you taking interns in your design studio?'],
      ['I know HTML, CSS and a bit of JavaScript, and I built the website for my football club.', 'I have helped with social media for my university society.', 'I am reliable, I learn quickly and I am available from June.'],
      ['My CV is attached.', 'I would be grateful for any opportunity.', 'Thank you for reading.', 'You can call me on {phone}.'],
    ],
    project_feedback: [
      ['Thanks for the first draft of the homepage, we like the direction.', 'We looked at the new logo options with the whole team.', 'The proofs for the flyer arrived this morning.', 'I checked the staging site on my phone.'],
      ['Could the blue be a bit darker and the headline shorter?', 'Option two is our favourite, but the font feels too thin.', 'The photo on the about page is of the old shop, please swap it for the one I sent.', 'The menu button does not open on my iPhone.'],
      ['Otherwise it looks great, thank you!', 'Can we talk about it on Thursday?', 'Let me know when the next version is ready.', ''],
    ],
    casual_short: [
      ['Hello, I would like a quote for a small job.', 'Hi! Do you have time next week?', 'Sounds good, see you Thursday.', 'Thanks for the quick reply!', 'Could you send me the price list?', 'Is this still available? I live in {city}.', 'Hey, my sister gave me your number.', 'Yes please, same as last time.', 'Do you do house calls?', 'Perfect, thank you so much!', 'Can I pay by card on the day?', 'Hi, quick question about sizes.', 'I would love to join the next class.', 'Please call me after 5pm.', 'We are 4 people, is that OK?', 'Hello from {city}, are you open today?', 'Got it, thanks!'],
    ],
  },
};
