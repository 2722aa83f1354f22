import type { ShouldRevalidateFunction } from "react-router";

/**
 * After a post that found its time just taken (409), the free times are read again, so the page
 * stops offering it. (React Router keeps the loader's data after a 4xx answer by default; without
 * JavaScript the page comes back whole from the server anyway.)
 */
export const revalidateAfterTaken: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;
