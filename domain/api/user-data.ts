/**
 * "Download my data" (DPDP Act 2023, section 11; decision 022): everything the shop holds about the
 * signed-in customer, as one JSON file. Money is in paise, as the shop keeps it, with names that
 * say so; times are ISO 8601.
 */
import { z } from "../zod.ts";
import { deliveryAddressSchema, orderDetailSchema } from "./orders.ts";
import { successWith } from "./envelope.ts";
import { rewardPointsSchema, userSchema } from "./user.ts";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "../payments.ts";
import { REVIEW_STATUSES } from "../reviews.ts";

const instant = (description: string) => z.iso.datetime().meta({ description });

const taxDocumentSchema = z.object({
  number: z.string().meta({ description: "The document's number, e.g. ASV/26-27/000123." }),
  issuedAt: instant("When it was issued."),
  totalPaise: z.number().int().meta({ description: "Its total, GST included, in paise." }),
});

export const exportedOrderSchema = orderDetailSchema.extend({
  paymentRecord: z
    .object({
      provider: z.enum(PAYMENT_PROVIDERS),
      status: z.enum(PAYMENT_STATUSES),
      amountPaise: z.number().int(),
      paymentReference: z.string().nullable().meta({ description: "The payment gateway's payment id." }),
      refundReference: z.string().nullable().meta({ description: "The gateway's refund id, if refunded." }),
      createdAt: instant("When the payment was opened."),
    })
    .nullable()
    .meta({ description: "The online payment as the shop recorded it; null for cash on delivery." }),
  taxInvoice: taxDocumentSchema.nullable().meta({ description: "The order's GST tax invoice, once issued." }),
  creditNotes: z.array(taxDocumentSchema).meta({ description: "Credit notes issued against the invoice." }),
  cashCollectedAt: z.iso
    .datetime()
    .nullable()
    .meta({ description: "For cash on delivery: when the courier collected the cash." }),
  earlierParcels: z
    .array(
      z.object({
        courierName: z.string(),
        awb: z.string(),
        replacedAt: instant("When another parcel was sent in its place."),
      }),
    )
    .meta({
      description: "Parcels the order had before its shipment: lost, cancelled or returned (decision 050).",
    }),
});

export const personalDataExportSchema = z
  .object({
    exportedAt: instant("When this file was made."),
    account: userSchema,
    privacyConsents: z
      .array(
        z.object({
          noticeVersion: z.string(),
          givenAt: instant("When the customer agreed."),
          withdrawnAt: z.iso.datetime().nullable(),
        }),
      )
      .meta({ description: "The privacy notices the customer agreed to." }),
    emailChangesAsked: z
      .array(
        z.object({
          newEmail: z.string(),
          askedAt: instant("When the customer asked for it."),
          expiresAt: instant("When its link stops working."),
          linkUsedAt: z.iso.datetime().nullable().meta({
            description:
              "When the link was opened, or made useless by a newer request or the change; null while open.",
          }),
        }),
      )
      .meta({
        description:
          "New e-mail addresses asked for whose links have not expired yet, oldest first (the shop deletes expired ones).",
      }),
    savedDeliveryAddress: deliveryAddressSchema
      .nullable()
      .meta({ description: "The address of the last order, offered at the next checkout." }),
    orders: z.array(exportedOrderSchema).meta({ description: "Every order, newest first." }),
    rewardPoints: rewardPointsSchema,
    contactMessages: z
      .array(
        z.object({
          ticket: z.string().nullable(),
          email: z.string(),
          phone: z.string(),
          address: z.string(),
          message: z.string(),
          receivedAt: instant("When the message arrived."),
          handledAt: z.iso.datetime().nullable(),
        }),
      )
      .meta({ description: "Messages sent through the contact form while signed in to this account." }),
    reviews: z
      .array(
        z.object({
          product: z.string(),
          rating: z.number().int(),
          title: z.string(),
          text: z.string(),
          city: z.string(),
          status: z.enum(REVIEW_STATUSES),
          hideReason: z.string().nullable(),
          shopReply: z.string().nullable(),
          writtenAt: instant("When the customer wrote it."),
          updatedAt: instant("When the customer last edited it."),
        }),
      )
      .meta({ description: "The customer's reviews of what they bought, with their moderation." }),
    accountEvents: z
      .array(z.object({ action: z.string(), at: instant("When the shop's staff did it.") }))
      .meta({
        description: "What the shop's staff did to the account (e.g. user.suspend), from the audit log.",
      }),
    keptInYourBrowserOnly: z
      .string()
      .meta({ description: "What the shop keeps only in the customer's browser, never on its servers." }),
  })
  .meta({ id: "PersonalDataExport" });

export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

export const personalDataExportResponse = successWith(personalDataExportSchema);
