import * as v from "valibot";
import { SHOWN_STATUS } from "~/schemas/common";
import { Testimonial } from "~/schemas/testimonial";
import { updatedStamp, type DocumentEditor } from "../editor";

const { author, location, quote, language, category, rating, serviceId } = Testimonial.entries;

/** What a testimonial's form corrects; its status is changed by the Approve and Hide buttons. */
const TestimonialForm = v.object({ author, location, quote, language, category, rating, serviceId });
type TestimonialForm = typeof TestimonialForm;

/**
 * The public site shows "active" testimonials only (app/models/testimonials.server.ts); in the
 * seed, "pending" ones await the client's consent and "hidden" ones were withdrawn.
 */
export const TESTIMONIAL_STATUSES = [
  { value: "pending", label: "Waiting for approval", short: "Waiting" },
  { value: "active", label: "Shown on the site", short: "Shown" },
  { value: "hidden", label: "Hidden", short: "Hidden" },
] as const;
type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number]["value"];
/** What "Approve" sets: the status the public site shows. */
export const APPROVED_STATUS: TestimonialStatus = SHOWN_STATUS;
/** What "Hide" sets. */
export const HIDDEN_STATUS: TestimonialStatus = "hidden";

export const TESTIMONIAL_CATEGORIES = [
  { value: "color-analysis", label: "Colour analysis" },
  { value: "personal-styling", label: "Personal styling" },
  { value: "wardrobe-audit", label: "Wardrobe audit" },
  { value: "complete-makeover", label: "Complete makeover" },
] as const;

/** The languages a testimonial may be written in: shown in its writer's words on both languages' pages, marked with its own. */
const TESTIMONIAL_LANGUAGES = [
  { value: "en", label: "English" },
  { value: "nl", label: "Nederlands" },
] as const;

export type ServiceChoice = { id: string; name: string };

/** A testimonial's form (`Testimonials/{id}`); the services are the ones stored now. */
export function testimonialEditor({
  services,
  mendCreatedAt = false,
}: {
  services: readonly ServiceChoice[];
  /** The stored document has no valid `createdAt` (the site skips it without one): write one now. */
  mendCreatedAt?: boolean;
}): DocumentEditor<TestimonialForm> {
  return {
    title: "Testimonial",
    description: "Correct what the testimonial says and who wrote it. Approve or hide it with the buttons above.",
    schema: TestimonialForm,
    fields: [
      { kind: "text", name: "author", label: "Name", hint: "As the client wants it shown, e.g. “Sanne K.”." },
      { kind: "text", name: "location", label: "Where they are from", hint: "A town or city. Leave it empty to show none.", optional: true },
      { kind: "textarea", name: "quote", label: "What they wrote", rows: 8 },
      {
        kind: "select",
        name: "language",
        label: "Language",
        hint: "The language they wrote in. It is shown as written on the English and the Dutch pages, never translated.",
        options: TESTIMONIAL_LANGUAGES,
      },
      { kind: "select", name: "category", label: "Filed under", hint: "The filter on the testimonials page it appears under.", options: TESTIMONIAL_CATEGORIES },
      { kind: "number", name: "rating", label: "Stars", step: 1, min: 1, max: 5, hint: "From 1 to 5." },
      {
        kind: "select",
        name: "serviceId",
        label: "Service it is about",
        options: [{ value: "", label: "No particular service" }, ...services.map((service) => ({ value: service.id, label: service.name }))],
      },
    ],
    // "No particular service" is no serviceId at all, as the schema has it.
    prepare: (value) => ({ ...value, serviceId: value.serviceId === "" ? undefined : value.serviceId }),
    stamp: ({ creating }) => updatedStamp({ creating: creating || mendCreatedAt }),
  };
}

export const statusLabel = (status: unknown) =>
  TESTIMONIAL_STATUSES.find((entry) => entry.value === status)?.label ?? (typeof status === "string" && status ? status : "No status");
