/**
 * The courier aggregator (Shiprocket), behind one boundary: a small fetch client for its external
 * API (`{apiBase}/v1/external/…`) returning our own types. Nothing else in the code base knows
 * Shiprocket's JSON. Shapes checked against Shiprocket's published API collection and its own MCP
 * server's client (sources in docs/decisions/016-delivery-pin-codes-zones-dates.md).
 *
 * Shipments (decision 019): `POST /orders/create/adhoc` books the order, `POST /courier/assign/awb`
 * gets its AWB from the recommended courier, `POST /courier/generate/label` makes the label PDF,
 * `GET /courier/track/awb/{awb}` reads the tracking; the tracking webhook's body is read by
 * `trackingFromWebhook` with the same status mapping.
 *
 * Authentication: `POST /auth/login` with the API user's e-mail and password answers a bearer
 * token valid for 10 days. It is kept per Worker isolate (keyed by API address and e-mail) for
 * 9 days; a 401 on a call drops it, logs in again once and repeats the call.
 */

import type { Parcel } from "../../domain/delivery/parcel.ts";
import type { ShipmentScan, TrackingStage } from "../../domain/shipments.ts";
import { parseShopDateTime, toShopDateTimeInput } from "../../domain/shop-time.ts";
import { UpstreamError } from "./upstream-error.ts";

export type CourierAccount = {
  email: string;
  password: string;
  /** Without a trailing slash, e.g. https://apiv2.shiprocket.in */
  apiBase: string;
  /** The pickup address's name in Shiprocket, for shipments; null until configured. */
  pickupLocation: string | null;
};

/** What the courier says about delivering one parcel from the pickup to a PIN code. */
export type CourierRoute =
  | { serviceable: false }
  | {
      serviceable: true;
      /** Some courier on the route collects cash on delivery. */
      cod: boolean;
      /** The courier we would ship with: the account's recommended one, else the first offered. */
      courierName: string;
      /** That courier's estimated days in transit (rounded up), or null when it gives none. */
      transitDays: number | null;
    };

/** An order as the courier books it: our order id, the delivery address, its lines and parcel. */
export type ShipmentBooking = {
  orderId: string;
  orderedAt: number;
  pickupLocation: string;
  customer: {
    name: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
  };
  lines: { name: string; sku: string; units: number; unitPriceRupees: number }[];
  /** What the customer paid for the goods (after any coupon), in rupees, for a prepaid parcel. */
  subTotalRupees: number;
  /**
   * For cash on delivery, what the courier collects at the door (the order's whole total, fees
   * included), in rupees; null for a prepaid parcel.
   */
  cashToCollectRupees: number | null;
  parcel: Parcel;
};

export type BookedShipment = {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string;
  courierName: string;
  /** The label PDF, or null when the courier made none (printable later from its panel). */
  labelUrl: string | null;
  /** Whether the courier was asked to collect the parcel (else it is scheduled from its panel). */
  pickupRequested: boolean;
};

/** What the courier says about a parcel, from its tracking API or its webhook, in our terms. */
export type TrackingUpdate = {
  awb: string;
  courierName: string | null;
  stage: TrackingStage;
  /** The courier's own words for the latest status, e.g. "IN TRANSIT". */
  courierStatus: string;
  /** When the courier says the latest status happened (Unix ms); null when it gives no time. */
  at: number | null;
  scans: ShipmentScan[];
};

/** Shiprocket refused, failed or did not answer (`status` 0). */
export class CourierError extends UpstreamError {
  override name = "CourierError";
}

/** Calls nobody waits for (the reconcile job) may take this long; others pass a shorter signal. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Shiprocket's tokens last 10 days; a day less leaves a margin for clocks and long requests. */
const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;

const tokens = new Map<string, { token: string; expiresAt: number }>();

type CallOptions = { query?: Record<string, string>; body?: unknown; signal?: AbortSignal };

// biome-ignore lint/suspicious/noExplicitAny: the courier's JSON is read field by field below, defensively.
type Json = any;

export function courierClient(account: CourierAccount) {
  const tokenKey = `${account.apiBase}|${account.email}`;

  async function send(method: "GET" | "POST", path: string, options: CallOptions, token: string | null) {
    const url = new URL(`${account.apiBase}/v1/external${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Accept: "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CourierError(0, `Shiprocket unreachable: ${(error as Error).message}`);
    }
    let json: Json = null;
    try {
      json = await response.json();
    } catch (error) {
      if ((error as Error).name === "AbortError" || (error as Error).name === "TimeoutError") {
        throw new CourierError(0, `Shiprocket unreachable: ${(error as Error).message}`);
      }
    }
    return { status: response.status, json };
  }

  async function logIn(signal?: AbortSignal): Promise<string> {
    const { status, json } = await send(
      "POST",
      "/auth/login",
      { body: { email: account.email, password: account.password }, signal },
      null,
    );
    if (status !== 200 || typeof json?.token !== "string" || !json.token) {
      throw new CourierError(status, `Shiprocket log-in refused (${status}): ${json?.message ?? "no token"}`);
    }
    tokens.set(tokenKey, { token: json.token, expiresAt: Date.now() + TOKEN_LIFETIME_MS });
    return json.token;
  }

  async function currentToken(signal?: AbortSignal): Promise<string> {
    const kept = tokens.get(tokenKey);
    if (kept && kept.expiresAt > Date.now()) return kept.token;
    return logIn(signal);
  }

  /** An authenticated call; a 401 (expired or revoked token) logs in again once. */
  async function call(method: "GET" | "POST", path: string, options: CallOptions = {}) {
    let answer = await send(method, path, options, await currentToken(options.signal));
    if (answer.status === 401) {
      tokens.delete(tokenKey);
      answer = await send(method, path, options, await logIn(options.signal));
    }
    return answer;
  }

  /**
   * `POST /courier/generate/pickup`: the courier comes to collect the parcel. Shiprocket answers a
   * second request for one shipment "Already in Pickup Queue", which is as good as asked.
   */
  async function requestPickup(shipmentId: unknown, signal?: AbortSignal): Promise<boolean> {
    return attempt(
      `pickup for shipment ${shipmentId}`,
      "/courier/generate/pickup",
      { shipment_id: [shipmentId] },
      (answer) =>
        (answer.status === 200 && Number(answer.json?.pickup_status) === 1) ||
        /already in pickup queue/i.test(String(answer.json?.message ?? "")),
      signal,
    );
  }

  /** A call the caller can do without (a pickup, a cancel): true when Shiprocket took it; else logged. */
  async function attempt(
    what: string,
    path: string,
    body: unknown,
    took: (answer: Awaited<ReturnType<typeof call>>) => boolean,
    signal?: AbortSignal,
  ): Promise<boolean> {
    try {
      const answer = await call("POST", path, { body, signal });
      if (took(answer)) return true;
      console.warn(`Shiprocket ${what} refused:`, answer.status, answer.json?.message);
    } catch (error) {
      console.warn(`Shiprocket ${what} failed:`, (error as Error).message);
    }
    return false;
  }

  return {
    /**
     * `GET /courier/serviceability`: the couriers that deliver a prepaid parcel of `weightKg` from
     * `pickupPincode` to `deliveryPincode`. Shiprocket says "not serviceable" with a 404, either as
     * the HTTP status or as `status` in a 200 body, or with an empty courier list.
     */
    async route(
      input: { pickupPincode: string; deliveryPincode: string; weightKg: number },
      signal?: AbortSignal,
    ): Promise<CourierRoute> {
      const { status, json } = await call("GET", "/courier/serviceability", {
        query: {
          pickup_postcode: input.pickupPincode,
          delivery_postcode: input.deliveryPincode,
          weight: String(input.weightKg),
          cod: "0",
        },
        signal,
      });
      if (status === 404 || (status === 200 && Number(json?.status) === 404)) return { serviceable: false };
      if (status !== 200 || !Array.isArray(json?.data?.available_courier_companies)) {
        throw new CourierError(
          status === 200 ? 502 : status,
          `Shiprocket serviceability answered ${status}: ${json?.message ?? "no courier list"}`,
        );
      }
      return toRoute(json.data);
    },

    /**
     * Books a prepaid shipment: creates the order (our order id is Shiprocket's `order_id`, so a
     * retry after a failure updates the same order rather than making a second), assigns the AWB
     * of the account's recommended courier, asks the courier to collect the parcel and asks for
     * the label. A failed pickup request or label is not a failed booking: the AWB is assigned by
     * then, and both can be done from Shiprocket's panel.
     */
    async bookShipment(booking: ShipmentBooking, signal?: AbortSignal): Promise<BookedShipment> {
      const created = await call("POST", "/orders/create/adhoc", { body: adhocOrder(booking), signal });
      const shipmentId = created.json?.shipment_id;
      if (created.status !== 200 || !shipmentId) throw refused("order creation", created);
      const assigned = await call("POST", "/courier/assign/awb", {
        body: { shipment_id: shipmentId },
        signal,
      });
      const awbData = assigned.json?.response?.data;
      if (assigned.status !== 200 || Number(assigned.json?.awb_assign_status) !== 1 || !awbData?.awb_code)
        throw refused("AWB assignment", assigned, awbData?.awb_assign_error);
      const pickupRequested = await requestPickup(shipmentId, signal);
      let labelUrl: string | null = null;
      try {
        const label = await call("POST", "/courier/generate/label", {
          body: { shipment_id: [shipmentId] },
          signal,
        });
        if (
          label.status === 200 &&
          Number(label.json?.label_created) === 1 &&
          isHttpUrl(label.json?.label_url)
        )
          labelUrl = label.json.label_url;
      } catch (error) {
        console.warn(`Shiprocket label for shipment ${shipmentId} failed:`, (error as Error).message);
      }
      return {
        providerOrderId: String(created.json.order_id ?? ""),
        providerShipmentId: String(shipmentId),
        awb: String(awbData.awb_code),
        courierName: String(awbData.courier_name ?? "").trim() || "Courier",
        labelUrl,
        pickupRequested,
      };
    },

    /**
     * `POST /orders/cancel`: calls off a booking (its Shiprocket order) before pickup, as when the
     * shop could not record the parcel it booked. True when Shiprocket took it.
     */
    async cancelBooking(providerOrderId: string, signal?: AbortSignal): Promise<boolean> {
      return attempt(
        `cancel of order ${providerOrderId}`,
        "/orders/cancel",
        { ids: [Number(providerOrderId)] },
        (answer) => answer.status === 200 || answer.status === 204,
        signal,
      );
    },

    /** `GET /courier/track/awb/{awb}`: the parcel's tracking, or null when the courier has none yet. */
    async track(awb: string, signal?: AbortSignal): Promise<TrackingUpdate | null> {
      const { status, json } = await call("GET", `/courier/track/awb/${encodeURIComponent(awb)}`, { signal });
      if (status !== 200 || typeof json?.tracking_data !== "object" || json.tracking_data === null)
        throw refused("tracking", { status, json });
      const data = json.tracking_data;
      if (Number(data.track_status) !== 1) return null;
      const scans = toScans(data.shipment_track_activities);
      const latest = Array.isArray(data.shipment_track_activities) ? data.shipment_track_activities[0] : null;
      const track = Array.isArray(data.shipment_track) ? data.shipment_track[0] : null;
      const statusId = latest?.["sr-status"] ?? data.shipment_status;
      const statusText = String(track?.current_status ?? latest?.["sr-status-label"] ?? "");
      return {
        awb,
        courierName: track?.courier_name ? String(track.courier_name) : null,
        stage: stageOf(statusId, statusText),
        courierStatus: statusText.toUpperCase(),
        at: scans.at(-1)?.at ?? null,
        scans,
      };
    },
  };
}

/**
 * The tracking webhook's body (Settings → API → Webhooks in Shiprocket's panel), or null when it
 * is not one (no AWB or status). Shiprocket posts the parcel's whole scan list each time.
 */
export function trackingFromWebhook(body: unknown): TrackingUpdate | null {
  const event = body as Json;
  const awb = event?.awb;
  const statusText = event?.current_status ?? event?.shipment_status;
  if ((typeof awb !== "string" && typeof awb !== "number") || String(awb).trim() === "") return null;
  if (typeof statusText !== "string" || !statusText.trim()) return null;
  const scans = toScans(event.scans);
  return {
    awb: String(awb).trim(),
    courierName:
      typeof event.courier_name === "string" && event.courier_name.trim() ? event.courier_name.trim() : null,
    // `shipment_status_id` is on the shipment-status list STAGE_OF_STATUS_ID reads; `current_status_id`
    // is on another (Shiprocket's own sample: IN TRANSIT is 18 there, 20 here), so it is not read.
    stage: stageOf(event.shipment_status_id, statusText),
    courierStatus: statusText.trim().toUpperCase(),
    at: indiaTime(event.current_timestamp) ?? scans.at(-1)?.at ?? null,
    scans,
  };
}

/**
 * Shiprocket's shipment status codes (`shipment_status_id`, `sr-status`) that move an order or end
 * the parcel's journey; every other one (picked up, in transit, at a hub, undelivered, delayed…)
 * leaves the parcel in transit.
 */
const STAGE_OF_STATUS_ID: Record<number, TrackingStage> = {
  7: "delivered",
  17: "out_for_delivery",
  9: "returned", // RTO initiated
  10: "returned", // RTO delivered
  14: "returned", // RTO acknowledged
  40: "returned", // RTO NDR
  41: "returned", // RTO out for delivery
  46: "returned", // RTO in transit
  12: "lost",
  24: "lost", // destroyed
  25: "lost", // damaged
  44: "lost", // disposed off
  8: "cancelled",
  45: "cancelled", // cancelled before dispatched
};

/** The same, by Shiprocket's status words, for an update without a code. */
const STAGE_OF_STATUS_TEXT: Record<string, TrackingStage> = {
  DELIVERED: "delivered",
  "OUT FOR DELIVERY": "out_for_delivery",
  LOST: "lost",
  DESTROYED: "lost",
  DAMAGED: "lost",
  "DISPOSED OFF": "lost",
  CANCELED: "cancelled",
  CANCELLED: "cancelled",
  "CANCELLED BEFORE DISPATCHED": "cancelled",
};

function stageOf(statusId: unknown, statusText: string): TrackingStage {
  const byId = STAGE_OF_STATUS_ID[Number(statusId)];
  if (byId) return byId;
  const text = statusText.trim().toUpperCase().replaceAll("_", " ");
  if (text.startsWith("RTO")) return "returned";
  return STAGE_OF_STATUS_TEXT[text] ?? "in_transit";
}

/** Shiprocket's times are India time without a zone: "2023-05-19 11:59:16" or "23 05 2023 11:43:52". */
function indiaTime(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  const dmy = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  const [y, mo, d, h, mi, se] = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]]
      : [];
  if (!y) return null;
  return parseShopDateTime(`${y}-${mo}-${d}T${h}:${mi}:${se ?? "00"}`);
}

function toScans(list: unknown): ShipmentScan[] {
  if (!Array.isArray(list)) return [];
  const scans: ShipmentScan[] = [];
  for (const scan of list as Json[]) {
    const at = indiaTime(scan?.date);
    if (at === null) continue;
    scans.push({
      at,
      location: String(scan.location ?? "").slice(0, 200),
      activity: String(scan.activity ?? "").slice(0, 300),
      status: String(scan["sr-status-label"] ?? scan.status ?? "").slice(0, 100),
    });
  }
  return scans.sort((a, b) => a.at - b.at);
}

function isHttpUrl(value: unknown): value is string {
  return typeof value === "string" && /^https?:\/\//.test(value);
}

/** A refused call: the courier's own message (and its field errors) for the admin to act on. */
function refused(what: string, answer: { status: number; json: Json }, detail?: unknown): CourierError {
  const { status, json } = answer;
  const fieldErrors =
    json?.errors && typeof json.errors === "object"
      ? Object.values(json.errors as Record<string, unknown>)
          .flat()
          .map(String)
          .join(" ")
      : "";
  const said = [detail, json?.message, fieldErrors]
    .filter((part) => typeof part === "string" && part)
    .join(" ");
  // A 200 that is not a success is the courier's refusal of this request, like a 4xx.
  return new CourierError(
    status === 200 ? 422 : status,
    `Shiprocket ${what} failed (${status}): ${said || "no reason given"}`,
  );
}

function adhocOrder(booking: ShipmentBooking) {
  const [first, ...rest] = booking.customer.name.trim().split(/\s+/);
  const orderDate = toShopDateTimeInput(booking.orderedAt).replace("T", " ");
  return {
    order_id: booking.orderId,
    order_date: orderDate,
    pickup_location: booking.pickupLocation,
    billing_customer_name: first ?? booking.customer.name,
    billing_last_name: rest.join(" "),
    billing_address: booking.customer.address,
    billing_city: booking.customer.city,
    billing_pincode: booking.customer.pincode,
    billing_state: booking.customer.state,
    billing_country: "India",
    billing_email: booking.customer.email,
    billing_phone: booking.customer.phone,
    shipping_is_billing: true,
    order_items: booking.lines.map((line) => ({
      name: line.name,
      sku: line.sku,
      units: line.units,
      selling_price: line.unitPriceRupees,
    })),
    // Shiprocket's courier collects a COD parcel's `sub_total`: the whole amount the customer owes.
    payment_method: booking.cashToCollectRupees === null ? "Prepaid" : "COD",
    sub_total: booking.cashToCollectRupees ?? booking.subTotalRupees,
    length: booking.parcel.lengthCm,
    breadth: booking.parcel.breadthCm,
    height: booking.parcel.heightCm,
    weight: booking.parcel.weightKg,
  };
}

export type CourierClient = ReturnType<typeof courierClient>;

const truthy = (flag: unknown) => flag === true || Number(flag) === 1;

function toRoute(data: Json): CourierRoute {
  const couriers: Json[] = data.available_courier_companies.filter(
    (courier: Json) => !truthy(courier?.blocked),
  );
  if (couriers.length === 0) return { serviceable: false };
  const recommended = Number(data.recommended_courier_company_id ?? data.shiprocket_recommended_courier_id);
  const chosen =
    couriers.find((courier) => Number(courier.courier_company_id) === recommended) ?? couriers[0];
  // "4", "1.81" or "Not Available": whole days, rounded up, or nothing.
  const days = Number.parseFloat(String(chosen.estimated_delivery_days));
  return {
    serviceable: true,
    cod: couriers.some((courier) => truthy(courier.cod)),
    courierName: String(chosen.courier_name ?? "").trim() || "Courier",
    transitDays: Number.isFinite(days) && days > 0 ? Math.ceil(days) : null,
  };
}
