import breadcrumbsStyles from "~/styles/breadcrumbs.css?url";
import journalStyles from "~/styles/journal.css?url";
import proseStyles from "~/styles/prose.css?url";
import studioJournalStyles from "~/styles/studio-journal.css?url";

/** The editor's stylesheets: its own, and the public article page's, so a Preview looks as the page will. */
export const journalEditorLinks = [
  { rel: "stylesheet", href: studioJournalStyles },
  { rel: "stylesheet", href: journalStyles },
  { rel: "stylesheet", href: proseStyles },
  { rel: "stylesheet", href: breadcrumbsStyles },
];
