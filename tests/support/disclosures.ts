import type { VehicleDisclosures } from '#src/lib/disclosures';

/** Every OMVIC disclosure answered (a clean, certified Ontario car): what a vehicle needs to be offered for sale. */
export const ANSWERED_DISCLOSURES: VehicleDisclosures = {
  dailyRental: false,
  policeOrEmergency: false,
  taxiOrLimousine: false,
  brandStatus: 'normal',
  damageOver3000: false,
  saleType: 'certified',
  hasWarranty: false,
  outOfProvince: false,
};

type Clickable = {
  getByRole(role: 'radiogroup', options: { name: string }): { getByText(text: string, o: { exact: true }): { click(): Promise<void> } };
};

/** Answers every disclosure of the vehicle form as ANSWERED_DISCLOSURES does (a clean, certified Ontario car). */
export async function answerDisclosures(form: Clickable): Promise<void> {
  const answers: [string, string][] = [
    ['Previously used as a daily rental', 'No'],
    ['Previously used as a police or emergency vehicle', 'No'],
    ['Previously used as a taxi or limousine', 'No'],
    ['Vehicle branding', 'Normal'],
    ['Accident or damage over $3,000', 'No'],
    ['Certified or as-is', 'Certified'],
    ['Warranty', 'No'],
    ['Previously registered outside Ontario', 'No'],
  ];
  for (const [question, answer] of answers)
    await form.getByRole('radiogroup', { name: question }).getByText(answer, { exact: true }).click();
}
