/**
 * /admin/products and /admin/addProduct: the catalogue table with Edit and Delete, and the add/edit
 * form. A product with orders is archived rather than deleted; it can be put back on sale.
 */
import { useState } from "react";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { formatINR, rupeesToPaise } from "../../../domain/money.ts";
import { listedPrice } from "../../../domain/pricing.ts";
import type {
  AdminProductDto,
  adminProductDeletedResponse,
  adminProductResponse,
} from "../../../domain/api/admin-products.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { adminApi, adminErrorText } from "../../lib/admin-panel.ts";
import { AdminGuard } from "./AdminGuard.tsx";
import { EMPTY_PRODUCT, fieldsOf, ProductForm, type ProductFields } from "./ProductForm.tsx";
import { useAdminList } from "./useAdminList.ts";
import { AdminTableList, ListFilters, SearchField } from "./AdminList.tsx";
import { Notice, RowButton, StatusBadge } from "./ui.tsx";

type AdminProduct = AdminProductDto;

/** The listed price as the shop shows it (derived from the MRP), with the MRP beside it. */
function PriceCell({ originalPrice }: { originalPrice: number }) {
  const mrpPaise = rupeesToPaise(originalPrice);
  const { pricePaise } = listedPrice(mrpPaise);
  return (
    <>
      {formatINR(pricePaise)}
      {mrpPaise > pricePaise && <span className="muted"> (MRP {formatINR(mrpPaise)})</span>}
    </>
  );
}
type Editing = { id: string | null; fields: ProductFields } | null;

function ProductsView({ startAdding }: { startAdding: boolean }) {
  const [editing, setEditing] = useState<Editing>(startAdding ? { id: null, fields: EMPTY_PRODUCT } : null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useAdminList<AdminProduct>("/api/admin/products", { search: "" });

  async function remove(product: AdminProduct) {
    if (!window.confirm(adminMessages.deleteConfirm)) return;
    await list.act(
      async () => {
        const result = await adminApi.delete<typeof adminProductDeletedResponse>(
          `/api/admin/products/${product._id}`,
        );
        setNotice(`${product.name}: ${result.message}`);
      },
      (e) =>
        e instanceof ApiRequestError && e.status > 0
          ? `${adminMessages.deleteProductFailed}: ${adminErrorText(e)}`
          : adminMessages.deleteProductError,
    );
  }

  const restore = (product: AdminProduct) =>
    list.act(async () => {
      await adminApi.post<typeof adminProductResponse>(`/api/admin/products/${product._id}/restore`);
      setNotice(`${product.name} is on sale again.`);
    });

  const listError =
    list.error &&
    (list.error === adminMessages.networkError
      ? adminMessages.fetchProductsError
      : `${adminMessages.fetchProductsFailed}: ${list.error}`);

  return (
    <>
      <div className="admin-title-row">
        <h1>Products</h1>
        {!editing && (
          <button
            type="button"
            className="button"
            onClick={() => setEditing({ id: null, fields: EMPTY_PRODUCT })}
          >
            Add product
          </button>
        )}
      </div>
      <Notice message={notice} />
      {editing && (
        <ProductForm
          key={editing.id ?? "new"}
          productId={editing.id}
          initial={editing.fields}
          onCancel={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice(message);
            void list.reload();
          }}
        />
      )}
      <ListFilters list={list}>
        <SearchField
          id="product-search"
          label="Search products"
          list={list}
          placeholder="Name, brand or ID"
        />
      </ListFilters>
      <AdminTableList
        list={list}
        what="products"
        empty="No products found."
        errorMessage={listError}
        caption="Products"
        columns={["Image", "Name", "Price", "Stock", "Category", "Status", "Actions"]}
        row={(p) => (
          <tr key={p._id}>
            <td>
              {p.image ? (
                <img className="thumb" src={p.image} alt="" width={48} height={48} loading="lazy" />
              ) : (
                "—"
              )}
            </td>
            <th scope="row">{p.name}</th>
            <td>
              <PriceCell originalPrice={p.originalPrice} />
            </td>
            <td>{p.stock}</td>
            <td>{p.category}</td>
            <td>
              <StatusBadge status={p.status === "active" ? "On sale" : "Archived"} />
            </td>
            <td className="actions">
              <RowButton
                label={`Edit ${p.name}`}
                onClick={() => {
                  setEditing({ id: p._id, fields: fieldsOf(p) });
                  window.scrollTo(0, 0);
                }}
              >
                Edit
              </RowButton>
              {p.status === "active" ? (
                <RowButton tone="danger" label={`Delete ${p.name}`} onClick={() => void remove(p)}>
                  Delete
                </RowButton>
              ) : (
                <RowButton label={`Restore ${p.name} (back on sale)`} onClick={() => void restore(p)}>
                  Restore
                </RowButton>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}

export default function Products({ startAdding = false }: { startAdding?: boolean }) {
  return (
    <AdminGuard>
      <ProductsView startAdding={startAdding} />
    </AdminGuard>
  );
}
