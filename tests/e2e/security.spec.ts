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

test("no page breaks its Content-Security-Policy: every script and style it runs is allowed", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  for (const route of PAGE_ROUTES) {
    await visit(page, route);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});
