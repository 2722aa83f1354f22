import { PageHeader } from "~/components/PageHeader";
import type { MyPaletteView } from "~/my-palette/my-palette-page.server";
import { useWords } from "~/site/words";
import { ColourList } from "./ColourList";
import { DeletePalette } from "./DeletePalette";
import { MY_PALETTE_WORDS } from "./my-palette-words";
import { PrintButton } from "./PrintButton";
import { PrintCard } from "./PrintCard";
import { useOfflineCopy } from "./useOfflineCopy";

type Props = {
  palette: MyPaletteView;
  /** The session's day and the day the palette is deleted, in words in the page's language. */
  sessionDay: string;
  keptUntil: string;
  /** The colour checker set to the palette's sub-season, the follow-up booking and the contact page, in the page's language. */
  links: { checker: string; followUp: string; contact: string };
  brandName: string;
  confirmingDelete: boolean;
  deleteError: string | null;
};

/** The paragraphs of a note as the studio typed them: a blank line between paragraphs. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

/** A client's palette (`/my-palette/{token}`): what the page shows, large and true to colour, and the print card. */
export function MyPalettePage({ palette, sessionDay, keptUntil, links, brandName, confirmingDelete, deleteError }: Props) {
  const words = useWords(MY_PALETTE_WORDS);
  const keptOffline = useOfflineCopy();
  const details = [
    { term: words.metals, text: palette.metals },
    { term: words.makeup, text: palette.makeup },
    { term: words.hair, text: palette.hair },
  ].filter((detail) => detail.text);
  return (
    <div className="my-palette">
      <PageHeader eyebrow={words.eyebrow} title={words.title(palette.subSeason.name)} lead={words.lead(palette.clientName, sessionDay)}>
        {palette.borrowFrom ? <p>{words.borrow(palette.borrowFrom.name)}</p> : null}
        <p className="my-palette__offline" role="status">
          {keptOffline ? words.offlineSaved : ""}
        </p>
      </PageHeader>

      <section className="section my-palette__section" aria-labelledby="best-title">
        <div className="container">
          <h2 id="best-title">{words.best}</h2>
          <p>{words.bestLead}</p>
          <ColourList colours={palette.best} size="lg" labelledBy="best-title" />
          <p className="my-palette__hint">{words.hexNote}</p>
        </div>
      </section>

      {palette.away.length ? (
        <section className="section section--alt my-palette__section" aria-labelledby="away-title">
          <div className="container">
            <h2 id="away-title">{words.away}</h2>
            <p>{words.awayLead}</p>
            <ColourList colours={palette.away} size="md" labelledBy="away-title" />
          </div>
        </section>
      ) : null}

      {details.length || palette.note ? (
        <section className="section my-palette__section" aria-labelledby="details-title">
          <div className="container my-palette__details">
            {details.length ? (
              <div>
                <h2 id="details-title">{words.details}</h2>
                <dl className="my-palette__terms">
                  {details.map((detail) => (
                    <div key={detail.term}>
                      <dt>{detail.term}</dt>
                      <dd>{detail.text}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
            {palette.note ? (
              <div className="my-palette__note">
                <h2 id={details.length ? "note-title" : "details-title"}>{words.note}</h2>
                {paragraphs(palette.note).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      <section className="section section--alt my-palette__section" aria-labelledby="whole-title">
        <div className="container">
          <h2 id="whole-title">{words.whole(palette.subSeason.name)}</h2>
          <p>{words.wholeLead}</p>
          <ColourList colours={palette.palette} size="sm" labelledBy="whole-title" />
        </div>
      </section>

      <section className="section my-palette__section" aria-labelledby="tools-title">
        <div className="container">
          <h2 id="tools-title">{words.toolsTitle}</h2>
          <ul className="my-palette__tools">
            <li>
              <a className="button button--primary" href={links.checker}>
                {words.checker}
              </a>
              <p>{words.checkerText}</p>
            </li>
            <li>
              <PrintButton text={words.print} />
              <p>{words.printText}</p>
            </li>
            <li>
              <a className="button button--secondary" href={links.followUp}>
                {words.followUp}
              </a>
              <p>{words.followUpText}</p>
            </li>
          </ul>
          <p>
            {words.questions} <a href={links.contact}>{words.contact}</a>.
          </p>
          <p className="my-palette__hint">{words.kept(keptUntil)}</p>
          <DeletePalette confirming={confirmingDelete} error={deleteError} />
        </div>
      </section>

      <PrintCard palette={palette} brandName={brandName} />
    </div>
  );
}
