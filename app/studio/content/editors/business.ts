import * as v from "valibot";
import { WebsiteData, WebsiteDutch } from "~/schemas/website";
import { dutchSections } from "../dutch-text";
import type { DocumentEditor } from "../editor";
import type { FieldSpec } from "../fields";
import { linkFields } from "./link-fields";

const Schema = v.object({ business: WebsiteData.entries.business, nl: v.optional(v.pick(WebsiteDutch, ["openingHours", "directions"])) });

const CURRENCIES = [
  { value: "EUR", label: "Euro (€)" },
  { value: "GBP", label: "Pound sterling (£)" },
  { value: "USD", label: "US dollar ($)" },
] as const;

/** One line of the opening hours: the days it covers and the hours on them. */
const OPENING_HOURS_LINE: FieldSpec[] = [
  { kind: "text", name: "days", label: "Days", translate: true, hint: "e.g. Tuesday, Wednesday and Friday" },
  { kind: "text", name: "hours", label: "Hours", translate: true, hint: "e.g. 09:30–17:30, or Closed" },
];

const FIELDS: FieldSpec[] = [
  {
    kind: "group",
    name: "business",
    label: "Your business",
    fields: [
      { kind: "text", name: "name", label: "Business name", hint: "The name clients know you by." },
      { kind: "text", name: "legalName", label: "Registered company name", hint: "As registered, e.g. with B.V. or Ltd. Shown in the footer and the legal pages." },
      { kind: "email", name: "email", label: "Email address" },
      { kind: "text", name: "phone", label: "Phone number", hint: "With the country code, e.g. +31 30 204 7718." },
      { kind: "text", name: "whatsapp", label: "WhatsApp number", hint: "With the country code, e.g. +31 6 4187 2290." },
      {
        kind: "group",
        name: "address",
        label: "Address",
        fields: [
          { kind: "text", name: "street", label: "Street and number" },
          { kind: "text", name: "postalCode", label: "Postcode" },
          { kind: "text", name: "city", label: "Town or city" },
          { kind: "text", name: "country", label: "Country" },
          { kind: "text", name: "countryCode", label: "Country code", hint: "Two letters, e.g. NL for the Netherlands or GB for the United Kingdom." },
        ],
      },
      {
        kind: "list",
        name: "openingHours",
        label: "Opening hours",
        itemLabel: "Line",
        hint: "One line per group of days, in the order they are shown.",
        dutchSection: "openingHours",
        fields: OPENING_HOURS_LINE,
      },
      { kind: "list", name: "social", label: "Social media", itemLabel: "Profile", fields: linkFields("Name (e.g. Instagram)") },
      { kind: "select", name: "priceCurrency", label: "Currency you take payment in", hint: "Told to search engines. Each service's price keeps its own currency.", options: CURRENCIES },
      {
        kind: "group",
        name: "directions",
        label: "Directions, sent with each booking",
        dutchSection: "directions",
        fields: [
          {
            kind: "textarea",
            name: "studio",
            label: "To the studio",
            rows: 8,
            optional: true,
            translate: true,
            hint: "The entrance, the bell, where to leave a bike or a car, and the way from Utrecht Centraal. Sent for sessions at the studio.",
          },
          {
            kind: "textarea",
            name: "online",
            label: "For a session by video",
            rows: 6,
            optional: true,
            translate: true,
            hint: "How the video room's link works and where to sit. Sent for online sessions; the link itself comes with the reminder.",
          },
        ],
      },
    ],
  },
];

/**
 * The business's contact details and opening hours (`Website/Data#business`), shown on /contact and
 * in the footer; the opening hours' and the directions' Dutch (`nl.openingHours`, `nl.directions`) beside them, each written whole.
 */
export const businessEditor: DocumentEditor<typeof Schema> = {
  title: "Contact details and opening hours",
  description: "How clients reach you: shown on the contact page, in the footer and to search engines. The directions go out with each booking's confirmation and reminder.",
  schema: Schema,
  fields: FIELDS,
  dutch: dutchSections(FIELDS),
  prepare: (value) => {
    const business = value.business as Record<string, unknown>;
    const address = business.address as Record<string, unknown>;
    // "nl" is as clear as "NL": the country code is stored the way it is written on addresses.
    const countryCode = typeof address.countryCode === "string" ? address.countryCode.toUpperCase() : address.countryCode;
    return { ...value, business: { ...business, address: { ...address, countryCode } } };
  },
};
