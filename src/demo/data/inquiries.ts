/**
 * Demo customer inquiries covering every inquiry status. Half are about a
 * vehicle (subject 'Vehicle Inquiry', vehicleIndex into DEMO_VEHICLES); the
 * rest are trade-in, financing, consignment, service and sourcing requests.
 * Addresses use the reserved example.com / example.org domains. Pure data.
 */
import type { InquiryStatus } from '#src/lib/enums';

export interface DemoInquiry {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  status: InquiryStatus;
  /** Index into DEMO_VEHICLES when the inquiry is about one vehicle. */
  vehicleIndex?: number;
  /** createdAt = now − daysAgo − hoursAgo. */
  daysAgo: number;
  hoursAgo?: number;
}

export const VEHICLE_INQUIRY_SUBJECT = 'Vehicle Inquiry';

export const DEMO_INQUIRIES: readonly DemoInquiry[] = [
  {
    name: 'Adrian Kowalski',
    email: 'adrian.kowalski@example.com',
    phone: '(416) 555-0187',
    subject: VEHICLE_INQUIRY_SUBJECT,
    message:
      'I am interested in the 2022 Porsche 911 GT3. Has it ever been on a track day, and is the Clubsport roll cage bolted in or welded? I could view it Saturday morning.',
    status: 'new',
    vehicleIndex: 0,
    daysAgo: 0,
    hoursAgo: 3,
  },
  {
    name: 'Mei Lin Zhang',
    email: 'meilin.zhang@example.org',
    subject: VEHICLE_INQUIRY_SUBJECT,
    message:
      'Could you send the battery state-of-health report for the Lucid Air Grand Touring? I would also like to know whether the home charger included is the 80-amp unit.',
    status: 'new',
    vehicleIndex: 10,
    daysAgo: 0,
    hoursAgo: 9,
  },
  {
    name: 'Robert Ashdown',
    email: 'r.ashdown@example.com',
    phone: '(905) 555-0133',
    subject: 'Trade-in appraisal',
    message:
      'I have a 2019 Porsche Cayenne S with 62,000 km, one owner, all dealer service. I would like an appraisal towards the Land Rover Range Rover P530 you have listed. Photos available on request.',
    status: 'new',
    daysAgo: 1,
    hoursAgo: 4,
  },
  {
    name: 'Fatima Haddad',
    email: 'fatima.haddad@example.com',
    phone: '(647) 555-0119',
    subject: 'Financing options',
    message:
      'What terms do you offer on financing for vehicles over $250,000? I am self-employed and would prefer a 60-month term with a balloon payment if that is possible.',
    status: 'new',
    daysAgo: 2,
  },
  {
    name: 'Thomas Beaumont',
    email: 'thomas.beaumont@example.org',
    phone: '(289) 555-0164',
    subject: VEHICLE_INQUIRY_SUBJECT,
    message:
      'Is the Ferrari F8 Tributo still under the seven-year Genuine Maintenance programme, and when is its next annual service due? I am a serious buyer and can arrange a viewing this week.',
    status: 'in-progress',
    vehicleIndex: 18,
    daysAgo: 3,
  },
  {
    name: 'Olivia Mercer',
    email: 'olivia.mercer@example.com',
    subject: 'Consignment',
    message:
      'I would like to consign a 2020 McLaren GT with 9,800 km. What is your consignment fee, how long do cars typically take to sell, and is the car insured while it is at your showroom?',
    status: 'in-progress',
    daysAgo: 4,
  },
  {
    name: 'Kwame Asante',
    email: 'kwame.asante@example.com',
    phone: '(416) 555-0148',
    subject: VEHICLE_INQUIRY_SUBJECT,
    message:
      'Interested in the Lamborghini Urus S. Can you confirm the remaining factory warranty and whether an extended warranty can be purchased before it expires?',
    status: 'in-progress',
    vehicleIndex: 12,
    daysAgo: 6,
  },
  {
    name: 'Isabelle Tremblay',
    email: 'isabelle.tremblay@example.org',
    phone: '(514) 555-0172',
    subject: VEHICLE_INQUIRY_SUBJECT,
    message:
      'I live in Montréal. Would you ship the Rolls-Royce Dawn by enclosed transport, and can a pre-purchase inspection be done by an independent shop of my choosing before I commit?',
    status: 'responded',
    vehicleIndex: 24,
    daysAgo: 9,
  },
  {
    name: 'Gregory Paulson',
    email: 'greg.paulson@example.com',
    subject: 'Pre-purchase inspection',
    message:
      'Do you offer pre-purchase inspections on cars bought privately? I am looking at a 2017 Audi R8 V10 plus from a private seller in Barrie and want a second opinion on its condition.',
    status: 'responded',
    daysAgo: 13,
  },
  {
    name: 'Natalie Fournier',
    email: 'natalie.fournier@example.com',
    phone: '(905) 555-0196',
    subject: VEHICLE_INQUIRY_SUBJECT,
    message:
      'What is the best price on the Bentley Flying Spur V8 if I pay in full without financing? I would also like to know if the car has ever had paintwork.',
    status: 'responded',
    vehicleIndex: 8,
    daysAgo: 17,
  },
  {
    name: 'Samuel Osei',
    email: 'samuel.osei@example.org',
    phone: '(647) 555-0121',
    subject: 'Vehicle sourcing request',
    message:
      'I am looking for a 2023 or newer Porsche 911 GT3 RS in Python Green or Shark Blue, under 5,000 km. Budget is flexible. Can you source one and what would your fee be?',
    status: 'resolved',
    daysAgo: 26,
  },
  {
    name: 'Elena Petrova',
    email: 'elena.petrova@example.com',
    subject: VEHICLE_INQUIRY_SUBJECT,
    message:
      'Following up on the BMW M5 Competition: was it sold with winter tires on wheels? If so, could I see a photo of them before I come in to sign?',
    status: 'resolved',
    vehicleIndex: 9,
    daysAgo: 19,
  },
  {
    name: 'David Nakamura',
    email: 'david.nakamura@example.org',
    phone: '(416) 555-0158',
    subject: 'Service appointment',
    message:
      'My Aston Martin DB11 needs its annual service and a brake fluid change. Do you have availability next month, and can you provide a loaner vehicle?',
    status: 'closed',
    daysAgo: 44,
  },
  {
    name: 'Chloe Anderson',
    email: 'chloe.anderson@example.com',
    subject: 'Extended warranty',
    message:
      'What extended warranty plans do you offer on exotic cars older than five years? I am considering a 2016 model and want to know what would be covered.',
    status: 'closed',
    daysAgo: 58,
  },
];
