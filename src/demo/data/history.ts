/**
 * The demo vehicles' history declarations and CARFAX Canada links (issue 23),
 * consistent with their OMVIC disclosures (./disclosures.ts): pure data keyed
 * by the demo model. The report links point at CARFAX Canada's report host
 * with a made-up id (a real dealer pastes the link CARFAX gives them).
 */
import type { VehicleHistory } from '#src/lib/history/declarations';

const carfax = (vin: string) => `https://vhr.carfax.ca/?id=${encodeURIComponent(vin.slice(-8))}`;

const CLEAN_ONTARIO: VehicleHistory = { accident: 'none', lien: 'free', registeredIn: 'Ontario', imported: 'no' };

const DECLARED: Record<string, VehicleHistory> = {
  'SF90 Stradale Assetto Fiorano': { ...CLEAN_ONTARIO, imported: 'no', registeredIn: 'Quebec', owners: 1 },
  'Flying Spur V8': { ...CLEAN_ONTARIO, imported: 'yes', importedFrom: 'United States', registeredIn: 'Florida', owners: 2 },
  Chiron: { ...CLEAN_ONTARIO, imported: 'yes', importedFrom: 'Germany', owners: 2 },
  'Range Rover Td6 HSE': {
    ...CLEAN_ONTARIO,
    accident: 'declared',
    accidentNote: 'Parking collision in 2021: rear bumper and tailgate replaced',
    lien: 'discharged-at-sale',
    owners: 2,
  },
  'M4 Competition xDrive Coupe': { ...CLEAN_ONTARIO, registeredIn: 'British Columbia', imported: 'no', owners: 1 },
  NSX: { ...CLEAN_ONTARIO, accident: 'declared', accidentNote: 'Front bumper and left headlamp replaced in 2020', owners: 3 },
  '911 GT3': { ...CLEAN_ONTARIO, owners: 1 },
  '718 Cayman GT4 RS': { ...CLEAN_ONTARIO, owners: 1 },
};

/** Every third demo car has no declarations yet (a dealer fills them in over time); the others a clean Ontario history at least. */
export function demoHistory(model: string, vin: string, index: number): VehicleHistory {
  const declared = DECLARED[model];
  if (declared) return { carfaxUrl: carfax(vin), ...declared };
  if (index % 3 === 2) return {};
  return { ...(index % 2 === 0 ? { carfaxUrl: carfax(vin) } : {}), ...CLEAN_ONTARIO, lien: index % 4 === 1 ? 'unknown' : 'free' };
}
