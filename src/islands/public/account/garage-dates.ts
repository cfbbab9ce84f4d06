/** Dates in My garage as the dealer's clock reads them (Toronto), whatever the visitor's own zone, worded as the site's e-mails are. */
const DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', year: 'numeric', month: 'long', day: 'numeric' });
const DAY_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const garageDay = (iso: string) => DAY.format(new Date(iso));
export const garageDayTime = (iso: string) => DAY_TIME.format(new Date(iso));
