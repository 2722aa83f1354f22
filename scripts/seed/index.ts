/**
 * Demo content for `npm run seed`: one document per entry in `seedDocuments`, addressed by
 * its Firestore path ("Collection/documentId"). Every document validates against its schema
 * in app/schemas (checked by tests/unit/scripts/seed.test.ts).
 */
import { availability } from "./availability";
import { articleCoverDesign, coverRef } from "./covers/index";
import { customPalettes } from "./custom-palettes";
import { articleDocument, journalArticles } from "./journal/index";
import { serviceCategories } from "./service-categories";
import { services } from "./services";
import { testimonials } from "./testimonials";
import { websiteData } from "./website-data";
import { demoDutch } from "./nl/index";
import type { DemoDutch } from "../migrate/two-languages";

export { customPalettes } from "./custom-palettes";
export { journalArticles } from "./journal/index";
export { serviceCategories } from "./service-categories";
export { services } from "./services";
export { testimonials } from "./testimonials";
export { websiteData } from "./website-data";

export type SeedDocument = { path: string; data: Record<string, unknown> };

/** Each service's rule with the Dutch of its meeting point, where the demo has one. */
const withDutch = (rules: typeof availability.services, dutch: DemoDutch["availability"]) =>
  Object.fromEntries(Object.entries(rules).map(([id, rule]) => [id, dutch[id] ? { ...rule, nl: dutch[id] } : rule]));

/** The demo in both languages: each document with the Dutch text beside its English (issue 43). */
export const seedDocuments: SeedDocument[] = [
  { path: "Website/Data", data: { ...websiteData, nl: demoDutch.website } },
  { path: "Website/CustomPalettes", data: { customPalettes: customPalettes.customPalettes.map((palette) => ({ ...palette, nl: demoDutch.customPalettes[palette.id] })) } },
  { path: "Availability/Settings", data: { ...availability, services: withDutch(availability.services, demoDutch.availability) } },
  ...serviceCategories.map(({ id, data }) => ({ path: `ServiceCategories/${id}`, data: { ...data, nl: demoDutch.serviceCategories[id] } })),
  ...services.map(({ id, data }) => ({ path: `Services/${id}`, data: { ...data, nl: demoDutch.services[id] } })),
  ...testimonials.map(({ id, data }) => ({ path: `Testimonials/${id}`, data })),
  ...journalArticles.map((seed) => ({ path: `Articles/${seed.id}`, data: articleDocument(seed.data, coverRef(articleCoverDesign(seed))) })),
];
