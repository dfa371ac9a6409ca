/** What the admin dashboard answers: the spec's four counts, the last 30 days and the latest orders. */
import { COD_DASHBOARD_WINDOW_DAYS } from "../cod.ts";
import { z } from "../zod.ts";
import { adminOrderDtoSchema } from "./admin-orders.ts";
import { successWith } from "./envelope.ts";

/** The revenue chart's days, ending today. */
export const DASHBOARD_DAYS = 30;

const count = (description: string) => z.number().int().nonnegative().meta({ description });

export const dailyFiguresSchema = z.object({
  date: z.iso.date().meta({ description: "A calendar day in India (IST)." }),
  revenue: z.number().nonnegative().meta({
    description:
      "Rupees paid that day for orders that are not cancelled (a cancelled paid order is refunded).",
  }),
  orders: count("Orders paid that day that are not cancelled."),
});

export type DailyFigures = z.infer<typeof dailyFiguresSchema>;

const percent = (description: string) =>
  z
    .number()
    .min(0)
    .max(100)
    .nullable()
    .meta({ description: `${description} Null when there is nothing to count.` });

/** Cash on delivery at a glance (domain/cod.ts; the rates look back COD_DASHBOARD_WINDOW_DAYS). */
export const codFiguresSchema = z
  .object({
    toConfirm: count("COD orders waiting for the customer's code (to confirm, or to call)."),
    collectedNotRemitted: z.object({
      orders: count("Delivered COD orders whose cash the courier has not paid to the shop yet."),
      amount: z.number().nonnegative().meta({ description: "That cash, in rupees." }),
    }),
    rtoRatePercent: percent(
      `Parcels returned to origin in the last ${COD_DASHBOARD_WINDOW_DAYS} days, per 100 parcels shipped in them.`,
    ),
    codSharePercent: percent(
      `Orders placed cash on delivery in the last ${COD_DASHBOARD_WINDOW_DAYS} days, per 100 orders placed.`,
    ),
  })
  .meta({ id: "CodFigures" });

export const dashboardStatsSchema = z
  .object({
    totalProducts: count("Products on sale (archived ones left out)."),
    totalOrders: count("Orders of every status."),
    totalUsers: count("Accounts, admins included."),
    ongoingOrders: count("Orders being fulfilled: Processing, Shipped or Out for Delivery."),
    cod: codFiguresSchema,
    daily: z
      .array(dailyFiguresSchema)
      .meta({ description: `The last ${DASHBOARD_DAYS} days, oldest first, ending today.` }),
    latestOrders: z
      .array(
        adminOrderDtoSchema
          .pick({ _id: true, shortId: true, status: true, totalAmount: true, orderDate: true })
          .extend({
            // Only the name, where an admin order has `customer: { name, email }`: the dashboard shows no e-mail.
            customer: z.string().meta({ description: "The customer's name." }),
          }),
      )
      .meta({ description: "The 5 latest orders, newest first." }),
  })
  .meta({ id: "DashboardStats" });

export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardStatsResponse = successWith(dashboardStatsSchema);
