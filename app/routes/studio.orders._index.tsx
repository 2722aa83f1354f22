import type { Route } from "./+types/studio.orders._index";
import { Link } from "react-router";
import { StudioTable } from "~/components/studio/StudioTable";
import { appContext } from "~/firestore/app-context.server";
import { loadStudioOrders } from "~/studio/orders/orders-list.server";

/** `/studio/orders`: the digital analyses ordered online, grouped by what needs doing (editors and admins). */
export const meta: Route.MetaFunction = () => [{ title: "Orders | Plum & Linen Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const loader = ({ context }: Route.LoaderArgs) => loadStudioOrders(context.get(appContext));

export default function StudioOrders({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <>
      <h1>Orders</h1>
      <p className="studio-muted">
        The digital colour analyses ordered on the website, by what needs doing. Times are the studio&apos;s (Amsterdam). Open an order to see its photos, start work, write
        the report and deliver it.
      </p>
      {groups.map((group) => (
        <section key={group.id} className="studio-card" aria-labelledby={`orders-${group.id}`}>
          <h2 id={`orders-${group.id}`}>
            {group.title} <span className="studio-muted">({group.rows.length})</span>
          </h2>
          <p className="studio-muted">{group.hint}</p>
          {group.rows.length === 0 ? (
            <p>None.</p>
          ) : (
            <StudioTable columns={["Client", "Service", "Ordered", "Photos", "Status"]} caption={group.title} captionClassName="visually-hidden">
              {group.rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={row.href} prefetch="none">
                      {row.name}
                    </Link>
                  </td>
                  <td>{row.serviceName}</td>
                  <td>
                    <time dateTime={row.orderedAt}>{row.ordered}</time>
                  </td>
                  <td>{row.photos}</td>
                  <td>{row.statusLabel}</td>
                </tr>
              ))}
            </StudioTable>
          )}
        </section>
      ))}
    </>
  );
}
