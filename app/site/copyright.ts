import { studioYear } from "./time";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The footer's last line, "© 2026 Plum & Linen Studio B.V. All rights reserved.": the year from
 * the clock, the registered name, then the studio's own statement from the content. A statement
 * that already starts with a © line of its own (as content written for the old footer did) has it
 * taken off, so the line is never said twice.
 */
export function copyrightLine(holder: string, statement: string, now: number | Date = Date.now()): string {
  const name = holder.trim().replace(/\.+$/, "");
  const own = new RegExp(`^\\s*(?:©|\\(c\\)|copyright\\b)\\s*(?:\\d{4}(?:\\s*[-–]\\s*\\d{4})?\\.?)?\\s*(?:${escape(name)}\\.*)?\\s*`, "i");
  const rest = statement.replace(own, "").trim();
  return `© ${studioYear(now)} ${name}.${rest ? ` ${rest}` : ""}`;
}
