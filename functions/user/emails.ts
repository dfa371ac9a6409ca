/** The account e-mails' wording, in one place. Plain text first; the HTML mirrors it. */
import { site } from "../../src/config/site.ts";
import type { OutgoingEmail } from "../lib/outbox.ts";

const SHOP = site.name;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A plain-text letter: the greeting, the lines given (an empty one between paragraphs), the shop's name. */
const letter = (name: string, lines: string[]) =>
  [`Hello ${name},`, "", ...lines, "", `— ${SHOP}`].join("\n");

export function passwordResetEmail(
  to: string,
  name: string,
  link: string,
  validMinutes: number,
): OutgoingEmail {
  const text = letter(name, [
    `Someone (we hope you) asked to reset the password of your ${SHOP} account. Open this link to choose a new password:`,
    "",
    link,
    "",
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  ]);
  const html =
    `<p>Hello ${escapeHtml(name)},</p>` +
    `<p>Someone (we hope you) asked to reset the password of your ${SHOP} account.</p>` +
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
    `<p>The link works once and expires in ${validMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>` +
    `<p>— ${SHOP}</p>`;
  return { to, subject: `Reset your ${SHOP} password`, text, html };
}

export function passwordChangedEmail(to: string, name: string, supportUrl: string): OutgoingEmail {
  const text = letter(name, [
    `The password of your ${SHOP} account was just changed and every other signed-in device was signed out.`,
    `If this was not you, reset your password at once and contact us: ${supportUrl}`,
  ]);
  return { to, subject: `Your ${SHOP} password was changed`, text };
}

/**
 * The new address shown to the old one with most of its name hidden: enough for the owner to know
 * it, not enough to hand a stranger who reads the old mailbox a working address.
 */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const shown = email.slice(0, at < 6 ? 1 : 2);
  // Always three dots: their number would tell the name's length.
  return `${shown}•••${email.slice(at)}`;
}

/**
 * Sent to the account's address when a new one is asked for: if the owner did not ask, a new
 * password voids the request before anyone opens the link sent to the new address.
 */
export function emailChangeAskedEmail(
  to: string,
  name: string,
  newEmail: string,
  resetUrl: string,
): OutgoingEmail {
  const text = letter(name, [
    `Someone with your password asked to change the e-mail address of your ${SHOP} account to ${maskedEmail(newEmail)}. Nothing changes until the link we sent to that address is opened.`,
    `If this was not you, choose a new password now: it cancels the change. ${resetUrl}`,
  ]);
  return { to, subject: `A new e-mail address was asked for your ${SHOP} account`, text };
}

/** Sent to the old address: after the change it is the only place a stolen account can be noticed. */
export function emailChangedEmail(
  to: string,
  name: string,
  newEmail: string,
  supportUrl: string,
): OutgoingEmail {
  const text = letter(name, [
    `The e-mail address of your ${SHOP} account was just changed from this address to ${maskedEmail(newEmail)}. Order updates, invoices and password resets now go there, and log-in uses it.`,
    `If this was not you, contact us at once: ${supportUrl}`,
  ]);
  return { to, subject: `Your ${SHOP} account's e-mail address was changed`, text };
}

/**
 * To the new address an account's owner typed: the link that makes it the account's e-mail. It
 * greets nobody by name: the address is not proven the owner's yet, and nothing the account typed
 * (its name) goes to it, so the form cannot carry a stranger's words to any inbox.
 */
export function emailChangeLinkEmail(to: string, link: string, validHours: number): OutgoingEmail {
  const text = [
    "Hello,",
    "",
    `Someone (we hope you) asked to use this address for their ${SHOP} account. Open this link to confirm it:`,
    "",
    link,
    "",
    `The link works once and expires in ${validHours} hours. Until it is opened, the account keeps its current address.`,
    "If this was not you, ignore this e-mail: nothing changes.",
    "",
    `— ${SHOP}`,
  ].join("\n");
  const html =
    "<p>Hello,</p>" +
    `<p>Someone (we hope you) asked to use this address for their ${SHOP} account.</p>` +
    `<p><a href="${escapeHtml(link)}">Confirm this e-mail address</a></p>` +
    `<p>The link works once and expires in ${validHours} hours. Until it is opened, the account keeps its current address.</p>` +
    "<p>If this was not you, ignore this e-mail: nothing changes.</p>" +
    `<p>— ${SHOP}</p>`;
  return { to, subject: `Confirm your new ${SHOP} e-mail address`, text, html };
}

export function loginLinkEmail(
  to: string,
  name: string,
  link: string,
  validMinutes: number,
  resetUrl: string,
): OutgoingEmail {
  const text = letter(name, [
    `Someone (we hope you) just logged in to your ${SHOP} account with its password. The account has had many failed log-in attempts lately, so we ask for this extra step. Open this link to finish logging in:`,
    "",
    link,
    "",
    `The link works once and expires in ${validMinutes} minutes.`,
    `If this was not you, someone knows your password: choose a new one now at ${resetUrl}`,
  ]);
  const html =
    `<p>Hello ${escapeHtml(name)},</p>` +
    `<p>Someone (we hope you) just logged in to your ${SHOP} account with its password. The account has had many failed log-in attempts lately, so we ask for this extra step.</p>` +
    `<p><a href="${escapeHtml(link)}">Finish logging in</a></p>` +
    `<p>The link works once and expires in ${validMinutes} minutes.</p>` +
    `<p>If this was not you, someone knows your password: <a href="${escapeHtml(resetUrl)}">choose a new one now</a>.</p>` +
    `<p>— ${SHOP}</p>`;
  return { to, subject: `Your ${SHOP} log-in link`, text, html };
}
