/** Text for one line (an email header, a line of a plain-text email): line breaks and other control characters become spaces. */
export function oneLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, " ").trim();
}
