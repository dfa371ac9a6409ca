/** The reward-points balance on the account page (earned on paid orders, see domain/rewards.ts). */
import { useEffect, useState } from "react";
import type { RewardPoints as Rewards, rewardPointsResponse } from "../../../domain/api/user.ts";
import { api } from "../../lib/api.ts";

export function RewardPoints() {
  const [rewards, setRewards] = useState<Rewards | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<typeof rewardPointsResponse>("/api/user/rewards", { signal: controller.signal })
      .then((body) => setRewards(body.data))
      .catch(() => setFailed(!controller.signal.aborted));
    return () => controller.abort();
  }, []);

  return (
    <section className="account-card reward-points" aria-labelledby="reward-points-title">
      <h2 id="reward-points-title">Reward points</h2>
      {rewards ? (
        <p>
          <strong data-testid="reward-points">{rewards.points}</strong> points, earned at{" "}
          {rewards.pointsPer100Rupees} point for every ₹100 of goods on your paid orders.
        </p>
      ) : (
        <p role={failed ? "alert" : "status"}>
          {failed ? "Your points could not be loaded just now." : "Loading your points…"}
        </p>
      )}
    </section>
  );
}
