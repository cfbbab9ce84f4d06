import { withVinCheckDigit } from '#src/lib/vin';
import { modelAndTrim, vehicleTitle } from '#src/lib/vehicle-status';
import { DEALER, formatAddressLine } from '#src/lib/dealer';
import { toRegisterDate } from '#src/lib/format/dates';
import type { Db } from '#src/db/client';
import { countRows } from '#src/db/queries/count';
import { linkCustomer } from '#src/db/queries/customers';
import {
  activityLog,
  analyticsEvents,
  blogPosts,
  contentRevisions,
  siteBlocks,
  siteSettings,
  garageRegister,
  inquiries,
  inquiryReplies,
  media,
  outboxMessages,
  savedVehicles,
  testimonials,
  vehicles,
  vehiclePriceChanges,
} from '#src/db/schema';
import { paintFor, vehicleArtwork } from '#src/demo/artwork';
import { storeDemoImage } from '#src/server/media/images';
import { DEMO_BLOG_POSTS } from '#src/demo/data/blog-posts';
import { STARTING_BLOCKS } from '#src/server/content/starting-copy/blocks';
import { STARTING_LEGAL_UPDATED } from '#src/server/content/starting-copy/pages';
import { DEMO_INQUIRIES } from '#src/demo/data/inquiries';
import { DEMO_TESTIMONIALS } from '#src/demo/data/testimonials';
import { DEMO_VEHICLES, type DemoVehicle } from '#src/demo/data/vehicles';
import { demoDisclosures } from '#src/demo/data/disclosures';
import { demoHistory } from '#src/demo/data/history';
import { DEMO_PRICE_REDUCTIONS } from '#src/demo/data/price-history';
import { DEFAULT_PRICING, allInPrice } from '#src/lib/pricing/all-in';
import { syntheticVehicles } from './synthetic';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 60 * 60 * 1000);

export function isDatabaseEmpty(database: Db): boolean {
  return countRows(database, vehicles) === 0 && countRows(database, inquiries) === 0 && countRows(database, testimonials) === 0;
}

/** Deletes the demo content, children first; accounts and sessions stay. */
export function clearDemoData(database: Db): void {
  database.transaction((tx) => {
    for (const table of [
      inquiryReplies,
      outboxMessages,
      inquiries,
      garageRegister,
      savedVehicles,
      vehiclePriceChanges,
      vehicles,
      testimonials,
      blogPosts,
      contentRevisions,
      siteBlocks,
      activityLog,
      analyticsEvents,
      media,
    ]) {
      tx.delete(table).run();
    }
  });
}

type StoredDemoImage = Awaited<ReturnType<typeof storeDemoImage>>;

async function imagesFor(vehicle: DemoVehicle, seed: number, defer: boolean): Promise<StoredDemoImage[]> {
  const stored: StoredDemoImage[] = [];
  for (const view of vehicle.imageViews) {
    const svg = vehicleArtwork({
      bodyStyle: vehicle.bodyStyle,
      paint: paintFor(vehicle.color),
      view,
      // Model and trim as one, as before the two were split: the label is part of the cached artwork's key.
      label: `${vehicle.make} ${modelAndTrim(vehicle)}`,
      seed,
    });
    stored.push(await storeDemoImage(svg, { defer }));
  }
  return stored;
}

/**
 * Seeds the demo content. With `vehicles` above the hand-written list's
 * length, synthetic vehicles (sharing the demo images) fill the rest: the
 * benchmark uses 1,000 and 10,000.
 */
export async function seedDemoData(database: Db, options: { vehicles?: number; deferImages?: boolean } = {}) {
  // Images are rendered (or copied from the cache) before the transaction: it must stay synchronous.
  // deferImages (a first `npm start`): images not in the cache are rendered by the server after it starts.
  const stored: StoredDemoImage[][] = [];
  for (const [i, v] of DEMO_VEHICLES.entries()) stored.push(await imagesFor(v, i + 1, options.deferImages ?? false));
  const rendered = stored.map((images) => images.map((image) => image.url));

  return database.transaction((tx) => {
    const vehicleIds: number[] = [];
    DEMO_VEHICLES.forEach((v, i) => {
      const row = tx
        .insert(vehicles)
        .values({
          make: v.make,
          model: v.model,
          trim: v.trim,
          drivetrain: v.drivetrain,
          year: v.year,
          price: v.price,
          mileage: v.mileage,
          fuelType: v.fuelType,
          transmission: v.transmission,
          color: v.color,
          description: v.description,
          category: v.category,
          condition: v.condition,
          status: v.status,
          isFeatured: v.isFeatured,
          features: [...v.features],
          images: rendered[i],
          vin: withVinCheckDigit(v.vinStem),
          disclosures: demoDisclosures(modelAndTrim(v)),
          history: demoHistory(modelAndTrim(v), withVinCheckDigit(v.vinStem), i),
          createdAt: daysAgo(v.daysInStock),
          updatedAt: daysAgo(Math.min(v.daysInStock, v.sale?.daysAgo ?? v.daysInStock)),
        })
        .returning({ id: vehicles.id, vin: vehicles.vin, createdAt: vehicles.createdAt })
        .get();
      vehicleIds.push(row.id);
      // The price history: listed when it arrived, and a reduction for the demo cars that had one.
      const reduction = DEMO_PRICE_REDUCTIONS[modelAndTrim(v)];
      tx.insert(vehiclePriceChanges)
        .values({
          vehicleId: row.id,
          oldPrice: null,
          newPrice: reduction?.from ?? v.price,
          actorName: 'Staff Member',
          createdAt: row.createdAt,
        })
        .run();
      if (reduction)
        tx.insert(vehiclePriceChanges)
          .values({
            vehicleId: row.id,
            oldPrice: reduction.from,
            newPrice: v.price,
            oldOnRequest: false,
            actorName: 'Staff Member',
            createdAt: daysAgo(reduction.daysAgo),
          })
          .run();
      tx.insert(activityLog)
        .values({
          actorName: 'Staff Member',
          action: 'vehicle.created',
          entityType: 'vehicle',
          entityId: row.id,
          summary: `Added ${vehicleTitle(v)} to inventory`,
          createdAt: row.createdAt,
        })
        .run();
      if (v.sale) {
        tx.insert(garageRegister)
          .values({
            vehicleId: row.id,
            make: v.make,
            modelStyle: modelAndTrim(v),
            colour: v.color,
            dateIntoStock: toRegisterDate(row.createdAt),
            vinSerialNo: row.vin,
            purchasedFromName: DEALER.name,
            purchasedFromAddress: formatAddressLine(),
            purposeType: v.sale.purposeType,
            dateOutOfStock: toRegisterDate(daysAgo(v.sale.daysAgo)),
            soldToName: v.sale.soldToName,
            soldToAddress: v.sale.soldToAddress,
            plateNo: v.sale.plateNo.toUpperCase(),
            odometerReading: v.mileage,
            allInPriceCents: (allInPrice({ price: v.price }, DEFAULT_PRICING) as { cents: number }).cents,
            createdAt: daysAgo(v.sale.daysAgo),
          })
          .run();
        tx.insert(activityLog)
          .values({
            actorName: 'Staff Member',
            action: 'vehicle.sold',
            entityType: 'vehicle',
            entityId: row.id,
            summary: `Sold ${vehicleTitle(v)} to ${v.sale.soldToName}`,
            createdAt: daysAgo(v.sale.daysAgo),
          })
          .run();
      }
    });

    // The media library lists every stored image with the vehicles using it; demo images are no exception.
    for (const image of stored.flat()) {
      tx.insert(media)
        .values({ url: image.url, width: image.width, height: image.height, bytes: image.bytes, originalName: 'demo artwork' })
        .run();
    }

    const extra = Math.max(0, (options.vehicles ?? 0) - DEMO_VEHICLES.length);
    for (const v of syntheticVehicles(extra, rendered)) tx.insert(vehicles).values(v).run();

    for (const t of DEMO_TESTIMONIALS) {
      tx.insert(testimonials)
        .values({
          name: t.name,
          vehicle: t.vehicle,
          rating: t.rating,
          comment: t.comment,
          isApproved: t.isApproved,
          createdAt: daysAgo(t.daysAgo),
        })
        .run();
    }

    for (const q of DEMO_INQUIRIES) {
      const createdAt = daysAgo(q.daysAgo, q.hoursAgo ?? 0);
      const row = tx
        .insert(inquiries)
        .values({
          customerId: linkCustomer(tx, q, createdAt),
          name: q.name,
          email: q.email,
          phone: q.phone ?? null,
          subject: q.subject,
          message: q.message,
          status: q.status,
          vehicleId: q.vehicleIndex === undefined ? null : vehicleIds[q.vehicleIndex],
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: inquiries.id })
        .get();
      tx.insert(activityLog)
        .values({
          actorName: q.name,
          action: 'inquiry.received',
          entityType: 'inquiry',
          entityId: row.id,
          summary: `New inquiry from ${q.name}: ${q.subject}`,
          createdAt,
        })
        .run();
    }

    // The demo posts are real published posts: a featured photo of a demo car, and links to the cars they mention
    // (shown on the post as the inventory's cards).
    // Keyed by the displayed model and trim ("720S Performance"), as the posts name the cars.
    const byModel = new Map(DEMO_VEHICLES.map((v, i) => [modelAndTrim(v), { id: vehicleIds[i]!, image: rendered[i]![0] ?? null, v }]));
    for (const { featured, mentions, daysAgo: age, ...p } of DEMO_BLOG_POSTS) {
      const at = daysAgo(age);
      const links = mentions
        .map((model) => byModel.get(model))
        .filter((m) => m !== undefined)
        .map((m) => `[${vehicleTitle(m.v)}](/inventory/${m.id})`);
      const content = links.length ? `${p.content}\n\nIn the gallery: ${links.join(' and ')}.` : p.content;
      const image = byModel.get(featured.model)?.image ?? null;
      tx.insert(blogPosts)
        .values({
          ...p,
          content,
          tags: [...p.tags],
          featuredImage: image,
          featuredImageAlt: image ? featured.alt : null,
          publishedAt: p.published ? at : null,
          createdAt: at,
          updatedAt: at,
        })
        .run();
    }

    // The site's blocks of copy (FAQ, hero, promo, services, gallery, about, contact, legal pages) start published,
    // each with a first revision, as if staff had written them; the legal pages as of their "Last updated" date.
    for (const [key, data] of Object.entries(STARTING_BLOCKS)) {
      const at = key === 'privacy' || key === 'terms' ? STARTING_LEGAL_UPDATED : daysAgo(30);
      tx.insert(siteBlocks).values({ key, published: data, publishedAt: at, publishedBy: DEALER.name }).run();
      tx.insert(contentRevisions)
        .values({ entity: `block:${key}`, data, actorName: DEALER.name, action: 'publish', createdAt: at })
        .run();
    }
    // A demo CAD→USD rate, dated a few days back, so "Show ≈ US$" can be tried (an admin's own rate is kept).
    const rateDay = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    tx.insert(siteSettings)
      .values({ key: 'usd-rate', value: { rate: 0.715, asOf: rateDay }, updatedAt: new Date() })
      .onConflictDoNothing()
      .run();

    return {
      vehicles: DEMO_VEHICLES.length + extra,
      testimonials: DEMO_TESTIMONIALS.length,
      inquiries: DEMO_INQUIRIES.length,
      garageRegister: DEMO_VEHICLES.filter((v) => v.sale).length,
      blogPosts: DEMO_BLOG_POSTS.length,
    };
  });
}
