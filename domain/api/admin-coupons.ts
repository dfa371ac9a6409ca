/**
 * What the admin coupon endpoints answer: a coupon's terms in the units the admin form uses (rupees,
 * ISO times, null for "no limit"), its uses so far and where it stands (docs/decisions/011).
 */
import { z } from "../zod.ts";
import { COUPON_KINDS, COUPON_STATUSES } from "../coupons.ts";
import { pageOf } from "./admin-lists.ts";
import { successWith } from "./envelope.ts";

const instant = (description: string) => z.iso.datetime().meta({ description });
const limit = (description: string) => z.number().int().positive().nullable().meta({ description });

export const adminCouponDtoSchema = z
  .object({
    code: z.string().meta({ description: "What customers type (stored upper-case).", example: "DIWALI10" }),
    kind: z.enum(COUPON_KINDS).meta({ description: "`percent` off the goods, or a `fixed` amount off." }),
    value: z.number().positive().meta({ description: "The percent off, or for `fixed` the rupees off." }),
    minOrder: z
      .number()
      .nonnegative()
      .meta({ description: "The least goods total it applies to, in rupees (0: any)." }),
    startsAt: instant("When it can first be used; null: from its creation.").nullable(),
    endsAt: instant("When it stops; null: it does not end.").nullable(),
    usageLimit: limit("Uses in all; null: unlimited."),
    perCustomerLimit: limit("Uses per customer; null: unlimited."),
    active: z.boolean().meta({ description: "false once an admin deactivates it." }),
    usedCount: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: "Uses so far, by paid or reserved orders." }),
    status: z
      .enum(COUPON_STATUSES)
      .meta({ description: "Where it stands now; only an `active` coupon can be used." }),
    used: z.boolean().meta({
      description: "Whether any order names it: then its discount (`kind`, `value`) can no longer change.",
    }),
    createdAt: instant("When it was created."),
    updatedAt: instant("When it was last saved; null when no save recorded it.").nullable(),
  })
  .meta({ id: "AdminCoupon", description: "A coupon as admins manage it." });

export type AdminCouponDto = z.infer<typeof adminCouponDtoSchema>;

export const adminCouponListResponse = pageOf(adminCouponDtoSchema);
export const adminCouponResponse = successWith(adminCouponDtoSchema);
