import { disclosureLines, DISCLOSURE_QUESTIONS } from '#src/lib/disclosures';
import type { VehicleDisclosures } from '#src/lib/disclosures';

/** At most this many vehicles side by side (four columns still read on a laptop, and print on one page). */
export const MAX_COMPARE = 4;

/**
 * The ids of /compare?ids=3,8,12 (or ids=3&ids=8, what a no-JS form sends): positive whole numbers,
 * first occurrence kept, at most four. Anything else is left out.
 */
export function parseCompareIds(values: readonly string[]): number[] {
  const ids: number[] = [];
  for (const part of values.flatMap((v) => v.split(','))) {
    const text = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(text)) continue;
    const id = Number(text);
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARE) break;
  }
  return ids;
}

export const compareHref = (ids: readonly number[]) => (ids.length ? `/compare?ids=${ids.join(',')}` : '/compare');

/** What a feature line tells of the engine, the power and the drivetrain, where the listing says it. */
const ENGINE =
  /\b(\d\.\d\s?L\b[^,(;]*|(?:twin-turbo(?:charged)?\s)?(?:V|W)\d{1,2}\b[^,(;]*|flat-(?:four|six|eight|twelve)[^,(;]*|electric motors?[^,(;]*)/i;
const POWER = /\b(\d{3,4})\s?(hp|bhp|ps|kw)\b/i;
const DRIVE = /\b(all-wheel drive|awd|rear-wheel drive|rwd|four-wheel drive|4wd|4matic\+?|quattro|xdrive|q4)\b/i;

export type CompareSpecs = { engine: string | null; power: string | null; drivetrain: string | null };

export function specsFromFeatures(features: readonly string[]): CompareSpecs {
  const lines = features.filter((f) => !f.startsWith('##'));
  const find = (re: RegExp) => lines.map((l) => re.exec(l)).find(Boolean) ?? null;
  const engine = find(ENGINE);
  const power = find(POWER);
  const drive = find(DRIVE);
  const driveText = drive?.[1].toLowerCase() ?? null;
  return {
    engine: engine ? engine[1].trim().replace(/\s+/g, ' ') : null,
    power: power ? `${power[1]} ${power[2].toLowerCase() === 'kw' ? 'kW' : 'hp'}` : null,
    drivetrain: driveText
      ? /rear|rwd/.test(driveText)
        ? 'Rear-wheel drive'
        : /four|4wd/.test(driveText)
          ? 'Four-wheel drive'
          : 'All-wheel drive'
      : null,
  };
}

export type CompareVehicle = {
  year: number;
  mileageText: string;
  transmission: string;
  fuelType: string;
  color: string;
  condition: string;
  features: readonly string[];
  disclosures: Partial<VehicleDisclosures>;
};

export type CompareRow = { label: string; values: string[]; differs: boolean };

/** The rows of the comparison table, each marked when the vehicles differ on it; rows nobody knows are left out. */
export function compareRows(list: readonly CompareVehicle[]): CompareRow[] {
  const specs = list.map((v) => specsFromFeatures(v.features));
  const disclosures = list.map((v) => new Map(disclosureLines(v.disclosures).map((l) => [l.key, l.value])));
  const rows: [string, (string | null)[]][] = [
    ['Year', list.map((v) => String(v.year))],
    ['Kilometres', list.map((v) => v.mileageText)],
    ['Engine', specs.map((s) => s.engine)],
    ['Power', specs.map((s) => s.power)],
    ['Transmission', list.map((v) => v.transmission)],
    ['Drivetrain', specs.map((s) => s.drivetrain)],
    ['Fuel type', list.map((v) => v.fuelType)],
    ['Exterior colour', list.map((v) => v.color)],
    ['Condition', list.map((v) => v.condition)],
    ...DISCLOSURE_QUESTIONS.map((q): [string, (string | null)[]] => [q.label, disclosures.map((d) => d.get(q.key) ?? null)]),
  ];
  return rows
    .filter(([, values]) => values.some((v) => v !== null))
    .map(([label, values]) => {
      const shown = values.map((v) => v ?? 'Not stated');
      return { label, values: shown, differs: list.length > 1 && new Set(shown).size > 1 };
    });
}
