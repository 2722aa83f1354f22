import type { Route } from "./+types/studio.content.testimonials._index";
import { publicDate } from "~/site/time";
import { Link, useSearchParams } from "react-router";
import * as v from "valibot";
import { QuickSaveButton, QuickSaveNotice } from "~/components/studio/QuickSave";
import { NeedsFixingBadge } from "~/components/studio/StatusBadge";
import { listCollection } from "~/studio/content/collection.server";
import { numberOf, testimonials as testimonialsCollection, textOf } from "~/studio/content/collections";
import { APPROVED_STATUS, HIDDEN_STATUS, TESTIMONIAL_CATEGORIES, TESTIMONIAL_STATUSES, statusLabel } from "~/studio/content/editors/testimonials";
import { changeTestimonialStatus } from "~/studio/content/testimonial-status.server";
import { studioUserContext } from "~/studio/auth/guard.server";
import { appContext } from "~/firestore/app-context.server";
import { pageUrl } from "~/site/page-url";

export const meta: Route.MetaFunction = () => [{ title: "Testimonials | Studio" }];

const FILTERS = [{ value: "all", label: "All" }, ...TESTIMONIAL_STATUSES.map(({ value, short }) => ({ value, label: short }))] as const;
type Filter = (typeof FILTERS)[number]["value"];
const StatusFilter = v.picklist(FILTERS.map((filter) => filter.value));

function filterOf(url: URL): Filter {
  const status = url.searchParams.get("status") ?? "all";
  return v.is(StatusFilter, status) ? status : "all";
}

/** Every testimonial as Firestore holds it now, newest first, filtered by status (`?status=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = filterOf(pageUrl(request));
  const testimonials = await listCollection(context.get(appContext), testimonialsCollection);
  const rows = testimonials.map((testimonial) => {
    const createdAt = textOf(testimonial.data.createdAt);
    const date = createdAt ? new Date(createdAt) : null;
    const category = TESTIMONIAL_CATEGORIES.find((entry) => entry.value === testimonial.data.category);
    return {
      id: testimonial.id,
      author: textOf(testimonial.data.author, "(no name)"),
      location: textOf(testimonial.data.location),
      quote: textOf(testimonial.data.quote),
      createdAt,
      dateLabel: date && !Number.isNaN(date.getTime()) ? publicDate(date) : "No date",
      rating: numberOf(testimonial.data.rating),
      categoryLabel: category?.label ?? textOf(testimonial.data.category, "No category"),
      status: textOf(testimonial.data.status),
      statusLabel: statusLabel(testimonial.data.status),
      problems: testimonial.problems,
      updateTime: testimonial.updateTime,
    };
  });
  rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id.localeCompare(b.id)));
  const counts = Object.fromEntries(FILTERS.map(({ value }) => [value, value === "all" ? rows.length : rows.filter((row) => row.status === value).length]));
  return { filter, counts, rows: filter === "all" ? rows : rows.filter((row) => row.status === filter) };
}

/** Approve or Hide, back to this list (with its filter) when done. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(studioUserContext);
  const form = await request.formData().catch(() => new FormData());
  const url = pageUrl(request);
  const back = new URLSearchParams();
  const filter = filterOf(url);
  if (filter !== "all") back.set("status", filter);
  return changeTestimonialStatus(form, context, user, (id) => `${url.pathname}${back.size ? `?${back}` : ""}#testimonial-${id}`);
}

export default function TestimonialsList({ loaderData, actionData: refusal }: Route.ComponentProps) {
  const { filter, counts, rows } = loaderData;
  const [search] = useSearchParams();
  return (
    <>
      <h1>Testimonials</h1>
      <p className="studio-muted">
        Newest first. Only those marked “Shown on the site” appear on the testimonials page: approve one to show it, hide one to take it down.
      </p>
      <QuickSaveNotice saved={refusal ? null : search.get("saved")} refusal={refusal} />
      <nav aria-label="Testimonials by status">
        <ul className="studio-tabs">
          {FILTERS.map((tab) => (
            <li key={tab.value}>
              <Link to={tab.value === "all" ? "/studio/content/testimonials" : `/studio/content/testimonials?status=${tab.value}`} aria-current={tab.value === filter ? "page" : undefined}>
                {tab.label} ({counts[tab.value] ?? 0})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length === 0 ? <p>No testimonials here.</p> : null}
      <ul className="studio-testimonials">
        {rows.map((row) => (
          <li key={row.id} id={`testimonial-${row.id}`} className="studio-card">
            <p className="studio-testimonial__meta">
              <span className={row.status === APPROVED_STATUS ? "studio-badge studio-badge--ok" : "studio-badge"}>{row.statusLabel}</span>{" "}
              <NeedsFixingBadge problems={row.problems} />{" "}
              <span className="studio-muted">
                {row.dateLabel} · {row.categoryLabel}
                {row.rating !== null ? ` · ${row.rating} out of 5` : ""}
              </span>
            </p>
            <h2 className="studio-testimonial__author">
              <Link to={`/studio/content/testimonials/${row.id}`}>{row.author}</Link>
              {row.location ? <span className="studio-muted">, {row.location}</span> : null}
            </h2>
            <blockquote className="studio-testimonial__quote">{row.quote.length > 280 ? `${row.quote.slice(0, 277).trimEnd()}…` : row.quote}</blockquote>
            <div className="studio-quick-actions">
              {row.status !== APPROVED_STATUS && row.problems.length === 0 ? (
                <QuickSaveButton intent="approve" id={row.id} updateTime={row.updateTime} label={`Approve: ${row.author}`} extra={{ name: row.author }} quiet={false}>
                  Approve
                </QuickSaveButton>
              ) : null}
              {row.status !== HIDDEN_STATUS ? (
                <QuickSaveButton intent="hide" id={row.id} updateTime={row.updateTime} label={`Hide: ${row.author}`} extra={{ name: row.author }}>
                  Hide
                </QuickSaveButton>
              ) : null}
              <Link className="studio-button studio-button--quiet studio-button--small" to={`/studio/content/testimonials/${row.id}`} aria-label={`${row.problems.length ? "Fix" : "Correct"}: ${row.author}`}>
                {row.problems.length ? "Fix" : "Correct"}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
