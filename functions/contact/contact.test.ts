import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../test/http.ts";
import { CONTACT_RATE_LIMIT } from "./service.ts";

const valid = {
  email: "Meena.Iyer@Example.com",
  countryCode: "IN",
  phoneNumber: "98765 43210",
  address: "12 Temple Street\nMylapore, Chennai 600004",
  message: "Can my mother take this with her blood-pressure tablets?",
};

const send = (json: unknown, ip = "203.0.113.7") =>
  api("/api/contact", { method: "POST", json, headers: { "CF-Connecting-IP": ip } });

async function storedMessages() {
  const { results } = await env.DB.prepare(
    "SELECT email, country_code, phone_number, address, message FROM contact_messages",
  ).all();
  return results;
}

describe("POST /api/contact", () => {
  it("stores the message for the admins and confirms it", async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: "Thank you! Your message has reached us." });
    expect(res.json.data.id).toMatch(/^[a-f0-9]{24}$/);
    expect(await storedMessages()).toEqual([
      {
        email: "meena.iyer@example.com",
        country_code: "IN",
        phone_number: "98765 43210",
        address: valid.address,
        message: valid.message,
      },
    ]);
  });

  it("accepts a message without phone number and address", async () => {
    const res = await send({ email: "a@example.com", countryCode: "UK", message: "Do you ship to London?" });
    expect(res.status).toBe(201);
    expect(await storedMessages()).toEqual([
      {
        email: "a@example.com",
        country_code: "UK",
        phone_number: "",
        address: "",
        message: "Do you ship to London?",
      },
    ]);
  });

  it.each([
    [{ ...valid, email: "" }, "Please enter your email address."],
    [{ ...valid, email: "meena@" }, "Please enter a valid email address, like name@example.com."],
    [{ ...valid, countryCode: "FR" }, "Please choose a country code from the list."],
    [
      { ...valid, phoneNumber: "call me" },
      "Please enter a phone number of 6 to 15 digits, like 98765 43210.",
    ],
    [{ ...valid, phoneNumber: "123" }, "Please enter a phone number of 6 to 15 digits, like 98765 43210."],
    [{ ...valid, message: "   " }, "Please write your message."],
    [{ ...valid, message: "x".repeat(2001) }, "Please keep your message under 2,000 characters."],
    [{ ...valid, address: "x".repeat(501) }, "Please keep the address under 500 characters."],
  ])("refuses bad input with a clear message (%#)", async (body, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message });
    expect(await storedMessages()).toEqual([]);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await api("/api/contact", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: "The request body must be valid JSON." });
  });

  it("limits how many messages one address can send, without affecting others", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await send(valid)).status).toBe(201);
    const blocked = await send(valid);
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({
      success: false,
      message:
        "You have sent several messages in a short time. Please wait a while and try again, or e-mail us.",
    });
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await storedMessages()).toHaveLength(CONTACT_RATE_LIMIT.limit);

    expect((await send(valid, "198.51.100.20")).status).toBe(201);
  });

  it("does not count rejected input against the limit", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit + 2; i++) await send({ ...valid, email: "typo@" });
    expect((await send(valid)).status).toBe(201);
  });
});
