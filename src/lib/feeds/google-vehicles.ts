import { create } from 'xmlbuilder2';
import type { VehicleRecord } from '#src/lib/vehicle';
import { BODY_TYPES, dealerAddressLine, feedPrice, isOnHold, type FeedDealer, type FeedVehicle } from './feed-vehicle';

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/** The dealership's store code in Google's vehicle feeds (any stable identifier of the dealership). */
export const STORE_CODE = 'atelier-vaughan';

/** Google's product taxonomy: Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans. */
export const GOOGLE_PRODUCT_CATEGORY = '916';

/** Google's `engine` values (the fuel or power the engine uses). */
const ENGINE: Record<VehicleRecord['fuelType'], string> = {
  Gasoline: 'gasoline',
  Diesel: 'diesel',
  Electric: 'electric',
  Hybrid: 'hybrid',
  'Plug-in Hybrid': 'plug-in_hybrid',
};

/** The vehicle page with Google's {store_code} ValueTrack parameter left for Google to fill in. */
export const linkTemplate = (url: string) => `${url}${url.includes('?') ? '&' : '?'}store={store_code}`;

/**
 * Google's vehicle listings feed (vehicle ads) as RSS 2.0 with the `g:` namespace: each item's plain
 * RSS title, link and description, then the required attributes (vin, store_code, link_template,
 * dealership name and address, price, condition, make, model, year, mileage for a used car) and the
 * ones that help matching: trim apart from the model, engine in Google's values, the product
 * category, in-store fulfilment at our store code, and availability (a reserved or sale-pending car
 * is out_of_stock until it is for sale again). `vehicle_all_in_price` is the price Google defines
 * for markets where the advertised price must include every fee (Ontario's all-in rule).
 */
export function googleVehiclesXml(vehicles: readonly FeedVehicle[], dealer: FeedDealer, site: URL): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const channel = doc.ele('rss', { version: '2.0', 'xmlns:g': GOOGLE_NS }).ele('channel');
  channel.ele('title').txt(`${dealer.name} vehicle inventory`);
  channel.ele('link').txt(new URL('/inventory', site).href);
  channel
    .ele('description')
    .txt(
      `Vehicles for sale at ${dealer.name}, ${dealer.city}, ${dealer.region}. Prices are all-in: ${vehicles[0]?.priceNote ?? 'plus HST and licensing'}.`,
    );
  for (const v of vehicles) {
    const item = channel.ele('item');
    item.ele('title').txt(v.title);
    item.ele('link').txt(v.url);
    item.ele('description').txt(v.description);
    const g = (name: string, value: string | number) => item.ele(GOOGLE_NS, `g:${name}`).txt(String(value));
    g('id', v.stockNumber);
    g('vin', v.vin);
    g('store_code', STORE_CODE);
    g('dealership_name', dealer.name);
    g('dealership_address', dealerAddressLine(dealer));
    g('link_template', linkTemplate(v.url));
    g('google_product_category', GOOGLE_PRODUCT_CATEGORY);
    const fulfillment = item.ele(GOOGLE_NS, 'g:vehicle_fulfillment');
    fulfillment.ele(GOOGLE_NS, 'g:option').txt('in_store');
    fulfillment.ele(GOOGLE_NS, 'g:store_code').txt(STORE_CODE);
    g('availability', isOnHold(v.status) ? 'out_of_stock' : 'in_stock');
    // Google's vehicle listings feed specification has no video attribute: the walkaround is carried by the
    // vehicle page's JSON-LD (VideoObject under the Car's subjectOf) instead.
    if (v.images[0]) g('image_link', v.images[0]);
    for (const image of v.images.slice(1, 11)) g('additional_image_link', image);
    g('price', feedPrice(v.price));
    g('vehicle_all_in_price', feedPrice(v.price));
    g('condition', v.condition === 'New' ? 'new' : 'used');
    g('certified_pre_owned', v.condition === 'Certified Pre-Owned' ? 'yes' : 'no');
    g('make', v.make);
    g('model', v.model);
    if (v.trim) g('trim', v.trim);
    g('year', v.year);
    g('mileage', `${v.mileageKm} km`);
    g('exterior_color', v.color);
    g('body_style', BODY_TYPES[v.category].toLowerCase());
    g('engine', ENGINE[v.fuelType]);
    g('transmission', v.transmission);
    g('date_in_stock', v.dateInStock);
  }
  return doc.end({ prettyPrint: true });
}
