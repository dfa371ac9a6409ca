/**
 * /admin/cod: cash on delivery's admin controls. The blocklist (mobiles and PIN codes refused COD),
 * the cash collected and not yet remitted by the courier (mark it remitted), and the COD orders
 * waiting for the customer's code. The dashboard shows the same figures as counts.
 */
import { adminScreen } from "./AdminGuard.tsx";
import { CodBlocklist } from "./CodBlocklist.tsx";
import { CodCollections, CodToConfirm } from "./CodRemittances.tsx";

function CodView() {
  return (
    <>
      <h1>Cash on delivery</h1>
      <CodCollections />
      <CodToConfirm />
      <CodBlocklist />
    </>
  );
}

export default adminScreen(CodView);
