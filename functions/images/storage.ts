/**
 * Product images in the R2 bucket bound as IMAGES. Keys are `products/<random id>.<ext>`: a new
 * upload never overwrites an old one, so a served image can be cached forever.
 */
import {
  IMAGE_KEY_PATTERN,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MB,
  sniffImageType,
  UPLOADED_IMAGE_PREFIX,
} from "../../domain/images.ts";
import { adminMessages } from "../../domain/admin-messages.ts";
import { badRequest, notFound, orNotFound } from "../lib/errors.ts";
import { newId } from "../lib/ids.ts";

export async function storeProductImage(
  bucket: R2Bucket,
  file: unknown,
): Promise<{ key: string; url: string; contentType: string; size: number }> {
  if (!(file instanceof File) || file.size === 0) throw badRequest(adminMessages.imageMissing);
  if (file.size > MAX_IMAGE_BYTES) throw badRequest(adminMessages.imageTooLarge(MAX_IMAGE_MB));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw badRequest(adminMessages.imageType);
  const key = `products/${newId()}.${IMAGE_TYPES[contentType]}`;
  await bucket.put(key, bytes, {
    httpMetadata: { contentType, cacheControl: "public, max-age=31536000, immutable" },
    customMetadata: { originalName: file.name.slice(0, 200) },
  });
  return { key, url: `${UPLOADED_IMAGE_PREFIX}${key}`, contentType, size: bytes.length };
}

export async function readProductImage(bucket: R2Bucket, key: string): Promise<R2ObjectBody> {
  if (!IMAGE_KEY_PATTERN.test(key)) throw notFound(adminMessages.imageNotFound);
  return orNotFound(await bucket.get(key), adminMessages.imageNotFound);
}
