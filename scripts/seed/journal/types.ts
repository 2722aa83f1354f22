import type * as v from "valibot";
import type { Article } from "~/schemas/article";

/** An `Articles/{id}` document as the seed writes it (defaults of the schema may be left out). */
export type ArticleDocument = v.InferInput<typeof Article>;

export type ArticleSeed = { id: string; data: ArticleDocument };
