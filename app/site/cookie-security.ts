/**
 * Whether a cookie set in answer to `request` must be `Secure`: everywhere but on this machine
 * (localhost, 127.0.0.0/8, ::1), where `npm start` and the tests serve plain http. A browser
 * keeps a `Secure` cookie set over http on localhost too, but curl and older browsers do not.
 */
export function needsSecureCookies(request: Request): boolean {
  const { hostname, protocol } = new URL(request.url);
  if (protocol === "https:") return true;
  return !(hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname));
}
