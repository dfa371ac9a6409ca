/** `/user_profile`: the signed-in user's name and e-mail, Edit Profile, and the account tiles. */
import { accountTiles } from "../../config/account.ts";
import { RewardPoints } from "./RewardPoints.tsx";
import { AccountGate } from "./AccountGate.tsx";
import { useAccount } from "./useAccount.ts";

export default function AccountOverview() {
  const { state, reload } = useAccount();
  return (
    <AccountGate state={state} reload={reload}>
      {(user) => (
        <>
          <section className="account-card" aria-labelledby="account-name">
            <div className="avatar" aria-hidden="true">
              {user.name.trim().charAt(0).toUpperCase() || "?"}
            </div>
            <div className="account-who">
              <h2 id="account-name">{user.name}</h2>
              <p className="account-email">{user.email}</p>
              {user.phone && <p className="account-email">{user.phone}</p>}
            </div>
            <a className="button secondary" href="/edit_profile">
              Edit Profile
            </a>
          </section>
          <RewardPoints />
          <ul className="account-tiles">
            {accountTiles.map((tile) => (
              <li key={tile.href}>
                <a href={tile.href}>
                  <strong>{tile.label}</strong>
                  <span>{tile.description}</span>
                </a>
              </li>
            ))}
          </ul>
          <p>
            <a href="/UserDashboard">Personal information and settings</a>
          </p>
        </>
      )}
    </AccountGate>
  );
}
