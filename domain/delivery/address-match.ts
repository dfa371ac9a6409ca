/**
 * Does what a customer typed as city and state name the place their PIN code is in? The address
 * form fills empty fields from the PIN code and warns, without blocking, when typed ones disagree:
 * a mistyped PIN code sends a parcel to the wrong end of India.
 *
 * A city agrees with the PIN code's India Post district when one name contains the other word for
 * word ("Pune City" and "Pune", "Mumbai" and "Mumbai Suburban") or through a city's former name
 * ("Bangalore"); a state agrees when it reads as the same state (domain/invoicing/states.ts:
 * "MH", "Orissa", "NCT of Delhi").
 */
import { stateFromAddressText } from "../invoicing/states.ts";
import type { Place } from "./zones.ts";

/** Former and English names of cities whose India Post district has the current name. */
const FORMER_NAMES: Record<string, string> = {
  bombay: "mumbai",
  madras: "chennai",
  calcutta: "kolkata",
  bangalore: "bengaluru",
  poona: "pune",
  gurgaon: "gurugram",
  mysore: "mysuru",
  baroda: "vadodara",
  trivandrum: "thiruvananthapuram",
  cochin: "ernakulam",
};

function words(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((word) => FORMER_NAMES[word] ?? word);
}

function containsInOrder(longer: string[], shorter: string[]): boolean {
  if (shorter.length === 0 || shorter.length > longer.length) return false;
  for (let start = 0; start + shorter.length <= longer.length; start++) {
    if (shorter.every((word, i) => longer[start + i] === word)) return true;
  }
  return false;
}

export function cityAgrees(city: string, district: string): boolean {
  const typed = words(city);
  const known = words(district);
  return containsInOrder(known, typed) || containsInOrder(typed, known);
}

export function stateAgrees(typed: string, state: string): boolean {
  const read = stateFromAddressText(typed);
  return read !== null && read.code === stateFromAddressText(state)?.code;
}

/** Which typed fields disagree with the PIN code's place; an empty field never does. */
export function placeDisagreement(typed: { city: string; state: string }, place: Place) {
  return {
    city: typed.city.trim() !== "" && !cityAgrees(typed.city, place.district),
    state: typed.state.trim() !== "" && !stateAgrees(typed.state, place.state),
  };
}
