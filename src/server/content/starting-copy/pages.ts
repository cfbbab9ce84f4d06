import type { AboutBlock, ContactBlock, LegalBlock } from '#src/lib/validation/page-blocks';
import { TEAM } from './team';

/**
 * The copy of the about, contact, privacy and terms pages a new site starts with: the seed publishes it and a
 * database without the block shows it, so the site reads as it did when the words were in the code. Staff edit it
 * in the admin area. `{{…}}` are the settings' placeholders (src/lib/content/placeholders.ts). Pure data.
 */

const teamSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const STARTING_ABOUT: AboutBlock = {
  storyTitle: 'Built on One Car at a Time',
  story: `Julian Moreau opened the gallery in {{foundedYear}} with six cars and a simple idea: buying an exceptional car should feel as considered as the car itself. No crowded lot, no pressure, no surprises, just a quiet room, a few remarkable vehicles and people who know them inside and out.

{{years}} years on, the gallery has grown, but the idea has not. Every car is chosen by us, inspected in our own workshop and presented by appointment. Many of our clients have bought three or four cars from us; some found us through a friend who did.`,
  team: TEAM.map((m) => ({
    name: m.name,
    role: m.position,
    photo: `art:team-${teamSlug(m.name)}`,
    photoAlt: `Portrait of ${m.name}`,
    bio: m.bio,
  })),
};

export const STARTING_CONTACT: ContactBlock = {
  title: 'We Would Be Glad to Hear From You',
  intro: 'Ask about a car, arrange a private viewing or talk to our service team. We reply within one business day.',
  salesText: 'Viewings, availability, financing, leasing and trade-in offers.',
  serviceText: 'Inspections, maintenance, warranty claims and consignment appraisals.',
};

/** The legal pages' "Last updated" before anyone publishes them from the admin area. */
export const STARTING_LEGAL_UPDATED = new Date('2025-04-13T16:00:00Z');

export const STARTING_PRIVACY: LegalBlock = {
  body: `{{legalName}} ("{{name}}", "we", "us") respects your privacy. This policy explains how we handle personal information when you visit our website, send us an inquiry, or buy, sell or service a vehicle with us. We follow the *Personal Information Protection and Electronic Documents Act* (PIPEDA) and its ten fair information principles.

## 1. Who we are {#who-we-are}

{{legalName}} is an independent dealer of luxury and exotic vehicles located at {{address}}, registered with the Ontario Motor Vehicle Industry Council (OMVIC). We are responsible for the personal information under our control and have appointed a Privacy Officer who is accountable for our compliance with this policy.

## 2. What we collect {#what-we-collect}

### Information you give us

- Inquiries: your name, email address, optional phone number, the subject and message you send, and the vehicle you ask about.
- Purchases and sales: your name, address, driver's licence details and signature, as required on bills of sale and in the garage register that Ontario law requires dealers to keep.
- Financing and leasing: the details a lender needs to assess your application, collected only when you apply and with your express consent to a credit check.
- Trade-ins and consignments: ownership documents, lien information and the vehicle's history.

### Information collected automatically

- Technical information needed to deliver the website securely, such as your IP address and browser type, kept in short-lived server logs.
- With your consent only: anonymous analytics about the pages you view, how quickly they load, the vehicles you look at and how you found us (see section 5).

We do not knowingly collect information from anyone under 16.

## 3. How we use it {#how-we-use-it}

- To answer your inquiries and arrange viewings and test drives.
- To complete the purchase, sale, consignment, registration, financing or warranty of a vehicle.
- To meet our legal obligations, including OMVIC and Ministry of Transportation requirements, tax law and record-keeping rules.
- With your consent, to tell you about vehicles and events we think will interest you; you can unsubscribe at any time.
- With your consent, to understand how our website is used and improve it.

We never sell personal information.

## 4. Your consent {#consent}

We collect, use and disclose personal information only with your knowledge and consent, except where the law allows otherwise. Sending us an inquiry means you consent to our using your details to reply. We ask for express consent before a credit check, before marketing messages and before any non-essential cookies. You may withdraw consent at any time, subject to legal or contractual restrictions; we will explain the consequences, for example that we cannot process a financing application without it.

## 5. Cookies and similar technologies {#cookies}

When you first visit, a banner asks for your choice. Until you decide, only strictly necessary cookies are used. You can accept all, decline, or choose categories, and change your mind at any time with the **Cookie Preferences** link at the foot of every page.

- **Necessary** (always on): keep the site secure, remember your cookie choice and keep staff signed in to the portal.
- **Analytics**: count visits and page views anonymously, and measure how quickly pages load and respond on your device (the kind of page and whether the screen is a phone's or larger, nothing else), so we can see which pages help visitors and keep them fast.
- **Marketing**: remember which campaign brought you to us (for example an email or advertisement) and which promotional banner you saw.
- **Personalization**: remember recently viewed vehicles, your inventory filters and recommend vehicles you may like.

Your consent choice is kept for 365 days; personalization cookies for up to 30 days; campaign information for up to 90 days. Declining stops all analytics, marketing and personalization immediately. Analytics records contain no name, email address or full IP address and are deleted after 13 months.

## 6. When we share information {#sharing}

- With lenders and leasing companies you choose to apply to, and with warranty providers and insurers when you buy their products.
- With government bodies such as ServiceOntario for registration and the Canada Revenue Agency for tax, as required.
- With service providers who host our website, send our email or maintain our systems, under contracts that require them to protect it and use it only for us.
- When required by law, a court order or to protect our rights, or as part of a sale of our business, under equivalent protections.

Some of our service providers may store information outside Canada, where it may be accessible to authorities under local law.

## 7. How long we keep it {#retention}

We keep inquiries for up to 24 months after our last contact, sales, consignment and garage register records for at least seven years as tax and dealer regulations require, and anonymous analytics for 13 months. When information is no longer needed we delete or anonymize it.

When you ask us to delete your information, it is erased from our live systems at once, including the search index, so it can no longer be found or recovered there. Copies remain for up to 14 days in our daily backups, which exist so that a failed disk or a mistake cannot lose the records of our customers and the vehicles we sell; the backups are kept on the same private server, are not used for anything else, and each is deleted automatically when it is 14 days old.

## 8. How we protect it {#safeguards}

We use physical, organizational and technical safeguards appropriate to the sensitivity of the information: locked storage for paper records, encrypted connections (HTTPS), access limited to staff who need it, individual staff accounts with strong passwords and activity logs. No method is perfectly secure; if a breach creates a real risk of significant harm we will notify you and the Office of the Privacy Commissioner of Canada as PIPEDA requires.

## 9. Access, correction and complaints {#your-rights}

You may ask to see the personal information we hold about you, how it has been used and to whom it has been disclosed, and ask us to correct it. We will answer within 30 days. If you are not satisfied with our answer, you may complain to the [Office of the Privacy Commissioner of Canada](https://www.priv.gc.ca/).

## 10. Changes to this policy {#changes}

We may update this policy; the date above shows the latest version. Significant changes will be announced on this website.

## 11. Contact our Privacy Officer {#contact}

Privacy Officer, {{legalName}}, {{address}}\\
Email: [{{email}}](mailto:{{email}}) · Phone: {{phone}}`,
};

export const STARTING_TERMS: LegalBlock = {
  body: `## 1. Acceptance of these terms {#acceptance}

These terms govern your use of this website, operated by {{legalName}} ("we", "us"). By using the website you agree to them. If you do not agree, please do not use the website. A purchase, lease, consignment or service is governed by the written agreement you sign with us, which prevails over these terms.

## 2. About us and OMVIC {#dealer}

{{legalName}} is a motor vehicle dealer registered with the Ontario Motor Vehicle Industry Council (OMVIC), which administers the *Motor Vehicle Dealers Act, 2002*. Every vehicle sale is subject to that Act and its regulations, including the disclosures required on the bill of sale and the protection of the Ontario Motor Vehicle Compensation Fund. You can verify our registration and learn about your rights as a buyer at [omvic.ca](https://www.omvic.ca/).

## 3. Vehicle information {#vehicle-information}

We describe every vehicle carefully, but descriptions, options, equipment, mileage and photographs on this website are provided for information and may contain errors. Photographs may show artwork or images representative of the model. The vehicle's condition, history and specifications are confirmed in writing on the bill of sale, together with every disclosure OMVIC requires (for example prior use as a daily rental, material damage over $3,000 or a branded title). Please inspect the vehicle, or have it inspected, before you buy.

## 4. Prices and availability {#prices}

Advertised prices are in Canadian dollars and, under OMVIC's all-in price advertising rules, include all fees and charges the dealer intends to collect except HST and licensing. Vehicles are offered subject to prior sale. If a price is shown in error we will tell you before any agreement is signed, and you are not bound to proceed. Sold vehicles are kept on the website for reference with their price hidden.

## 5. Inquiries, reservations and deposits {#reservations}

Sending an inquiry does not reserve a vehicle or create a contract. A vehicle is reserved only when you sign a written agreement and pay the deposit it states; that agreement sets out whether and when the deposit is refundable.

## 6. Financing estimates {#financing}

Payment estimates from our calculator and advertised rates (such as "from 3.99% APR") are illustrations only, on approved credit (OAC). Your actual rate, term and payment depend on the lender's assessment and are stated in the credit or lease agreement, which includes the cost-of-borrowing disclosure required by law.

## 7. Trade-ins and consignments {#trade-ins}

Trade-in offers are made in writing after an inspection and are valid for the period stated on the offer. Consignment sales are governed by a written consignment agreement stating the asking price, our commission and how the proceeds are paid.

## 8. Use of this website {#use}

- Use the website lawfully and for personal, non-commercial purposes.
- Do not attempt to gain unauthorised access, disrupt the website, or copy its content in bulk by automated means.
- The employee portal and admin area are for authorised staff only; access is logged.
- Do not send inquiries containing false information or on behalf of someone else without their permission.

## 9. Intellectual property {#intellectual-property}

The website's text, photographs, artwork, logos and design belong to {{legalName}} or its licensors. You may view and share links to pages, but you may not reproduce them for commercial purposes without our written permission. Manufacturer names and marks belong to their owners and are used only to describe vehicles.

## 10. Disclaimers and liability {#liability}

The website is provided "as is". To the extent permitted by law, we are not liable for indirect or consequential loss arising from your use of it, or for the content of websites we link to. Nothing in these terms limits your rights under the *Consumer Protection Act, 2002* (Ontario), the *Motor Vehicle Dealers Act, 2002* or any other law that cannot be waived.

## 11. Governing law {#law}

These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario have jurisdiction over any dispute.

## 12. Changes and contact {#contact}

We may change these terms; the date above shows the latest version. Questions: {{legalName}}, {{address}} · [{{email}}](mailto:{{email}}) · {{phone}}. Our [Privacy Policy](/privacy-policy) explains how we handle personal information.`,
};
