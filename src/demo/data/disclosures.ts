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

const monthYear = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'America/Toronto' });

/**
 * A factory warranty running `months` past `now` (and the battery's, for an
 * electric car): the seed's dates follow the day it runs, so a demo warranty
 * is never already over ("to June 2026" had expired).
 */
const FACTORY =
  (months: number, batteryMonths?: number) =>
  (now: Date): Pick<VehicleDisclosures, 'hasWarranty' | 'warrantyDetails'> => {
    const until = (m: number) => monthYear.format(new Date(now.getFullYear(), now.getMonth() + m, 15));
    const battery = batteryMonths ? ` (battery to ${until(batteryMonths)})` : '';
    return { hasWarranty: true, warrantyDetails: `Balance of the manufacturer's warranty, to ${until(months)}${battery}` };
  };

type Exception = Partial<VehicleDisclosures> | ((now: Date) => Partial<VehicleDisclosures>);
const EXCEPTIONS: Record<string, Exception> = {
  '911 GT3': FACTORY(7),
  '718 Cayman GT4 RS': FACTORY(28),
  'Air Grand Touring': FACTORY(20, 68),
  'Urus S': FACTORY(10),
  'Range Rover P530 Autobiography LWB': FACTORY(16),
  'SF90 Stradale Assetto Fiorano': (now) => ({
    ...FACTORY(12)(now),
    outOfProvince: true,
    outOfProvinceDetails: 'Previously registered in Quebec',
  }),
  'Flying Spur V8': { outOfProvince: true, outOfProvinceDetails: 'Imported from the United States (Florida) in 2023' },
  Chiron: { outOfProvince: true, outOfProvinceDetails: 'Imported from Germany in 2019' },
  'Range Rover Td6 HSE': { damageOver3000: true, damageDetails: 'Rear bumper and tailgate replaced after a parking collision in 2021; repairs $6,420' },
  'Escalade-V': FACTORY(13),
  'M4 Competition xDrive Coupe': { outOfProvince: true, outOfProvinceDetails: 'Previously registered in British Columbia' },
  NSX: { damageOver3000: true, damageDetails: 'Front bumper and left headlamp replaced in 2020; repairs $4,180' },
};

export function demoDisclosures(model: string, now = new Date()): VehicleDisclosures {
  const exception = EXCEPTIONS[model];
  return { ...CLEAN, ...(typeof exception === 'function' ? exception(now) : exception) };
}
