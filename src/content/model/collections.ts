/**
 * The content model: every collection in src/content/, with the labels and help an editor reads in
 * the CMS and the rules the build enforces. src/content.config.ts takes the zod schemas from here,
 * src/content/model/cms-config.ts the CMS collections, so the two cannot disagree.
 */
import { RATING_MAX, RATING_MIN } from "../../../domain/review-summary.ts";
import { calendarDate, line, list, markdownBody, paragraph, shape, wholeNumber, group } from "./fields.ts";

export const faqCategory = shape({
  title: line({
    label: "Category title",
    hint: "Shown in the category list and as “<title> FAQs” above the questions.",
    max: 40,
    tokens: false,
  }),
  order: wholeNumber({
    label: "Position in the category list",
    hint: "1 is shown first (and open when the FAQ page loads).",
    min: 1,
    max: 20,
  }),
  questions: list({
    label: "Questions",
    singular: "question",
    summary: "{{fields.question}}",
    hint: "In the order they appear. Drag to reorder; a customer opens one answer at a time.",
    min: 1,
    max: 30,
    item: {
      question: line({ label: "Question", hint: "As a customer would ask it.", max: 200, tokens: true }),
      answer: paragraph({
        label: "Answer",
        hint: "Plain text, shown when the question is opened.",
        max: 1500,
        tokens: true,
      }),
    },
  }),
});

const pageTitle = line({
  label: "Page title",
  hint: "The heading and the browser tab's title.",
  max: 80,
  tokens: false,
});
const pageDescription = paragraph({
  label: "Search description",
  hint: "One or two sentences shown by search engines and link previews (about 160 characters read best).",
  max: 300,
  tokens: true,
});

export const policy = shape({
  title: pageTitle,
  description: pageDescription,
  updated: calendarDate({
    label: "Last updated",
    hint: "Shown as “Last updated” under the title: change it when the policy's terms change.",
  }),
});
export const policyBody = markdownBody({
  label: "Policy text",
  hint: "Markdown: ## for a section heading, - for a list item, **bold**.",
  max: 20000,
});

export const aboutSection = shape({ title: pageTitle, description: pageDescription });
export const aboutBody = markdownBody({
  label: "Text",
  hint: "Markdown: a blank line between paragraphs, **bold**.",
  max: 10000,
});

/** The landing page's testimonials (written with customers' permission; not product reviews). */
export const testimonialsFile = shape({
  reviews: list({
    label: "Testimonials",
    singular: "testimonial",
    summary: "{{fields.name}}, {{fields.location}}",
    hint: "The landing page's carousel shows them in this order, three at a time. Drag to reorder.",
    min: 3,
    max: 10,
    item: {
      text: paragraph({
        label: "What they said",
        hint: "In their words, without quotation marks.",
        max: 400,
        tokens: true,
      }),
      name: line({ label: "Name", hint: "As they agreed to be named.", max: 60, tokens: false }),
      location: line({
        label: "Place",
        hint: "City and state, e.g. Pune, Maharashtra.",
        max: 60,
        tokens: false,
      }),
      rating: wholeNumber({
        label: "Stars",
        hint: `${RATING_MIN} to ${RATING_MAX}, shown as stars.`,
        min: RATING_MIN,
        max: RATING_MAX,
      }),
    },
  }),
});

export const productUsesFile = shape({
  uses: list({
    label: "Uses",
    singular: "use",
    summary: "{{fields.text}}",
    hint: "The product page shows the first four; “Read More” shows the rest. Drag to reorder.",
    min: 4,
    max: 12,
    item: { text: line({ label: "Use", hint: "One short sentence.", max: 140, tokens: true }) },
  }),
});

const settingText = (label: string, hint: string, max: number) => line({ label, hint, max, tokens: false });

/**
 * The business promises an editor may change. Every page, FAQ answer and policy that states one
 * reads it from here (src/config/business.ts), so changing it here changes it everywhere.
 */
export const businessSettings = shape({
  supportHours: settingText(
    "Customer care hours",
    "Shown in the footer, on the Contact page and wherever {{supportHours}} is written.",
    80,
  ),
  responseTime: settingText(
    "How soon we reply",
    "Completes “We reply …”, e.g. “within 24 hours” ({{responseTime}}).",
    60,
  ),
  returnWindowDays: wholeNumber({
    label: "Return window (days after delivery)",
    hint: "Unopened, sealed packs may be returned within this many days ({{returnWindowDays}}): the landing page, FAQ and refund policy all say it.",
    min: 1,
    max: 365,
  }),
  damageReportDays: wholeNumber({
    label: "Days to report a damaged or wrong item",
    hint: "Counted from delivery ({{damageReportDays}}).",
    min: 1,
    max: 30,
  }),
  refundInitiatedBusinessDays: wholeNumber({
    label: "Business days until we issue a refund",
    hint: "After a return arrives or an order is cancelled ({{refundInitiatedDays}}).",
    min: 1,
    max: 30,
  }),
  refundTimes: list({
    label: "How long a refund takes to arrive",
    singular: "payment method",
    summary: "{{fields.method}}: {{fields.time}}",
    hint: "By payment method, once we have issued it ({{refundTimes}}).",
    min: 1,
    max: 8,
    item: {
      method: settingText("Payment method", "e.g. UPI and wallets.", 60),
      time: settingText("Time", "e.g. 1–3 business days.", 60),
    },
  }),
  shipping: group({
    label: "Delivery option",
    hint: "The one delivery option the shop sells. Its fee and free-delivery threshold are prices, set in the code with the cart's rules; its days and dispatch cut-off come from the delivery zones (src/config/delivery.ts).",
    fields: {
      name: settingText("Name", "e.g. Standard delivery ({{shippingName}}).", 60),
    },
  }),
});
