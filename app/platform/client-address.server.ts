/**
 * The key that rate limits count a client by: its IPv4 address, or the /64 network of its IPv6
 * address (one subscriber usually holds a whole /64, so single IPv6 addresses are free to rotate).
 * Cloudflare sets `CF-Connecting-IP`; without it (local development, tests) every client is "local".
 */
export function clientAddressKey(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP")?.trim();
  if (!address) return "local";
  if (!address.includes(":")) return address;
  const mappedIpv4 = address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i);
  if (mappedIpv4) return mappedIpv4[1]!;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

/** The eight 16-bit groups of an IPv6 address, lower-case without leading zeros; null if it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.toLowerCase().split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  // An embedded IPv4 tail (::ffff:1.2.3.4 is handled above) counts as two groups.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1]!.includes(".")) last.splice(-1, 1, "0", "0");
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}
