/**
 * The one-button saves of the studio's lists (approve a testimonial, hide it, move a service up):
 * a few fields of one or two documents, each with the updateTime the list was showing, committed
 * through the studio's one write (../change.server.ts), and the answer a list shows above itself.
 */
import { data, redirect } from "react-router";
import * as v from "valibot";
import type { AppContext } from "~/firestore/app-context.server";
import type { Env } from "~/platform/env.server";
import { notFound } from "~/platform/responses.server";
import { commitChange } from "~/studio/change.server";
import type { StudioUser } from "~/studio/auth/guard.server";
import { SAVE_LIMIT_MESSAGE, tooManySaves } from "~/studio/save-limit.server";
import { describeIssues } from "./collection.server";

/** One row of a conflict's table: a field, what is stored now, and what the refused change held. */
export type ConflictRow = { label: string; current: string; yours: string };

type QuickChange = {
  path: string;
  /** The document's updateTime when the list was shown. */
  updateTime: string;
  /** The top-level fields to write; `undefined` removes one. */
  fields: Record<string, unknown>;
};

type QuickSaveResult =
  | { status: "saved"; published: boolean }
  | { status: "not-found"; path: string }
  /** The document as it is now, and the change that was refused. */
  | { status: "conflict"; path: string; current: Record<string, unknown> | null; yours: Record<string, unknown> }
  /** The document would fail its schema with this change (it needs fixing on its form first). */
  | { status: "invalid"; path: string; problems: string[]; reason?: string }
  /** The person saved too often in the last minute: nothing was written. */
  | { status: "limited" };

export async function quickSave(args: {
  app: AppContext;
  env: Env;
  user: StudioUser;
  /** For the audit log: "Approved: testimonial". */
  action: string;
  changes: readonly QuickChange[];
  /** When given, each document must pass it with its change applied. */
  schema?: v.GenericSchema;
}): Promise<QuickSaveResult> {
  const { app, env, user, action, changes, schema } = args;
  const result = await commitChange(app, {
    env,
    actor: user,
    limit: true,
    audit: action,
    changes: changes.map((change) => ({ path: change.path, seen: change.updateTime, write: change.fields, mustExist: true })),
    check: schema ? (_path, after) => problemsOf(schema, after) : undefined,
  });
  if (result.status !== "conflict") return result;
  const yours = changes.find((change) => change.path === result.path)?.fields ?? {};
  return { status: "conflict", path: result.path, current: result.current?.data ?? null, yours };
}

function problemsOf(schema: v.GenericSchema, value: Record<string, unknown>): string[] {
  const result = v.safeParse(schema, value);
  return result.success ? [] : describeIssues(result.issues);
}

/**
 * What a page shows when a quick save was refused, values already written out for people. Named
 * `refused` (not `status`) so a form page that also has a content form never takes it for its own answer.
 */
export type QuickSaveRefusal =
  | { refused: "conflict"; name: string; rows: ConflictRow[] }
  | { refused: "invalid"; name: string; problems: string[] }
  | { refused: "limited"; name: string; message: string };

/**
 * A quick save's answer: back to the list (POST, redirect, GET) when saved; a 404 when the document
 * is gone; otherwise the refusal, 409, 400 or 429, for the list to show above itself.
 */
export function quickSaveAnswer(
  result: QuickSaveResult,
  {
    name,
    redirectTo,
    labels,
    format = (_field, value) => (value === undefined || value === null ? "(none)" : String(value)),
  }: {
    /** What the document is called on the page ("Sanne K.'s testimonial"). */
    name: string;
    redirectTo: string;
    /** The fields shown in a conflict, by name; others (updatedAt) are left out. */
    labels: Record<string, string>;
    format?: (field: string, value: unknown) => string;
  },
) {
  if (result.status === "saved") {
    const url = new URL(redirectTo, "https://studio.invalid");
    url.searchParams.set("saved", result.published ? "1" : "unpublished");
    return redirect(`${url.pathname}${url.search}${url.hash}`);
  }
  if (result.status === "not-found") throw notFound();
  if (result.status === "invalid") return data<QuickSaveRefusal>({ refused: "invalid", name, problems: result.reason ? [result.reason] : result.problems }, { status: 400 });
  if (result.status === "limited") return tooManySaves<QuickSaveRefusal>({ refused: "limited", name, message: SAVE_LIMIT_MESSAGE });
  const rows = Object.keys(result.yours)
    .filter((field) => field in labels)
    .map((field) => ({ label: labels[field]!, current: format(field, result.current?.[field]), yours: format(field, result.yours[field]) }));
  return data<QuickSaveRefusal>({ refused: "conflict", name, rows }, { status: 409 });
}
