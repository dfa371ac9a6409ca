/**
 * The seller: the company behind the shop, as tax invoices and credit notes name it (CGST Rules,
 * rule 46), and as every page's footer and /legal disclose it with its grievance officer (Consumer
 * Protection (E-Commerce) Rules 2020, rule 4). Name and address come from the registered office in
 * site.ts, the one place the public address is written.
 *
 * PLACEHOLDERS: `SELLER_GSTIN` below is made up (a PAN-shaped "AAACA0000A" with a correct check
 * character, so the engine can be exercised end to end), and so is `GRIEVANCE_OFFICER`. A
 * deployment replaces both with the company's real details; until then every tax document is
 * printed as a SPECIMEN and /legal says the details are placeholders.
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

/** Made up, like the GSTIN: a deployment names the officer the company appoints. */
export const PLACEHOLDER_GRIEVANCE_OFFICER = {
  name: "Placeholder Name",
  designation: "Grievance Officer",
  email: "grievance@asthiveda.in",
  phone: "+91 98765 43211",
} as const;

/**
 * The grievance officer for consumer complaints (E-Commerce Rules, rule 4(4): name, designation
 * and contact details on the platform), who also answers questions and requests about personal
 * data (DPDP Act 2023, section 8(9)).
 */
export const GRIEVANCE_OFFICER: { name: string; designation: string; email: string; phone: string } =
  PLACEHOLDER_GRIEVANCE_OFFICER;

export const GRIEVANCE_OFFICER_IS_PLACEHOLDER = GRIEVANCE_OFFICER === PLACEHOLDER_GRIEVANCE_OFFICER;

/** Every complaint is acknowledged within this many hours of receipt (rule 4(5)). */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 48;
/** …and resolved within this many months of receipt (rule 4(5): one month). */
export const GRIEVANCE_RESOLVE_MONTHS = 1;

const MONTH_WORDS = ["", "one month", "two months", "three months"] as const;

/** The promise in words, as pages and e-mails state it. */
export const grievancePromise = {
  acknowledge: `within ${GRIEVANCE_ACKNOWLEDGE_HOURS} hours`,
  resolve: `within ${MONTH_WORDS[GRIEVANCE_RESOLVE_MONTHS] ?? `${GRIEVANCE_RESOLVE_MONTHS} months`}`,
} as const;
