/**
 * `/user_profile`: the signed-in user's name and e-mail, Edit Profile, the account tiles, and the
 * customer's data rights (download, delete; decision 022). Once the account is deleted, only the
 * confirmation stays.
 */
import { useState } from "react";
import { accountTiles } from "../../config/account.ts";
import { DeleteAccount } from "./DeleteAccount.tsx";
import { DownloadMyData } from "./DownloadMyData.tsx";
import { RewardPoints } from "./RewardPoints.tsx";
import { AccountGate } from "./AccountGate.tsx";
import { useAccount } from "./useAccount.ts";

export default function AccountOverview() {
  const { state, reload } = useAccount();
  const [deleted, setDeleted] = useState<string | null>(null);
  if (deleted) {
    return (
      <section className="account-card account-deleted" aria-labelledby="account-deleted-title">
        <h2 id="account-deleted-title">Account deleted</h2>
        <p role="status">{deleted}</p>
        <a className="button" href="/">
          Back to the shop
        </a>
      </section>
    );
  }
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
          <section className="account-card data-rights" aria-labelledby="data-rights-title">
            <h2 id="data-rights-title">Your data</h2>
            <DownloadMyData />
            <DeleteAccount onDeleted={setDeleted} />
          </section>
        </>
      )}
    </AccountGate>
  );
}
