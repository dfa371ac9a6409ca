/** What customers and admins read about cash on delivery (domain/cod.ts has the rules). */
import {
  COD_CODE_DIGITS,
  COD_CONFIRMATION_WINDOW_HOURS,
  COD_MAX_ORDER_TOTAL_PAISE,
  COD_MOBILES_PER_ACCOUNT_PER_DAY,
  COD_ORDERS_PER_ACCOUNT_PER_DAY,
  COD_ORDERS_PER_MOBILE_PER_DAY,
  COD_RTO_LOCKOUT_DAYS,
  type CodRefusal,
} from "./cod.ts";
import { formatINR } from "./money.ts";

/** Why COD is not offered, one sentence per reason, said to the customer as it is. */
export const codRefusalMessages: Record<CodRefusal, string> = {
  pincode: "Cash on delivery is not available for this PIN code. Please pay online.",
  total: `Cash on delivery is available for orders up to ${formatINR(COD_MAX_ORDER_TOTAL_PAISE)}. Please pay online.`,
  recent_rto: `Cash on delivery is not available on this account for ${COD_RTO_LOCKOUT_DAYS} days after a cash-on-delivery parcel was refused. Please pay online.`,
  blocklisted: "Cash on delivery is not available for this phone number or PIN code. Please pay online.",
  undelivered_cod:
    "You already have a cash-on-delivery order on its way. Please pay online, or wait until it is delivered.",
};

export const codMessages = {
  tooManyMobiles: `Cash on delivery can be asked for ${COD_MOBILES_PER_ACCOUNT_PER_DAY} different mobile numbers a day (delivery numbers and the phone on your profile), and this account has reached that. Please pay online, or use the numbers you have used today.`,
  tooManyCodOrders: `This account has placed ${COD_ORDERS_PER_ACCOUNT_PER_DAY} cash-on-delivery orders today, each sent a confirmation code. Please pay online, or try again tomorrow.`,
  tooManyCodesToMobile: `This mobile number has been sent ${COD_ORDERS_PER_MOBILE_PER_DAY} cash-on-delivery codes today. Please pay online, or try again tomorrow.`,
  placed: (shortId: string) =>
    `Order ${shortId} placed for cash on delivery. Enter the ${COD_CODE_DIGITS}-digit code we sent to your mobile to confirm it.`,
  codeFormat: `Please enter the ${COD_CODE_DIGITS}-digit code we sent you.`,
  codeWrong: (left: number) =>
    `That code is not right. ${left === 1 ? "1 try is" : `${left} tries are`} left before the order is cancelled.`,
  tooManyWrongCodes:
    "That code is not right, and that was the last try: the order has been cancelled. You have not been charged.",
  confirmationExpired: `This order was not confirmed within ${COD_CONFIRMATION_WINDOW_HOURS} hours, so it has been cancelled. You have not been charged.`,
  /** The cancellation e-mail's note when the confirmation window ran out. */
  expiredNote: `It was not confirmed with the code we sent by SMS within ${COD_CONFIRMATION_WINDOW_HOURS} hours, so nothing will be sent and nothing is owed. You are welcome to order again.`,
  notAwaitingConfirmation: (status: string) => `This order is ${status} now; it needs no code.`,
  confirmed: (shortId: string) => `Thank you! Order ${shortId} is confirmed. Pay in cash when it arrives.`,
  smsText: (shortId: string, code: string) =>
    `${code} is the code to confirm your Asthiveda cash-on-delivery order ${shortId}. It expires in ${COD_CONFIRMATION_WINDOW_HOURS} hours. Do not share it.`,
  blockExists: "This phone number or PIN code is already on the COD blocklist.",
  blockNotFound: "No COD blocklist entry has this id.",
  blockPhoneInvalid: "Please enter a 10-digit Indian mobile number.",
  blockPincodeInvalid: "Please enter a 6-digit PIN code.",
  remittedNone: "None of these orders has cash collected that is waiting for remittance.",
} as const;
