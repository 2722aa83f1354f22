/**
 * A testimonial's Approve and Hide buttons (on the list and on its form): the status and
 * updatedAt alone, written like every studio save (conflict-safe, audited, published).
 */
import type { ActionFunctionArgs } from "react-router";
import * as v from "valibot";
import { Testimonial } from "~/schemas";
import type { StudioUser } from "~/studio/auth/guard.server";
import { documentPath } from "./collection.server";
import { testimonials } from "./collections";
import { APPROVED_STATUS, HIDDEN_STATUS, statusLabel } from "./editors/testimonials";
import { quickSave, quickSaveAnswer } from "./quick-save.server";
import { UPDATE_TIME_FIELD } from "./save-fields";
import { notFound } from "~/platform/responses.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";

export const STATUS_INTENTS = ["approve", "hide"] as const;

const Change = v.object({
  intent: v.picklist(STATUS_INTENTS),
  id: v.string(),
  [UPDATE_TIME_FIELD]: v.string(),
  name: v.optional(v.string(), "this testimonial"),
});

/**
 * Approving one that fails its schema is refused (the site would still not show it); hiding
 * always works. Answers as `quickSaveAnswer` does, redirecting to `redirectTo(id)` when saved.
 */
export async function changeTestimonialStatus(form: FormData, context: ActionFunctionArgs["context"], user: StudioUser, redirectTo: (id: string) => string) {
  const change = v.safeParse(Change, Object.fromEntries(form));
  if (!change.success) throw new Response("This form does not make sense", { status: 400 });
  const { intent, id, name } = change.output;
  const path = documentPath(testimonials, id);
  if (!path) throw notFound();
  const approve = intent === "approve";
  const result = await quickSave({
    app: context.get(appContext),
    env: context.get(cloudflareContext).env,
    user,
    action: approve ? "Approved: testimonial" : "Hidden: testimonial",
    changes: [{ path, updateTime: change.output[UPDATE_TIME_FIELD], fields: { status: approve ? APPROVED_STATUS : HIDDEN_STATUS, updatedAt: new Date() } }],
    schema: approve ? Testimonial : undefined,
  });
  return quickSaveAnswer(result, {
    name: `${name}'s testimonial`,
    redirectTo: redirectTo(id),
    labels: { status: "Status" },
    format: (_field, value) => statusLabel(value),
  });
}
