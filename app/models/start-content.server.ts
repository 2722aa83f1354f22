import type { CustomPalette } from "~/schemas";
import type { AppContext } from "~/firestore/app-context.server";
import { getCustomPalettes } from "./custom-palettes.server";
import { getServiceCategories, type ServiceCategoryWithId } from "./service-categories.server";
import { getWebsiteContent, type WebsiteContent } from "./website.server";

type StartContent = {
  website: WebsiteContent;
  customPalettes: CustomPalette[];
  serviceCategories: ServiceCategoryWithId[];
};

/**
 * What every page starts from (the layout, the navigation, the palettes), read in parallel and
 * once per request however many loaders ask.
 */
export function getStartContent(app: AppContext): Promise<StartContent> {
  return app.once("start-content", async () => {
    const [website, customPalettes, serviceCategories] = await Promise.all([
      getWebsiteContent(app),
      getCustomPalettes(app),
      getServiceCategories(app),
    ]);
    return { website, customPalettes, serviceCategories };
  });
}
