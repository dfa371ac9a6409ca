/**
 * The e-mail a Contact Us sender gets at once: the ticket number, and the grievance promise
 * (acknowledged within 48 hours — this e-mail is the acknowledgement — and resolved within one
 * month, with the date). It never repeats what was written: anyone can type any address into the
 * form, and an acknowledgement that quoted the message would let strangers send their own text
 * from the shop's address.
 */
import { formatLongDate, resolveByDate } from "../../domain/contact-tickets.ts";
import { shopDate } from "../../domain/shop-time.ts";
import { RESPONSE_TIME, SUPPORT_HOURS } from "../../src/config/business.ts";
import { GRIEVANCE_OFFICER, GRIEVANCE_RESOLVE_MONTHS, grievancePromise } from "../../src/config/seller.ts";
import { site } from "../../src/config/site.ts";
import type { OutgoingEmail } from "../lib/outbox.ts";

export function contactAcknowledgement(
  to: string,
  ticket: string,
  receivedAtMs: number,
  siteUrl: string,
): OutgoingEmail {
  const received = formatLongDate(shopDate(receivedAtMs));
  const resolveBy = formatLongDate(resolveByDate(receivedAtMs, GRIEVANCE_RESOLVE_MONTHS));
  const officer = GRIEVANCE_OFFICER;
  return {
    to,
    subject: `We have your message: ticket ${ticket}`,
    text: [
      "Hello,",
      "",
      `Thank you for writing to ${site.name}. Your message reached us on ${received} and its ticket number is ${ticket}. Please quote it whenever you write or call us about it.`,
      "",
      `This e-mail is our acknowledgement. We reply ${RESPONSE_TIME} (${SUPPORT_HOURS}). If your message is a complaint, we resolve it ${grievancePromise.resolve} of receiving it, that is by ${resolveBy}.`,
      "",
      `Customer care: ${site.supportEmail}, ${site.supportPhone} (${SUPPORT_HOURS})`,
      `Grievance officer: ${officer.name}, ${officer.designation}, ${officer.email}, ${officer.phone}`,
      `Who we are and how we handle complaints: ${siteUrl}/legal`,
      "",
      "For your privacy this e-mail does not repeat what you wrote. If you did not write to us, please ignore it.",
      "",
      `— ${site.name} (${site.address})`,
    ].join("\n"),
  };
}
