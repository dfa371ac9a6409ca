import { SHOP_TIME_ZONE } from "../../../domain/shop-time.ts";

/**
 * How the order screens write a moment (a status change, a courier's scan): "22 Nov 2026, 4:05 pm",
 * in India time like the courier's scans and the shop's e-mails, wherever the customer's computer is.
 */
export const orderTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: SHOP_TIME_ZONE,
});

/** The day alone: "22 Nov 2026". */
export const orderDateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: SHOP_TIME_ZONE,
});
