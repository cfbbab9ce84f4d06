import type { ServicesBlock } from '#src/lib/validation/site-content/services-block';
import { GALLERY_ITEMS } from './gallery';

type StartingService = Omit<ServicesBlock['services'][number], 'anchor' | 'text' | 'image' | 'alt'> & {
  id: string;
  body: string[];
  art: string;
};

/** The dealer's five services as a new site starts with them (the seed publishes them; staff edit them in the admin area). */
const SERVICES: readonly StartingService[] = [
  {
    id: 'vehicle-sourcing',
    art: 'showroom-2',
    icon: 'compass',
    title: 'Vehicle Sourcing',
    summary: 'Looking for a particular specification? We find it through a private network of collectors and dealers.',
    body: [
      'Not every car worth owning is ever advertised. Tell us the model, year range, colour and options you want, and we search our network of private collectors, auction houses and dealers across North America and Europe.',
      'We inspect every candidate before you commit, negotiate on your behalf, and handle import, duties and registration when the car comes from abroad.',
    ],
    points: [
      'Private and off-market cars',
      'Independent pre-purchase inspection',
      'Import, duties and Ontario registration handled',
      'No obligation until you approve a car',
    ],
  },
  {
    id: 'trade-in',
    art: 'delivery-1',
    icon: 'exchange',
    title: 'Trade-In',
    summary: 'A fair, written offer for your current vehicle, applied directly to your next purchase.',
    body: [
      'Bring your current car to a viewing and we appraise it while you look around. Our offer is written, valid for seven days and based on what the car is really worth today, not on what we hope to sell you.',
      'In Ontario, a trade-in usually lowers the HST you pay on your next vehicle: we show you the arithmetic on every deal.',
    ],
    points: [
      'Written offer in under an hour',
      'Outstanding finance paid off for you',
      'HST savings shown on the bill of sale',
      'Exotic and collector cars welcome',
    ],
  },
  {
    id: 'inspection',
    art: 'detail-3',
    icon: 'inspect',
    title: 'Inspection & Certification',
    summary: 'A 150-point inspection by our licensed technicians, with the full report shared before you buy.',
    body: [
      'Every vehicle we offer is inspected on our own lift by a licensed 310S technician with factory training. We check the service history line by line, measure paint depth panel by panel and road-test every car.',
      'You receive the complete inspection report, the CARFAX Canada history and the Ontario Safety Standards Certificate with your purchase.',
    ],
    points: [
      '150-point mechanical and cosmetic inspection',
      'Paint-depth readings on every panel',
      'CARFAX Canada history report',
      'Ontario Safety Standards Certificate',
    ],
  },
  {
    id: 'warranty',
    art: 'detail-1',
    icon: 'shield-check',
    title: 'Extended Warranty',
    summary: 'Comprehensive coverage plans from specialist underwriters, for peace of mind beyond the factory warranty.',
    body: [
      'Exotic cars deserve cover written by people who understand them. We offer extended warranty plans from specialist underwriters, from powertrain-only to comprehensive cover, for up to four years.',
      'Claims are handled with the workshop of your choice, including authorised dealers, and plans transfer with the car if you sell it.',
    ],
    points: [
      'Terms from 12 to 48 months',
      'Repairs at authorised dealers',
      'Transferable to the next owner',
      'Roadside assistance included',
    ],
  },
  {
    id: 'consignment',
    art: 'showroom-3',
    icon: 'handshake',
    title: 'Consignment',
    summary: 'Sell your vehicle through our gallery: professional presentation, qualified buyers, and no strangers at your door.',
    body: [
      'We present your car exactly as we present our own: inspected, detailed, professionally photographed and shown by appointment to qualified buyers. We screen every inquiry and handle test drives, paperwork and payment.',
      'You agree the asking price and our commission in writing before we start, and you are kept informed of every offer.',
    ],
    points: [
      'Agreed price and commission up front',
      'Professional detailing and photography',
      'Buyers screened before viewings',
      'Secure payment and paperwork handled',
    ],
  },
];

const artAlt = (id: string) => GALLERY_ITEMS.find((item) => item.id === id)!.alt;

export const STARTING_SERVICES: ServicesBlock = {
  services: SERVICES.map(({ id, body, art, ...service }) => ({
    ...service,
    anchor: id,
    text: body.join('\n\n'),
    image: `art:gallery-${art}`,
    alt: artAlt(art),
  })),
};
