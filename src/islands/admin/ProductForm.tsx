/**
 * The add/edit product form: name, MRP, stock and brand required; stock ≥ 0; the MRP a
 * decimal and stock a whole number; the optional fields; an image uploaded to the shop's storage;
 * and the pack's declarations the product page shows (decision 018), all required.
 * The MRP is the only money field: the listed price is derived from it (decisions.md "One price"),
 * and the preview below it shows what customers pay. It checks with the same zod schema as the
 * API, so the messages match the server's.
 */
import { useState, type FormEvent } from "react";
import { adminProductSchema, ingredientLines } from "../../../domain/admin-schemas.ts";
import type {
  AdminProductDto,
  adminProductResponse,
  uploadedImageResponse,
} from "../../../domain/api/admin-products.ts";
import { MAKER_ROLE_LABELS, MAKER_ROLES } from "../../../domain/declarations.ts";
import { ACCEPTED_IMAGE_NAMES, IMAGE_ACCEPT, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "../../../domain/images.ts";
import { adminMessages } from "../../../domain/admin-messages.ts";
import { PRODUCT_CATEGORIES } from "../../../domain/products.ts";
import { adminApi, adminErrorText } from "../../lib/admin-panel.ts";
import { Field, FormFooter, formErrorText, useFormFields } from "./FormFields.tsx";
import { useAdminAction } from "./useAdminAction.ts";
import { PackPricePreview } from "./PackPricePreview.tsx";

export type ProductFields = {
  name: string;
  originalPrice: string;
  stock: string;
  brand: string;
  category: string;
  description: string;
  image: string;
  netQuantityGrams: string;
  makerRole: string;
  makerName: string;
  makerAddress: string;
  countryOfOrigin: string;
  shelfLifeMonths: string;
  /** One "Name: quantity" a line. */
  ingredients: string;
  licenceNumber: string;
};

export const EMPTY_PRODUCT: ProductFields = {
  name: "",
  originalPrice: "",
  stock: "",
  brand: "",
  category: "Health",
  description: "",
  image: "",
  netQuantityGrams: "",
  makerRole: "manufacturer",
  makerName: "",
  makerAddress: "",
  countryOfOrigin: "India",
  shelfLifeMonths: "",
  ingredients: "",
  licenceNumber: "",
};

export function fieldsOf(p: AdminProductDto): ProductFields {
  return {
    name: p.name,
    originalPrice: String(p.originalPrice),
    stock: String(p.stock),
    brand: p.brand,
    category: p.category,
    description: p.description,
    image: p.image,
    // A product saved before declarations existed has none yet: the form asks for them.
    netQuantityGrams: p.netQuantityGrams === null ? "" : String(p.netQuantityGrams),
    makerRole: p.makerRole,
    makerName: p.makerName,
    makerAddress: p.makerAddress,
    countryOfOrigin: p.countryOfOrigin,
    shelfLifeMonths: p.shelfLifeMonths === null ? "" : String(p.shelfLifeMonths),
    ingredients: ingredientLines(p.ingredients),
    licenceNumber: p.licenceNumber,
  };
}

export function ProductForm({
  productId,
  initial,
  onSaved,
  onCancel,
}: {
  productId: string | null;
  initial: ProductFields;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { fields, setFields, errors, setErrors, set, row, showIssues } = useFormFields("product", initial);
  const textarea = (name: "description" | "makerAddress" | "ingredients", rows: number, hinted = false) => (
    <textarea
      id={`product-${name}`}
      name={name}
      rows={rows}
      value={fields[name]}
      onChange={set(name)}
      aria-invalid={Boolean(errors[name])}
      aria-describedby={
        [hinted ? `product-${name}-hint` : "", errors[name] ? `product-${name}-error` : ""]
          .filter(Boolean)
          .join(" ") || undefined
      }
    />
  );
  const saving = useAdminAction();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setErrors((e) => ({ ...e, image: undefined }));
    if (file.size > MAX_IMAGE_BYTES)
      return setErrors((e) => ({ ...e, image: adminMessages.imageTooLarge(MAX_IMAGE_MB) }));
    setUploading(true);
    try {
      const form = new FormData();
      form.set("image", file);
      const { data } = await adminApi.post<typeof uploadedImageResponse>("/api/admin/images", form);
      setFields((f) => ({ ...f, image: data.url }));
    } catch (e) {
      setErrors((prev) => ({
        ...prev,
        image: e instanceof Error ? adminErrorText(e) : adminMessages.submitFormError,
      }));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    saving.setError(null);
    const parsed = adminProductSchema.safeParse(fields);
    if (!parsed.success) return showIssues(parsed.error.issues);
    await saving.run(async () => {
      if (productId)
        // The stock shown when the form opened: the server applies the edit as a change to today's stock.
        await adminApi.put<typeof adminProductResponse>(`/api/admin/products/${productId}`, {
          ...fields,
          stockWas: initial.stock,
        });
      else await adminApi.post<typeof adminProductResponse>("/api/admin/products", fields);
      onSaved(productId ? `Saved ${parsed.data.name}.` : `Added ${parsed.data.name}.`);
    }, formErrorText);
  }

  return (
    <form
      className="admin-card product-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="product-form-heading"
    >
      <h2 id="product-form-heading">{productId ? "Edit product" : "Add product"}</h2>
      <div className="form-grid">
        {row("name", "Name", { required: true, autoComplete: "off" })}
        {row("brand", "Brand", { required: true })}
        {row("originalPrice", "MRP (₹)", {
          hint: "Inclusive of all taxes. The shop lists and charges this less the quantity discount (preview below).",
          required: true,
          described: ["product-originalPrice-hint", "product-listed-price"],
          inputMode: "decimal",
        })}
        {row("stock", "Stock", { required: true, inputMode: "numeric" })}
        <Field id="product-category" label="Category" error={errors.category}>
          <select id="product-category" name="category" value={fields.category} onChange={set("category")}>
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
      </div>
      <PackPricePreview mrp={fields.originalPrice} summaryId="product-listed-price" />
      <Field id="product-description" label="Description" error={errors.description}>
        {textarea("description", 4)}
      </Field>
      <fieldset className="declarations">
        <legend>Pack declarations</legend>
        <p className="field-hint">
          As printed on the pack: the product page shows them to customers (Legal Metrology and Drugs and
          Cosmetics Rules). The dates of manufacture and the batch number differ from batch to batch, so the
          page says they are printed on the pack.
        </p>
        <div className="form-grid">
          {row("netQuantityGrams", "Net quantity per sachet (g)", { required: true, inputMode: "decimal" })}
          {row("shelfLifeMonths", "Best before (months from manufacture)", {
            required: true,
            inputMode: "numeric",
          })}
          {row("countryOfOrigin", "Country of origin", { required: true })}
          {row("licenceNumber", "Manufacturing licence number", { required: true, autoComplete: "off" })}
          <Field id="product-makerRole" label="Declared maker" error={errors.makerRole}>
            <select
              id="product-makerRole"
              name="makerRole"
              value={fields.makerRole}
              onChange={set("makerRole")}
            >
              {MAKER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {MAKER_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </Field>
          {row("makerName", "Manufacturer or packer", { required: true, autoComplete: "off" })}
        </div>
        <Field
          id="product-makerAddress"
          label="Address of the manufacturer or packer"
          error={errors.makerAddress}
          required
        >
          {textarea("makerAddress", 3)}
        </Field>
        <Field
          id="product-ingredients"
          label="Ingredients per sachet"
          error={errors.ingredients}
          required
          hint='One a line: the name, a colon and the quantity, like "Haldi (Curcuma longa): 500 mg".'
        >
          {textarea("ingredients", 6, true)}
        </Field>
      </fieldset>
      <Field
        id="product-image"
        label={`Image (${ACCEPTED_IMAGE_NAMES}, up to ${MAX_IMAGE_MB} MB)`}
        error={errors.image}
      >
        <input
          id="product-image"
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(e) => void upload(e.target.files?.[0])}
          aria-describedby={errors.image ? "product-image-error" : undefined}
        />
      </Field>
      {uploading && <p role="status">Uploading image…</p>}
      {fields.image && (
        <img
          className="product-preview"
          src={fields.image}
          // biome-ignore lint/a11y/noRedundantAlt: "image" names the form's field (the current one, before a new upload), not the element
          alt={`Current image of ${fields.name || "the product"}`}
          width={120}
          height={120}
        />
      )}
      <FormFooter
        error={saving.error}
        busy={saving.busy}
        disabled={saving.busy || uploading}
        label={productId ? "Save changes" : "Add product"}
        busyLabel="Saving…"
        onCancel={onCancel}
      />
    </form>
  );
}
