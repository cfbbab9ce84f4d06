import { describe, expect, it } from 'vitest';
import { historyJsonLd, historyLines, vehicleHistoryInputSchema } from './declarations';

describe('vehicleHistoryInputSchema', () => {
  it('keeps only the answers given, as typed in the dialog', () => {
    const parsed = vehicleHistoryInputSchema.parse({
      carfaxUrl: ' https://vhr.carfax.ca/?id=1 ',
      accident: 'none',
      accidentNote: 'left over',
      lien: '',
      registeredIn: 'Ontario',
      imported: 'no',
      importedFrom: 'Germany',
      owners: '2',
    });
    expect(parsed).toEqual({
      carfaxUrl: 'https://vhr.carfax.ca/?id=1',
      accident: 'none',
      registeredIn: 'Ontario',
      imported: 'no',
      owners: 2,
    });
  });

  it('refuses a report link off carfax.ca, naming the field', () => {
    const result = vehicleHistoryInputSchema.safeParse({ carfaxUrl: 'https://carfax.ca.evil.com/r' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['carfaxUrl'] });
  });

  it('asks what was declared when an accident is declared', () => {
    const result = vehicleHistoryInputSchema.safeParse({ accident: 'declared' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['accidentNote'] });
  });

  it.each([0, 1.5, 'two', 51])('refuses %s owners', (owners) => {
    expect(vehicleHistoryInputSchema.safeParse({ owners }).success).toBe(false);
  });

  it('reads null and absent as nothing declared', () => {
    expect(vehicleHistoryInputSchema.parse(null)).toEqual({});
    expect(vehicleHistoryInputSchema.parse(undefined)).toEqual({});
  });
});

describe('historyLines', () => {
  it('words each declaration in a fixed order, notes and countries included', () => {
    expect(
      historyLines({
        owners: 1,
        imported: 'yes',
        importedFrom: 'United States',
        registeredIn: 'Florida',
        lien: 'discharged-at-sale',
        accident: 'declared',
        accidentNote: 'Rear bumper replaced in 2021',
      }),
    ).toEqual([
      { label: 'Accident history', value: 'Declared: Rear bumper replaced in 2021' },
      { label: 'Lien status', value: 'Lien to be discharged at sale' },
      { label: 'Registered in', value: 'Florida' },
      { label: 'Previously out of province or imported', value: 'Yes, from United States' },
      { label: 'Owners', value: '1 (one owner)' },
    ]);
  });

  it('says Unknown as an answer and leaves unanswered ones out', () => {
    expect(historyLines({ accident: 'unknown', imported: 'unknown' })).toEqual([
      { label: 'Accident history', value: 'Unknown' },
      { label: 'Previously out of province or imported', value: 'Unknown' },
    ]);
    expect(historyLines({})).toEqual([]);
  });
});

describe('historyJsonLd', () => {
  it('uses schema.org numberOfPreviousOwners and knownVehicleDamages only', () => {
    expect(
      historyJsonLd({ owners: 2, accident: 'declared', accidentNote: 'Bumper', lien: 'free', carfaxUrl: 'https://vhr.carfax.ca/' }),
    ).toEqual({
      numberOfPreviousOwners: 2,
      knownVehicleDamages: 'Bumper',
    });
    expect(historyJsonLd({ accident: 'unknown' })).toEqual({});
  });
});
