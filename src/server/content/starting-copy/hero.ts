import type { HeroBlock } from '#src/lib/validation/site-content/hero-block';

/** The home page's three hero slides a new site starts with (spec section 2, home 1: welcome, exotic collection, luxury experience). */
export const STARTING_HERO: HeroBlock = {
  slides: [
    {
      image: 'art:hero-welcome',
      alt: 'A red grand tourer under warm gallery lighting',
      eyebrow: 'Vaughan, Ontario · Since 2013',
      heading: 'Welcome to Atelier Motor Gallery',
      text: 'Hand-selected luxury and exotic vehicles, inspected, documented and presented privately, by appointment.',
      buttonLabel: 'View Inventory',
      buttonLink: '/inventory',
      secondLabel: 'Book a Viewing',
      secondLink: '/book',
      enabled: true,
    },
    {
      image: 'art:hero-exotic',
      alt: 'A yellow supercar in a dark studio',
      eyebrow: 'The Exotic Collection',
      heading: 'Extraordinary Machines, Carefully Chosen',
      text: 'Supercars and collector pieces from Ferrari, Lamborghini, McLaren and Porsche, each with its full history.',
      buttonLabel: 'Explore the Collection',
      buttonLink: '/inventory?category=exotic-collection',
      secondLabel: 'Vehicle Sourcing',
      secondLink: '/services#vehicle-sourcing',
      enabled: true,
    },
    {
      image: 'art:hero-experience',
      alt: 'A dark blue luxury saloon on a city street at night',
      eyebrow: 'The Atelier Experience',
      heading: 'A Purchase as Considered as the Car',
      text: 'Private viewings, transparent inspections, tailored financing and enclosed delivery anywhere in Canada.',
      buttonLabel: 'Our Services',
      buttonLink: '/services',
      secondLabel: 'Financing',
      secondLink: '/financing',
      enabled: true,
    },
  ],
};
