import type { Route } from "./+types/studio.content.categories._index";
import { Link, useSearchParams } from "react-router";
import { QuickSaveNotice } from "~/components/studio/QuickSave";
import { NeedsFixingBadge } from "~/components/studio/StatusBadge";
import { DutchBadge } from "~/components/studio/DutchBadge";
import { dutchGapLabel, dutchGaps } from "~/studio/content/dutch-fields";
import { StudioTable } from "~/components/studio/StudioTable";
import { categoryPath } from "~/site/paths";
import { listCollection } from "~/studio/content/collection.server";
import { categories as categoriesCollection, numberOf, services as servicesCollection, textOf } from "~/studio/content/collections";
import { SHOWN_STATUS } from "~/schemas/common";
import { appContext } from "~/firestore/app-context.server";

export const meta: Route.MetaFunction = () => [{ title: "Service categories | Studio" }];

/** Every category as Firestore holds it now, in the site's order, with how many services each has. */
export async function loader({ context }: Route.LoaderArgs) {
  const [categories, services] = await Promise.all([
    listCollection(context.get(appContext), categoriesCollection),
    listCollection(context.get(appContext), servicesCollection),
  ]);
  const rows = categories.map((category) => {
    const slug = textOf(category.data.slug, category.id);
    const filed = services.filter((service) => textOf(service.data.categorySlug) === slug);
    return {
      id: category.id,
      name: textOf(category.data.name, category.id),
      position: numberOf(category.data.position),
      publicPath: category.value ? categoryPath(slug) : null,
      problems: category.problems,
      services: filed.length,
      shownServices: filed.filter((service) => service.value && textOf(service.data.status) === SHOWN_STATUS).length,
      dutch: dutchGapLabel(dutchGaps(categoriesCollection.editor({ categories: [], services: [] }, category), category.data)),
    };
  });
  rows.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.id.localeCompare(b.id));
  return { rows };
}

export default function CategoriesList({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const [search] = useSearchParams();
  return (
    <>
      <h1>Service categories</h1>
      <p className="studio-muted">The groups the services are shown in, each with a page of its own, in the order the site lists them.</p>
      <QuickSaveNotice saved={search.get("saved")} refusal={undefined} />
      <p className="studio-actions">
        <Link className="studio-button" to="/studio/content/categories/new">
          Add a category
        </Link>
        <Link className="studio-button studio-button--quiet" to="/studio/content/services">
          Services
        </Link>
      </p>
      {rows.length === 0 ? (
        <p>There are no categories yet.</p>
      ) : (
        <StudioTable columns={["Position", "Category", "Services", "Its page"]}>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.position ?? "?"}</td>
              <th scope="row">
                <Link to={`/studio/content/categories/${row.id}`}>{row.name}</Link>
                <NeedsFixingBadge problems={row.problems} />
                <DutchBadge label={row.dutch} />
              </th>
              <td>
                {row.services === 0 ? "None yet" : `${row.services} (${row.shownServices} on the site)`}
              </td>
              <td>{row.publicPath ? <a href={row.publicPath}>{row.publicPath}</a> : <span className="studio-muted">Not shown until fixed</span>}</td>
            </tr>
          ))}
        </StudioTable>
      )}
    </>
  );
}
