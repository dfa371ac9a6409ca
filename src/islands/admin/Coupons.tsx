import { COUPON_STATUS_LABELS, COUPON_STATUSES, describeDiscount } from "../../../domain/coupons.ts";
import type { adminCouponResponse } from "../../../domain/api/admin-coupons.ts";
import { rupeesToPaise } from "../../../domain/money.ts";
import { adminApi } from "../../lib/admin-panel.ts";
import { adminScreen } from "./AdminGuard.tsx";
import { AdminFilter, AdminTableList, ListFilters, SearchField } from "./AdminList.tsx";
import { CouponEditor, type AdminCoupon } from "./CouponEditor.tsx";
import { useAdminList, useListEditor } from "./useAdminList.ts";
import { Notice, rupees, StatusBadge, when } from "./ui.tsx";
import { RowButton } from "../forms/RowButton.tsx";

/** The coupon the form edits; null for a new one. */
type Editing = { coupon: AdminCoupon | null };

const STATUS_FILTERS = [
  { value: "all", label: "All coupons" },
  ...COUPON_STATUSES.map((s) => ({ value: s, label: COUPON_STATUS_LABELS[s] })),
];

const discountOf = (c: AdminCoupon) =>
  describeDiscount(c.kind, c.kind === "percent" ? c.value : rupeesToPaise(c.value));
const usesOf = (c: AdminCoupon) =>
  c.usageLimit === null ? `${c.usedCount} (no limit)` : `${c.usedCount} of ${c.usageLimit}`;

function CouponsView() {
  const list = useAdminList<AdminCoupon, "status">("/api/admin/coupons", {
    filters: { status: "all" },
    search: "",
  });
  const editor = useListEditor<Editing>(list);

  const setActive = (coupon: AdminCoupon, active: boolean) =>
    list.act(async () => {
      await adminApi.put<typeof adminCouponResponse>(
        `/api/admin/coupons/${encodeURIComponent(coupon.code)}/status`,
        { active },
      );
      editor.setNotice(
        active
          ? `${coupon.code} can be used again.`
          : `${coupon.code} is deactivated: customers can no longer use it.`,
      );
    });

  return (
    <>
      <div className="admin-title-row">
        <h1>Coupons</h1>
        {!editor.editing && (
          <button type="button" className="button" onClick={() => editor.open({ coupon: null })}>
            New coupon
          </button>
        )}
      </div>
      <Notice message={editor.notice} />
      {editor.editing && (
        <CouponEditor
          key={editor.editing.coupon?.code ?? "new"}
          coupon={editor.editing.coupon}
          onCancel={editor.close}
          onSaved={editor.saved}
        />
      )}
      <div className="filters">
        <AdminFilter label="Show" filter={list.filter("status")} options={STATUS_FILTERS} />
      </div>
      <ListFilters list={list}>
        <SearchField label="Search codes" list={list} />
      </ListFilters>
      <AdminTableList
        list={list}
        what="coupons"
        empty="No coupons here yet."
        caption="Coupons"
        columns={[
          "Code",
          "Discount",
          "Minimum order",
          "Starts",
          "Ends",
          "Uses so far",
          "Per customer",
          "Status",
          "Actions",
        ]}
        row={(c) => (
          <tr key={c.code}>
            <th scope="row" className="nowrap">
              {c.code}
            </th>
            <td>{discountOf(c)}</td>
            <td>{c.minOrder > 0 ? rupees(c.minOrder) : "None"}</td>
            <td>{c.startsAt ? when(c.startsAt) : "Right away"}</td>
            <td>{c.endsAt ? when(c.endsAt) : "No end"}</td>
            <td>{usesOf(c)}</td>
            <td>{c.perCustomerLimit ?? "No limit"}</td>
            <td>
              <StatusBadge status={COUPON_STATUS_LABELS[c.status]} />
            </td>
            <td className="actions">
              <RowButton label={`Edit ${c.code}`} onClick={() => editor.edit({ coupon: c })}>
                Edit
              </RowButton>
              {c.active ? (
                <RowButton label={`Deactivate ${c.code}`} onClick={() => void setActive(c, false)}>
                  Deactivate
                </RowButton>
              ) : (
                <RowButton label={`Reactivate ${c.code}`} onClick={() => void setActive(c, true)}>
                  Reactivate
                </RowButton>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}

export default adminScreen(CouponsView);
