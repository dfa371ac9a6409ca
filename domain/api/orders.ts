/**
 * What the order endpoints answer: the order as the spec's client reads it (`_id`, `products[]`,
 * `deliveryAddress`, rupee amounts), its detail with the status timeline, and the place-order answer.
 */
import { z } from "../zod.ts";
import { HISTORY_ENTRY_KINDS, ORDER_STATUSES } from "../orders.ts";
import { PAYMENT_METHODS } from "../cod.ts";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "../payments.ts";
import { isDocumentNumber } from "../invoicing/document-number.ts";
import { messages } from "../messages.ts";
import { apiErrorSchema, recordIdSchema, successWith, successWithMessage } from "./envelope.ts";

const rupees = (description: string) => z.number().nonnegative().meta({ description });
const instant = (description: string) => z.iso.datetime().meta({ description });

export const orderLineSchema = z
  .object({
    lineId: recordIdSchema.meta({ description: "The order line's id (a review is written for one line)." }),
    productId: recordIdSchema,
    name: z.string().meta({ description: "The product's name when it was ordered." }),
    image: z.string(),
    originalPrice: rupees("The MRP per sachet."),
    price: rupees("The price paid per sachet, after the quantity discount."),
    discountedPrice: rupees("The same as `price` (the name the earlier client used)."),
    discount: z.number().int().meta({ description: "The quantity discount in percent." }),
    quantity: z.number().int().positive().meta({ description: "Sachets." }),
    lineTotal: rupees("`price` × `quantity`."),
  })
  .meta({ id: "OrderLine" });

/** Where an order goes; the fields of the cart's address form. */
export const deliveryAddressSchema = z
  .object({
    name: z.string(),
    mobile: z.string().meta({ description: "10 digits, without +91." }),
    email: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string().meta({ description: "A 6-digit PIN code." }),
  })
  .meta({ id: "DeliveryAddress" });

export const orderSchema = z
  .object({
    _id: recordIdSchema.meta({ description: "The order's id; pages show its first 8 characters." }),
    userId: recordIdSchema.meta({ description: "The customer's id." }),
    status: z.enum(ORDER_STATUSES),
    products: z.array(orderLineSchema),
    deliveryAddress: deliveryAddressSchema,
    goodsTotal: rupees("The lines' total."),
    couponCode: z.string().nullable(),
    couponDiscount: rupees("What the coupon took off the goods."),
    deliveryFee: rupees("The delivery fee (nothing at or above the free-delivery threshold)."),
    paymentMethod: z
      .enum(PAYMENT_METHODS)
      .meta({ description: "`online` (Razorpay) or `cod` (cash on delivery, confirmed by a code first)." }),
    codFee: rupees("The cash-on-delivery fee; 0 when paid online."),
    totalAmount: rupees("What the customer pays: goods − coupon + delivery + COD fee."),
    amountPaise: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: "`totalAmount` in paise, as the payment provider is asked for it." }),
    orderDate: instant("When the order was placed."),
    paidAt: instant(
      "When the payment arrived (for cash on delivery: when the courier collected it).",
    ).nullable(),
  })
  .meta({ id: "Order", description: "A customer's order. Money is in rupees here (paise inside the shop)." });

export type OrderDto = z.infer<typeof orderSchema>;

/** The parcel an order left in: its courier, AWB and the courier's scans (decision 019). */
export const shipmentSchema = z
  .object({
    courierName: z.string().meta({ description: "The courier carrying the parcel, e.g. Delhivery Surface." }),
    awb: z.string().meta({ description: "The courier's tracking number (air waybill)." }),
    courierStatus: z
      .string()
      .meta({ description: "The courier's latest status in its own words; empty before its first scan." }),
    scans: z
      .array(
        z.object({
          at: instant("When the courier scanned the parcel."),
          location: z.string(),
          activity: z.string().meta({ description: "What happened, in the courier's words." }),
        }),
      )
      .meta({ description: "The courier's scans, oldest first." }),
    shippedAt: instant("When the parcel was handed over for shipping."),
  })
  .meta({ id: "Shipment" });

export type ShipmentDto = z.infer<typeof shipmentSchema>;

/** The order's GST documents by number, each a PDF at `…/invoice` and `…/credit-note` (decision 020). */
export const taxDocumentsSchema = z
  .object({
    invoice: z.string().nullable().meta({
      description:
        "The tax invoice's number; null until it is issued, normally when the order becomes Processing (paid online, or its cash-on-delivery code entered).",
    }),
    creditNote: z.string().nullable().meta({
      description:
        "The latest credit note's number (the one the PDF route serves without `?number=`); null when none.",
    }),
    creditNotes: z.array(z.string()).meta({
      description:
        "Every credit note's number, oldest first (a refund or two, then a cancellation, each have one); each PDF at `…/credit-note?number=`.",
    }),
  })
  .meta({ id: "OrderTaxDocuments" });

export type TaxDocumentsDto = z.infer<typeof taxDocumentsSchema>;

/** Which of an order's credit notes a PDF route serves: the one numbered, else the latest. */
export const creditNoteQuerySchema = z.object({
  number: z.string().refine(isDocumentNumber, messages.creditNoteNumberInvalid).optional().meta({
    description: "The credit note's number, from `taxDocuments.creditNotes`.",
    example: "ASC/26-27/000007",
  }),
});

/** An order in the customer's list: the order, its tax documents and, once shipped, its parcel. */
export const orderListItemSchema = orderSchema
  .extend({
    taxDocuments: taxDocumentsSchema,
    shipment: shipmentSchema.nullable().meta({ description: "The parcel, once the order has shipped." }),
  })
  .meta({ id: "OrderListItem", description: "A customer's order as their order history lists it." });

export type OrderListItemDto = z.infer<typeof orderListItemSchema>;

export const orderDetailSchema = orderListItemSchema
  .extend({
    statusHistory: z
      .array(
        z.object({
          status: z.enum(ORDER_STATUSES),
          kind: z.enum(HISTORY_ENTRY_KINDS).meta({
            description:
              "`change`: the order reached this status. `note`: something that happened while it stood at this status (a courier's report, a refund); it changed nothing.",
          }),
          note: z.string(),
          at: instant("When the order reached this status, or when the note was made."),
        }),
      )
      .meta({ description: "Every status the order has had, and the notes made on the way, oldest first." }),
    payment: z
      .object({ provider: z.enum(PAYMENT_PROVIDERS), status: z.enum(PAYMENT_STATUSES) })
      .nullable()
      .meta({
        description:
          "The payment taken online for the order; null before checkout opened, and for cash on delivery.",
      }),
    codConfirmation: z
      .object({
        confirmBy: instant("When the order is cancelled if not confirmed."),
        triesLeft: z.number().int().nonnegative().meta({ description: "Codes that may still be tried." }),
      })
      .nullable()
      .meta({
        description:
          "While a cash-on-delivery order awaits its code: until when, and how many tries are left.",
      }),
  })
  .meta({ id: "OrderDetail", description: "An order with its status timeline and payment state." });

export type OrderDetailDto = z.infer<typeof orderDetailSchema>;

/** The order just placed, with what checkout needs to take the payment. */
export const placedOrderSchema = orderSchema
  .extend({
    payment: z
      .object({
        mode: z
          .enum(PAYMENT_PROVIDERS)
          .meta({ description: "Who takes the payment: Razorpay, or the local test checkout." }),
        amount: z.number().int().nonnegative().meta({ description: "The amount to pay, in paise." }),
        currency: z.literal("INR"),
      })
      .nullable()
      .meta({
        description:
          "What checkout pays online; null for cash on delivery, which is confirmed by a code instead.",
      }),
  })
  .meta({ id: "PlacedOrder" });

export type PlacedOrderDto = z.infer<typeof placedOrderSchema>;

export const placedOrderResponse = successWithMessage(placedOrderSchema);

/** Place order's 412 (decision 045): the order priced otherwise than the cart showed, and how. */
export const orderTotalChangedResponse = apiErrorSchema
  .extend({
    data: z.object({
      totalAmount: z.number().nonnegative().meta({ description: "The order's total now, in rupees." }),
      products: z
        .array(
          z.object({
            productId: recordIdSchema,
            originalPrice: z.number().positive().meta({ description: "The product's MRP now, in rupees." }),
          }),
        )
        .meta({ description: "The MRP each product is priced from now, for the cart to show." }),
    }),
  })
  .meta({ id: "OrderTotalChanged" });
export const orderListResponse = successWith(z.array(orderListItemSchema)).meta({
  description: "The customer's own orders, newest first.",
});
export const orderDetailResponse = successWith(orderDetailSchema);
export const orderCancelledResponse = successWithMessage(orderDetailSchema);
/** "Can I pay cash on delivery for this cart?" — and what it would cost. */
export const codEligibilitySchema = z
  .object({
    allowed: z.boolean(),
    reason: z
      .string()
      .nullable()
      .meta({ description: "Why not, in words to show the customer; null when allowed." }),
    codFee: rupees("The cash-on-delivery fee."),
    totalAmount: rupees("The order's total if paid cash on delivery, fee included."),
  })
  .meta({ id: "CodEligibility" });
export type CodEligibilityDto = z.infer<typeof codEligibilitySchema>;
export const codEligibilityResponse = successWith(codEligibilitySchema);
export const codConfirmedResponse = successWithMessage(orderDetailSchema);

export const savedDeliveryAddressResponse = successWith(
  deliveryAddressSchema.nullable().meta({
    description:
      "The address of the customer's last order, else the one on their profile, else null: the cart delivers to it when complete, else starts its form with it.",
  }),
);
