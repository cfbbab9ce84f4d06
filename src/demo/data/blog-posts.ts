/** Two published demo blog posts (markdown content). Pure data. */

export interface DemoBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown, 300–500 words. */
  content: string;
  category: string;
  tags: readonly string[];
  /** At most 60 characters. */
  metaTitle: string;
  /** At most 160 characters. */
  metaDescription: string;
  /** Comma-separated. */
  keywords: string;
  published: true;
  /** publishedAt = createdAt = now − daysAgo. */
  daysAgo: number;
  /** The demo vehicle (by model) whose first photo is the featured image, with its alt text. */
  featured: { model: string; alt: string };
  /** Demo vehicles (by model) the post links to: the seed adds the links, shown as vehicle cards on the post. */
  mentions: readonly string[];
}

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    title: 'What to Check Before Buying a Used Exotic',
    slug: 'what-to-check-before-buying-a-used-exotic',
    excerpt:
      'Low kilometres and a glossy photo set are not a history. Here is the checklist we use before any exotic joins our gallery, and the one we suggest you use anywhere.',
    content: `A used exotic can be an excellent purchase: the steepest depreciation has already happened, and many cars have covered only a few thousand kilometres. But low kilometres are not the same as good health. Here is what we check before a car joins our gallery, and what we suggest you ask any seller.

## 1. The service history, not just the odometer

Exotics age by the calendar as much as by distance. Brake fluid, coolant and belts (where fitted) have time-based intervals, and tires harden after five or six years even with full tread. Ask for every invoice, check that annual services were done on time, and confirm the work was carried out by an authorised dealer or a recognised specialist. A 4,000 km car with a three-year gap in its records deserves more scrutiny than a 30,000 km car serviced every spring.

## 2. A vehicle history report and the paperwork

Pull a CARFAX Canada report and look for accident claims, liens and registrations in other provinces or countries. An imported car is not a problem in itself, but it should have the Transport Canada paperwork and a clean title. Make sure the VIN on the ownership matches the plate on the windscreen pillar and the one stamped on the chassis.

## 3. Paint depth and panel gaps

A paint-depth gauge costs very little and tells you which panels have been refinished. Repainted bumpers from stone chips are common and harmless; a refinished roof or door pillar may indicate something more serious. Look down the sides of the car in daylight for ripples, and check panel gaps for consistency from one side to the other.

## 4. Model-specific weak points

Every model has its known issues: clutch wear on single-clutch gearboxes, sticky interior coatings on older switchgear, front-lift system leaks, high-voltage battery health on hybrids and electric cars. A specialist will know what to look at on your particular car, and the manufacturer's diagnostic software can report clutch wear, over-rev events and stored fault codes.

## 5. An independent pre-purchase inspection

Even when buying from us, we encourage an independent inspection. A good one includes a lift inspection, a diagnostic scan, a cold start and a road test at a range of speeds. Expect to pay a few hundred dollars; it is the cheapest insurance you will ever buy on a six-figure car.

## 6. Warranty and what comes with the car

Ask whether any factory warranty or maintenance programme transfers to you, and whether an extended warranty is available before it lapses. Confirm that both keys, the owner's manuals, the tool kit, the battery tender and the car cover are present, because replacing them on an exotic is surprisingly costly.

If you would like us to inspect a car you are considering, or to walk you through the records of one of ours, book an appointment and we will put it on the lift with you.`,
    category: 'Buying Guides',
    tags: ['buying guide', 'pre-purchase inspection', 'exotic cars', 'service history'],
    metaTitle: 'What to Check Before Buying a Used Exotic',
    metaDescription:
      'A dealer’s checklist for buying a used exotic in Ontario: service history, CARFAX Canada, paint depth, model-specific weak points and inspections.',
    keywords: 'used exotic car, pre-purchase inspection, CARFAX Canada, buying a used Ferrari, buying a used Lamborghini, Vaughan',
    published: true,
    daysAgo: 21,
    featured: { model: 'F8 Tributo', alt: 'A Rosso Corsa Ferrari F8 Tributo in the showroom, seen from the front three-quarter' },
    mentions: ['F8 Tributo', '720S Performance'],
  },
  {
    title: 'Consignment vs. Trade-In: Which Is Right for Your Car?',
    slug: 'consignment-vs-trade-in',
    excerpt:
      'Trading in is quick and tax-efficient; consignment usually brings a higher price. How to decide which route suits your car, your timeline and your next purchase.',
    content: `When it is time to part with a luxury or exotic car, most owners have three choices: sell it privately, trade it in, or consign it with a dealer. Private sales bring strangers to your door and leave you handling payments and paperwork, so most of our clients end up choosing between the other two. Here is how to decide.

## How a trade-in works

A dealer appraises your car and applies its value to the one you are buying. It is fast, often completed the same day, and there is no uncertainty about the result. In Ontario there is also a real financial advantage: HST is charged only on the difference between the price of your new car and the value of your trade. On a $200,000 purchase with a $120,000 trade, that saving is substantial.

The trade-off is price. The dealer takes on the cost of reconditioning, holding and selling the car, and the offer reflects that risk.

## How consignment works

With consignment, the dealer markets and sells your car on your behalf while you keep ownership until it sells. We photograph it, list it, screen buyers, arrange test drives and handle the paperwork, and you receive the agreed sale price minus a fee or commission.

Because the car is sold at retail rather than wholesale, consignment usually returns more money. The cost is time: a well-priced car may sell in a few weeks, but a rare or highly specified one may take longer to find the right buyer.

## Which is right for you?

**Choose a trade-in if:**

- you are buying another car from the same dealer and want the tax saving;
- you value speed and certainty over the last few thousand dollars;
- the car is common in the market, where retail and wholesale values are close.

**Choose consignment if:**

- you are not buying another car right away, so there is no tax saving to use;
- the car is rare, collectible or unusually well specified and deserves the right buyer;
- you can wait several weeks, and the car can stay insured and stored with the dealer.

## Questions to ask any consignment dealer

Ask how the fee is calculated, who insures the car while it is on the premises, how test drives are supervised, and how and when you will be paid. Agree on the asking price and the lowest price you will accept in writing before the car is listed, and make sure you can end the agreement if your plans change.

## Our approach

We will appraise your car both ways and show you the numbers side by side, including the tax effect of a trade. Many clients are surprised at how close the two figures can be once HST is counted, and others find that consignment is clearly worth the wait. Book an appraisal and we will tell you honestly which route suits your car.`,
    category: 'Selling Your Car',
    tags: ['consignment', 'trade-in', 'selling', 'HST'],
    metaTitle: 'Consignment vs. Trade-In: Which Is Right for Your Car?',
    metaDescription:
      'Trade-in or consignment for your luxury or exotic car? Compare speed, price and the Ontario HST saving on a trade, with questions to ask any dealer.',
    keywords: 'consignment vs trade-in, sell exotic car Ontario, luxury car trade-in, HST trade-in savings, car consignment Vaughan',
    published: true,
    daysAgo: 7,
    featured: { model: 'Ghost', alt: 'An Arctic White Rolls-Royce Ghost with a navy coachline in the showroom' },
    mentions: ['Ghost', 'Continental GT V8 Convertible'],
  },
];
