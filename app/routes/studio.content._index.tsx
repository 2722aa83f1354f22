import type { Route } from "./+types/studio.content._index";
import { Link } from "react-router";
import { DutchBadge } from "~/components/studio/DutchBadge";
import { appContext } from "~/firestore/app-context.server";
import { CUSTOM_PALETTES_PATH } from "~/models/custom-palettes.server";
import { WEBSITE_DATA_PATH } from "~/models/website.server";
import { readStoredDocument } from "~/studio/change.server";
import { dutchGapLabel, dutchGaps } from "~/studio/content/dutch-fields";
import type { AnyDocumentEditor } from "~/studio/content/editor";
import { businessEditor } from "~/studio/content/editors/business";
import { faqsEditor } from "~/studio/content/editors/faqs";
import { homeEditor } from "~/studio/content/editors/home";
import { linksEditor } from "~/studio/content/editors/links";
import { palettesEditor } from "~/studio/content/editors/palettes";

export const meta: Route.MetaFunction = () => [{ title: "Content | Studio" }];

/** How much of each website form's Dutch is missing, read from Firestore now (issue 43). */
export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const [website, palettes] = await Promise.all([readStoredDocument(app, WEBSITE_DATA_PATH), readStoredDocument(app, CUSTOM_PALETTES_PATH)]);
  const gap = (editor: AnyDocumentEditor, stored: typeof website) => (stored ? dutchGapLabel(dutchGaps(editor, stored.data)) : null);
  const dutch: Record<string, string | null> = {
    "/studio/content/home": gap(homeEditor, website),
    "/studio/content/faqs": gap(faqsEditor, website),
    "/studio/content/business": gap(businessEditor, website),
    "/studio/content/links": gap(linksEditor, website),
    "/studio/content/palettes": gap(palettesEditor, palettes),
  };
  return { dutch };
}

const SECTIONS = [
  { to: "/studio/content/home", title: "Home page", text: "The hero at the top of the home page, and the About section." },
  { to: "/studio/content/faqs", title: "FAQs", text: "Questions and answers: add, edit, reorder, remove." },
  { to: "/studio/content/business", title: "Contact details and opening hours", text: "Address, email, phone, WhatsApp, hours and social links." },
  { to: "/studio/content/links", title: "Navigation and footer", text: "The links in the top bar and the footer." },
  { to: "/studio/content/colors", title: "Colours and skins", text: "The site's colours; pairs that are hard to read are refused." },
  { to: "/studio/content/services", title: "Services", text: "Every field of every service, its status and its order." },
  { to: "/studio/content/categories", title: "Service categories", text: "The groups services are shown in." },
  { to: "/studio/content/testimonials", title: "Testimonials", text: "Approve, hide or correct what clients wrote." },
  { to: "/studio/content/palettes", title: "Custom palettes", text: "Named palettes of hex colours, shown as swatches." },
] as const;

export default function ContentIndex({ loaderData }: Route.ComponentProps) {
  const { dutch } = loaderData;
  return (
    <>
      <h1>Content</h1>
      <p className="studio-muted">Each save is published at once: the public pages show it within seconds.</p>
      <ul className="studio-content-list">
        {SECTIONS.map((section) => (
          <li key={section.to} className="studio-card">
            <h2>
              <Link to={section.to}>{section.title}</Link>
            </h2>
            <p>
              {section.text}
              <DutchBadge label={dutch[section.to]} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
