/**
 * The Contact Us form's lengths and the phone number's digits. No zod here, so the messages that
 * state them (messages.ts) can import them; the form's schema adds the e-mail's (schemas.ts).
 */
export const CONTACT_TEXT_LIMITS = {
  address: 500,
  message: 2000,
  phoneDigitsMin: 6,
  phoneDigitsMax: 15,
} as const;
