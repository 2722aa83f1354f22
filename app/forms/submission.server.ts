import { sha256, toHex } from "~/platform/digest";
import * as v from "valibot";
import { issuesToErrors, type FieldErrors } from "~/schemas/fields";
import type { AppContext } from "~/firestore/app-context.server";
import { clientAddressKey } from "~/platform/client-address.server";
import type { Env } from "~/platform/env.server";
import { HONEYPOT_FIELD } from "./honeypot";
import { withinRateLimit } from "~/platform/rate-limit.server";
import { SUBMISSION_ID_FIELD } from "./submission-id";
import { pageUrl, sitePath } from "~/site/page-url";
import { localeOfPath } from "~/site/locale";

export type SubmissionResult<T, C = unknown, R = unknown> =
  /** `submitted`: the input as the schema read it, when a check (not the schema) refused it. */
  | { status: "invalid"; values: Record<string, string>; errors: FieldErrors; submitted?: T }
  /** The post carried a submission id the server could not have made: a forged or broken form. */
  | { status: "expired"; values: Record<string, string> }
  /** The body could not be read as a form. */
  | { status: "unreadable"; values: Record<string, string> }
  | { status: "rate-limited"; values: Record<string, string> }
  | { status: "failed"; values: Record<string, string> }
  /** `id`: the submission's id, which tells one confirmation from the next; `checked` and `stored`: what `check` and `store` returned. */
  | { status: "sent"; submitted: T; id: string; checked: C; stored: R }
  | { status: "spam" };

/** What a form's own checks found: errors to show next to the fields, or what they read, handed on to `store`. */
export type CheckResult<C> = { errors: FieldErrors } | { checked: C };

/** The checks passed; `checked` is what they read, for `store`. */
export const passed = <C>(checked: C): CheckResult<C> => ({ checked });

/** The checks refused the input: these messages go next to its fields. */
export const refused = (errors: FieldErrors): CheckResult<never> => ({ errors });

/** Every outcome that sends the form back to the visitor with a message. */
export type SubmissionProblem = Exclude<SubmissionResult<unknown>["status"], "sent" | "spam">;

/** A submission id as `submissionIdOf` makes it (or a random UUID, as earlier pages carried): UUID-shaped. */
const SubmissionId = v.pipe(v.string(), v.uuid());

/**
 * The id a submission is stored under, minted when it is posted: a hash of the form, the day (UTC)
 * and what was sent, as the schema read it. Sending the same form twice (a double click, a retry
 * after a timeout, the Back button) stores it once; anyone who sends something else gets an id
 * of their own. So a form page carries no id of its own and can be served to everyone as the
 * same bytes (docs/decisions/020-pages-as-stored-bytes.md). A form sent back with a problem
 * carries its id in a hidden field, so sending it again keeps that id.
 */
export async function submissionIdOf(form: string, input: unknown, at: Date): Promise<string> {
  const text = JSON.stringify([form, at.toISOString().slice(0, 10), input]);
  const hex = toHex((await sha256(text)).slice(0, 16));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The form's text fields as the visitor typed them, to put back into the form (the honeypot left out). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== HONEYPOT_FIELD) values[key] = value;
  return values;
}

/**
 * Validates a form against its schema, applies the honeypot and the rate limit, and stores what
 * was sent under the form's submission id. Nothing typed is lost: every outcome but success
 * carries the values back, the submission id among them, so sending again cannot store twice.
 * The action reads the body (`form`) once, and keeps the request for its headers.
 */
export async function handleSubmission<S extends v.GenericSchema, R, C = undefined>(args: {
  request: Request;
  /** The posted form, or null when the body could not be read as one. */
  form: FormData | null;
  app: AppContext;
  env: Env;
  schema: S;
  /** Names the form in the rate limiter's keys and in the log. */
  limiterPrefix: string;
  /** Counts the form's posts with other forms' under one name (every booking mode's posts as one); `limiterPrefix` when absent. */
  limiterGroup?: string;
  /** Fixes values the visitor cannot choose (a form's mode is its page's). */
  prepare?: (values: Record<string, string>) => Record<string, string>;
  /** Checks that need more than the schema (a service offered in this mode): field errors, or what was read for `store`. */
  check?: (input: v.InferOutput<S>) => CheckResult<C> | Promise<CheckResult<C>>;
  /** Stores the checked input under the submission id (a model's create, which keeps an id stored before as it is). */
  store: (submissionId: string, input: v.InferOutput<S>, form: FormData, checked: C) => Promise<R>;
}): Promise<SubmissionResult<v.InferOutput<S>, C, R>> {
  const { request, form, app, env, schema } = args;
  if (!form) return { status: "unreadable", values: {} };
  const typed = formValues(form);
  const values = args.prepare ? args.prepare(typed) : typed;
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { status: "spam" };

  const given = values[SUBMISSION_ID_FIELD] ?? "";
  if (given !== "" && !v.is(SubmissionId, given)) {
    const { [SUBMISSION_ID_FIELD]: _unusable, ...rest } = values;
    return { status: "expired", values: rest };
  }
  const parsed = v.safeParse(schema, values, { lang: localeOfPath(new URL(request.url).pathname) });
  if (!parsed.success) return { status: "invalid", values, errors: issuesToErrors(parsed.issues) };
  const input = parsed.output;
  // Before the checks, which read Firestore: a refused post costs nothing there.
  const limitKey = `${args.limiterGroup ?? args.limiterPrefix}:${clientAddressKey(request)}`;
  if (!(await withinRateLimit(env.FORM_RATE_LIMITER, limitKey, app.log))) return { status: "rate-limited", values };
  // Without a check of its own, a form has nothing to hand on (C stays `undefined`).
  const checks = args.check ? await args.check(input) : { checked: undefined as C };
  if ("errors" in checks) return { status: "invalid", values, errors: checks.errors, submitted: input };
  const id = given || (await submissionIdOf(args.limiterPrefix, input, new Date()));
  values[SUBMISSION_ID_FIELD] = id;

  try {
    // A submission stored before (its answer was lost, or it was sent twice) is stored once and
    // the visitor is told it arrived, as the first time.
    const stored = await args.store(id, input, form, checks.checked);
    return { status: "sent", submitted: input, id, checked: checks.checked, stored };
  } catch (error) {
    app.log("form submission could not be stored", { form: args.limiterPrefix, id, error: String(error) });
    return { status: "failed", values };
  }
}

/** The HTTP status each outcome is answered with. */
export function submissionStatus(result: SubmissionResult<unknown>): number {
  switch (result.status) {
    case "invalid":
    case "expired":
    case "unreadable":
      return 400;
    case "rate-limited":
      return 429;
    case "failed":
      return 503;
    default:
      return 200;
  }
}

/**
 * The page the form was sent from, as a path on this site: the hidden field, else the Referer's
 * path when the Referer is this site, else (no Referer) the page posted to; "" when what the
 * request names is not a page here.
 */
export function sourcePage(form: FormData, request: Request): string {
  const field = sitePath(form.get("page"));
  if (field) return field;
  const referer = request.headers.get("Referer");
  const here = pageUrl(request);
  if (!referer) return here.pathname;
  try {
    const url = new URL(referer);
    return url.origin === here.origin ? (sitePath(url.pathname) ?? "") : "";
  } catch {
    return "";
  }
}
