/**
 * The seller named on tax invoices and credit notes (CGST Rules, rule 46): the company behind
 * the shop. Name and address come from the registered office in site.ts, the one place the
 * public address is written.
 *
 * PLACEHOLDER: `SELLER_GSTIN` below is made up (a PAN-shaped "AAACA0000A" with a correct check
 * character, so the engine can be exercised end to end). A deployment replaces it with the
 * company's real GSTIN; until then every document is printed as a SPECIMEN.
 */
import type { Seller } from "../../domain/invoicing/document.ts";
import { stateFromAddressText } from "../../domain/invoicing/states.ts";
import { registeredOffice, site } from "./site.ts";

/** Made up: 27 = Maharashtra, PAN AAACA0000A, entity 1, Z, check character Y. */
export const PLACEHOLDER_GSTIN = "27AAACA0000A1ZY";

/** The company's GSTIN, registered in the state of its registered office. */
export const SELLER_GSTIN: string = PLACEHOLDER_GSTIN;

const state = stateFromAddressText(registeredOffice.state);
if (!state)
  throw new Error(`The registered office's state "${registeredOffice.state}" is not a state we know`);

export const seller: Seller = {
  legalName: registeredOffice.legalName,
  tradeName: site.name,
  addressLines: [registeredOffice.street, `${registeredOffice.city} ${registeredOffice.pincode}`],
  state,
  gstin: SELLER_GSTIN,
  email: site.supportEmail,
  phone: site.supportPhone,
  specimen: SELLER_GSTIN === PLACEHOLDER_GSTIN,
};
