/**
 * A gift voucher's code: 12 characters of Crockford's base32, printed as three groups of four
 * (`K7QM-3XPA-9D2F`). The first 11 are random (55 bits: nobody guesses a code, and two vouchers
 * sharing one is a conflict at issue, never an overwrite); the last is a check character, so a
 * code read off a card and typed wrongly is told apart from a code that does not exist before
 * anything is looked up.
 *
 * The check is Luhn mod N with N = 32: every single mistyped character changes it (the doubling
 * step is a permutation of the 32 values), and so does every swap of two neighbouring characters
 * but one, 0 and Z (the first and last values), as the decimal Luhn check misses only 09 and 90.
 *
 * Crockford's alphabet leaves out I, L, O and U; people typing a code may still write I or L for
 * 1 and O for 0, which are read as meant. U stays invalid.
 */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const N = ALPHABET.length;
const LENGTH = 12;
const GROUP = 4;

/** What people type for what they mean: Crockford's aliases. */
const ALIASES: Record<string, string> = { I: "1", L: "1", O: "0" };
/** What may stand between the groups when a code is typed or pasted: spaces and dashes of any kind. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

const valueOf = (char: string) => ALPHABET.indexOf(char);

/** The check character of the 11 characters before it (Luhn mod 32). */
function checkCharacter(payload: string): string {
  let sum = 0;
  // From the right, every second value is doubled, starting with the rightmost (the check is appended after it).
  for (let index = payload.length - 1, double = true; index >= 0; index--, double = !double) {
    let addend = valueOf(payload[index]!) * (double ? 2 : 1);
    addend = Math.floor(addend / N) + (addend % N);
    sum += addend;
  }
  return ALPHABET[(N - (sum % N)) % N]!;
}

/** A new voucher code: 11 random characters and the check character, canonical (no dashes). */
export function newVoucherCode(): string {
  // 256 is a multiple of 32: the low five bits of a random byte are uniform, with no modulo bias.
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH - 1));
  const payload = Array.from(bytes, (byte) => ALPHABET[byte & (N - 1)]).join("");
  return payload + checkCharacter(payload);
}

/**
 * The canonical code (12 characters, upper case, no dashes) of what someone typed: with or
 * without dashes and spaces, in any letter case, with I, L or O for 1 and 0. Null when it is not
 * 12 characters of the alphabet or its check character does not match.
 */
export function parseVoucherCode(input: string): string | null {
  const chars = [...input.replace(SEPARATORS, "").toUpperCase()].map((char) => ALIASES[char] ?? char);
  if (chars.length !== LENGTH || chars.some((char) => valueOf(char) < 0)) return null;
  const code = chars.join("");
  return checkCharacter(code.slice(0, -1)) === code.slice(-1) ? code : null;
}

/** `K7QM-3XPA-9D2F`: a canonical code as it is printed and shown. */
export function formatVoucherCode(code: string): string {
  const groups: string[] = [];
  for (let at = 0; at < code.length; at += GROUP) groups.push(code.slice(at, at + GROUP));
  return groups.join("-");
}
