import { describe, expect, it } from "vitest";
import { constantTimeEqual, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it("uses PBKDF2-SHA256 at 100,000 iterations (Cloudflare's production maximum) and records it", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(await hashPassword("turmeric-tea-2024")).toMatch(
      /^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/,
    );
  });

  it("salts every hash: one password hashes differently twice, and both verify", async () => {
    const a = await hashPassword("turmeric-tea-2024");
    const b = await hashPassword("turmeric-tea-2024");
    expect(a).not.toBe(b);
    expect(await verifyPassword("turmeric-tea-2024", a)).toBe(true);
    expect(await verifyPassword("turmeric-tea-2024", b)).toBe(true);
    expect(await verifyPassword("turmeric-tea-2025", a)).toBe(false);
  });

  it("refuses malformed stored hashes", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "md5$1$aa$bb")).toBe(false);
  });

  it("compares in constant time over the whole length", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});
