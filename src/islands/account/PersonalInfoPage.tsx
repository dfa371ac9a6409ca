/** `/personal_info`: the personal-information form on its own. */
import { AccountGate } from "./AccountGate.tsx";
import { PersonalInfoForm } from "./PersonalInfoForm.tsx";
import { useAccount } from "./useAccount.ts";

export default function PersonalInfoPage() {
  const { state, reload, saved } = useAccount();
  return (
    <AccountGate state={state} reload={reload}>
      {(user) => <PersonalInfoForm user={user} onSaved={saved} />}
    </AccountGate>
  );
}
