import { describe, expect, it } from 'vitest';
import type { Vehicle } from '#src/db/schema';
import { financingLead, inquiryLead, offerLead, tradeInLead } from './public-leads';
import type { TradeInPost } from './trade-in-form';

/** The inbox row each lead type writes: pure functions of the input and the vehicle. */
const roma = { id: 7, year: 2023, make: 'Ferrari', model: 'Roma', trim: null, status: 'available' } as unknown as Vehicle;
const contact = { name: 'Jane Doe', email: 'jane@example.com', phone: null, website: '' };

describe('the inbox row of each lead type', () => {
  it('an inquiry keeps its own subject, message and campaign', () => {
    const row = inquiryLead.row!(
      { ...contact, subject: 'Viewing', message: 'Hello there, the Roma?', vehicleId: 7, utmSource: 'news' },
      roma,
    );
    expect(row).toMatchObject({ subject: 'Viewing', message: 'Hello there, the Roma?', vehicleId: 7, utm: { utmSource: 'news' } });
    expect(row.contact).toMatchObject({ name: 'Jane Doe', email: 'jane@example.com' });
  });

  it('an offer names the amount and the vehicle, and says a trade-in comes with it', () => {
    const tradeIn = { year: 2018, make: 'BMW', model: 'M3', mileage: 1, condition: 'good', accidentHistory: 'none', lien: 'none' } as const;
    const row = offerLead.row!({ ...contact, vehicleId: 7, amount: 250_000, tradeIn }, roma);
    expect(row.subject).toBe('Offer of $250,000 on the 2023 Ferrari Roma');
    expect(row.message).toBe('I would like to offer $250,000 for the 2023 Ferrari Roma with a trade-in (2018 BMW M3).');
  });

  // A listed one takes offers from half its price: tests/api/leads.test.ts (the price is read from the settings).
  it('a sold vehicle takes no offers (409 naming vehicleId)', () => {
    const offer = { ...contact, vehicleId: 7, amount: 250_000 };
    expect(offerLead.refuseVehicle!({ ...roma, status: 'sold' }, offer)?.status).toBe(409);
  });

  it('a financing request names the vehicle when there is one, and no figures', () => {
    const input = {
      ...contact,
      employmentStatus: 'employed',
      incomeBand: '250k-500k',
      housingCost: 3000,
      termMonths: 60,
      downPayment: 40_000,
      contactConsent: true,
    } as const;
    expect(financingLead.row!(input, roma).subject).toBe('Financing pre-qualification: 2023 Ferrari Roma');
    const general = financingLead.row!(input, null);
    expect(general).toMatchObject({
      subject: 'Financing pre-qualification',
      message: 'Please contact me about financing pre-qualification.',
    });
    expect(general.subject + general.message).not.toMatch(/250k|3000|40000/);
  });

  it('a trade-in names the vehicle to appraise, or keeps the visitor’s own message', () => {
    const input: TradeInPost = {
      ...contact,
      year: 2018,
      make: 'BMW',
      model: 'M3',
      trim: 'CS',
      mileage: 1,
      condition: 'good',
      accidentHistory: 'none',
      lien: 'none',
      photos: [],
    };
    expect(tradeInLead.row!(input, null)).toMatchObject({
      subject: 'Trade-in appraisal: 2018 BMW M3 CS',
      message: 'Please appraise my 2018 BMW M3 CS.',
    });
    expect(tradeInLead.row!({ ...input, message: '  Low miles.  ' }, null).message).toBe('Low miles.');
  });
});
