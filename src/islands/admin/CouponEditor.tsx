/**
 * The create/edit coupon form. It checks with the same zod schemas as the API, so its messages are
 * the server's; the server still decides (a taken code, the discount of a coupon on orders).
 * Dates and times are India time, as the list shows them.
 */
import type { FormEvent } from "react";
import { adminCouponSchema, adminCouponTermsSchema } from "../../../domain/admin-schemas.ts";
import { COUPON_CODE_MAX_LENGTH, MAX_PERCENT_OFF, type CouponKind } from "../../../domain/coupons.ts";
import type { AdminCouponDto, adminCouponResponse } from "../../../domain/api/admin-coupons.ts";
import { toShopDateTimeInput } from "../../../domain/shop-time.ts";
import { adminApi } from "../../lib/admin-panel.ts";
import { FormFooter, formErrorText, useFormFields } from "./FormFields.tsx";
import { useAdminAction } from "./useAdminAction.ts";

/** A coupon as `/api/admin/coupons` answers it: money in rupees, times as ISO strings. */
export type AdminCoupon = AdminCouponDto;

type CouponFields = {
  code: string;
  kind: CouponKind;
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
};

const EMPTY: CouponFields = {
  code: "",
  kind: "percent",
  value: "",
  minOrder: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  perCustomerLimit: "",
};

const localInput = (iso: string | null) => (iso ? toShopDateTimeInput(Date.parse(iso)) : "");
const text = (n: number | null) => (n === null ? "" : String(n));

function fieldsOf(c: AdminCoupon): CouponFields {
  return {
    code: c.code,
    kind: c.kind,
    value: String(c.value),
    minOrder: c.minOrder ? String(c.minOrder) : "",
    startsAt: localInput(c.startsAt),
    endsAt: localInput(c.endsAt),
    usageLimit: text(c.usageLimit),
    perCustomerLimit: text(c.perCustomerLimit),
  };
}

/** `coupon` null: a new coupon. */
export function CouponEditor({
  coupon,
  onSaved,
  onCancel,
}: {
  coupon: AdminCoupon | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { fields, set, row, showIssues } = useFormFields<CouponFields>(
    "coupon",
    coupon ? fieldsOf(coupon) : EMPTY,
  );
  const saving = useAdminAction();
  const discountLocked = coupon?.used ?? false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    saving.setError(null);
    const parsed = coupon ? adminCouponTermsSchema.safeParse(fields) : adminCouponSchema.safeParse(fields);
    if (!parsed.success) return showIssues(parsed.error.issues);
    await saving.run(async () => {
      const saved = coupon
        ? await adminApi.put<typeof adminCouponResponse>(
            `/api/admin/coupons/${encodeURIComponent(coupon.code)}`,
            fields,
          )
        : await adminApi.post<typeof adminCouponResponse>("/api/admin/coupons", fields);
      onSaved(coupon ? `Saved ${saved.data.code}.` : `Created ${saved.data.code}.`);
    }, formErrorText);
  }

  const percent = fields.kind === "percent";
  return (
    <form
      className="admin-card coupon-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="coupon-form-heading"
    >
      <h2 id="coupon-form-heading">{coupon ? `Edit coupon ${coupon.code}` : "New coupon"}</h2>
      {!coupon &&
        row("code", "Code", {
          hint: "What customers type: letters, digits and dashes; capitals or not, it is the same code.",
          required: true,
          autoComplete: "off",
          autoCapitalize: "characters",
          spellCheck: false,
          maxLength: COUPON_CODE_MAX_LENGTH,
        })}
      <fieldset
        className="choice-group"
        disabled={discountLocked}
        aria-describedby={discountLocked ? "coupon-locked-hint" : undefined}
      >
        <legend>Type of discount</legend>
        {discountLocked && (
          <p className="field-hint" id="coupon-locked-hint">
            Orders have used this coupon, so its discount stays as those orders show it.
          </p>
        )}
        <div className="choice-row">
          <label>
            <input type="radio" name="kind" value="percent" checked={percent} onChange={set("kind")} />{" "}
            Percent off
          </label>
          <label>
            <input type="radio" name="kind" value="fixed" checked={!percent} onChange={set("kind")} /> Amount
            off
          </label>
        </div>
      </fieldset>
      <div className="form-grid">
        {row("value", percent ? "Discount (%)" : "Discount (₹)", {
          hint: percent
            ? `A whole number from 1 to ${MAX_PERCENT_OFF}.`
            : "Less than the minimum order, so no order is free.",
          required: true,
          inputMode: percent ? "numeric" : "decimal",
          disabled: discountLocked,
        })}
        {row("minOrder", "Minimum order (₹)", {
          hint: "The goods total after quantity discounts. Blank: no minimum.",
          inputMode: "decimal",
        })}
        {row("startsAt", "Starts (India time)", { hint: "Blank: from now.", type: "datetime-local" })}
        {row("endsAt", "Ends (India time)", { hint: "Blank: no end.", type: "datetime-local" })}
        {row("usageLimit", "Total uses", {
          hint: "Blank: unlimited. An unpaid order that expires or is cancelled gives its use back.",
          inputMode: "numeric",
        })}
        {row("perCustomerLimit", "Uses per customer", { hint: "Blank: unlimited.", inputMode: "numeric" })}
      </div>
      <FormFooter
        error={saving.error}
        busy={saving.busy}
        label={coupon ? "Save changes" : "Create coupon"}
        busyLabel="Saving…"
        onCancel={onCancel}
      />
    </form>
  );
}
