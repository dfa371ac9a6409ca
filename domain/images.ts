/**
 * Product image uploads: which files are accepted and how large. The type is read from the file's
 * first bytes, not trusted from its name or the browser's label; SVG is refused (it can carry script).
 */
import { ID_CHARACTERS } from "./ids.ts";

export const MAX_IMAGE_MB = 2;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

export const IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

/** Each accepted type as people name it; a type added above must be named here too. */
const IMAGE_TYPE_NAMES: Record<ImageType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
};

/** "JPEG, PNG, WebP or AVIF", for the form's label, the refusal and the API's description. */
export const ACCEPTED_IMAGE_NAMES = Object.values(IMAGE_TYPE_NAMES)
  .join(", ")
  .replace(/, ([^,]*)$/, " or $1");

/** For the file input's `accept`, so the picker offers only what the server takes. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(",");

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes actually are, or null when they are none of the accepted ones. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (
    bytes.length >= 8 &&
    ascii(bytes, 1, 4) === "PNG" &&
    bytes[0] === 0x89 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a
  )
    return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12)))
    return "image/avif";
  return null;
}

/** Where uploaded images are served from (functions/images); product `image` fields point here. */
export const UPLOADED_IMAGE_PREFIX = "/api/images/";

/**
 * An uploaded image's storage key, `products/<new id>.<extension of its type>`: a new upload never
 * overwrites an old one, so a served image can be cached forever. Its address is the prefix above
 * followed by the key.
 */
export const IMAGE_KEY_SOURCE = `products/${ID_CHARACTERS}\\.(${Object.values(IMAGE_TYPES).join("|")})`;
export const IMAGE_KEY_PATTERN = new RegExp(`^${IMAGE_KEY_SOURCE}$`);
