import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "react-router";

type StatusHandler = (error: ErrorResponse) => ReactNode;

type Props = {
  /** What a response thrown with this status shows (404, 403, 503…). */
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  /** Any other thrown response. */
  defaultStatusHandler: StatusHandler;
  /** An exception: never its message or stack, which may name what a visitor must not see. */
  unexpectedErrorHandler: (error: unknown) => ReactNode;
};

/**
 * The one error boundary, as the Epic Stack's GeneralErrorBoundary: a handler per status, chosen
 * from what the loader or action threw. The public site (components/ErrorScreen.tsx) and the studio
 * (components/studio/StudioErrorScreen.tsx) give it their own handlers and layout.
 */
export function GeneralErrorBoundary({ statusHandlers = {}, defaultStatusHandler, unexpectedErrorHandler }: Props) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return (statusHandlers[error.status] ?? defaultStatusHandler)(error);
  return unexpectedErrorHandler(error);
}

/** The words a thrown response carries for the visitor, when it carries any. */
export function messageOf(error: ErrorResponse): string | null {
  return typeof error.data === "string" && error.data ? error.data : null;
}
