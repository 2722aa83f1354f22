import { afterEach, describe, expect, it, vi } from "vitest";
import { logError, logInfo, withoutPersonalData } from "~/platform/log.server";

describe("log lines without personal data", () => {
  afterEach(() => vi.restoreAllMocks());

  it("replaces email addresses anywhere in a line, error texts included", () => {
    expect(withoutPersonalData('{"error":"Invalid address: Anna.de.Vries+studio@Example.co.uk (to)"}')).toBe('{"error":"Invalid address: [email] (to)"}');
  });

  it("cuts IP addresses to their network, and leaves times, versions and paths alone", () => {
    expect(withoutPersonalData("from 203.0.113.77 and 2001:db8:85a3:0:0:8a2e:370:7334 and 2001:db8::1")).toBe("from 203.0.113.0 and 2001:db8:85a3:: and 2001:db8::");
    const plain = 'at build/index.js:1234:56 on 2026-11-27T05:13:22.000Z, 12:30:00, version 1.0.7, "path":"ContactMessages/abc-def"';
    expect(withoutPersonalData(plain)).toBe(plain);
  });

  it("every log function writes its line through the filter", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const info = vi.spyOn(console, "log").mockImplementation(() => undefined);
    logError("send failed", { reason: "refused ana@example.org", client: "198.51.100.23" });
    logInfo("ran", { deleted: 3 });
    expect(error).toHaveBeenCalledWith('{"level":"error","message":"send failed","reason":"refused [email]","client":"198.51.100.0"}');
    expect(info).toHaveBeenCalledWith('{"level":"info","message":"ran","deleted":3}');
  });
});
