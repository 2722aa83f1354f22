import { afterEach, describe, expect, it, vi } from "vitest";
import { cacheRequest } from "~/firestore/edge-cache.server";
import { services } from "../../scripts/seed/services";
import { testimonials } from "../../scripts/seed/testimonials";
import { websiteData } from "../../scripts/seed/website-data";
import { callWorker, seededProject } from "./support";

const cache = (caches as unknown as { default: Cache }).default;

afterEach(() => {
  vi.restoreAllMocks();
});

/** The JSON log lines the worker wrote with console.error while `call` ran. */
async function loggedDuring(call: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  await call();
  return lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

describe("documents that fail their schema", () => {
  it("an active testimonial with a rating out of range is left out and logged with its path; the others still show", async () => {
    const { projectId, firestore } = await seededProject("bad-testimonial");
    const newest = testimonials
      .filter((testimonial) => testimonial.data.status === "active")
      .sort((a, b) => b.data.createdAt.localeCompare(a.data.createdAt));
    const model = newest[0];
    await firestore.writeDocument("Testimonials/out-of-range", {
      ...model!.data,
      createdAt: "2099-01-01T00:00:00.000Z", // newest, so it would lead page 1
      quote: "This quote has a rating of seven stars",
      rating: 7,
    });

    let response: Response | undefined;
    const logs = await loggedDuring(async () => {
      response = await callWorker("/testimonials", { FIRESTORE_PROJECT_ID: projectId });
    });
    expect(response!.status).toBe(200);
    const body = await response!.text();
    expect(body).not.toContain("This quote has a rating of seven stars");
    expect(body).toContain(model!.data.author);
    expect(logs).toContainEqual(
      expect.objectContaining({ message: "invalid document skipped", path: "Testimonials/out-of-range" }),
    );
  });

  it("an active service without a price is left out of its category, and its own page is a 404", async () => {
    const { projectId, firestore } = await seededProject("bad-service");
    const model = services.find((service) => service.data.status === "active" && service.data.categorySlug === "wardrobe-audit");
    const { price: _price, ...withoutPrice } = model!.data;
    await firestore.writeDocument("Services/priceless-edit", { ...withoutPrice, name: "The Priceless Edit", position: 0 });
    const env = { FIRESTORE_PROJECT_ID: projectId };

    const category = await callWorker("/services/wardrobe-audit", env);
    expect(category.status).toBe(200);
    const body = await category.text();
    expect(body).not.toContain("The Priceless Edit");
    expect(body).toContain(`href="/services/wardrobe-audit/${model!.id}"`);
    expect((await callWorker("/services/wardrobe-audit/priceless-edit", env)).status).toBe(404);
  });
});

describe("edge cache entries of the start reads", () => {
  it("are stored under {project}/doc/{path} and {project}/query/{spec as JSON}, decoded but not validated", async () => {
    const { projectId, firestore } = await seededProject("cache-keys");
    await firestore.writeDocument("Website/Data", { ...websiteData, notInTheSchema: "kept in the cache" });
    expect((await callWorker("/", { FIRESTORE_PROJECT_ID: projectId })).status).toBe(200);

    const website = await cache.match(cacheRequest(`${projectId}/doc/Website/Data`));
    expect(website).toBeDefined();
    const entry = (await website!.json()) as { id: string; data: Record<string, unknown> };
    expect(entry.id).toBe("Data");
    expect(entry.data.notInTheSchema).toBe("kept in the cache");

    for (const key of ["doc/Website/CustomPalettes", 'query/{"collection":"ServiceCategories"}']) {
      const stored = await cache.match(cacheRequest(`${projectId}/${key}`));
      expect(stored, key).toBeDefined();
      await stored!.arrayBuffer();
    }
  });
});
