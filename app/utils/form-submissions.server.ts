import * as v from "valibot";
import { fieldErrors, type FieldErrors } from "~/schemas/contact-message";
import type { AppContext } from "./app-context.server";
import type { Env } from "./env.server";

import { HONEYPOT_FIELD } from "./honeypot";

export type SubmissionResult<T> =
  | { status: "invalid"; values: Record<string, string>; errors: FieldErrors }
  | { status: "rate-limited"; values: Record<string, string> }
  | { status: "failed"; values: Record<string, string> }
  | { status: "sent"; submitted: T }
  | { status: "spam" };

/** The form's text fields as the visitor typed them, to put back into the form. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== HONEYPOT_FIELD) values[key] = value;
  return values;
}

/** The visitor's address as Cloudflare reports it; tests and local development share one key. */
export function clientKey(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/** The Workers rate-limiting binding (wrangler.toml [[ratelimits]]), when configured. */
export async function withinRateLimit(env: Env, key: string): Promise<boolean> {
  if (!env.FORM_RATE_LIMITER) return true;
  const { success } = await env.FORM_RATE_LIMITER.limit({ key });
  return success;
}

/**
 * Validates a form against its schema, applies the honeypot and the rate limit, and stores the
 * document. Nothing typed is lost: every outcome but success carries the values back.
 */
export async function handleSubmission<S extends v.GenericSchema>(args: {
  request: Request;
  app: AppContext;
  env: Env;
  schema: S;
  collection: string;
  limiterPrefix: string;
  toDocument: (input: v.InferOutput<S>, form: FormData) => Record<string, unknown>;
  /** Fixes values the visitor cannot choose (a form's mode is its page's). */
  prepare?: (values: Record<string, string>) => Record<string, string>;
  /** Checks that need more than the schema (a service offered in this mode); field errors or null. */
  check?: (input: v.InferOutput<S>) => FieldErrors | null;
}): Promise<SubmissionResult<v.InferOutput<S>>> {
  const { request, app, env, schema } = args;
  const form = await request.formData();
  const typed = formValues(form);
  const values = args.prepare ? args.prepare(typed) : typed;
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { status: "spam" };

  const parsed = v.safeParse(schema, values);
  if (!parsed.success) return { status: "invalid", values, errors: fieldErrors(parsed.issues) };
  const extraErrors = args.check?.(parsed.output);
  if (extraErrors) return { status: "invalid", values, errors: extraErrors };

  if (!(await withinRateLimit(env, `${args.limiterPrefix}:${clientKey(request)}`))) return { status: "rate-limited", values };

  try {
    await app.firestore.createDocument(args.collection, args.toDocument(parsed.output, form));
  } catch (error) {
    app.log("form submission could not be stored", { collection: args.collection, error: String(error) });
    return { status: "failed", values };
  }
  return { status: "sent", submitted: parsed.output };
}

/** The HTTP status each outcome is answered with. */
export function submissionStatus(result: SubmissionResult<unknown>): number {
  switch (result.status) {
    case "invalid":
      return 400;
    case "rate-limited":
      return 429;
    case "failed":
      return 503;
    default:
      return 200;
  }
}

/** The page the form was sent from, as a path on this site (a hidden field; the Referer as fallback). */
export function sourcePage(form: FormData, request: Request): string {
  const field = form.get("page");
  if (typeof field === "string" && /^\/(?![/\\])\S{0,200}$/.test(field)) return field;
  const referer = request.headers.get("Referer");
  try {
    return referer ? new URL(referer).pathname : new URL(request.url).pathname;
  } catch {
    return new URL(request.url).pathname;
  }
}
