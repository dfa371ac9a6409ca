/**
 * The courier aggregator (Shiprocket), behind one boundary: a small fetch client for its external
 * API (`{apiBase}/v1/external/…`) returning our own types. Nothing else in the code base knows
 * Shiprocket's JSON. Shapes checked against Shiprocket's published API collection and its own MCP
 * server's client (sources in docs/decisions/016-delivery-pin-codes-zones-dates.md).
 *
 * Authentication: `POST /auth/login` with the API user's e-mail and password answers a bearer
 * token valid for 10 days. It is kept per Worker isolate (keyed by API address and e-mail) for
 * 9 days; a 401 on a call drops it, logs in again once and repeats the call.
 */

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

export class CourierError extends Error {
  constructor(
    /** The HTTP status, or 0 when the courier did not answer (network failure, timeout). */
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "CourierError";
  }

  /** The courier did not answer or failed on its side: worth asking again later. */
  get unavailable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

/** Calls that no shopper waits for (shipments) may take this long; PIN code checks pass a shorter signal. */
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
