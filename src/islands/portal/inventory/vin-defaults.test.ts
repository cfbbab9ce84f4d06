import { describe, expect, it } from 'vitest';
import { withVinCheckDigit } from '#src/lib/vin';
import { emptyVehicleForm, withVinDefaults } from './vehicle-form-state';

const now = new Date(2026, 0, 15);
const vin = withVinCheckDigit('WP0AC2A90NS270418'); // a 2022 Porsche

describe('the add form reads the year and make from the VIN', () => {
  it.each(['employee', 'admin'] as const)('fills a blank make and the untouched year (%s form)', (preset) => {
    const blank = emptyVehicleForm(now, preset);
    expect(withVinDefaults({ ...blank, vin }, blank)).toMatchObject({ year: '2022', make: 'Porsche' });
  });

  it('never overwrites what was entered: the mismatch is a warning instead', () => {
    const blank = emptyVehicleForm(now, 'admin');
    expect(withVinDefaults({ ...blank, vin, year: '2021', make: 'Mercedes-AMG' }, blank)).toMatchObject({
      year: '2021',
      make: 'Mercedes-AMG',
    });
  });

  it('leaves the form alone while the VIN is incomplete', () => {
    const blank = emptyVehicleForm(now, 'admin');
    expect(withVinDefaults({ ...blank, vin: vin.slice(0, 12) }, blank)).toMatchObject({ year: '', make: '' });
  });
});
