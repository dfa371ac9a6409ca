/** `/personal_info`: the personal-information form on its own. */
import { AccountForm } from "./AccountGate.tsx";
import { PersonalInfoForm } from "./PersonalInfoForm.tsx";

export default function PersonalInfoPage() {
  return <AccountForm form={PersonalInfoForm} />;
}
