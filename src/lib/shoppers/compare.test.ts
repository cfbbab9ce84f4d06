import { describe, expect, it } from 'vitest';
import { compareRows, parseCompareIds, specsFromFeatures, type CompareVehicle } from './compare';

const car = (over: Partial<CompareVehicle> = {}): CompareVehicle => ({
  year: 2022,
  mileageText: '8,200 km',
  transmission: 'Manual',
  fuelType: 'Gasoline',
  color: 'Guards Red',
  condition: 'Excellent',
  features: ['## Performance', '4.0L naturally aspirated flat-six (502 hp)', 'Rear-wheel drive'],
  disclosures: { dailyRental: false },
  ...over,
});

describe('parseCompareIds', () => {
  it.each([
    [['3,8,12'], [3, 8, 12]],
    [
      ['3', '8'],
      [3, 8],
    ],
    [['3,3,8'], [3, 8]],
    [['1,2,3,4,5'], [1, 2, 3, 4]],
    [['0,-1,abc,1e3, 7 '], [7]],
    [[''], []],
  ])('%j → %j', (input, ids) => expect(parseCompareIds(input)).toEqual(ids));
});

describe('specsFromFeatures', () => {
  it('reads engine, power and drivetrain where a feature line says them', () => {
    expect(specsFromFeatures(['## Performance', '4.0L naturally aspirated flat-six (502 hp)', 'quattro all-wheel drive'])).toEqual({
      engine: '4.0L naturally aspirated flat-six',
      power: '502 hp',
      drivetrain: 'All-wheel drive',
    });
  });
  it('leaves unknown what no line says', () => {
    expect(specsFromFeatures(['Heated seats'])).toEqual({ engine: null, power: null, drivetrain: null });
  });
});

describe('compareRows', () => {
  it('marks the rows where the vehicles differ and only those', () => {
    const rows = compareRows([car(), car({ year: 2019, color: 'Guards Red' })]);
    expect(rows.find((r) => r.label === 'Year')).toEqual({ label: 'Year', values: ['2022', '2019'], differs: true });
    expect(rows.find((r) => r.label === 'Exterior colour')?.differs).toBe(false);
  });
  it('leaves out rows no vehicle states, and says "Not stated" where one is silent', () => {
    const rows = compareRows([car({ features: [] }), car()]);
    expect(rows.find((r) => r.label === 'Power')).toEqual({ label: 'Power', values: ['Not stated', '502 hp'], differs: true });
    expect(rows.some((r) => r.label === 'Warranty')).toBe(false);
  });
  it('marks nothing for a single vehicle', () => {
    expect(compareRows([car()]).every((r) => !r.differs)).toBe(true);
  });
});
