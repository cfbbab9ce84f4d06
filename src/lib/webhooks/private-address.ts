/**
 * Whether an IP address (as DNS or a URL gives it) is one a webhook must not reach from the server: loopback,
 * private, link-local, unique-local, carrier-grade NAT, unspecified, multicast or reserved. An IPv4 address
 * written inside IPv6 (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible, NAT64 `64:ff9b::`) is judged as the IPv4
 * address it carries. Anything that is not an address counts as private: refusing is the safe answer.
 */
export function isPrivateAddress(address: string): boolean {
  const text = address.trim().replace(/^\[|\]$/g, '');
  const v4 = ipv4Bytes(text);
  if (v4) return privateIPv4(v4);
  const v6 = ipv6Groups(text);
  if (!v6) return true;
  return privateIPv6(v6);
}

function ipv4Bytes(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return undefined;
  return parts.map(Number);
}

function privateIPv4([a, b]: number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (cloud metadata)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments, documentation
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast and reserved
  );
}

function ipv6Groups(input: string): number[] | undefined {
  const text = input.split('%')[0].toLowerCase();
  if (!text.includes(':')) return undefined;
  let tail: number[] = [];
  let head = text;
  const lastColon = text.lastIndexOf(':');
  const maybeV4 = text.slice(lastColon + 1);
  if (maybeV4.includes('.')) {
    const bytes = ipv4Bytes(maybeV4);
    if (!bytes) return undefined;
    tail = [(bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3]];
    head = text.slice(0, lastColon + 1);
    // Keep a "::" before the IPv4 part; drop a single ":".
    if (!head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const read = (part: string) => (part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const left = read(halves[0]);
  const right = halves.length === 2 ? read(halves[1]) : [];
  const known = [...left, ...right, ...tail];
  if (known.some(Number.isNaN)) return undefined;
  if (halves.length === 1) return known.length === 8 ? known : undefined;
  if (known.length > 7) return undefined;
  return [...left, ...new Array<number>(8 - known.length).fill(0), ...right, ...tail];
}

function privateIPv6(g: number[]): boolean {
  const embedded = (hi: number, lo: number) => privateIPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (g.slice(0, 7).every((x) => x === 0)) return true; // :: and ::1
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return embedded(g[6], g[7]); // mapped, compatible
  if (g[0] === 0x64 && g[1] === 0xff9b) return embedded(g[6], g[7]); // NAT64
  if ((g[0] & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g[0] & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  return false;
}
