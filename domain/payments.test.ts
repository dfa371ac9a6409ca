import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES, refundNoticeOf } from "./payments.ts";

describe("refundNoticeOf", () => {
  it("tells of a refund made, one to follow, and nothing for a payment that was not refunded", () => {
    expect(Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, refundNoticeOf(status)]))).toEqual({
      created: null,
      captured: null,
      failed: null,
      refund_pending: "toFollow",
      refund_failed: "toFollow",
      refunded: "refunded",
    });
    expect(refundNoticeOf(undefined)).toBeNull();
  });
});
