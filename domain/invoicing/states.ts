/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN, and the "state code" a tax invoice prints beside every address), and the reading of a
 * delivery address's state as customers type it.
 */

/**
 * - `state` and `ut-with-legislature` (Delhi, Puducherry, Jammu and Kashmir) levy SGST;
 * - `ut` (union territories without a legislature) levy UTGST in its place;
 * - `other-territory` (97) is for supplies to India's offshore areas.
 */
export type StateKind = "state" | "ut-with-legislature" | "ut" | "other-territory";

export type IndianState = {
  /** Two digits, as in the GSTIN: "27". */
  code: string;
  name: string;
  kind: StateKind;
  /**
   * Codes no longer given to new addresses: 25 (Daman and Diu, merged into 26 in 2020) and 28
   * (Andhra Pradesh before 2014, now 37). Kept so old GSTINs and documents still resolve.
   */
  legacy?: true;
};

export const INDIAN_STATES: readonly IndianState[] = [
  { code: "01", name: "Jammu and Kashmir", kind: "ut-with-legislature" },
  { code: "02", name: "Himachal Pradesh", kind: "state" },
  { code: "03", name: "Punjab", kind: "state" },
  { code: "04", name: "Chandigarh", kind: "ut" },
  { code: "05", name: "Uttarakhand", kind: "state" },
  { code: "06", name: "Haryana", kind: "state" },
  { code: "07", name: "Delhi", kind: "ut-with-legislature" },
  { code: "08", name: "Rajasthan", kind: "state" },
  { code: "09", name: "Uttar Pradesh", kind: "state" },
  { code: "10", name: "Bihar", kind: "state" },
  { code: "11", name: "Sikkim", kind: "state" },
  { code: "12", name: "Arunachal Pradesh", kind: "state" },
  { code: "13", name: "Nagaland", kind: "state" },
  { code: "14", name: "Manipur", kind: "state" },
  { code: "15", name: "Mizoram", kind: "state" },
  { code: "16", name: "Tripura", kind: "state" },
  { code: "17", name: "Meghalaya", kind: "state" },
  { code: "18", name: "Assam", kind: "state" },
  { code: "19", name: "West Bengal", kind: "state" },
  { code: "20", name: "Jharkhand", kind: "state" },
  { code: "21", name: "Odisha", kind: "state" },
  { code: "22", name: "Chhattisgarh", kind: "state" },
  { code: "23", name: "Madhya Pradesh", kind: "state" },
  { code: "24", name: "Gujarat", kind: "state" },
  { code: "25", name: "Daman and Diu", kind: "ut", legacy: true },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu", kind: "ut" },
  { code: "27", name: "Maharashtra", kind: "state" },
  { code: "28", name: "Andhra Pradesh (before division)", kind: "state", legacy: true },
  { code: "29", name: "Karnataka", kind: "state" },
  { code: "30", name: "Goa", kind: "state" },
  { code: "31", name: "Lakshadweep", kind: "ut" },
  { code: "32", name: "Kerala", kind: "state" },
  { code: "33", name: "Tamil Nadu", kind: "state" },
  { code: "34", name: "Puducherry", kind: "ut-with-legislature" },
  { code: "35", name: "Andaman and Nicobar Islands", kind: "ut" },
  { code: "36", name: "Telangana", kind: "state" },
  { code: "37", name: "Andhra Pradesh", kind: "state" },
  { code: "38", name: "Ladakh", kind: "ut" },
  { code: "97", name: "Other Territory", kind: "other-territory" },
];

const byCode = new Map(INDIAN_STATES.map((state) => [state.code, state]));

export function stateByCode(code: string): IndianState | null {
  return byCode.get(code) ?? null;
}

/**
 * Other ways customers write a state: postal/vehicle abbreviations (both the RTO's and ISO
 * 3166-2:IN's where they differ), former names, common spellings, and for Delhi its capital.
 * Keys are compared after `compact()`, so case, spaces, "&"/"and" and punctuation don't matter.
 */
const ALIASES: Record<string, readonly string[]> = {
  "01": ["JK", "J&K", "J and K", "Jammu Kashmir", "Jammu"],
  "02": ["HP", "Himachal"],
  "03": ["PB"],
  "04": ["CH"],
  "05": ["UK", "UT", "Uttaranchal", "Uttrakhand"],
  "06": ["HR"],
  "07": ["DL", "NCT of Delhi", "National Capital Territory of Delhi", "New Delhi"],
  "08": ["RJ"],
  "09": ["UP"],
  "10": ["BR"],
  "11": ["SK"],
  "12": ["AR", "Arunachal"],
  "13": ["NL"],
  "14": ["MN"],
  "15": ["MZ"],
  "16": ["TR"],
  "17": ["ML"],
  "18": ["AS"],
  "19": ["WB", "Bengal", "Paschim Banga", "Paschimbanga"],
  "20": ["JH"],
  "21": ["OD", "OR", "Orissa"],
  "22": ["CG", "CT", "Chattisgarh", "Chhatisgarh", "Chattisgadh"],
  "23": ["MP"],
  "24": ["GJ"],
  "26": [
    "DH",
    "DNHDD",
    "DN",
    "DD",
    "Dadra and Nagar Haveli",
    "Daman and Diu",
    "Daman",
    "Diu",
    "Dadra",
    "Silvassa",
  ],
  "27": ["MH", "Maharastra"],
  "29": ["KA", "Karnatka"],
  "30": ["GA"],
  "31": ["LD"],
  "32": ["KL", "Keralam"],
  "33": ["TN"],
  "34": ["PY", "Pondicherry", "Pondichery", "Puduchery"],
  "35": ["AN", "Andaman and Nicobar", "Andaman", "Andaman Nicobar"],
  "36": ["TG", "TS", "Telengana"],
  "37": ["AP", "Andhra"],
  "38": ["LA", "Ladak"],
};

/** Words around a state's name that don't change which state it is ("State of", ", India"). */
const FILLER_WORDS = new Set(["state", "of", "the", "india", "ut", "union", "territory", "province"]);

/** Lower case, "&" read as "and", digits and punctuation dropped: "J & K" → "jandk". */
function words(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z]+/)
    .filter(Boolean);
}

function compact(text: string): string {
  return words(text).join("");
}

const lookup = new Map<string, IndianState>();
for (const state of INDIAN_STATES) {
  if (state.legacy) continue; // an address today is never in a legacy code
  for (const spelling of [state.name, ...(ALIASES[state.code] ?? [])]) {
    const key = compact(spelling);
    const taken = lookup.get(key);
    if (taken && taken.code !== state.code) throw new Error(`State alias "${spelling}" is ambiguous`);
    lookup.set(key, state);
  }
}

/**
 * The state a customer meant by what they typed ("maharashtra", "MH", "NCT of Delhi", "Orissa",
 * "Pondicherry", "State of Kerala, India"…), or null when we cannot tell: the caller must then
 * ask, not guess, because the state decides which taxes the invoice charges.
 */
export function stateFromAddressText(text: string): IndianState | null {
  const all = words(text);
  if (all.length === 0) return null;
  const exact = lookup.get(all.join(""));
  if (exact) return exact;
  const meaningful = all.filter((word) => !FILLER_WORDS.has(word));
  if (meaningful.length === 0) return null;
  return lookup.get(meaningful.join("")) ?? null;
}
