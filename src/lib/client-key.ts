/**
 * The key a per-client limit counts under. One attacker holds a whole IPv6
 * /64 (the smallest block a provider hands a customer, 2^64 addresses), so an
 * IPv6 address counts as its /64 network; an IPv4 address counts as itself,
 * and an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a dual-stack
 * socket reports IPv4 clients) as the IPv4 address it maps. Anything else
 * (an empty or unknown address, a key made already) is returned as it is, so
 * the function can be applied twice. Plain code (no node:net): src/lib is
 * shared with the browser.
 */
export function clientKey(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIpv4(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

/** The eight 16-bit groups of an IPv6 address, or undefined when the text is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!address.includes(':')) return undefined;
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    if (!isIpv4(last)) return undefined;
    const [a, b, c, d] = last.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const left = halves[0] ? halves[0].split(':') : [];
  const right = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const all = [...left, ...Array<string>(missing).fill('0'), ...right];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return all.map((g) => parseInt(g, 16));
}
