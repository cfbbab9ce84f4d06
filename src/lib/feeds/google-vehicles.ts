import { create } from 'xmlbuilder2';
import { BODY_TYPES, dealerAddressLine, feedPrice, type FeedDealer, type FeedVehicle } from './feed-vehicle';

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/** The dealership's store code in Google's vehicle feeds (any stable identifier of the dealership). */
export const STORE_CODE = 'atelier-vaughan';

/**
 * Google's vehicle listings feed as RSS 2.0 with the `g:` namespace: the
 * required attributes (vin, store_code, dealership name and address, price,
 * condition, make, model, year, mileage for a used car) plus id, link,
 * images and `vehicle_all_in_price`, which Google defines for markets where
 * the advertised price must include every fee (Ontario's all-in rule).
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
    const g = (name: string, value: string | number) => item.ele(GOOGLE_NS, `g:${name}`).txt(String(value));
    g('id', v.stockNumber);
    g('vin', v.vin);
    g('store_code', STORE_CODE);
    g('dealership_name', dealer.name);
    g('dealership_address', dealerAddressLine(dealer));
    g('title', v.title);
    g('description', v.description);
    g('link', v.url);
    if (v.images[0]) g('image_link', v.images[0]);
    for (const image of v.images.slice(1, 11)) g('additional_image_link', image);
    g('price', feedPrice(v.price));
    g('vehicle_all_in_price', feedPrice(v.price));
    g('condition', v.condition === 'New' ? 'new' : 'used');
    g('certified_pre_owned', v.condition === 'Certified Pre-Owned' ? 'yes' : 'no');
    g('make', v.make);
    g('model', v.model);
    g('year', v.year);
    g('mileage', `${v.mileageKm} km`);
    g('exterior_color', v.color);
    g('body_style', BODY_TYPES[v.category].toLowerCase());
    g('fuel', v.fuelType);
    g('transmission', v.transmission);
    g('date_in_stock', v.dateInStock);
  }
  return doc.end({ prettyPrint: true });
}
