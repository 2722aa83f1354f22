import type { FirestoreClient } from "~/firestore/client.server";
import { callWorker, seededProject } from "./index";
import { grantStudioUser, studioCookie, studioEnv } from "./studio-session";

// What the privacy-request tests share (booking-privacy, analysis-privacy): a seeded project of
// their own with an admin signed in, posts to /studio/privacy as that admin, and the page's text.

const SITE = "https://example.com";

export type PrivacyProject = { projectId: string; firestore: FirestoreClient; admin: string };

export async function privacyProject(name: string, admin: string): Promise<PrivacyProject> {
  const { projectId, firestore } = await seededProject(name);
  await grantStudioUser(firestore, admin, "admin");
  return { projectId, firestore, admin: await studioCookie(admin, firestore) };
}

export function postAsAdmin(project: PrivacyProject, fields: Array<[string, string]> | Record<string, string>, path = "/studio/privacy") {
  return callWorker(
    path,
    { FIRESTORE_PROJECT_ID: project.projectId, ...studioEnv },
    {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "example.com", Cookie: project.admin },
    },
  );
}

export const privacyText = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** The records a found request lists, as the form's hidden fields carry them to the next step. */
export const hiddenRecords = (html: string) => [...html.matchAll(/name="record" value="([^"]+)"/g)].map((match) => ["record", match[1]!] as [string, string]);
