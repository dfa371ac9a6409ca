import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./next-path.ts";

const SHOP = "https://shop.example";

describe("sameOriginPath: ?next= only ever leads inside the shop", () => {
  it.each([
    ["/user_profile", "/user_profile"],
    ["/Cart_Page", "/Cart_Page"],
    ["/UserDashboard?tab=orders#latest", "/UserDashboard?tab=orders#latest"],
    ["/admin/orders?q=asha%40example.com", "/admin/orders?q=asha%40example.com"],
    ["/", "/"],
    // Resolved the way the browser will: the path it ends up at, still ours.
    ["/account/../user_profile", "/user_profile"],
    ["/search?q=a b", "/search?q=a%20b"],
  ])("keeps the shop's own path %j", (next, expected) => {
    expect(sameOriginPath(next, SHOP)).toBe(expected);
  });

  it.each([
    // The link: `?next=%2F%09%2Fevil.example` reads as "/\t/evil.example", and browsers drop the tab.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "%2F%09%2Fevil.example",
    "//evil.example",
    "//evil.example/steal",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "https://evil.example",
    "https://evil.example/user_profile",
    "http:evil.example",
    "/%2F%2Fevil.example",
    "/%2f%5Cevil.example",
    "/%5C%5Cevil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "/javascript:alert(1)\u0000",
    "/\u007f/evil.example",
    // C1 controls (U+0080–U+009F) are control characters too, though no browser deletes them.
    "/user_profile\u0085",
    "data:text/html,<script>alert(1)</script>",
    "user_profile",
    "",
    " /user_profile",
    "/%E0%A4%A",
  ])("refuses %j", (next) => {
    expect(sameOriginPath(next, SHOP)).toBeNull();
  });

  it("refuses nothing at all (no next)", () => {
    expect(sameOriginPath(null, SHOP)).toBeNull();
    expect(sameOriginPath(undefined, SHOP)).toBeNull();
  });

  it("compares with the shop's own origin, port included", () => {
    expect(sameOriginPath("/user_profile", "http://127.0.0.1:8804")).toBe("/user_profile");
    expect(sameOriginPath("//127.0.0.1:9999/user_profile", "http://127.0.0.1:8804")).toBeNull();
  });
});
