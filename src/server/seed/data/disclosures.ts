/**
 * The demo vehicles' OMVIC disclosures, so every demo car can stay offered
 * for sale (src/lib/disclosures.ts). Pure data, keyed by the demo model: most
 * are clean, certified Ontario cars; the exceptions are what a real luxury
 * stock carries (imported cars, a repaired one, remaining factory warranty).
 */
import type { VehicleDisclosures } from '#src/lib/disclosures';

const CLEAN: VehicleDisclosures = {
  dailyRental: false,
  policeOrEmergency: false,
  taxiOrLimousine: false,
  brandStatus: 'normal',
  damageOver3000: false,
  saleType: 'certified',
  hasWarranty: false,
  outOfProvince: false,
};

const FACTORY = (until: string): Pick<VehicleDisclosures, 'hasWarranty' | 'warrantyDetails'> => ({
  hasWarranty: true,
  warrantyDetails: `Balance of the manufacturer's warranty, to ${until}`,
});

const EXCEPTIONS: Record<string, Partial<VehicleDisclosures>> = {
  '911 GT3': FACTORY('June 2026'),
  '718 Cayman GT4 RS': FACTORY('March 2029'),
  'Air Grand Touring': FACTORY('2028 (battery to 2032)'),
  'Urus S': FACTORY('2026'),
  'Range Rover P530 Autobiography LWB': FACTORY('2028'),
  'SF90 Stradale Assetto Fiorano': { ...FACTORY('2027'), outOfProvince: true, outOfProvinceDetails: 'Previously registered in Quebec' },
  'Flying Spur V8': { outOfProvince: true, outOfProvinceDetails: 'Imported from the United States (Florida) in 2023' },
  Chiron: { outOfProvince: true, outOfProvinceDetails: 'Imported from Germany in 2019' },
  'Range Rover Td6 HSE': { damageOver3000: true, damageDetails: 'Rear bumper and tailgate replaced after a parking collision in 2021; repairs $6,420' },
  'Escalade-V': FACTORY('2027'),
  'M4 Competition xDrive Coupe': { outOfProvince: true, outOfProvinceDetails: 'Previously registered in British Columbia' },
  NSX: { damageOver3000: true, damageDetails: 'Front bumper and left headlamp replaced in 2020; repairs $4,180' },
};

export function demoDisclosures(model: string): VehicleDisclosures {
  return { ...CLEAN, ...EXCEPTIONS[model] };
}
