import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { readEmail, type ReadEmail } from "../../support/read-email";

/** Every email the local server's bindings accepted (Miniflare writes each to a .eml file), visitors' and the studio's. */
export async function sentEmails(): Promise<ReadEmail[]> {
  const dir = process.env.E2E_EMAIL_DIR;
  if (!dir) throw new Error("E2E_EMAIL_DIR is not set (playwright.config.ts sets it)");
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  // The MIME text is ASCII (encoded words and base64), so latin1 reads it byte for byte.
  const emails = files.filter((file) => file.endsWith(".eml")).map((file) => readFile(path.join(dir, file), "latin1"));
  return (await Promise.all(emails)).map(readEmail);
}

/** The emails sent to `address`. */
export async function emailsTo(address: string): Promise<ReadEmail[]> {
  return (await sentEmails()).filter((email) => email.header("to") === `<${address}>`);
}
