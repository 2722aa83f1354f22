export type Log = (message: string, details?: Record<string, unknown>) => void;

/**
 * The worker's logs hold no visitor's personal data (the privacy policy's promise). No log call
 * passes a name, a message or a phone number; as a second line of defence every line is written
 * with email addresses replaced and IP addresses cut to their network (an IPv4 address's last
 * byte, an IPv6 address past its first three groups), wherever they appear, error texts included.
 */
const EMAIL_ADDRESS = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+/gi;
const IPV4_ADDRESS = /\b((?:25[0-5]|2[0-4]\d|1?\d?\d)\.(?:25[0-5]|2[0-4]\d|1?\d?\d)\.(?:25[0-5]|2[0-4]\d|1?\d?\d))\.(?:25[0-5]|2[0-4]\d|1?\d?\d)\b/g;
const IPV6_LIKE = /(?<![\w:.])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:])/gi;

/** An IPv6 address (one with "::", or of four groups or more; never a time of day) cut to its first three groups. */
function ipv6Network(token: string): string {
  if (!token.includes("::") && token.split(":").length < 4) return token;
  const groups = token.split("::")[0]!.split(":").filter(Boolean).slice(0, 3);
  return `${groups.join(":")}::`;
}

export function withoutPersonalData(line: string): string {
  return line.replace(EMAIL_ADDRESS, "[email]").replace(IPV4_ADDRESS, "$1.0").replace(IPV6_LIKE, ipv6Network);
}

const line = (level: string, message: string, details: Record<string, unknown>) => withoutPersonalData(JSON.stringify({ level, message, ...details }));

/** One JSON line per event, which `wrangler tail` and Workers Logs can filter on. */
export const logError: Log = (message, details = {}) => {
  console.error(line("error", message, details));
};

export const logInfo: Log = (message, details = {}) => {
  console.log(line("info", message, details));
};

export const logWarning: Log = (message, details = {}) => {
  console.warn(line("warn", message, details));
};

/**
 * A request's URL as a log line may hold it: a booking's manage link (`/bookings/{token}`), a gift
 * order's (`/gift-vouchers/{token}`), a digital analysis order's (`/analysis/{token}`, its photos
 * too), a client's palette (`/my-palette/{token}`) and the studio calendar feed's `?key=` are bearer credentials, so they are cut out. The path
 * is read as the router matches it: letters in any case, and unreserved characters percent-encoded
 * or not (`/Bookings/…`, `/b%6Fokings/…` open the same page).
 */
export function loggableUrl(url: string): string {
  const query = url.search(/[?#]/);
  const [path, rest] = query === -1 ? [url, ""] : [url.slice(0, query), url.slice(query)];
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (escape: string, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~]$/.test(char) ? char : escape;
  });
  // The private links' routes in both languages (app/site/locale.ts's ROUTE_TWINS): /nl/afspraken/{token} is a key as /bookings/{token} is.
  return decoded.replace(/\/(bookings|gift-vouchers|analysis|my-palette|afspraken|cadeaubonnen|analyse|mijn-palet)\/+[^/]+/gi, "/$1/[token]") + rest.replace(/([?&]key=)[^&#]*/gi, "$1[key]");
}
