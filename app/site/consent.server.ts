import { createCookie } from "react-router";
import * as v from "valibot";
import type { AppConfig } from "~/platform/env.server";
import { needsSecureCookies } from "./cookie-security";

const CONSENT_COOKIE_NAME = "consent";
export const ConsentChoice = v.picklist(["accepted", "rejected"]);
export type ConsentChoice = v.InferOutput<typeof ConsentChoice>;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's cookie choice: one signed cookie, HttpOnly, SameSite=Lax, a year long. */
function consentCookie(config: AppConfig, request: Request) {
  return createCookie(CONSENT_COOKIE_NAME, {
    secrets: config.consentSecrets,
    httpOnly: true,
    secure: needsSecureCookies(request),
    sameSite: "lax",
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
  });
}

/** The saved choice, or null when there is none or the cookie is unsigned, tampered with or garbled. */
export async function readConsent(config: AppConfig, request: Request): Promise<ConsentChoice | null> {
  // React Router's cookie parser throws on a value that is not base64 (atob); that is no choice, not a failure.
  const value: unknown = await consentCookie(config, request)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  const result = v.safeParse(ConsentChoice, value);
  return result.success ? result.output : null;
}

export function saveConsent(config: AppConfig, request: Request, choice: ConsentChoice): Promise<string> {
  return consentCookie(config, request).serialize(choice);
}
