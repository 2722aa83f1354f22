/**
 * What a new studio password must be, after OWASP ASVS 4.0 V2.1: 12 to 128 characters (counted as
 * characters, so any Unicode is welcome and spaces are kept), no rules about digits or symbols,
 * and not one of the passwords guessed first, nor the person's own address. Pure: the pages show
 * the message next to the field.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A short list of the passwords of 12 characters or more that lead the breached-password lists
 * (the rest of those lists is shorter than 12), and the studio's own name: tried first by anyone.
 */
const COMMON_PASSWORDS = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456123456",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "abcdefghijkl",
  "abc123abc123",
  "qwertyuiopas",
  "qwertyuiop123",
  "qwerty123456",
  "qwertyqwerty",
  "asdfghjkl123",
  "password1234",
  "password123!",
  "passwordpassword",
  "password12345",
  "iloveyou1234",
  "letmein12345",
  "welcome12345",
  "welcome123456",
  "changeme1234",
  "administrator",
  "admin1234567",
  "football1234",
  "baseball1234",
  "sunshine1234",
  "princess1234",
  "starwars1234",
  "superman1234",
  "trustno1trustno1",
  "plumandlinen",
  "plum&linen123",
  "plumandlinen1",
  "plumandlinen123",
  "colouranalysis",
  "coloranalysis",
]);

/** Why `password` cannot be this person's new password, or null when it can. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters (this one has ${length}). A few ordinary words in a row make a good one.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const folded = password.trim().toLowerCase();
  if (folded === email.trim().toLowerCase()) return "Your email address is the first thing anyone would try: choose something else.";
  if (COMMON_PASSWORDS.has(folded) || /^(.)\1+$/u.test(folded)) return "That password is one of the first that anyone would try: choose another.";
  return null;
}

/** The messages of a new-password form, by field: `password` and `confirm`. */
export function newPasswordErrors(password: string, confirm: string, email: string): Partial<Record<"password" | "confirm", string>> {
  const problem = passwordProblem(password, email);
  if (problem) return { password: problem };
  if (password !== confirm) return { confirm: "The two passwords are not the same: type it again." };
  return {};
}
