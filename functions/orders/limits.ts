/**
 * How fast orders may be placed (decisions.md, Abuse limits), counted in D1 like the account
 * limits (functions/auth/limits.ts). One rule per account, so a free account cannot keep stock
 * reserved faster than the expiry job releases it, and a higher one per client address, which
 * many customers may share (mobile networks put thousands behind one address). A real customer
 * places an order or two, then pays: they never meet either. The cap on unpaid orders held at
 * once is separate (MAX_UNPAID_ORDERS_PER_ACCOUNT, enforced in the order's own batch).
 */
import {
  COD_MOBILES_PER_ACCOUNT_PER_DAY,
  COD_ORDERS_PER_ACCOUNT_PER_DAY,
  COD_ORDERS_PER_MOBILE_PER_DAY,
} from "../../domain/cod.ts";
import { codMessages } from "../../domain/cod-messages.ts";
import { messages } from "../../domain/messages.ts";
import type { RateLimitRule } from "../lib/rate-limit.ts";

const minutes = (n: number) => n * 60;
const DAY_SECONDS = 24 * 60 * 60;

export const orderLimits = {
  placePerAccount: {
    name: "placeorder:account",
    limit: 10,
    windowSeconds: minutes(10),
    message: messages.placingOrdersTooFast,
  },
  placePerClient: {
    name: "placeorder:ip",
    limit: 30,
    windowSeconds: minutes(10),
    message: messages.placingOrdersTooFast,
  },
  /** COD orders an account places, a day, each texting and e-mailing a code (cod/mobile-limit.ts). */
  codOrdersPerAccount: {
    name: "cod-orders:account",
    limit: COD_ORDERS_PER_ACCOUNT_PER_DAY,
    windowSeconds: DAY_SECONDS,
    message: codMessages.tooManyCodOrders,
  },
  /** COD orders to one delivery mobile, a day, whatever the account. */
  codOrdersPerMobile: {
    name: "cod-orders:mobile",
    limit: COD_ORDERS_PER_MOBILE_PER_DAY,
    windowSeconds: DAY_SECONDS,
    message: codMessages.tooManyCodesToMobile,
  },
  /** Different mobiles an account asks cash on delivery for, a day (cod/mobile-limit.ts). */
  codMobilesPerAccount: {
    name: "cod-mobiles:account",
    limit: COD_MOBILES_PER_ACCOUNT_PER_DAY,
    windowSeconds: DAY_SECONDS,
    message: codMessages.tooManyMobiles,
  },
} as const satisfies Record<string, RateLimitRule>;
