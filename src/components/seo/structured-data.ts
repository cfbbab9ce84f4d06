import { historyJsonLd } from '#src/lib/history/declarations';
import type { Vehicle } from '#src/db/schema/vehicles';
import { DEALER } from '#src/lib/dealer';
import type { DealerContact } from '#src/db/queries/dealer-settings';
import { publishedPrice, type PricingSettings } from '#src/lib/pricing/all-in';
import { BODY_TYPES } from '#src/lib/feeds/feed-vehicle';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { artFile } from '#src/components/media/site-art';

/** schema.org objects for the JSON-LD blocks (see json-ld.astro); URLs are made absolute against `site`. */

type Crumb = { name: string; href: string };

const absolute = (href: string, site: URL) => new URL(href, site).href;

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absolute(c.href, site) })),
  };
}

/** The dealership, with the opening hours of src/lib/dealer.ts (Sunday is by appointment, so it has none). */
export function autoDealerJsonLd(contact: DealerContact, site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': absolute('/#dealer', site),
    name: DEALER.name,
    legalName: DEALER.legalName,
    url: absolute('/', site),
    logo: absolute('/favicon.svg', site),
    image: absolute(artFile('hero-welcome', 'hero', 1600), site),
    description: `${DEALER.tagline}. Hand-selected luxury and exotic vehicles in ${contact.city}, Ontario.`,
    telephone: contact.phoneDisplay,
    email: contact.email,
    foundingDate: String(DEALER.foundedYear),
    priceRange: '$$$$',
    currenciesAccepted: DEALER.currency,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.street,
      addressLocality: contact.city,
      addressRegion: contact.region,
      postalCode: contact.postalCode,
      addressCountry: DEALER.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: DEALER.geo.latitude, longitude: DEALER.geo.longitude },
    openingHoursSpecification: DEALER.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...h.dayOfWeek], opens: h.opens, closes: h.closes })),
    sameAs: Object.values(DEALER.social),
  };
}

// A reserved or sale-pending car is still shown but cannot be bought today: schema.org's Reserved
// ("reserved and therefore not available"), as the feeds say out_of_stock / PENDING.
const AVAILABILITY: Record<Vehicle['status'], string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  pending: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
  // Never rendered: a draft has no public page.
  draft: 'https://schema.org/OutOfStock',
};

type CarFields = Pick<
  Vehicle,
  | 'id'
  | 'make'
  | 'model'
  | 'trim'
  | 'year'
  | 'price'
  | 'priceOnRequest'
  | 'mileage'
  | 'color'
  | 'vin'
  | 'condition'
  | 'status'
  | 'images'
  | 'description'
  | 'fuelType'
  | 'transmission'
  | 'category'
> &
  Partial<Pick<Vehicle, 'history'>>;

/**
 * A Car with its Offer at the all-in price (the same figure as the page,
 * current price only). A sold car's price is hidden on its page and a
 * "price on request" car has none, so their offer states no price.
 */
export function carJsonLd(vehicle: CarFields, site: URL, pricing: PricingSettings) {
  const price = publishedPrice(vehicle, pricing);
  const url = absolute(`/inventory/${vehicle.id}`, site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicleTitle(vehicle),
    url,
    description: vehicle.description,
    brand: { '@type': 'Brand', name: vehicle.make },
    model: vehicle.model,
    // schema.org's name for the trim ("e.g. 'XLS' or '4MATIC'").
    ...(vehicle.trim ? { vehicleConfiguration: vehicle.trim } : {}),
    vehicleModelDate: String(vehicle.year),
    color: vehicle.color,
    bodyType: BODY_TYPES[vehicle.category],
    fuelType: vehicle.fuelType,
    vehicleTransmission: vehicle.transmission,
    vehicleIdentificationNumber: vehicle.vin,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.mileage, unitCode: 'KMT' },
    itemCondition: vehicle.condition === 'New' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    image: vehicle.images.map((src) => absolute(src, site)),
    // The dealer's declared owners and damages, where schema.org has a property for them.
    ...historyJsonLd(vehicle.history),
    offers: {
      '@type': 'Offer',
      url,
      // The all-in price, as shown on the page; none when sold or "on request".
      ...(price === null ? {} : { price, priceCurrency: DEALER.currency }),
      availability: AVAILABILITY[vehicle.status],
      itemCondition: vehicle.condition === 'New' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      seller: { '@id': absolute('/#dealer', site), '@type': 'AutoDealer', name: DEALER.name },
    },
  };
}

/** The first vehicles as an ItemList (home page: spec section 9 lists the first 10). */
export function vehicleListJsonLd(list: readonly Pick<Vehicle, 'id' | 'year' | 'make' | 'model' | 'trim'>[], site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: list.map((v, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: vehicleTitle(v),
      url: absolute(`/inventory/${v.id}`, site),
    })),
  };
}

/** A journal post (schema.org BlogPosting): headline, dates, author, image, publisher. */
export function blogPostingJsonLd(
  post: {
    title: string;
    excerpt: string;
    slug: string;
    author: string;
    category: string;
    tags: readonly string[];
    featuredImage: string | null;
  },
  dates: { published: Date; modified: Date },
  site: URL,
) {
  const url = absolute(`/journal/${post.slug}`, site);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    datePublished: dates.published.toISOString(),
    dateModified: dates.modified.toISOString(),
    author: { '@type': 'Organization', name: post.author, url: absolute('/about', site) },
    publisher: { '@type': 'AutoDealer', '@id': absolute('/#dealer', site), name: DEALER.name },
    articleSection: post.category,
    keywords: post.tags.join(', '),
    ...(post.featuredImage ? { image: absolute(post.featuredImage, site) } : {}),
  };
}

/** The FAQ page (schema.org FAQPage): each question with its answer as HTML (already sanitised). */
export function faqPageJsonLd(items: readonly { question: string; answerHtml: string }[], site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absolute('/faq', site),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answerHtml },
    })),
  };
}
