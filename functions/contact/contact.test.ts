import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONTACT_TICKET_PATTERN, formatLongDate, resolveByDate } from "../../domain/contact-tickets.ts";
import { SUPPORT_HOURS } from "../../src/config/business.ts";
import { GRIEVANCE_OFFICER, GRIEVANCE_RESOLVE_MONTHS } from "../../src/config/seller.ts";
import { site } from "../../src/config/site.ts";
import { CONTACT_MESSAGE_RETENTION_YEARS, yearsBefore } from "../../domain/data-rights.ts";
import { getDb } from "../db/client.ts";
import { runCron } from "../test/cron.ts";
import { api } from "../test/http.ts";
import { CONTACT_RATE_LIMIT, saveContactMessage } from "./service.ts";

const valid = {
  email: "Meena.Iyer@Example.com",
  countryCode: "IN" as const,
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

async function outbox() {
  const { results } = await env.DB.prepare(
    "SELECT to_address, subject, body_text, status FROM email_outbox ORDER BY created_at, rowid",
  ).all<{ to_address: string; subject: string; body_text: string; status: string }>();
  return results;
}

async function ticketsStored() {
  const { results } = await env.DB.prepare("SELECT ticket FROM contact_messages ORDER BY rowid").all<{
    ticket: string;
  }>();
  return results.map((r) => r.ticket);
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

  it("gives the message a ticket number and e-mails it to the sender with the grievance promise", async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    const { ticket } = res.json.data;
    expect(ticket).toMatch(CONTACT_TICKET_PATTERN);
    expect(ticket).toMatch(/^CARE-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const stored = await env.DB.prepare("SELECT ticket, created_at FROM contact_messages").first<{
      ticket: string;
      created_at: number;
    }>();
    expect(stored?.ticket).toBe(ticket);

    const [email, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      to_address: "meena.iyer@example.com",
      subject: `We have your message: ticket ${ticket}`,
      status: "pending",
    });
    const resolveBy = formatLongDate(resolveByDate(stored!.created_at, GRIEVANCE_RESOLVE_MONTHS));
    for (const part of [
      `its ticket number is ${ticket}`,
      "This e-mail is our acknowledgement.",
      `we resolve it within one month of receiving it, that is by ${resolveBy}.`,
      `Customer care: ${site.supportEmail}, ${site.supportPhone} (${SUPPORT_HOURS})`,
      `Grievance officer: ${GRIEVANCE_OFFICER.name}, ${GRIEVANCE_OFFICER.designation}, ${GRIEVANCE_OFFICER.email}, ${GRIEVANCE_OFFICER.phone}`,
      "http://localhost:8787/legal",
    ]) {
      expect(email!.body_text).toContain(part);
    }
    // Anyone can type any address: the acknowledgement never carries what was written.
    expect(email!.body_text).not.toContain(valid.message);
    expect(email!.body_text).not.toContain("Temple Street");
  });

  it("gives every message its own ticket, also when they arrive at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: CONTACT_RATE_LIMIT.limit }, (_, i) =>
        send({ ...valid, email: `sender${i}@example.com` }),
      ),
    );
    const tickets = answers.map((answer) => answer.json.data.ticket);
    expect(new Set(tickets).size).toBe(tickets.length);
    expect((await ticketsStored()).sort()).toEqual([...tickets].sort());
    expect((await outbox()).map((e) => e.subject).sort()).toEqual(
      tickets.map((t) => `We have your message: ticket ${t}`).sort(),
    );
  });

  it("draws again when a ticket number is already taken, storing and e-mailing the new one", async () => {
    const db = getDb(env.DB);
    const first = await saveContactMessage(
      db,
      { ...valid, email: "a@example.com" },
      "https://shop.test",
      null,
      () => "CARE-AAAA-AAAA",
    );
    const draws = ["CARE-AAAA-AAAA", "CARE-BBBB-BBBB"];
    const second = await saveContactMessage(
      db,
      { ...valid, email: "b@example.com" },
      "https://shop.test",
      null,
      () => draws.shift()!,
    );
    expect(first.ticket).toBe("CARE-AAAA-AAAA");
    expect(second.ticket).toBe("CARE-BBBB-BBBB");
    expect(await ticketsStored()).toEqual(["CARE-AAAA-AAAA", "CARE-BBBB-BBBB"]);
    expect((await outbox()).map((e) => [e.to_address, e.subject])).toEqual([
      ["a@example.com", "We have your message: ticket CARE-AAAA-AAAA"],
      ["b@example.com", "We have your message: ticket CARE-BBBB-BBBB"],
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
    expect(await outbox()).toEqual([]);
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
    expect(await outbox()).toHaveLength(CONTACT_RATE_LIMIT.limit);

    expect((await send(valid, "198.51.100.20")).status).toBe(201);
  });

  it("does not count rejected input against the limit", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit + 2; i++) await send({ ...valid, email: "typo@" });
    expect((await send(valid)).status).toBe(201);
  });
});

describe("keeping contact messages", () => {
  it(`the cron deletes a message once it is ${CONTACT_MESSAGE_RETENTION_YEARS} years old and keeps a younger one`, async () => {
    expect((await send(valid)).status).toBe(201);
    expect((await send({ ...valid, email: "ravi@example.com" }, "203.0.113.8")).status).toBe(201);
    const now = Date.now();
    const retention = now - yearsBefore(now, CONTACT_MESSAGE_RETENTION_YEARS);
    await env.DB.prepare("UPDATE contact_messages SET created_at = ? WHERE email = ?")
      .bind(now - retention - 60_000, "meena.iyer@example.com")
      .run();
    await env.DB.prepare("UPDATE contact_messages SET created_at = ? WHERE email = ?")
      .bind(now - retention + 60 * 60_000, "ravi@example.com")
      .run();

    await runCron(now);

    expect((await storedMessages()).map((m) => m.email)).toEqual(["ravi@example.com"]);
  });
});
