import type { Route } from "./+types/studio.content.services._index";
import { Link, useSearchParams } from "react-router";
import * as v from "valibot";
import { QuickSaveButton, QuickSaveNotice } from "~/components/studio/QuickSave";
import { NeedsFixingBadge } from "~/components/studio/StatusBadge";
import { DutchBadge } from "~/components/studio/DutchBadge";
import { dutchGapLabel, dutchGaps } from "~/studio/content/dutch-fields";
import { StudioTable } from "~/components/studio/StudioTable";
import { formatPrice } from "~/models/service-view";
import { categoryPath, servicePath } from "~/site/paths";
import { documentPath, listCategoryChoices, listCollection } from "~/studio/content/collection.server";
import { numberOf, services as servicesCollection, textOf } from "~/studio/content/collections";
import { SHOWN_STATUS } from "~/schemas/common";
import { SERVICE_STATUSES } from "~/studio/content/editors/services";
import { quickSave, quickSaveAnswer } from "~/studio/content/quick-save.server";
import { readStoredDocument } from "~/studio/change.server";
import { UPDATE_TIME_FIELD } from "~/studio/content/save-fields";
import { studioUserContext } from "~/studio/auth/guard.server";
import { notFound } from "~/platform/responses.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";

export const meta: Route.MetaFunction = () => [{ title: "Services | Studio" }];

type Row = {
  id: string;
  name: string;
  position: number | null;
  status: string;
  statusLabel: string;
  shown: boolean;
  price: string;
  problems: string[];
  updateTime: string;
  /** Its public page, when it is shown there. */
  publicPath: string | null;
  /** "Dutch missing", "Dutch: 3 fields missing", or null when all its text has its Dutch. */
  dutch: string | null;
};

type Group = { slug: string; name: string; publicPath: string | null; rows: Row[] };

/** Every service, as Firestore holds it now, grouped by category in the order the site shows them. */
export async function loader({ context }: Route.LoaderArgs) {
  const [services, categories] = await Promise.all([listCollection(context.get(appContext), servicesCollection), listCategoryChoices(context.get(appContext))]);
  const groups: Group[] = categories.map((category) => ({ slug: category.slug, name: category.name, publicPath: categoryPath(category.slug), rows: [] }));
  const orphans: Group = { slug: "", name: "Not in any category", publicPath: null, rows: [] };
  const editor = servicesCollection.editor({ categories, services: [] }, null);

  for (const service of services) {
    const status = textOf(service.data.status);
    const categorySlug = textOf(service.data.categorySlug);
    const shown = status === SHOWN_STATUS && service.value !== null;
    const row: Row = {
      id: service.id,
      name: textOf(service.data.name, service.id),
      position: numberOf(service.data.position),
      status,
      statusLabel: SERVICE_STATUSES.find((entry) => entry.value === status)?.label.split(":")[0] ?? (status || "No status"),
      shown,
      price: service.value ? formatPrice(service.value.price) : "",
      problems: service.problems,
      updateTime: service.updateTime,
      publicPath: shown ? servicePath(categorySlug, service.id) : null,
      dutch: dutchGapLabel(dutchGaps(editor, service.data)),
    };
    (groups.find((group) => group.slug === categorySlug) ?? orphans).rows.push(row);
  }
  // As the site orders them: by position, then by id (Firestore's tie-break).
  for (const group of [...groups, orphans]) {
    group.rows.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return { groups: orphans.rows.length ? [...groups, orphans] : groups, count: services.length };
}

const Move = v.object({
  intent: v.literal("move"),
  id: v.string(),
  [UPDATE_TIME_FIELD]: v.string(),
  /** The neighbour it changes places with. */
  otherId: v.string(),
  otherUpdateTime: v.string(),
  direction: v.picklist(["up", "down"]),
});

/** "Move up" and "Move down": the service and its neighbour change positions, both conflict-safe, in one commit. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(studioUserContext);
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const move = v.safeParse(Move, form);
  if (!move.success) throw new Response("This form does not make sense", { status: 400 });
  const { id, otherId, direction } = move.output;
  const path = documentPath(servicesCollection, id);
  const otherPath = documentPath(servicesCollection, otherId);
  if (!path || !otherPath || path === otherPath) throw notFound();

  const [mine, theirs] = await Promise.all([readStoredDocument(context.get(appContext), path), readStoredDocument(context.get(appContext), otherPath)]);
  if (!mine || !theirs) throw notFound();
  // The stored positions; if the posted updateTimes are stale, quickSave refuses before anything is written.
  const myPosition = numberOf(mine.data.position) ?? 0;
  const theirPosition = numberOf(theirs.data.position) ?? 0;
  const changes =
    myPosition === theirPosition
      ? [{ path, updateTime: move.output[UPDATE_TIME_FIELD], fields: { position: theirPosition + (direction === "up" ? -1 : 1), updatedAt: new Date() } }]
      : [
          { path, updateTime: move.output[UPDATE_TIME_FIELD], fields: { position: theirPosition, updatedAt: new Date() } },
          { path: otherPath, updateTime: move.output.otherUpdateTime, fields: { position: myPosition, updatedAt: new Date() } },
        ];
  const result = await quickSave({ app: context.get(appContext), env: context.get(cloudflareContext).env, user, action: `Moved ${direction}: service`, changes, schema: servicesCollection.schema });
  const refusedName = textOf(("path" in result && result.path === otherPath ? theirs : mine).data.name, id);
  return quickSaveAnswer(result, { name: `“${refusedName}”`, redirectTo: `/studio/content/services#service-${id}`, labels: { position: "Position" } });
}

export default function ServicesList({ loaderData, actionData: refusal }: Route.ComponentProps) {
  const { groups, count } = loaderData;
  const [search] = useSearchParams();
  return (
    <>
      <h1>Services</h1>
      <p className="studio-muted">
        All {count} services, by category, in the order the site shows them. Only active ones are on the site. Open one to change anything about it.
      </p>
      <QuickSaveNotice saved={refusal ? null : search.get("saved")} refusal={refusal} />
      <p className="studio-actions">
        <Link className="studio-button" to="/studio/content/services/new">
          Add a service
        </Link>
        <Link className="studio-button studio-button--quiet" to="/studio/content/categories">
          Service categories
        </Link>
      </p>
      {groups.map((group) => (
        <section key={group.slug || "none"} aria-labelledby={`category-${group.slug || "none"}`}>
          <h2 id={`category-${group.slug || "none"}`}>
            {group.name}
            {group.publicPath ? (
              <>
                {" "}
                <a className="studio-small-link" href={group.publicPath}>
                  View its page
                </a>
              </>
            ) : null}
          </h2>
          {group.slug === "" ? <p className="studio-muted">These services name a category that doesn't exist. Choose one on their forms.</p> : null}
          {group.rows.length === 0 ? (
            <p className="studio-muted">No services yet.</p>
          ) : (
            <StudioTable columns={["Position", "Service", "Status", "Price", "Order"]}>
              {group.rows.map((row, index) => (
                <ServiceRow key={row.id} row={row} above={group.slug ? group.rows[index - 1] : undefined} below={group.slug ? group.rows[index + 1] : undefined} />
              ))}
            </StudioTable>
          )}
        </section>
      ))}
    </>
  );
}

function ServiceRow({ row, above, below }: { row: Row; above?: Row; below?: Row }) {
  const movable = (other?: Row) => row.problems.length === 0 && row.position !== null && other && other.problems.length === 0 && other.position !== null;
  const moveButton = (direction: "up" | "down", other: Row) => (
    <QuickSaveButton
      intent="move"
      id={row.id}
      updateTime={row.updateTime}
      label={`${direction === "up" ? "Move up" : "Move down"}: ${row.name}`}
      extra={{ otherId: other.id, otherUpdateTime: other.updateTime, direction }}
    >
      {direction === "up" ? "Move up" : "Move down"}
    </QuickSaveButton>
  );
  return (
    <tr id={`service-${row.id}`}>
      <td>{row.position ?? "?"}</td>
      <th scope="row">
        <Link to={`/studio/content/services/${row.id}`}>{row.name}</Link>
        <NeedsFixingBadge problems={row.problems} />
        <DutchBadge label={row.dutch} />
        {row.publicPath ? (
          <>
            <br />
            <a className="studio-small-link" href={row.publicPath}>
              View on the site
            </a>
          </>
        ) : null}
      </th>
      <td>
        <span className={row.shown ? "studio-badge studio-badge--ok" : "studio-badge"}>{row.statusLabel}</span>
      </td>
      <td>{row.price}</td>
      <td>
        <div className="studio-quick-actions">
          {above && movable(above) ? moveButton("up", above) : null}
          {below && movable(below) ? moveButton("down", below) : null}
        </div>
      </td>
    </tr>
  );
}
