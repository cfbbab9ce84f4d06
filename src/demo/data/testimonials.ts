/** Demo client testimonials: 7 approved (shown publicly), 3 awaiting approval. Pure data. */

export interface DemoTestimonial {
  name: string;
  /** Free text: 'year make model'. */
  vehicle: string;
  /** Whole stars, 1..5. */
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  isApproved: boolean;
  /** createdAt = now − daysAgo. */
  daysAgo: number;
}

export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    name: 'Daniel F.',
    vehicle: '2023 BMW M5 Competition',
    rating: 5,
    comment:
      'I asked for the service records before driving up from Woodbridge and had a full PDF within the hour, including the pre-purchase inspection sheet. The car was exactly as described, down to a small stone chip they had already pointed out in the photos.',
    isApproved: true,
    daysAgo: 10,
  },
  {
    name: 'Priya R.',
    vehicle: '2018 Land Rover Range Rover Td6 HSE',
    rating: 5,
    comment:
      'Not an exotic, but they treated the purchase as if it were. They had the air suspension struts replaced before delivery rather than leaving it for me to discover, and explained the diesel maintenance schedule in plain terms.',
    isApproved: true,
    daysAgo: 38,
  },
  {
    name: 'Marcus W.',
    vehicle: '2018 McLaren 720S Performance',
    rating: 5,
    comment:
      'Second car I have bought from Atelier. They sourced the 720S to my spec in about six weeks and handled the trade-in of my 570S in the same transaction, with a fair number and no back-and-forth.',
    isApproved: true,
    daysAgo: 64,
  },
  {
    name: 'Caroline B.',
    vehicle: '2016 Porsche 911 Turbo S Cabriolet',
    rating: 4,
    comment:
      'Smooth purchase and an honest description of the car. Registration paperwork took a few days longer than I expected, but the team kept me updated and dropped the plates off at my house.',
    isApproved: true,
    daysAgo: 92,
  },
  {
    name: 'Hiroshi T.',
    vehicle: '2021 Bentley Bentayga V8',
    rating: 5,
    comment:
      'I consigned my Bentayga with them. They photographed it properly, screened the callers, and it sold in 23 days for more than the two trade-in offers I had received elsewhere.',
    isApproved: true,
    daysAgo: 131,
  },
  {
    name: 'Sofia M.',
    vehicle: '2020 Porsche 911 Carrera 4S',
    rating: 4,
    comment:
      'Appointment-only means you actually get someone’s full attention. The test drive route included a stretch of highway and some back roads near Kleinburg, which told me far more than a loop around the block would have.',
    isApproved: true,
    daysAgo: 176,
  },
  {
    name: 'Jonathan K.',
    vehicle: '2019 Aston Martin DB11 V8',
    rating: 5,
    comment:
      'Bought the car remotely from Ottawa. They did a live video walk-around, including on a lift, and arranged enclosed transport. It arrived clean, fuelled and with a full detail.',
    isApproved: true,
    daysAgo: 214,
  },
  {
    name: 'Amara O.',
    vehicle: '2022 Mercedes-AMG G 63',
    rating: 4,
    comment:
      'Good experience overall. Financing was arranged quickly and the rate matched what my bank had quoted. I would have liked the second key fob to be ready at pickup, but it was couriered the next day.',
    isApproved: false,
    daysAgo: 4,
  },
  {
    name: 'Luca D.',
    vehicle: '2021 Ferrari F8 Tributo',
    rating: 5,
    comment:
      'They were upfront that the car was due for its annual service and had it done at the Ferrari dealer before I took delivery, with the invoice included. That kind of transparency is why I came back.',
    isApproved: false,
    daysAgo: 2,
  },
  {
    name: 'Rebecca H.',
    vehicle: '2022 Lexus LC 500',
    rating: 3,
    comment:
      'The car itself is lovely and was well prepared. Communication slowed down in the week before delivery, and I had to follow up twice to confirm the pickup time.',
    isApproved: false,
    daysAgo: 1,
  },
];
