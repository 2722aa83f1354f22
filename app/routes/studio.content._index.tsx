import type { Route } from "./+types/studio.content._index";
import { Link } from "react-router";

export const meta: Route.MetaFunction = () => [{ title: "Content | Studio" }];

// A loader of its own, so opening this page from another asks the server, behind the studio
// layout's sign-in check.
export function loader() {
  return null;
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

export default function ContentIndex() {
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
            <p>{section.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
