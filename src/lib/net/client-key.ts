/**
 * The key every per-client limit counts under: one attacker is one client.
 *
 * An ISP hands one IPv6 subscriber a whole /64 (often a /56), and anyone can
 * pick a fresh address inside it for every request, so an IPv6 address counts
 * as its /64 (`2001:db8:1:2::/64`). An IPv4 address counts as itself; an
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a dual-stack socket
 * reports for an IPv4 peer) counts as the IPv4 address it carries, so the same
 * client is not two keys. Anything that is not an IP address is returned as is
 * (trimmed, lower-cased): the caller decides whether to trust it.
 */
export function clientKey(address: string): string {
  const text = address.trim().toLowerCase();
  const v4 = parseIPv4(text);
  if (v4) return v4;
  const v6 = parseIPv6(text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text);
  if (!v6) return text;
  const mapped = mappedIPv4(v6);
  if (mapped) return mapped;
  return `${v6
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** True for a literal IPv4 or IPv6 address (a zone id such as `%eth0` allowed); nothing else. */
export function isIpAddress(address: string): boolean {
  const text = address.trim();
  return parseIPv4(text) !== undefined || parseIPv6(text) !== undefined;
}

/** Dotted-quad IPv4 in canonical form (no leading zeros, each part 0..255), or undefined. */
function parseIPv4(text: string): string | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return undefined;
  }
  return parts.join('.');
}

/** The eight 16-bit groups of an IPv6 address, or undefined when the text is not one. */
function parseIPv6(input: string): number[] | undefined {
  let text = input;
  const zone = text.indexOf('%');
  if (zone !== -1) {
    // A zone id names a local interface: it is not part of the address.
    if (!/^[\w.-]+$/.test(text.slice(zone + 1))) return undefined;
    text = text.slice(0, zone);
  }
  if (!text.includes(':') || text.length > 45) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const readGroups = (half: string, mayEndWithIPv4: boolean): number[] | undefined => {
    if (half === '') return [];
    const parts = half.split(':');
    const groups: number[] = [];
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (mayEndWithIPv4 && i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIPv4(part);
        if (!v4) return undefined;
        const [a, b, c, d] = v4.split('.').map(Number);
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
        groups.push(parseInt(part, 16));
      } else {
        return undefined;
      }
    }
    return groups;
  };
  if (halves.length === 1) {
    const groups = readGroups(halves[0], true);
    return groups && groups.length === 8 ? groups : undefined;
  }
  const head = readGroups(halves[0], false);
  const tail = readGroups(halves[1], true);
  if (!head || !tail || head.length + tail.length > 7) return undefined;
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** `::ffff:a.b.c.d` (IPv4-mapped) as `a.b.c.d`; undefined for any other IPv6 address. */
function mappedIPv4(groups: number[]): string | undefined {
  if (groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return undefined;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
}

/**
 * The wider network a client key (as `clientKey` gives it) belongs to, for
 * budgets one subscriber should not multiply: an IPv4 address's /24 and an
 * IPv6 /64's /48 (what one site or small provider customer is handed). `like`
 * is the SQL LIKE pattern matching every client key of that network; any
 * other key is its own network, matched exactly.
 */
export function clientNetwork(key: string): { network: string; like: string | null } {
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(key);
  if (v4 && parseIPv4(key)) return { network: `${v4[1]}.0/24`, like: `${v4[1]}.%` };
  const v6 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(key);
  if (v6) return { network: `${v6[1]}::/48`, like: `${v6[1]}:%` };
  return { network: key, like: null };
}
