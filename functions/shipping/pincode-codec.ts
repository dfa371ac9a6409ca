/**
 * The bundled PIN code table's format, written by scripts/pincodes.ts and read by the Worker.
 * Three strings, because a JavaScript string is the cheapest thing to ship and to parse:
 *
 * - `states`: the state names used, `|`-separated;
 * - `districts`: `<state index>:<district name>`, `|`-separated;
 * - `pincodes`: the PIN codes in ascending order as runs of one district,
 *   `<district index>:<gap>,<gap>,…` with `;` between runs, numbers in base 36, each gap counted from
 *   the PIN code before it (the first from 0). 19,500 PIN codes fall into ~3,700 runs with gaps of
 *   a few dozen, so the whole table is ~52 KB of text and ~15 KB gzipped.
 */
export type CompactDirectory = { states: string; districts: string; pincodes: string };

export type DirectoryPlace = { state: string; district: string };

export function encodeDirectory(
  places: ReadonlyMap<number, DirectoryPlace>,
  stateOrder: readonly string[],
): CompactDirectory {
  const used = (name: string) => [...places.values()].some((place) => place.state === name);
  const states = stateOrder.filter(used);
  const districts: string[] = [];
  const districtIndex = new Map<string, number>();
  const runs: { district: number; gaps: string[] }[] = [];
  let previous = 0;
  for (const pincode of [...places.keys()].sort((a, b) => a - b)) {
    const place = places.get(pincode)!;
    const state = states.indexOf(place.state);
    if (state < 0) throw new Error(`State "${place.state}" is not in the state list`);
    const key = `${state}:${place.district}`;
    if (!districtIndex.has(key)) districtIndex.set(key, districts.push(key) - 1);
    const district = districtIndex.get(key)!;
    let run = runs.at(-1);
    if (run?.district !== district) {
      run = { district, gaps: [] };
      runs.push(run);
    }
    run.gaps.push((pincode - previous).toString(36));
    previous = pincode;
  }
  return {
    states: states.join("|"),
    districts: districts.join("|"),
    pincodes: runs.map((run) => `${run.district.toString(36)}:${run.gaps.join(",")}`).join(";"),
  };
}

export type DecodedDirectory = {
  /** Ascending PIN codes. */
  pincodes: Uint32Array;
  /** The district index of each PIN code in `pincodes`. */
  districtOf: Uint16Array;
  districts: DirectoryPlace[];
};

export function decodeDirectory(compact: CompactDirectory): DecodedDirectory {
  const states = compact.states.split("|");
  const districts = compact.districts.split("|").map((entry) => {
    const colon = entry.indexOf(":");
    return { state: states[Number(entry.slice(0, colon))]!, district: entry.slice(colon + 1) };
  });
  const pins: number[] = [];
  const districtOf: number[] = [];
  let pincode = 0;
  for (const run of compact.pincodes.split(";")) {
    const [district, gaps] = run.split(":") as [string, string];
    const index = Number.parseInt(district, 36);
    for (const gap of gaps.split(",")) {
      pincode += Number.parseInt(gap, 36);
      pins.push(pincode);
      districtOf.push(index);
    }
  }
  return { pincodes: Uint32Array.from(pins), districtOf: Uint16Array.from(districtOf), districts };
}

/** The place of `pincode` (a number), or null when the table does not have it: a binary search. */
export function findPlace(directory: DecodedDirectory, pincode: number): DirectoryPlace | null {
  let low = 0;
  let high = directory.pincodes.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = directory.pincodes[middle]!;
    if (value === pincode) return directory.districts[directory.districtOf[middle]!]!;
    if (value < pincode) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}
