import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { withVinCheckDigit } from '#src/lib/vin';
import { ANSWERED_DISCLOSURES } from '../support/disclosures';
import { servedPhoto } from '../support/e2e-fixtures';

/** A VIN no other test uses: 17 characters, no I, O or Q, with a valid check digit. */
export function uniqueVin(prefix = 'ADM'): string {
  const body = (Date.now().toString(36) + Math.random().toString(36).slice(2)).toUpperCase().replace(/[IOQ]/g, 'X');
  return withVinCheckDigit((prefix + body + '00000000000000000').slice(0, 17));
}

export type VehicleSeed = {
  make: string;
  model: string;
  year: number;
  price: number;
  mileage: number;
  category: string;
  isFeatured?: boolean;
  status?: string;
};

/** Adds a vehicle through the API with the page's (admin or staff) session; returns its id. */
export async function addVehicle(page: Page, v: VehicleSeed & { vin?: string; images?: string[] }): Promise<number> {
  const res = await page.request.post('/api/vehicles', {
    data: {
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      color: 'Graphite',
      description: 'Added by an admin test.',
      features: [],
      images: [servedPhoto()],
      vin: uniqueVin(),
      disclosures: ANSWERED_DISCLOSURES,
      ...v,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}
