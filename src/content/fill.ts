/**
 * Content (FAQ answers, policies, About) writes business values as `{{token}}` placeholders so each
 * number lives only in src/config/business.ts. An unknown token fails the build rather than
 * showing a customer "{{typo}}".
 */
import { businessTokens } from "../config/business.ts";
import type { BusinessToken } from "./tokens.ts";

const TOKEN = /\{\{\s*([A-Za-z0-9]+)\s*\}\}/g;

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

export function fillTokens(text: string, options: { html?: boolean } = {}): string {
  return text.replace(TOKEN, (_, name: string) => {
    if (!Object.hasOwn(businessTokens, name)) throw new Error(`Unknown content token {{${name}}}`);
    const value = businessTokens[name as BusinessToken];
    return options.html ? escapeHtml(value) : value;
  });
}
