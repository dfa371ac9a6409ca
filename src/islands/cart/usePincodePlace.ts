/**
 * The address form's PIN code look-up: once the PIN code is six valid digits it is checked (the
 * same check as "Check delivery"); the city (the PIN code's district) and the state are filled
 * when empty, or when they still hold what an earlier PIN code filled in; and the warning to show
 * is worked out from what is typed now, so it goes away as soon as the fields agree.
 */
import { useEffect, useRef, useState } from "react";
import type { PincodeCheckDto } from "../../../domain/api/shipping.ts";
import { messages } from "../../../domain/messages.ts";
import { isValidPincode } from "../../../domain/pincode.ts";
import { checkDelivery } from "../../lib/delivery-check.ts";

type Typed = { city: string; state: string; pincode: string };
type Matcher = typeof import("../../../domain/delivery/address-match.ts").placeDisagreement;
type Looked = { check: PincodeCheckDto; notServed: string | null; disagreement: Matcher };

export function usePincodePlace(typed: Typed, fill: (fields: Partial<Typed>) => void): string | null {
  const [looked, setLooked] = useState<Looked | null>(null);
  const filled = useRef<Partial<Typed>>({});
  // What is typed when the answer comes, not when the PIN code was.
  const latest = useRef(typed);
  latest.current = typed;
  const pincode = typed.pincode.trim();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new PIN code starts a look-up; the rest is read through refs.
  useEffect(() => {
    if (!isValidPincode(pincode)) return;
    const controller = new AbortController();
    Promise.all([
      checkDelivery(pincode, controller.signal),
      import("../../../domain/delivery/address-match.ts"),
    ])
      .then(([answer, { placeDisagreement }]) => {
        if (answer.outcome !== "served" && answer.outcome !== "not-served") return;
        const { state, district } = answer.check;
        const notServed = answer.outcome === "not-served" ? answer.message : null;
        setLooked({ check: answer.check, notServed, disagreement: placeDisagreement });
        if (!state || !district) return;
        const replaceable = (field: "city" | "state") =>
          latest.current[field].trim() === "" || latest.current[field] === filled.current[field];
        const fields: Partial<Typed> = {};
        if (replaceable("city")) fields.city = district;
        if (replaceable("state")) fields.state = state;
        filled.current = { ...filled.current, ...fields };
        if (Object.keys(fields).length > 0) fill(fields);
      })
      .catch(() => {}); // aborted by a newer PIN code, or the shop is unreachable: no warning
    return () => controller.abort();
  }, [pincode]);

  if (!looked || looked.check.pincode !== pincode) return null;
  const { state, district } = looked.check;
  const wrongPlace =
    state && district && Object.values(looked.disagreement(typed, { state, district })).some(Boolean)
      ? messages.pincodePlaceMismatch(pincode, `${district}, ${state}`)
      : null;
  return [looked.notServed, wrongPlace].filter(Boolean).join(" ") || null;
}
