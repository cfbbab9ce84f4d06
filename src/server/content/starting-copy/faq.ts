import type { FaqBlock } from '#src/lib/validation/site-blocks';

/** The FAQ a new site starts with (the seed publishes it; staff edit it in the admin area). Pure data. */
export const STARTING_FAQ: FaqBlock = {
  items: [
    {
      question: 'Do I need an appointment to see a car?',
      answer:
        'Yes. We show our cars privately, by appointment, so each visit has the car, the records and one of us to yourself. [Book a viewing](/book) or call us; Sunday viewings can be arranged.',
    },
    {
      question: 'Are your prices all-in?',
      answer:
        'Yes. Every advertised price includes all fees and charges as Ontario’s OMVIC rules require; only HST and licensing are added.',
    },
    {
      question: 'Do you take trade-ins or sell cars on consignment?',
      answer:
        'Both. We appraise your car either way and show you the figures side by side. [Start with a trade-in appraisal](/sell-or-trade).',
    },
    {
      question: 'Can I have a car inspected before I buy it?',
      answer:
        'Of course. We welcome an independent pre-purchase inspection by the specialist of your choice, and will put the car on our lift with you.',
    },
    {
      question: 'Do you arrange financing and delivery?',
      answer:
        'Yes. We work with lenders who know luxury and exotic cars, and deliver in an enclosed transporter across Canada. See [financing](/financing) for a payment estimate.',
    },
  ],
};
