/**
 * /admin/coupons: every coupon with its terms, uses so far and where it stands; create, edit,
 * deactivate and reactivate. Coupons are never deleted (docs/decisions/011).
 */
import { useState } from "react";
import { COUPON_STATUS_LABELS, COUPON_STATUSES, describeDiscount } from "../../../domain/coupons.ts";
import type { adminCouponResponse } from "../../../domain/api/admin-coupons.ts";
import { rupeesToPaise } from "../../../domain/money.ts";
import { adminApi } from "../../lib/admin-panel.ts";
import { AdminGuard } from "./AdminGuard.tsx";
import { AdminFilter, AdminTableList, ListFilters, SearchField } from "./AdminList.tsx";
import { CouponEditor, type AdminCoupon } from "./CouponEditor.tsx";
import { useAdminList } from "./useAdminList.ts";
import { Notice, RowButton, rupees, StatusBadge, when } from "./ui.tsx";

type Editing = { coupon: AdminCoupon | null } | null;

const STATUS_FILTERS = [
  { value: "all", label: "All coupons" },
  ...COUPON_STATUSES.map((s) => ({ value: s, label: COUPON_STATUS_LABELS[s] })),
];

const discountOf = (c: AdminCoupon) =>
  describeDiscount(c.kind, c.kind === "percent" ? c.value : rupeesToPaise(c.value));
const usesOf = (c: AdminCoupon) =>
  c.usageLimit === null ? `${c.usedCount} (no limit)` : `${c.usedCount} of ${c.usageLimit}`;

function CouponsView() {
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useAdminList<AdminCoupon, "status">("/api/admin/coupons", {
    filters: { status: "all" },
    search: "",
  });

  const setActive = (coupon: AdminCoupon, active: boolean) =>
    list.act(async () => {
      await adminApi.put<typeof adminCouponResponse>(
        `/api/admin/coupons/${encodeURIComponent(coupon.code)}/status`,
        { active },
      );
      setNotice(
        active
          ? `${coupon.code} can be used again.`
          : `${coupon.code} is deactivated: customers can no longer use it.`,
      );
    });

  return (
    <>
      <div className="admin-title-row">
        <h1>Coupons</h1>
        {!editing && (
          <button type="button" className="button" onClick={() => setEditing({ coupon: null })}>
            New coupon
          </button>
        )}
      </div>
      <Notice message={notice} />
      {editing && (
        <CouponEditor
          key={editing.coupon?.code ?? "new"}
          coupon={editing.coupon}
          onCancel={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice(message);
            void list.reload();
          }}
        />
      )}
      <div className="filters">
        <AdminFilter
          id="coupon-status"
          label="Show"
          filter={list.filter("status")}
          options={STATUS_FILTERS}
        />
      </div>
      <ListFilters list={list}>
        <SearchField id="coupon-search" label="Search codes" list={list} />
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
              <RowButton
                label={`Edit ${c.code}`}
                onClick={() => {
                  setEditing({ coupon: c });
                  window.scrollTo(0, 0);
                }}
              >
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

export default function Coupons() {
  return (
    <AdminGuard>
      <CouponsView />
    </AdminGuard>
  );
}
