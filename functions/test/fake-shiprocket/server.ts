/**
 * A local stand-in for Shiprocket's external API (log-in, courier serviceability, order creation,
 * AWB assignment, labels and tracking by AWB), for
 * the API tests and for running the shop locally in courier mode (`npm run fake:shiprocket`).
 * It answers in Shiprocket's JSON shapes (docs/decisions/016): bearer tokens from log-in, 401
 * `{"message":"Unauthenticated."}` without one, 422 for missing parameters, a 404 body for a PIN
 * code no courier serves.
 *
 * Any e-mail logs in with FAKE_SHIPROCKET_PASSWORD. Every API user (e-mail) is its own account with its own behaviour and call counts, so test files
 * running side by side never see each other's switches: `POST /__control/accounts/{email}` sets
 * `{ mode: "ok" | "error" | "hang", unserviceable: [pincodes], notServiceableAs: 200 | 404,
 * transitDays: "4", cod: 0 | 1, shipping: "ok" | "error" | "hang" | "no-awb", label: "ok" | "error",
 * pickup: "ok" | "error", tracking: "ok" | "error" }`; `GET /__control/accounts/{email}` reads the calls made and the
 * orders booked; `POST /__control/accounts/{email}/expire-tokens` makes its tokens answer 401;
 * `POST /__control/tracking/{awb}` sets what tracking by that AWB answers
 * (`{ statusId, status, scans: [{ date, activity, location, status }] }`).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { FAKE_SHIPROCKET_PASSWORD } from "./account.ts";

export { FAKE_SHIPROCKET_PASSWORD };

/** How an account's fake answers (the tests set it per account). */
export type Behaviour = {
  /** "error": serviceability answers 500; "hang": it never answers (a timeout for the caller). */
  mode: "ok" | "error" | "hang";
  unserviceable: string[];
  /** How "not serviceable" is said: as HTTP 404, or as `status: 404` in a 200 body. Both occur. */
  notServiceableAs: 200 | 404;
  /** The recommended courier's estimated_delivery_days, as Shiprocket sends it (a string). */
  transitDays: string;
  /** Whether the couriers offered collect cash on delivery. */
  cod: 0 | 1;
  /** Order creation and AWB assignment: "error" answers 500, "no-awb" refuses the AWB as Shiprocket does. */
  shipping: "ok" | "error" | "hang" | "no-awb";
  label: "ok" | "error";
  /** Scheduling the pickup: "error" answers as Shiprocket does when no pickup can be booked. */
  pickup: "ok" | "error";
  tracking: "ok" | "error";
};

/** What tracking by an AWB answers: Shiprocket's status code and word, and the scans. */
export type Tracking = {
  statusId: number;
  status: string;
  /** Oldest first; `date` in Shiprocket's India-time form, "2026-11-20 10:15:00". */
  scans: { date: string; activity: string; location: string; status: string }[];
};

/** How many calls of each kind an account made. */
export type Calls = {
  login: number;
  serviceability: number;
  createOrder: number;
  assignAwb: number;
  label: number;
  pickup: number;
  cancel: number;
  track: number;
};

type Account = {
  behaviour: Behaviour;
  calls: Calls;
  tokens: Set<string>;
  /** Orders created, as Shiprocket received them (by our order id), and their shipment ids. */
  orders: Map<
    string,
    {
      shipmentId: number;
      orderId: number;
      body: Record<string, unknown>;
      awb: string | null;
      pickupRequested: boolean;
      /** Called off with `POST /orders/cancel`. */
      cancelled: boolean;
    }
  >;
};

const DEFAULT_BEHAVIOUR: Behaviour = {
  mode: "ok",
  unserviceable: [],
  notServiceableAs: 404,
  transitDays: "4",
  cod: 1,
  shipping: "ok",
  label: "ok",
  pickup: "ok",
  tracking: "ok",
};

const REQUIRED_ORDER_FIELDS = [
  "order_id",
  "order_date",
  "pickup_location",
  "billing_customer_name",
  "billing_address",
  "billing_city",
  "billing_pincode",
  "billing_state",
  "billing_country",
  "billing_email",
  "billing_phone",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
];

/** A one-page PDF, served as every label. */
const LABEL_PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 288 432]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

export function startFakeShiprocket(port = 0): Promise<{ server: Server; url: string }> {
  const accounts = new Map<string, Account>();
  const tokenOwners = new Map<string, string>();
  const hanging = new Set<ServerResponse>();
  const trackings = new Map<string, Tracking>();
  let ids = 0;

  const account = (email: string): Account => {
    let found = accounts.get(email);
    if (!found) {
      found = {
        behaviour: { ...DEFAULT_BEHAVIOUR },
        calls: {
          login: 0,
          serviceability: 0,
          createOrder: 0,
          assignAwb: 0,
          label: 0,
          pickup: 0,
          cancel: 0,
          track: 0,
        },
        tokens: new Set(),
        orders: new Map(),
      };
      accounts.set(email, found);
    }
    return found;
  };

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  }

  async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
    let text = "";
    for await (const chunk of req) text += chunk;
    try {
      return text ? JSON.parse(text) : {};
    } catch {
      return {};
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const input = req.method === "POST" ? await body(req) : {};

    const trackingControl = /^\/__control\/tracking\/([^/]+)$/.exec(url.pathname);
    if (trackingControl && req.method === "POST") {
      trackings.set(decodeURIComponent(trackingControl[1]!), input as unknown as Tracking);
      return send(res, 200, {});
    }
    if (url.pathname.startsWith("/labels/")) {
      res.writeHead(200, { "Content-Type": "application/pdf" });
      return void res.end(LABEL_PDF);
    }

    const control = /^\/__control\/accounts\/([^/]+)(\/expire-tokens)?$/.exec(url.pathname);
    if (control) {
      const owner = account(decodeURIComponent(control[1]!));
      if (control[2]) {
        for (const token of owner.tokens) tokenOwners.delete(token);
        owner.tokens.clear();
        return send(res, 200, {});
      }
      if (req.method === "POST") Object.assign(owner.behaviour, input);
      return send(res, 200, {
        behaviour: owner.behaviour,
        calls: owner.calls,
        orders: Object.fromEntries(owner.orders),
      });
    }

    if (url.pathname === "/v1/external/auth/login" && req.method === "POST") {
      const email = String(input.email ?? "");
      if (!email || input.password !== FAKE_SHIPROCKET_PASSWORD) {
        return send(res, 400, { message: "Invalid email and password combination", status_code: 400 });
      }
      const owner = account(email);
      owner.calls.login += 1;
      const token = `fake.${randomBytes(16).toString("hex")}`;
      owner.tokens.add(token);
      tokenOwners.set(token, email);
      return send(res, 200, {
        id: 1000 + accounts.size,
        first_name: "API",
        last_name: "User",
        email,
        company_id: 25149,
        created_at: new Date().toISOString().slice(0, 19).replace("T", " "),
        token,
      });
    }

    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const email = token ? tokenOwners.get(token) : undefined;
    if (!email) return send(res, 401, { message: "Unauthenticated." });
    const owner = account(email);

    if (url.pathname.replace(/\/$/, "") === "/v1/external/courier/serviceability" && req.method === "GET") {
      owner.calls.serviceability += 1;
      const { behaviour } = owner;
      if (behaviour.mode === "hang") return void hanging.add(res);
      if (behaviour.mode === "error") return send(res, 500, { message: "Internal server error." });
      const query = url.searchParams;
      const missing = ["pickup_postcode", "delivery_postcode", "weight", "cod"].filter(
        (name) => !query.get(name),
      );
      if (missing.length > 0) {
        return send(res, 422, {
          message: "Required field missing",
          errors: Object.fromEntries(
            missing.map((name) => [name, [`The ${name.replace("_", " ")} field is required.`]]),
          ),
          status_code: 422,
        });
      }
      const delivery = query.get("delivery_postcode")!;
      if (behaviour.unserviceable.includes(delivery)) {
        return send(res, behaviour.notServiceableAs, {
          status: 404,
          message: "Delivery postcode not serviceable",
        });
      }
      return send(res, 200, serviceabilityAnswer(delivery, behaviour));
    }

    const path = url.pathname.replace(/\/$/, "");
    const { behaviour } = owner;
    const shippingCall = ["/v1/external/orders/create/adhoc", "/v1/external/courier/assign/awb"].includes(
      path,
    );
    if (shippingCall && behaviour.shipping === "hang") return void hanging.add(res);
    if (shippingCall && behaviour.shipping === "error")
      return send(res, 500, { message: "Internal server error.", status_code: 500 });

    if (path === "/v1/external/orders/create/adhoc" && req.method === "POST") {
      owner.calls.createOrder += 1;
      const missing = REQUIRED_ORDER_FIELDS.filter((name) => input[name] === undefined || input[name] === "");
      if (missing.length > 0) {
        return send(res, 422, {
          message: "Oops! Invalid Data.",
          errors: Object.fromEntries(missing.map((name) => [name, [`The ${name} field is required.`]])),
          status_code: 422,
        });
      }
      // The same order_id again updates that order (Shiprocket's behaviour), keeping its ids.
      const key = String(input.order_id);
      const known = owner.orders.get(key);
      const booked = known ?? {
        shipmentId: 500_000 + ++ids,
        orderId: 900_000 + ids,
        body: input,
        awb: null,
        pickupRequested: false,
        cancelled: false,
      };
      booked.body = input;
      owner.orders.set(key, booked);
      return send(res, 200, {
        order_id: booked.orderId,
        shipment_id: booked.shipmentId,
        status: "NEW",
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: booked.awb ?? "",
        courier_company_id: "",
        courier_name: "",
      });
    }

    const byShipment = (id: unknown) => [...owner.orders.values()].find((o) => o.shipmentId === Number(id));

    if (path === "/v1/external/courier/assign/awb" && req.method === "POST") {
      owner.calls.assignAwb += 1;
      const booked = byShipment(input.shipment_id);
      if (!booked) return send(res, 400, { message: "Invalid shipment id.", status_code: 400 });
      if (behaviour.shipping === "no-awb") {
        return send(res, 200, {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: "Selected courier is not serviceable for this shipment." } },
        });
      }
      booked.awb ??= `FAKE${Date.now().toString().slice(-8)}${String(++ids).padStart(4, "0")}`;
      return send(res, 200, {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: 43,
            awb_code: booked.awb,
            cod: 0,
            order_id: booked.orderId,
            shipment_id: booked.shipmentId,
            awb_code_status: 1,
            assigned_date_time: {
              date: new Date().toISOString(),
              timezone_type: 3,
              timezone: "Asia/Kolkata",
            },
            applied_weight: booked.body.weight,
            company_id: 25149,
            courier_name: "Delhivery Surface",
            child_courier_name: null,
            routing_code: "S/DEL/PUN",
            rto_routing_code: "",
            invoice_no: `Retail${booked.orderId}`,
            transporter_id: "",
            transporter_name: "",
            shipped_by: {},
          },
        },
      });
    }

    if (path === "/v1/external/orders/cancel" && req.method === "POST") {
      owner.calls.cancel += 1;
      const ids = Array.isArray(input.ids) ? input.ids.map(Number) : [];
      const found = [...owner.orders.values()].filter((o) => ids.includes(o.orderId));
      if (found.length === 0) return send(res, 400, { message: "Order not found.", status_code: 400 });
      for (const booked of found) booked.cancelled = true;
      return send(res, 200, { status_code: 200, message: "Order cancelled successfully." });
    }

    if (path === "/v1/external/courier/generate/pickup" && req.method === "POST") {
      owner.calls.pickup += 1;
      const booked = byShipment(Array.isArray(input.shipment_id) ? input.shipment_id[0] : undefined);
      if (!booked?.awb) return send(res, 400, { message: "AWB not assigned.", status_code: 400 });
      if (behaviour.pickup === "error")
        return send(res, 400, {
          message: "No pickup slot is available for this location.",
          status_code: 400,
        });
      if (booked.pickupRequested)
        return send(res, 400, { message: "Already in Pickup Queue.", status_code: 400 });
      booked.pickupRequested = true;
      return send(res, 200, {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: "2026-11-21 10:00:00",
          pickup_token_number: `Reference No: ${booked.shipmentId}`,
          status: 3,
          others: "",
          pickup_generated_date: {
            date: new Date().toISOString(),
            timezone_type: 3,
            timezone: "Asia/Kolkata",
          },
          data: "Pickup is scheduled",
        },
      });
    }

    if (path === "/v1/external/courier/generate/label" && req.method === "POST") {
      owner.calls.label += 1;
      const shipmentIds = Array.isArray(input.shipment_id) ? input.shipment_id : [];
      if (behaviour.label === "error" || shipmentIds.length === 0)
        return send(res, 500, { message: "Label could not be generated.", status_code: 500 });
      return send(res, 200, {
        label_created: 1,
        label_url: `http://${req.headers.host}/labels/${shipmentIds[0]}.pdf`,
        response: "Label has been created and uploaded successfully!",
        not_created: [],
      });
    }

    const trackAwb = /^\/v1\/external\/courier\/track\/awb\/([^/]+)$/.exec(path);
    if (trackAwb && req.method === "GET") {
      owner.calls.track += 1;
      if (behaviour.tracking === "error") return send(res, 500, { message: "Internal server error." });
      const awb = decodeURIComponent(trackAwb[1]!);
      const tracking = trackings.get(awb);
      if (!tracking) {
        return send(res, 200, {
          tracking_data: {
            track_status: 0,
            shipment_status: 0,
            shipment_track: [],
            shipment_track_activities: null,
            error:
              "Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.",
          },
        });
      }
      return send(res, 200, {
        tracking_data: {
          track_status: 1,
          shipment_status: tracking.statusId,
          shipment_track: [
            {
              id: 1,
              awb_code: awb,
              courier_company_id: 43,
              courier_name: "Delhivery Surface",
              current_status: tracking.status,
              origin: "Pune",
              destination: "Mumbai",
            },
          ],
          // Newest first, as Shiprocket lists them.
          shipment_track_activities: [...tracking.scans].reverse().map((scan) => ({
            date: scan.date,
            status: scan.status,
            activity: scan.activity,
            location: scan.location,
            "sr-status": String(tracking.statusId),
            "sr-status-label": scan.status,
          })),
          track_url: `https://shiprocket.co/tracking/${awb}`,
          etd: null,
        },
      });
    }

    return send(res, 404, { message: "The requested URL was not found on the server.", status_code: 404 });
  });

  // Hung requests are answered when the server stops, so closing it never waits for them.
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    for (const res of hanging) res.destroy();
    hanging.clear();
    return close(callback);
  }) as typeof server.close;

  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({ server, url: `http://127.0.0.1:${actual}` });
    });
  });
}

/** Two couriers, the field set of Shiprocket's published example (abridged to what varies here). */
function serviceabilityAnswer(delivery: string, behaviour: Behaviour) {
  const etd = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-US", {
      month: "short",
      day: "2-digit",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
  const courier = (id: number, name: string, days: string, rate: number) => ({
    air_max_weight: "0.00",
    blocked: 0,
    call_before_delivery: "Available",
    charge_weight: 0.5,
    city: "FAKE CITY",
    cod: behaviour.cod,
    cod_charges: 0,
    courier_company_id: id,
    courier_name: name,
    cutoff_time: "11:00",
    delivery_performance: 4.8,
    estimated_delivery_days: days,
    etd: etd(Number.parseFloat(days) || 7),
    etd_hours: (Number.parseFloat(days) || 7) * 24,
    freight_charge: rate,
    is_surface: true,
    min_weight: 0.5,
    postcode: delivery,
    rate,
    rating: 4.5,
    rto_charges: rate,
    state: "FAKE STATE",
    zone: "z_d",
  });
  return {
    company_auto_shipment_insurance_setting: false,
    covid_zones: { delivery_zone: null, pickup_zone: null },
    currency: "INR",
    data: {
      available_courier_companies: [
        courier(43, "Delhivery Surface", behaviour.transitDays, 54),
        courier(19, "Ecom Express Surface 2kg", "Not Available", 150.12),
      ],
      blocked_courier_companies: [],
      child_courier_id: null,
      is_recommendation_enabled: 1,
      recommendation_advance_rule: 0,
      recommended_by: { id: 6, title: "Recommendation By Shiprocket" },
      recommended_courier_company_id: 43,
      shiprocket_recommended_courier_id: 43,
    },
    dg_courier: 0,
    eligible_for_insurance: false,
    is_allow_templatized_pricing: true,
    is_latlong: 0,
    label_generate_type: 2,
    on_new_zone: 2,
    seller_address: [],
    status: 200,
    user_insurance_manadatory: false,
  };
}
