import { PAGE_ROUTES } from "../../scripts/lib/routes.mjs";
import { expect, test, visit } from "./support/site";

test("static assets carry nosniff and HSTS like the pages do", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/<link rel="modulepreload" href="(\/build\/[^"]+)"/)?.[1];
  expect(script).toBeTruthy();
  for (const path of ["/favicon.svg", script!]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(response.headers()["strict-transport-security"], path).toContain("max-age=");
  }
});

// One test per page: the policy is checked on each as a visitor loads it, with its own time budget.
for (const route of PAGE_ROUTES) {
  test(`${route} runs no script or style its Content-Security-Policy blocks`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI}`,
        );
      });
    });
    await visit(page, route);
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
}
