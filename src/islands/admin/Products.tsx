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
import { adminScreen } from "./AdminGuard.tsx";
import { EMPTY_PRODUCT, fieldsOf, ProductForm, type ProductFields } from "./ProductForm.tsx";
import { useAdminList, useListEditor } from "./useAdminList.ts";
import { AdminTableList, ListFilters, SearchField } from "./AdminList.tsx";
import { Notice, StatusBadge } from "./ui.tsx";
import { RowButton } from "../forms/RowButton.tsx";

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
/** The product the form edits (its id null for a new one) and the fields it opens with. */
type Editing = { id: string | null; fields: ProductFields };

function ProductsView({ startAdding = false }: { startAdding?: boolean }) {
  const list = useAdminList<AdminProduct>("/api/admin/products", { search: "" });
  const editor = useListEditor<Editing>(list, startAdding ? { id: null, fields: EMPTY_PRODUCT } : null);

  async function remove(product: AdminProduct) {
    if (!window.confirm(adminMessages.deleteConfirm)) return;
    await list.act(
      async () => {
        const result = await adminApi.delete<typeof adminProductDeletedResponse>(
          `/api/admin/products/${product._id}`,
        );
        editor.setNotice(`${product.name}: ${result.message}`);
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
      editor.setNotice(`${product.name} is on sale again.`);
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
        {!editor.editing && (
          <button
            type="button"
            className="button"
            onClick={() => editor.open({ id: null, fields: EMPTY_PRODUCT })}
          >
            Add product
          </button>
        )}
      </div>
      <Notice message={editor.notice} />
      {editor.editing && (
        <ProductForm
          key={editor.editing.id ?? "new"}
          productId={editor.editing.id}
          initial={editor.editing.fields}
          onCancel={editor.close}
          onSaved={editor.saved}
        />
      )}
      <ListFilters list={list}>
        <SearchField label="Search products" list={list} placeholder="Name, brand or ID" />
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
                onClick={() => editor.edit({ id: p._id, fields: fieldsOf(p) })}
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

export default adminScreen(ProductsView);
