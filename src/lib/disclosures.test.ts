import { describe, expect, it } from 'vitest';
import {
  AS_IS_STATEMENT,
  disclosureLines,
  disclosuresInputSchema,
  isDisclosureComplete,
  missingDisclosures,
  type VehicleDisclosures,
} from './disclosures';

const complete: VehicleDisclosures = {
  dailyRental: false,
  policeOrEmergency: false,
  taxiOrLimousine: false,
  brandStatus: 'normal',
  damageOver3000: false,
  saleType: 'certified',
  hasWarranty: false,
  outOfProvince: false,
};

describe('missingDisclosures', () => {
  it('names every question when nothing is answered', () => {
    expect(Object.keys(missingDisclosures({}))).toEqual([
      'disclosures.dailyRental',
      'disclosures.policeOrEmergency',
      'disclosures.taxiOrLimousine',
      'disclosures.brandStatus',
      'disclosures.damageOver3000',
      'disclosures.saleType',
      'disclosures.hasWarranty',
      'disclosures.outOfProvince',
    ]);
    expect(isDisclosureComplete(null)).toBe(false);
  });

  it('is empty once every question is answered, "no" being an answer', () => {
    expect(missingDisclosures(complete)).toEqual({});
    expect(isDisclosureComplete(complete)).toBe(true);
  });

  it('asks for the details of a "yes"', () => {
    expect(missingDisclosures({ ...complete, damageOver3000: true, hasWarranty: true, outOfProvince: true })).toEqual({
      'disclosures.damageDetails': 'Damage details are required when the answer is yes',
      'disclosures.warrantyDetails': 'Warranty details are required when the answer is yes',
      'disclosures.outOfProvinceDetails': 'Registration details are required when the answer is yes',
    });
  });
});

describe('disclosuresInputSchema', () => {
  it('keeps only the answered questions (null and blank details mean unanswered)', () => {
    expect(disclosuresInputSchema.parse({ dailyRental: false, brandStatus: null, damageDetails: '  ' })).toEqual({ dailyRental: false });
    expect(disclosuresInputSchema.parse(undefined)).toEqual({});
  });

  it('names the field of a wrong answer', () => {
    const r = disclosuresInputSchema.safeParse({ brandStatus: 'flooded' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['brandStatus']);
  });
});

describe('disclosureLines', () => {
  it('writes the answers for the vehicle page, with details and the warranty', () => {
    const lines = disclosureLines({
      ...complete,
      damageOver3000: true,
      damageDetails: 'Front bumper, $4,200 repaired',
      hasWarranty: true,
      warrantyDetails: 'Porsche Approved to 2027',
    });
    expect(lines).toContainEqual({
      key: 'damageOver3000',
      label: 'Accident or damage over $3,000',
      value: 'Yes: Front bumper, $4,200 repaired',
    });
    expect(lines).toContainEqual({ key: 'hasWarranty', label: 'Warranty', value: 'Porsche Approved to 2027' });
    expect(lines).toContainEqual({ key: 'brandStatus', label: 'Vehicle branding', value: 'Normal' });
    expect(lines).toHaveLength(8);
  });

  it('has the as-is statement required by Ontario', () => {
    expect(AS_IS_STATEMENT).toMatch(/not represented as being in road worthy condition/);
  });
});
