/** `/personal_info`: the personal-information form on its own. */
import { AccountGate } from "./AccountGate";
import { PersonalInfoForm } from "./PersonalInfoForm";
import { useAccount } from "./useAccount";

export default function PersonalInfoPage() {
  const { state, reload, saved } = useAccount();
  return (
    <AccountGate state={state} reload={reload}>
      {(user) => <PersonalInfoForm user={user} onSaved={saved} />}
    </AccountGate>
  );
}
