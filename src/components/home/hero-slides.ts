import { type HERO_ART } from '#src/components/media/site-art';

/** The three hero slides (spec section 2, home 1: welcome, exotic collection, luxury experience). */
export type HeroSlide = {
  art: (typeof HERO_ART)[number];
  eyebrow: string;
  title: string;
  subtitle: string;
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
  alt: string;
};

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    art: 'hero-welcome',
    eyebrow: 'Vaughan, Ontario · Since 2013',
    title: 'Welcome to Atelier Motor Gallery',
    subtitle: 'Hand-selected luxury and exotic vehicles, inspected, documented and presented privately, by appointment.',
    primary: { label: 'View Inventory', href: '/inventory' },
    secondary: { label: 'Book a Viewing', href: '/book' },
    alt: 'A red grand tourer under warm gallery lighting',
  },
  {
    art: 'hero-exotic',
    eyebrow: 'The Exotic Collection',
    title: 'Extraordinary Machines, Carefully Chosen',
    subtitle: 'Supercars and collector pieces from Ferrari, Lamborghini, McLaren and Porsche, each with its full history.',
    primary: { label: 'Explore the Collection', href: '/inventory?category=exotic-collection' },
    secondary: { label: 'Vehicle Sourcing', href: '/services#vehicle-sourcing' },
    alt: 'A yellow supercar in a dark studio',
  },
  {
    art: 'hero-experience',
    eyebrow: 'The Atelier Experience',
    title: 'A Purchase as Considered as the Car',
    subtitle: 'Private viewings, transparent inspections, tailored financing and enclosed delivery anywhere in Canada.',
    primary: { label: 'Our Services', href: '/services' },
    secondary: { label: 'Financing', href: '/financing' },
    alt: 'A dark blue luxury saloon on a city street at night',
  },
];
