/**
 * The demo's Dutch text, which `npm run seed` adds to the English documents it writes through the
 * two-languages migration (scripts/migrate/two-languages.ts), as a studio's existing content would get it.
 */
import type { DemoDutch } from "../../migrate/two-languages";
import { coverDesigns } from "../covers/index";
import { availabilityNl } from "./availability";
import { customPalettesNl } from "./custom-palettes";
import { serviceCategoriesNl } from "./service-categories";
import { servicesNl } from "./services";
import { websiteNl } from "./website";

export const demoDutch: DemoDutch = {
  services: servicesNl,
  serviceCategories: serviceCategoriesNl,
  customPalettes: customPalettesNl,
  website: websiteNl,
  // The seed writes the covers in both languages; a demo seeded before there were two gets the Dutch here.
  photos: Object.fromEntries(coverDesigns.map((design) => [design.id, { alt: design.alt, nl: design.nlAlt }])),
  availability: availabilityNl,
};
