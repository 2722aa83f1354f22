import * as v from "valibot";
import { notFound } from "./responses.server";

/** Validates a route parameter; anything that fails is the 404 'Page Not Found' page. */
export function parseParam<S extends v.GenericSchema<string>>(schema: S, value: string | undefined): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw notFound();
  return result.output;
}
