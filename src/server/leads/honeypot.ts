/**
 * The honeypot every public lead form carries: a `website` field hidden from
 * people and from assistive technology (see the forms' <Honeypot>), which bots
 * fill in. A filled one is a bot: it is answered exactly as a person would be,
 * with a made-up id, so it learns nothing, and nothing is stored or sent.
 */

/** True when the hidden field holds anything but blanks. */
export function isHoneypotFilled(input: { website?: string | null }): boolean {
  return Boolean(input.website?.trim());
}

/** The id a bot is told its lead got: four digits, like a young site's real ids. */
export function fakeLeadId(random: () => number = Math.random): number {
  return 1000 + Math.floor(random() * 9000);
}
