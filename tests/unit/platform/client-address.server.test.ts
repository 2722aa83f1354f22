import { describe, expect, it } from "vitest";
import { clientAddressKey } from "~/platform/client-address.server";

const from = (address?: string) =>
  clientAddressKey(new Request("https://example.com/", { headers: address === undefined ? {} : { "CF-Connecting-IP": address } }));

describe("clientAddressKey", () => {
  it("counts an IPv4 client by its address", () => {
    expect(from("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = "2001:db8:85a3:8d3::/64";
    expect(from("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe(key);
    expect(from("2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff")).toBe(key);
    expect(from("2001:DB8:85A3:8D3::1")).toBe(key);
  });

  it("gives every address of one /64 the same key, and the next /64 another", () => {
    expect(from("2001:db8::1")).toBe(from("2001:db8::ffff:1"));
    expect(from("2001:db8:0:1::1")).not.toBe(from("2001:db8:0:2::1"));
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(from("::ffff:198.51.100.4")).toBe("198.51.100.4");
  });

  it("keeps a header it cannot parse as it is, and calls a request without one local", () => {
    expect(from("not-an-address")).toBe("not-an-address");
    expect(from("2001:db8::1::2")).toBe("2001:db8::1::2");
    expect(from()).toBe("local");
  });
});
