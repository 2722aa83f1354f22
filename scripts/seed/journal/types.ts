import type * as v from "valibot";
import type { Article } from "~/schemas/article";

/**
 * An `Articles/{id}` document as the seed holds it: defaults of the schema may be left out, and
 * what saving works out (the rendered body, the photos it uses, the cover) is added when it is written.
 */
type ArticleDocument = Omit<v.InferInput<typeof Article>, "bodyHtml" | "photos" | "cover">;

export type ArticleSeed = { id: string; data: ArticleDocument };
