/**
 * Shiprocket's tracking webhook body, as its documentation's sample has it. Its own module, free of
 * the Worker's imports, so the API tests and the browser tests post the same body.
 */

/** Shiprocket's webhook body for an AWB at a status, with its scans (India time, oldest first). */
export function webhookBody(
  awb: string,
  status: string,
  statusId: number,
  at: string,
  scans: string[][] = [],
) {
  const [date, time] = at.split(" ");
  const [y, m, d] = date!.split("-");
  return {
    awb,
    courier_name: "Delhivery Surface",
    current_status: status,
    // Another list of codes than shipment_status_id's (Shiprocket's sample: 20 for IN TRANSIT's 18).
    current_status_id: statusId + 2,
    shipment_status: status,
    shipment_status_id: statusId,
    current_timestamp: `${d} ${m} ${y} ${time}`,
    order_id: "x",
    sr_order_id: 1,
    scans: scans.map(([scanAt, activity, location]) => ({
      date: scanAt,
      status: "X",
      activity,
      location,
      "sr-status": String(statusId),
      "sr-status-label": status,
    })),
    is_return: 0,
  };
}
