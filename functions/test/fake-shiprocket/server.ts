/**
 * A local stand-in for Shiprocket's external API (log-in and courier serviceability so far), for
 * the API tests and for running the shop locally in courier mode (`npm run fake:shiprocket`).
 * It answers in Shiprocket's JSON shapes (docs/decisions/016): bearer tokens from log-in, 401
 * `{"message":"Unauthenticated."}` without one, 422 for missing parameters, a 404 body for a PIN
 * code no courier serves.
 *
 * Any e-mail logs in with FAKE_SHIPROCKET_PASSWORD. Every API user (e-mail) is its own account with its own behaviour and call counts, so test files
 * running side by side never see each other's switches: `POST /__control/accounts/{email}` sets
 * `{ mode: "ok" | "error" | "hang", unserviceable: [pincodes], notServiceableAs: 200 | 404,
 * transitDays: "4", cod: 0 | 1 }`; `GET /__control/accounts/{email}` reads the calls made;
 * `POST /__control/accounts/{email}/expire-tokens` makes its tokens answer 401.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { FAKE_SHIPROCKET_PASSWORD } from "./account.ts";

export { FAKE_SHIPROCKET_PASSWORD };

type Behaviour = {
  /** "error": serviceability answers 500; "hang": it never answers (a timeout for the caller). */
  mode: "ok" | "error" | "hang";
  unserviceable: string[];
  /** How "not serviceable" is said: as HTTP 404, or as `status: 404` in a 200 body. Both occur. */
  notServiceableAs: 200 | 404;
  /** The recommended courier's estimated_delivery_days, as Shiprocket sends it (a string). */
  transitDays: string;
  /** Whether the couriers offered collect cash on delivery. */
  cod: 0 | 1;
};

type Account = {
  behaviour: Behaviour;
  calls: { login: number; serviceability: number };
  tokens: Set<string>;
};

const DEFAULT_BEHAVIOUR: Behaviour = {
  mode: "ok",
  unserviceable: [],
  notServiceableAs: 404,
  transitDays: "4",
  cod: 1,
};

export function startFakeShiprocket(port = 0): Promise<{ server: Server; url: string }> {
  const accounts = new Map<string, Account>();
  const tokenOwners = new Map<string, string>();
  const hanging = new Set<ServerResponse>();

  const account = (email: string): Account => {
    let found = accounts.get(email);
    if (!found) {
      found = {
        behaviour: { ...DEFAULT_BEHAVIOUR },
        calls: { login: 0, serviceability: 0 },
        tokens: new Set(),
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

    const control = /^\/__control\/accounts\/([^/]+)(\/expire-tokens)?$/.exec(url.pathname);
    if (control) {
      const owner = account(decodeURIComponent(control[1]!));
      if (control[2]) {
        for (const token of owner.tokens) tokenOwners.delete(token);
        owner.tokens.clear();
        return send(res, 200, {});
      }
      if (req.method === "POST") Object.assign(owner.behaviour, input);
      return send(res, 200, { behaviour: owner.behaviour, calls: owner.calls });
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
