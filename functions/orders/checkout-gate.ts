/**
 * Admission to placing an order, for a rush such as a flash sale (docs/capacity.md, decision 027).
 *
 * One D1 database runs one query at a time and queues the rest; past its queue it fails them, and
 * long before that every customer waits behind everyone else. So only so many orders are being
 * placed at once, across every Worker instance (at most CHECKOUT_GATE.maxInFlight, fewer while
 * orders take longer than targetOrderMs: admission-limit.ts): a customer past that is told at
 * once to wait a moment and try again (429 with Retry-After), instead of joining a queue that ends
 * in a timeout or a 5xx. The count lives in one Durable Object, the one place every instance can
 * agree on; it keeps the tickets in memory (if the object restarts it forgets them, which only
 * admits a few more orders for a moment). A ticket whose Worker never gave it back (the request
 * died mid-order) is taken back after ticketLeaseMs.
 *
 * Every placement takes a ticket before its first read (functions/orders/service.ts): replaying an
 * Idempotency-Key and asking for what is sold out read the database too, and in a rush those reads
 * queued in front of it and timed everyone out (docs/capacity.md). So they wait their turn as well.
 */
import { DurableObject } from "cloudflare:workers";
import { messages } from "../../domain/messages.ts";
import type { Bindings } from "../env.ts";
import { RateLimitedError } from "../lib/rate-limit.ts";
import { AdmissionLimit } from "./admission-limit.ts";

export const CHECKOUT_GATE = {
  /**
   * The most orders placed at once, shop-wide (docs/capacity.md). Locally the server's orders a
   * second stop growing by ~50 in flight (250/s at 10, 299/s at 50: bench/report.md), so 64 never
   * holds it back; past it only the queue grows. In production, at 20–80 ms per order (at most 2 D1
   * round trips and the gate's entry; the ticket is counted up to returnWithinMs longer), 64 in flight
   * admit 200–800 orders/s: 3–10× Shopify's checkout throttle (~75/s), within one D1 database's
   * ~1,000+ writes a second.
   */
  maxInFlight: 64,
  /**
   * One account's orders being placed at once: a customer places one at a time (a few, pressing on
   * two devices). Without it one signed-in client keeping the gate full locked every other customer
   * out; now that takes a score of accounts.
   */
  maxPerAccount: 3,
  /** The fewest the limit goes down to when orders are slow (functions/orders/admission-limit.ts). */
  minInFlight: 4,
  /** Orders taking longer than this mean the database is queueing: the limit comes down. */
  targetOrderMs: 1000,
  /** D1 ends any query at 30 s, so no live order can hold a ticket longer than this. */
  ticketLeaseMs: 35_000,
  /** Bounds of the Retry-After a waiting customer is given. */
  retryAfterSeconds: { min: 1, max: 10 },
  /**
   * An answered order's ticket rides back to the gate with this Worker instance's next entry; when
   * none comes within this many ms, the instance returns what it holds in one call of its own. So a
   * busy instance costs the gate 1 call per order instead of 2 (a Durable Object serves about 1,000
   * requests a second), and the gate counts an answered order about this much longer (decision 035).
   */
  returnWithinMs: 20,
  /** A scheduled return not run by then was lost with its request: the next answer schedules another. */
  returnLostAfterMs: 1000,
} as const;

/** The name of the one gate every Worker instance asks. */
const GATE_NAME = "checkout";

export type GateEntry = { admitted: true; ticket: string } | { admitted: false; retryAfterSeconds: number };

/** A ticket given back, with how long its order took from admission to answer (the Worker's clock). */
export type ReturnedTicket = { ticket: string; tookMs: number };

/** Admissions and refusals in one second: how fast orders go through, and how many are waiting. */
type Second = { at: number; admitted: number; refused: number };

export class CheckoutGate extends DurableObject<Bindings> {
  /** Ticket → when it was given, and to which account (none for callers that name none). */
  private readonly held = new Map<string, { givenAt: number; account: string | undefined }>();
  /** Tickets held per account. */
  private readonly byAccount = new Map<string, number>();
  private readonly limit = new AdmissionLimit({
    min: CHECKOUT_GATE.minInFlight,
    max: CHECKOUT_GATE.maxInFlight,
    targetMs: CHECKOUT_GATE.targetOrderMs,
  });
  private previous: Second = { at: 0, admitted: 0, refused: 0 };
  private current: Second = { at: 0, admitted: 0, refused: 0 };

  /**
   * A ticket, or how long to wait; `returned` are tickets answered since this instance last asked.
   * `account` is whose order it is: one holding CHECKOUT_GATE.maxPerAccount already waits too.
   */
  enter(returned: ReturnedTicket[] = [], account?: string): GateEntry {
    this.leave(returned);
    const now = Date.now();
    // A Map keeps the order tickets were given in, so the lapsed ones come first.
    for (const [ticket, { givenAt }] of this.held) {
      if (now - givenAt < CHECKOUT_GATE.ticketLeaseMs) break;
      this.settle(ticket, now - givenAt, now);
    }
    if (account !== undefined && (this.byAccount.get(account) ?? 0) >= CHECKOUT_GATE.maxPerAccount)
      return { admitted: false, retryAfterSeconds: CHECKOUT_GATE.retryAfterSeconds.min };
    const second = this.second(now);
    if (this.held.size < this.limit.current) {
      const ticket = crypto.randomUUID();
      this.held.set(ticket, { givenAt: now, account });
      if (account !== undefined) this.byAccount.set(account, (this.byAccount.get(account) ?? 0) + 1);
      second.admitted += 1;
      return { admitted: true, ticket };
    }
    second.refused += 1;
    return { admitted: false, retryAfterSeconds: this.retryAfter() };
  }

  /** Takes tickets back; one already taken back (or lapsed) is ignored, so returning twice is harmless. */
  leave(returned: ReturnedTicket[]): void {
    const now = Date.now();
    for (const { ticket, tookMs } of returned) if (this.held.has(ticket)) this.settle(ticket, tookMs, now);
  }

  /** Tickets held now, and how many may be (for tests). */
  inFlight(): { held: number; limit: number } {
    return { held: this.held.size, limit: this.limit.current };
  }

  private settle(ticket: string, tookMs: number, now: number) {
    const account = this.held.get(ticket)?.account;
    this.held.delete(ticket);
    if (account !== undefined) {
      const left = (this.byAccount.get(account) ?? 1) - 1;
      if (left > 0) this.byAccount.set(account, left);
      else this.byAccount.delete(account);
    }
    this.limit.finished(tookMs, now);
  }

  private second(now: number): Second {
    const at = Math.floor(now / 1000);
    if (at !== this.current.at) {
      this.previous = at === this.current.at + 1 ? this.current : { at: at - 1, admitted: 0, refused: 0 };
      this.current = { at, admitted: 0, refused: 0 };
    }
    return this.current;
  }

  /**
   * About how long until a refused customer's turn: the refusals of the last second (those waiting,
   * retries included) over the admissions (how many orders a second get through), so the busier
   * the shop, the longer the wait and the fewer retries hit it meanwhile.
   */
  private retryAfter(): number {
    const { min, max } = CHECKOUT_GATE.retryAfterSeconds;
    const waiting = this.previous.refused + this.current.refused;
    const served = Math.max(1, this.previous.admitted + this.current.admitted);
    return Math.min(max, Math.max(min, Math.ceil(waiting / served)));
  }
}

/** Gives an answered order's ticket back, without making the answer wait for the gate. */
export type CheckoutTicket = { release: () => void };

/**
 * Runs a task and keeps the request alive until it ends, after the response if need be (the
 * request's `waitUntil`: functions/lib/background.ts `runAfterResponse`).
 */
export type KeepRunning = (task: () => Promise<unknown>) => void;

export function checkoutGate(env: Bindings) {
  return env.CHECKOUT_GATE.getByName(GATE_NAME);
}

/**
 * This Worker instance's answered orders whose tickets have not reached the gate yet: the next
 * entry carries them, or `returnSoon` does (CHECKOUT_GATE.returnWithinMs). Plain data, so any
 * request of the instance may carry another's.
 */
const answered: ReturnedTicket[] = [];
/** When the waiting `returnSoon` was scheduled; undefined when none is. */
let returnScheduledAt: number | undefined;

/**
 * A ticket to place an order, or a 429 "please wait" with Retry-After. When the gate cannot be
 * asked (it is overloaded itself), the shop is busier than it can serve: the customer waits too.
 */
export async function enterCheckout(
  env: Bindings,
  keepRunning: KeepRunning,
  account?: string,
): Promise<CheckoutTicket> {
  const returning = answered.splice(0);
  const asked = checkoutGate(env).enter(returning, account);
  // Other orders' tickets ride on this call: it goes on if this customer leaves meanwhile.
  if (returning.length > 0) keepRunning(() => asked.catch(() => undefined));
  let entry: GateEntry;
  try {
    entry = await asked;
  } catch (error) {
    // Whether or not the gate took them, returning them again is harmless.
    answered.push(...returning);
    scheduleReturn(env, keepRunning);
    console.error("The checkout gate could not be asked; answering please wait:", error);
    throw new RateLimitedError(CHECKOUT_GATE.retryAfterSeconds.max, messages.checkoutBusy);
  }
  if (!entry.admitted) throw new RateLimitedError(entry.retryAfterSeconds, messages.checkoutBusy);
  const { ticket } = entry;
  const admittedAt = Date.now();
  return {
    release: () => {
      answered.push({ ticket, tookMs: Date.now() - admittedAt });
      scheduleReturn(env, keepRunning);
    },
  };
}

/** Makes sure a return is on its way for what no entry carries; one at a time per instance. */
function scheduleReturn(env: Bindings, keepRunning: KeepRunning) {
  const now = Date.now();
  // One long past its time was lost with its request (its context ended): schedule another.
  if (returnScheduledAt !== undefined && now - returnScheduledAt < CHECKOUT_GATE.returnLostAfterMs) return;
  returnScheduledAt = now;
  keepRunning(() => returnSoon(env));
}

/** Returns the answered tickets no entry has carried within CHECKOUT_GATE.returnWithinMs. */
async function returnSoon(env: Bindings): Promise<void> {
  await scheduler.wait(CHECKOUT_GATE.returnWithinMs);
  returnScheduledAt = undefined;
  const returning = answered.splice(0);
  if (returning.length === 0) return;
  try {
    await checkoutGate(env).leave(returning);
  } catch (error) {
    // Kept for the next entry or return; a ticket that never comes back lapses (ticketLeaseMs).
    answered.push(...returning);
    console.error("Checkout tickets were not given back:", error);
  }
}
