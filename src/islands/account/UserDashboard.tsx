/** `/UserDashboard`: the personal-information form and a settings view, as two tabs (docs/product.md#pages). */
import { type ReactNode, useState } from "react";
import { AccountGate } from "./AccountGate.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { PersonalInfoForm } from "./PersonalInfoForm.tsx";
import { useAccount } from "./useAccount.ts";

const TABS = [
  { id: "personal", label: "Personal information" },
  { id: "settings", label: "Settings" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/** A tab's panel, named by its tab; hidden (not unmounted) while another tab is chosen. */
function TabPanel({ tab, shown, children }: { tab: Tab; shown: boolean; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`panel-${tab}`}
      aria-labelledby={`tab-${tab}`}
      className="tab-panel"
      hidden={!shown}
    >
      {children}
    </div>
  );
}

export default function UserDashboard() {
  const { state, reload, saved } = useAccount();
  const [tab, setTab] = useState<Tab>("personal");
  return (
    <AccountGate state={state} reload={reload}>
      {(user) => (
        <>
          <p className="dashboard-greeting">Welcome back, {user.name}.</p>
          <div className="tabs" role="tablist" aria-label="Account sections">
            {TABS.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                id={`tab-${item.id}`}
                aria-selected={tab === item.id}
                aria-controls={`panel-${item.id}`}
                className="tab"
                onClick={() => setTab(item.id)}
              >
                {item.label}
              </button>
            ))}
          </div>
          {/* Both panels stay mounted (the other one hidden), so switching tabs keeps what was typed. */}
          <TabPanel tab="personal" shown={tab === "personal"}>
            <PersonalInfoForm user={user} onSaved={saved} />
          </TabPanel>
          <TabPanel tab="settings" shown={tab === "settings"}>
            <div className="settings">
              <section className="settings-block" aria-labelledby="sign-in-details">
                <h2 id="sign-in-details">Sign-in details</h2>
                <p>
                  Email: <strong>{user.email}</strong> — <a href="/edit_profile">change email or phone</a>
                </p>
              </section>
              <ChangePasswordForm />
              <p>
                <a className="button secondary" href="/user-logout">
                  Log out
                </a>
              </p>
            </div>
          </TabPanel>
        </>
      )}
    </AccountGate>
  );
}
