import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { getPricingSettings } from '#src/db/queries/pricing-settings';
import type { Vehicle } from '#src/db/schema';
import { DEALER } from '#src/lib/dealer';
import { AS_IS_STATEMENT, disclosureLines } from '#src/lib/disclosures';
import { categoryLabel } from '#src/lib/enums';
import { formatDate } from '#src/lib/format/dates';
import { formatMileage } from '#src/lib/format/mileage';
import { isMediaUrl } from '#src/lib/images';
import { groupFeatures } from '#src/lib/inventory/features';
import { allInPrice, formatMoney, priceDisplay } from '#src/lib/pricing/all-in';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { stockNumber } from '#src/lib/vin';
import { config } from '#src/server/config';
import { completeDemoImage } from '#src/server/media/deferred-demo-images';
import { buildSpecSheetPdf, type SpecSheetContent } from './spec-sheet-pdf';

/**
 * The spec sheet of a listed vehicle (/inventory/<id>/spec-sheet.pdf): its
 * content from the same functions the vehicle page uses (all-in price and its
 * note, disclosures, features, the dealer's contact from the settings), made
 * once per vehicle version and kept: the key holds the vehicle's updatedAt and
 * the settings it shows, so an edit makes a new sheet and nothing stale is served.
 */

const CACHE_LIMIT = 64;
const cache = new Map<string, Promise<Uint8Array>>();

/** The sheet's bytes, from the cache when this version of the vehicle was made before. */
export function specSheetFor(vehicle: Vehicle): Promise<Uint8Array> {
  const pricing = getPricingSettings();
  const dealer = getDealerContact();
  const key = `${vehicle.id}:${vehicle.updatedAt.getTime()}:${JSON.stringify(pricing)}:${JSON.stringify(dealer)}`;
  const hit = cache.get(key);
  if (hit) {
    // Least recently used goes first: a hit moves to the end.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = makeSpecSheet(vehicle).catch((error) => {
    cache.delete(key);
    throw error;
  });
  cache.set(key, made);
  for (const old of cache.keys()) {
    if (cache.size <= CACHE_LIMIT) break;
    cache.delete(old);
  }
  return made;
}

async function makeSpecSheet(vehicle: Vehicle): Promise<Uint8Array> {
  const pricing = getPricingSettings();
  const dealer = getDealerContact();
  const shown = priceDisplay(vehicle, pricing, 'Sold');
  const allIn = allInPrice(vehicle, pricing);
  const includes =
    vehicle.status !== 'sold' && !allIn.onRequest && allIn.included.length
      ? [
          { name: 'Vehicle', amount: formatMoney(allIn.base) },
          ...allIn.included.map((f) => ({ name: f.name, amount: formatMoney(f.amount) })),
        ]
      : [];
  const siteUrl = (config().SITE_URL ?? DEALER.siteUrl).replace(/\/$/, '');
  const facts: [string, string][] = [
    ['Year', String(vehicle.year)],
    ['Mileage', formatMileage(vehicle.mileage)],
    ['Fuel type', vehicle.fuelType],
    ['Transmission', vehicle.transmission],
    ...(vehicle.drivetrain ? [['Drivetrain', vehicle.drivetrain] as [string, string]] : []),
    ['Exterior colour', vehicle.color],
    ['Condition', vehicle.condition],
    ['Category', categoryLabel(vehicle.category)],
    ['VIN', vehicle.vin],
  ];
  const content: SpecSheetContent = {
    dealerName: DEALER.name,
    title: vehicleTitle(vehicle),
    price: shown.text,
    priceNote: shown.note,
    priceIncludes: includes,
    stock: stockNumber(vehicle.vin),
    facts,
    features: groupFeatures(vehicle.features),
    disclosures: disclosureLines(vehicle.disclosures).map(({ label, value }) => ({ label, value })),
    asIs: vehicle.disclosures.saleType === 'as-is' ? AS_IS_STATEMENT : null,
    contact: {
      phone: dealer.phoneDisplay,
      email: dealer.email,
      address: `${dealer.street}, ${dealer.city}, ${dealer.region} ${dealer.postalCode}`,
    },
    pageUrl: `${siteUrl}/inventory/${vehicle.id}`,
    photo: await mainPhoto(vehicle.images[0]),
    generatedOn: formatDate(new Date()),
  };
  return buildSpecSheetPdf(content);
}

/** The first photo as a JPEG about 900 px wide, from the stored 960 px (or full) variant; null when there is none. */
async function mainPhoto(url: string | undefined): Promise<SpecSheetContent['photo']> {
  if (!url || !isMediaUrl(url)) return null;
  const name = url.slice('/media/'.length, -'.webp'.length);
  const dir = config().mediaDir;
  const candidates = [path.join(dir, `${name}-960.webp`), path.join(dir, `${name}.webp`)];
  const existing = async () => {
    for (const file of candidates)
      if (
        await fs.stat(file).then(
          () => true,
          () => false,
        )
      )
        return file;
    return undefined;
  };
  // A demo photo a first start deferred is rendered now, as /media does.
  const file = (await existing()) ?? ((await completeDemoImage(name.slice(0, 32)).catch(() => false)) ? await existing() : undefined);
  if (!file) return null;
  try {
    const bytes = await sharp(file)
      .resize({ width: 900, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { bytes: new Uint8Array(bytes), type: 'jpeg' };
  } catch {
    return null;
  }
}
