/**
 * What the admin order endpoints answer. An admin's order is the customer's (orders.ts `Order`,
 * `OrderDetail`) with what only admins see added, never a field of its own under a customer's
 * field name; so the panel, the customer's pages and the CSV export read one meaning.
 */
import { z } from "../zod.ts";
import { ORDER_STATUSES } from "../orders.ts";
import { SHIPMENT_SOURCES, TRACKING_STAGES } from "../shipments.ts";
import { pageOf } from "./admin-lists.ts";
import { recordIdSchema, successWith } from "./envelope.ts";
import { orderDetailSchema, orderSchema } from "./orders.ts";

const instant = (description: string) => z.iso.datetime().meta({ description });

/** The expiry job's failed checks with the payment provider (functions/payments/expiry.ts). */
export const paymentCheckSchema = z
  .object({
    failures: z.number().int().positive().meta({ description: "Checks that failed in a row." }),
    lastError: z.string().meta({ description: "What the latest failed check was told." }),
    nextAttemptAt: instant("When the job asks again.").nullable(),
  })
  .meta({
    id: "PaymentCheck",
    description:
      "An unpaid order whose payment the shop could not check with Razorpay: it keeps its stock until a check succeeds.",
  });

export type PaymentCheck = z.infer<typeof paymentCheckSchema>;

/** What admins see of any order beyond its customer's view. */
const adminOrderFields = {
  shortId: z.string().meta({ description: "The first 8 characters of the id, as pages show it." }),
  customer: z.object({ name: z.string(), email: z.string() }).meta({
    description: "The account that placed it (the delivery name and e-mail if the account is gone).",
  }),
  estimatedDelivery: instant("The order date plus the delivery estimate (3 days)."),
  overdue: z.boolean().meta({ description: "Still being fulfilled after its estimated delivery." }),
  allowedNextStatuses: z
    .array(z.enum(ORDER_STATUSES))
    .meta({ description: "The statuses an admin may move it to now (none once it is closed)." }),
  paymentCheck: paymentCheckSchema.nullable(),
};

export const adminOrderDtoSchema = orderSchema
  .extend(adminOrderFields)
  .meta({ id: "AdminOrder", description: "An order as admins see it: the customer's `Order` and more." });

export type AdminOrderDto = z.infer<typeof adminOrderDtoSchema>;

const customerPayment = orderDetailSchema.shape.payment.unwrap();
const statusEntry = orderDetailSchema.shape.statusHistory.element;

const customerShipment = orderDetailSchema.shape.shipment.unwrap();

export const adminOrderDetailDtoSchema = orderDetailSchema
  .extend({
    ...adminOrderFields,
    shipment: customerShipment
      .extend({
        source: z.enum(SHIPMENT_SOURCES).meta({
          description: "`courier`: booked through the courier account; `manual`: typed in by an admin.",
        }),
        stage: z.enum(TRACKING_STAGES).nullable().meta({
          description:
            "Where the courier's latest update put the parcel; `lost` and `cancelled` (its booking cancelled at the courier) end its journey without moving the order. Null before the first update, and for parcels typed in by hand.",
        }),
        cancelRefused: z.boolean().meta({
          description:
            "The parcel is with the courier and booked through it: the order cannot be cancelled until the courier reports the shipment cancelled, lost or returned (decision 047).",
        }),
        unfollowed: z.boolean().meta({
          description:
            "The parcel was booked through the courier account, and the shop no longer has that account: nothing asks the courier about it, so its order's status is the admin's to change, as for a parcel typed in by hand (decision 051).",
        }),
        labelUrl: z
          .string()
          .nullable()
          .meta({ description: "The courier's shipping label (PDF), when it made one." }),
        trackingCheck: z
          .object({
            failures: z.number().int().positive(),
            lastError: z.string(),
            nextAttemptAt: instant("When the reconcile job asks the courier again.").nullable(),
          })
          .nullable()
          .meta({
            description: "The reconcile job's failed asks about this parcel, if its last ones failed.",
          }),
      })
      .nullable()
      .meta({ description: "The parcel, once shipped, with what only admins see of it." }),
    shipWith: z.enum(["courier", "manual"]).nullable().meta({
      description:
        "How “Ship” books this order now: `courier` (the shop has a courier account; courier and AWB may still be typed in instead), `manual` (type the courier and AWB), or null (it is neither Processing nor Returned to Origin, whose parcel is sent again with it: decision 048).",
    }),
    payment: customerPayment
      .extend({
        providerOrderId: z.string().meta({ description: "The gateway's order id." }),
        providerPaymentId: z
          .string()
          .nullable()
          .meta({ description: "The gateway's payment id, once paid." }),
        amount: z.number().nonnegative().meta({ description: "The amount of the payment, in rupees." }),
        refundId: z.string().nullable().meta({ description: "The gateway's refund id, once refunded." }),
        refundError: z.string().nullable().meta({ description: "Why the latest refund attempt failed." }),
        canRetryRefund: z.boolean().meta({ description: "Whether “Retry refund” applies now." }),
      })
      .nullable()
      .meta({
        description: "The payment taken for the order, as the gateway knows it; null before checkout opened.",
      }),
    history: z
      .array(
        statusEntry.extend({
          by: z.object({ id: recordIdSchema, name: z.string(), email: z.string() }).nullable().meta({
            description:
              "The admin who made the change; null for the shop itself (checkout, payment, expiry).",
          }),
        }),
      )
      .meta({ description: "`statusHistory` with who made each change, oldest first." }),
  })
  .meta({
    id: "AdminOrderDetail",
    description:
      "One order as admins see it: the customer's `OrderDetail`, the admin's fields, payment ids and who changed it.",
  });

export type AdminOrderDetailDto = z.infer<typeof adminOrderDetailDtoSchema>;

export const adminOrderListResponse = pageOf(adminOrderDtoSchema);
export const adminOrderDetailResponse = successWith(adminOrderDetailDtoSchema);

/** A status change: the order as it now is, and when a cancelled order's refund failed, why. */
export const adminOrderStatusChangedResponse = adminOrderDetailResponse.extend({
  message: z.string().optional().meta({
    description: "Only when the order was cancelled but its refund failed: what happened and what to do.",
  }),
});

/** A refund retried: the order as it now is, and what became of the refund. */
export const adminOrderRefundedResponse = adminOrderDetailResponse.extend({
  message: z.string().meta({ description: "That the refund was sent, or had been already." }),
});

export const adminOrderOutsideRefundResponse = adminOrderDetailResponse.extend({
  message: z.string().meta({ description: "The amount recorded and the credit note's number." }),
});
