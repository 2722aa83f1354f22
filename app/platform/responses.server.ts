import { PAGE_NOT_FOUND } from "./not-found";

export const RETRY_AFTER_SECONDS = 30;

/** The answer when content cannot be read and nothing is cached: a themed 503. */
export function contentUnavailable(): Response {
  return new Response("Our content is briefly unavailable", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

export function notFound(message = PAGE_NOT_FOUND): Response {
  return new Response(message, { status: 404, statusText: "Not Found" });
}
