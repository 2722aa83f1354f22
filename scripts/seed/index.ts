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

export { customPalettes } from "./custom-palettes";
export { journalArticles } from "./journal/index";
export { serviceCategories } from "./service-categories";
export { services } from "./services";
export { testimonials } from "./testimonials";
export { websiteData } from "./website-data";

export type SeedDocument = { path: string; data: Record<string, unknown> };

export const seedDocuments: SeedDocument[] = [
  { path: "Website/Data", data: websiteData },
  { path: "Website/CustomPalettes", data: customPalettes },
  { path: "Availability/Settings", data: availability },
  ...serviceCategories.map(({ id, data }) => ({ path: `ServiceCategories/${id}`, data })),
  ...services.map(({ id, data }) => ({ path: `Services/${id}`, data })),
  ...testimonials.map(({ id, data }) => ({ path: `Testimonials/${id}`, data })),
  ...journalArticles.map((seed) => ({ path: `Articles/${seed.id}`, data: articleDocument(seed.data, coverRef(articleCoverDesign(seed))) })),
];
