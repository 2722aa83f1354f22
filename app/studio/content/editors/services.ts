import * as v from "valibot";
import { Service } from "~/schemas/service";
import { updatedStamp, type DocumentEditor } from "../editor";
import { dutchFields } from "../dutch-text";
import type { FieldErrors, FieldSpec } from "../fields";
import { slugFrom } from "../slug";

const { status, categorySlug, position, name, summary, description, forWhom, format, durationMinutes, price, deliverables, bookable, preparation, nl } = Service.entries;

/** What a service's form edits: every field of `Services/{id}` but its timestamps (the stamp writes those), the Dutch (`nl`) with them. */
const ServiceForm = v.object({ status, categorySlug, position, name, summary, description, forWhom, format, durationMinutes, price, deliverables, bookable, preparation, nl });
type ServiceForm = typeof ServiceForm;

/** The public site shows "active" services only (app/models/services.server.ts); the seed also has drafts and archived ones. */
export const SERVICE_STATUSES = [
  { value: "active", label: "Active: shown on the site" },
  { value: "draft", label: "Draft: not shown yet" },
  { value: "archived", label: "Archived: no longer offered, not shown" },
] as const;

const SERVICE_FORMATS = [
  { value: "in-person", label: "In person, at the studio" },
  { value: "online", label: "Live online, by video" },
  { value: "digital", label: "Digital, from the client's photos" },
  { value: "hybrid", label: "In person and online" },
] as const;

const CURRENCIES = [
  { value: "EUR", label: "Euro (€)" },
  { value: "GBP", label: "Pound sterling (£)" },
  { value: "USD", label: "US dollar ($)" },
] as const;

export type CategoryChoice = { slug: string; name: string };

/** A service's id: its name as a slug, which is also the end of its page's link. */
export const serviceIdFrom = (value: Record<string, unknown>) => slugFrom(String(value.name ?? ""), 80);

/**
 * A service's form (`Services/{id}`). The categories are the ones stored now, so the form offers
 * and accepts only those.
 */
export function serviceEditor({
  categories,
  creating = false,
  mendCreatedAt = false,
}: {
  categories: readonly CategoryChoice[];
  creating?: boolean;
  /** The stored document has no valid `createdAt` (the site skips it without one): write one now. */
  mendCreatedAt?: boolean;
}): DocumentEditor<ServiceForm> {
  const fields: FieldSpec[] = [
    {
      kind: "text",
      name: "name",
      label: "Name",
      translate: true,
      hint: creating ? "Shown as the page's title; the page's link is made from the English name." : "Shown as the page's title.",
    },
    { kind: "select", name: "status", label: "Status", hint: "Only active services are shown on the site.", options: SERVICE_STATUSES },
    {
      kind: "select",
      name: "categorySlug",
      label: "Category",
      hint: "The services page it is listed on.",
      options: categories.map((category) => ({ value: category.slug, label: category.name })),
    },
    {
      kind: "number",
      name: "position",
      label: "Position in its category",
      step: 1,
      hint: creating ? "Lower numbers come first. Leave it empty to put it last." : "Lower numbers come first.",
    },
    { kind: "textarea", name: "summary", label: "Summary", rows: 3, translate: true, hint: "One or two sentences, shown on the category page's card." },
    {
      kind: "paragraphs",
      name: "description",
      label: "Description",
      rows: 12,
      translate: true,
      hint: "The text of the service's page. Leave an empty line between paragraphs.",
    },
    { kind: "textarea", name: "forWhom", label: "Who it's for", rows: 3, translate: true },
    { kind: "select", name: "format", label: "How it takes place", options: SERVICE_FORMATS },
    { kind: "number", name: "durationMinutes", label: "Length in minutes", step: 1, min: 0, hint: "For example 90 for an hour and a half." },
    {
      kind: "group",
      name: "price",
      label: "Price",
      fields: [
        { kind: "number", name: "amount", label: "Amount", step: 0.01, min: 0, hint: "For example 245 or 49.50." },
        { kind: "select", name: "currency", label: "Currency", options: CURRENCIES },
      ],
    },
    { kind: "lines", name: "deliverables", label: "What the client receives", rows: 5, translate: true, hint: "One item per line." },
    {
      kind: "textarea",
      name: "preparation",
      label: "How to prepare",
      rows: 5,
      optional: true,
      translate: true,
      hint: "What to wear and bring, in a few sentences. Sent with the booking's confirmation and its reminder; the directions to the place are added after it.",
    },
    {
      kind: "checkbox",
      name: "bookable",
      label: "Can be booked online",
      hint: "A bookable colour analysis leads to the booking form; other services lead to the contact page.",
    },
  ];
  return {
    title: "Service",
    description: creating
      ? "A new service. Its link is made from its name, so choose the name with care: the link stays the same when the name changes later."
      : "Everything about this service, as its page and its category's page show it.",
    schema: ServiceForm,
    fields,
    dutch: dutchFields(fields),
    check: ({ categorySlug }) => {
      const errors: FieldErrors = {};
      if (!categories.some((category) => category.slug === categorySlug)) {
        errors.categorySlug = categories.length ? "Choose one of the categories." : "Add a service category first: every service belongs to one.";
      }
      return errors;
    },
    stamp: ({ creating }) => updatedStamp({ creating: creating || mendCreatedAt }),
  };
}
