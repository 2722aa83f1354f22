import type { Route } from "./+types/studio.content.testimonials.$id";
import { Link } from "react-router";
import { EditorPage } from "~/components/studio/EditorPage";
import { ProblemsNotice } from "~/components/studio/ProblemsNotice";
import { QuickSaveButton, QuickSaveNotice } from "~/components/studio/QuickSave";
import { testimonials, textOf } from "~/studio/content/collections";
import { withCurrentOptions } from "~/studio/content/editors/options";
import { APPROVED_STATUS, HIDDEN_STATUS, statusLabel } from "~/studio/content/editors/testimonials";

import { loadItemForm, saveItemForm } from "~/studio/content/route.server";
import { changeTestimonialStatus, STATUS_INTENTS } from "~/studio/content/testimonial-status.server";
import type { StudioUser } from "~/studio/auth/guard.server";
import { pageUrl } from "~/site/page-url";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: `${data ? textOf(data.item.data.author, "Testimonial") : "Testimonial"} | Studio` }];

export const loader = (args: Route.LoaderArgs) => loadItemForm(args, testimonials);

/** The form's save, or the Approve and Hide buttons above it. */
const changeStatus = (form: FormData, context: Route.ActionArgs["context"], user: StudioUser, request: Route.ActionArgs["request"]) =>
  changeTestimonialStatus(form, context, user, () => pageUrl(request).pathname);
export const action = (args: Route.ActionArgs) => saveItemForm(args, testimonials, Object.fromEntries(STATUS_INTENTS.map((intent) => [intent, changeStatus])));

export default function TestimonialEditorPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { item, choices, values, problems, updateTime } = loaderData;
  const { id } = item;
  const author = textOf(item.data.author, "Testimonial");
  const status = textOf(item.data.status);
  const refusal = answer && "refused" in answer ? answer : undefined;
  const formAnswer = answer && "status" in answer ? answer : undefined;
  const editor = testimonials.editor(choices, item);
  return (
    <EditorPage loaded={loaderData} answer={formAnswer} title={`${author}'s testimonial`} description={editor.description} fields={withCurrentOptions(editor.fields, formAnswer?.values ?? values)}>
      <p>
        <Link to={testimonials.listPath}>All testimonials</Link>
      </p>
      {refusal ? <QuickSaveNotice saved={null} refusal={refusal} /> : null}
      <div className="studio-card studio-quick-actions">
        <p className="studio-testimonial__meta">
          Status: <strong>{statusLabel(item.data.status)}</strong>
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
