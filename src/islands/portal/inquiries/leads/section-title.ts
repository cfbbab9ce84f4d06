/** The class of a heading inside the lead details (Customer, Trade-in, Offer, Financing). */
export const sectionTitle = 'mb-2 text-[11px] tracking-[0.14em] text-ink/65 uppercase';
