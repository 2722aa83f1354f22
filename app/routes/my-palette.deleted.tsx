import type { Route } from "./+types/my-palette.deleted";
import { PageHeader } from "~/components/PageHeader";
import { PALETTE_DELETED_WORDS as WORDS } from "~/components/my-palette/palette-deleted-words";
import { COLOR_ANALYSIS_PATH } from "~/site/paths";
import { pageLocale } from "~/site/seo";
import { useLocalPath, useWords } from "~/site/words";

/**
 * Where deleting a palette leads (`/my-palette/deleted`, `/nl/mijn-palet/verwijderd`): the same words
 * for everyone, so it holds nothing of the client's and the page cache may keep it; no search
 * engine needs it.
 */
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: WORDS[pageLocale(matches)].meta }, { name: "robots", content: "noindex, nofollow" }];

export default function PaletteDeletedPage() {
  const words = useWords(WORDS);
  const localPath = useLocalPath();
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
      <div className="container section">
        <p>{words.after}</p>
        <ul className="inline-links">
          <li>
            <a href={localPath(COLOR_ANALYSIS_PATH)}>{words.book}</a>
          </li>
          <li>
            <a href={localPath("/seasons")}>{words.seasons}</a>
          </li>
        </ul>
      </div>
    </>
  );
}
