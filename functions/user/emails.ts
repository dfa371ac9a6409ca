/** The account e-mails' wording, in one place. Plain text first; the HTML mirrors it. */
import type { OutgoingEmail } from "../lib/outbox.ts";

const SHOP = "Asthiveda";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function passwordResetEmail(
  to: string,
  name: string,
  link: string,
  validMinutes: number,
): OutgoingEmail {
  const text = [
    `Hello ${name},`,
    "",
    `Someone (we hope you) asked to reset the password of your ${SHOP} account. Open this link to choose a new password:`,
    "",
    link,
    "",
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    "",
    `— ${SHOP}`,
  ].join("\n");
  const html =
    `<p>Hello ${escapeHtml(name)},</p>` +
    `<p>Someone (we hope you) asked to reset the password of your ${SHOP} account.</p>` +
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
    `<p>The link works once and expires in ${validMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>` +
    `<p>— ${SHOP}</p>`;
  return { to, subject: `Reset your ${SHOP} password`, text, html };
}

export function passwordChangedEmail(to: string, name: string, supportUrl: string): OutgoingEmail {
  const text = [
    `Hello ${name},`,
    "",
    `The password of your ${SHOP} account was just changed and every other signed-in device was signed out.`,
    `If this was not you, reset your password at once and contact us: ${supportUrl}`,
    "",
    `— ${SHOP}`,
  ].join("\n");
  return { to, subject: `Your ${SHOP} password was changed`, text };
}

export function loginLinkEmail(
  to: string,
  name: string,
  link: string,
  validMinutes: number,
  resetUrl: string,
): OutgoingEmail {
  const text = [
    `Hello ${name},`,
    "",
    `Someone (we hope you) just logged in to your ${SHOP} account with its password. The account has had many failed log-in attempts lately, so we ask for this extra step. Open this link to finish logging in:`,
    "",
    link,
    "",
    `The link works once and expires in ${validMinutes} minutes.`,
    `If this was not you, someone knows your password: choose a new one now at ${resetUrl}`,
    "",
    `— ${SHOP}`,
  ].join("\n");
  const html =
    `<p>Hello ${escapeHtml(name)},</p>` +
    `<p>Someone (we hope you) just logged in to your ${SHOP} account with its password. The account has had many failed log-in attempts lately, so we ask for this extra step.</p>` +
    `<p><a href="${escapeHtml(link)}">Finish logging in</a></p>` +
    `<p>The link works once and expires in ${validMinutes} minutes.</p>` +
    `<p>If this was not you, someone knows your password: <a href="${escapeHtml(resetUrl)}">choose a new one now</a>.</p>` +
    `<p>— ${SHOP}</p>`;
  return { to, subject: `Your ${SHOP} log-in link`, text, html };
}
