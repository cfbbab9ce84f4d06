/**
 * The text of /buying-from-afar (issue 23 item 7): the steps the dealer follows
 * with a buyer outside Ontario. Neutral on purpose: it claims no legal fact the
 * dealer cannot back (duties, import eligibility, registration rules differ by
 * country, province and state and change), and sends the buyer to ask.
 * Kept as data so it can move into the editable site blocks without changing the page.
 */

export const AFAR_INTRO =
  'Many of our clients buy from another province, the United States or further away. This is how we work with you at a distance, step by step.';

export const AFAR_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'See the car closely',
    text: 'Ask us for more photographs, a walkaround video or a live video call, and for the documents we hold about the car. We answer questions in writing so you have them on record.',
  },
  {
    title: 'Ask for a delivery quote',
    text: 'On any vehicle page, tell us the destination, whether you prefer an open carrier or enclosed transport, and when you would like the car. We ask our transport partners and reply with a quote; nothing is booked until you agree.',
  },
  {
    title: 'Hold the car while you arrange things',
    text: 'If you need time for funds, an inspection or paperwork, use "Reserve this car". Once we accept, we send deposit instructions; the car is shown as reserved from the moment the deposit arrives until the hold ends. The refund terms are stated with the instructions, before you pay.',
  },
  {
    title: 'Check the rules where you live',
    text: 'Import, duty, tax, inspection and registration rules depend on your country, province or state, and they change. We can arrange transport and provide the vehicle’s papers, but we do not give legal or customs advice: please confirm the requirements with the authorities or a customs broker where the car will be registered, and ask us for any document they need.',
  },
  {
    title: 'Complete the purchase',
    text: 'We prepare the paperwork with you by e-mail and phone, or in person if you prefer to visit. Prices on our site are in Canadian dollars.',
  },
];
