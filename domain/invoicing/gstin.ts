/**
 * GSTIN: the 15-character GST identification number. 2 digits of state code, the holder's PAN
 * (5 letters, 4 digits, 1 letter), an entity number (1–9, then A–Z), "Z" by default, and a check
 * character computed over the first 14 with the GSTN's mod-36 algorithm (a Luhn mod N variant).
 */
import { stateByCode } from "./states.ts";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character for the first 14 characters: each character's value (0–35) is multiplied
 * by 1 and 2 alternately; each product adds its quotient and remainder by 36; the check value
 * is what brings the sum up to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  if (first14.length !== 14) throw new Error("A GSTIN's check character is computed over 14 characters");
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? "");
    if (value < 0) throw new Error(`"${first14[i]}" cannot appear in a GSTIN`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string;
}

export type GstinProblem = "shape" | "state" | "checksum";

/** Why a GSTIN is not valid, or null when it is (upper case, no spaces: store it normalised). */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!SHAPE.test(gstin)) return "shape";
  const state = stateByCode(gstin.slice(0, 2));
  if (!state) return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "checksum";
  return null;
}
