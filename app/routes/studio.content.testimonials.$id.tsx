import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { EditorPage } from "~/components/studio/EditorPage";
import { ProblemsNotice } from "~/components/studio/ProblemsNotice";
import { QuickSaveButton, QuickSaveNotice } from "~/components/studio/QuickSave";
import { Testimonial } from "~/schemas";
import { documentPath, lacksCreatedAt, listServiceChoices, loadStoredEditor, requireStored, textOf } from "~/studio/content/collection.server";
import { withCurrentOptions } from "~/studio/content/editors/options";
import { APPROVED_STATUS, HIDDEN_STATUS, statusLabel, testimonialEditor } from "~/studio/content/editors/testimonials";
import type { QuickSaveRefusal } from "~/studio/content/quick-save.server";
import { editorAction, type EditorActionData } from "~/studio/content/route.server";
import { changeTestimonialStatus, STATUS_INTENTS } from "~/studio/content/testimonial-status.server";
import { requireStudioUser } from "~/studio/guard.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.author ?? "Testimonial"} | Studio` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireStudioUser(request, context.app, "editor");
  const services = await listServiceChoices(context.app);
  const path = documentPath("Testimonials", params.id);
  const { loaded, data, problems } = await loadStoredEditor(request, context.app, testimonialEditor({ services }), path, Testimonial);
  return {
    ...loaded,
    services,
    problems,
    id: params.id!,
    author: textOf(data.author, "Testimonial"),
    status: textOf(data.status),
    statusLabel: statusLabel(data.status),
  };
}

/** The form's save, or the Approve and Hide buttons above it. */
export async function action(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  await requireStudioUser(request, context.app, "editor");
  const intent = (await request.clone().formData().catch(() => new FormData())).get("intent");
  if ((STATUS_INTENTS as readonly unknown[]).includes(intent)) return changeTestimonialStatus(request, context, () => new URL(request.url).pathname);
  const { path, stored } = await requireStored(context.app, documentPath("Testimonials", params.id));
  const services = await listServiceChoices(context.app);
  return editorAction(testimonialEditor({ services, mendCreatedAt: lacksCreatedAt(stored.data) }), () => path)(args);
}

export default function TestimonialEditorPage() {
  const { services, values, problems, id, author, status, statusLabel, updateTime } = useLoaderData<typeof loader>();
  const answer = useActionData<EditorActionData | QuickSaveRefusal>();
  const refusal = answer && "refused" in answer ? answer : undefined;
  const formAnswer = answer && "status" in answer ? answer : undefined;
  const editor = testimonialEditor({ services });
  return (
    <EditorPage title={`${author}'s testimonial`} description={editor.description} fields={withCurrentOptions(editor.fields, formAnswer?.values ?? values)}>
      <p>
        <Link to="/studio/content/testimonials">All testimonials</Link>
      </p>
      {refusal ? <QuickSaveNotice saved={null} refusal={refusal} /> : null}
      <div className="studio-card studio-quick-actions">
        <p className="studio-testimonial__meta">
          Status: <strong>{statusLabel}</strong>
          {status === APPROVED_STATUS ? null : " (not on the site)"}
        </p>
        {status !== APPROVED_STATUS && problems.length === 0 ? (
          <QuickSaveButton intent="approve" id={id} updateTime={updateTime} label={`Approve: ${author}`} extra={{ name: author }} quiet={false}>
            Approve
          </QuickSaveButton>
        ) : null}
        {status !== HIDDEN_STATUS ? (
          <QuickSaveButton intent="hide" id={id} updateTime={updateTime} label={`Hide: ${author}`} extra={{ name: author }}>
            Hide
          </QuickSaveButton>
        ) : null}
      </div>
      <ProblemsNotice problems={problems} />
    </EditorPage>
  );
}
