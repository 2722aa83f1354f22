import { inject } from "vitest";
import type { Fault, ReadRecord } from "./fault-proxy";

const control = (projectId: string) => `http://${inject("faultProxyHost")}/__faults/${encodeURIComponent(projectId)}`;

/** Makes Firestore misbehave for one project until `clearFault` (see fault-proxy.ts). */
export async function injectFault(projectId: string, fault: Fault): Promise<void> {
  const response = await fetch(control(projectId), { method: "PUT", body: JSON.stringify(fault) });
  if (!response.ok) throw new Error(`the fault proxy refused ${JSON.stringify(fault)}`);
  await response.arrayBuffer();
}

export async function clearFault(projectId: string): Promise<void> {
  await (await fetch(control(projectId), { method: "DELETE" })).arrayBuffer();
}

/** How many calls of the worker to Firestore for this project reached the proxy so far. */
export async function firestoreCalls(projectId: string): Promise<number> {
  const { requests } = (await (await fetch(control(projectId))).json()) as { requests: number };
  return requests;
}

/** Every read of the worker from Firestore for this project so far, with the bytes of its answer and the article bodies in it. */
export async function firestoreReads(projectId: string): Promise<ReadRecord[]> {
  const { reads } = (await (await fetch(control(projectId))).json()) as { reads: ReadRecord[] };
  return reads;
}
