/**
 * A tax invoice or credit note as a PDF (CGST Rules, rules 46 and 53), drawn with pdf-lib in the
 * Worker. It prints the document it is given and decides nothing: every figure was worked out by
 * domain/invoicing. The same document always gives the same bytes (dates from the document, fixed
 * font names, no random ids), so a stored PDF can be checked against a re-render.
 */
import { PDFDocument } from "@cantoo/pdf-lib";
import type { PostalAddress, TaxDocument } from "../../domain/invoicing/document.ts";
import { Canvas, MUTED, WARNING } from "./canvas.ts";
import { embedFonts } from "./fonts.ts";
import { creditTable, invoiceTable } from "./line-tables.ts";
import { date, rupees, stateWithCode } from "./print-format.ts";
import { Typesetter, type TextStyle } from "./typesetter.ts";

const BODY: TextStyle = { size: 8.5 };
const SMALL: TextStyle = { size: 7.5 };
const LABEL: TextStyle = { size: 7.5, color: MUTED };
const STRONG: TextStyle = { size: 8.5, bold: true };

/** Where a value starts to the right of its label. */
const VALUE_INDENT = 78;

/** Kept clear of the seller's block for the title on the right. */
const TITLE_ROOM = 150;

const TITLES = { invoice: "TAX INVOICE", "credit-note": "CREDIT NOTE" } as const;

export async function renderTaxDocumentPdf(document: TaxDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const issued = new Date(document.issuedAtMs);
  pdf.setTitle(`${document.kind === "invoice" ? "Tax invoice" : "Credit note"} ${document.number}`);
  pdf.setAuthor(document.seller.legalName);
  pdf.setSubject(`Order ${document.order.reference}`);
  pdf.setCreator(document.seller.tradeName);
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  const canvas = new Canvas(pdf, new Typesetter(await embedFonts(pdf)));
  header(canvas, document);
  facts(canvas, document);
  parties(canvas, document);
  if (document.kind === "invoice") invoiceTable(canvas, document);
  else creditTable(canvas, document);
  totals(canvas, document);
  closing(canvas, document);
  canvas.footers(`${document.seller.legalName} · GSTIN ${document.seller.gstin} · ${document.number}`, {
    size: 7,
  });
  return pdf.save();
}

function header(canvas: Canvas, doc: TaxDocument) {
  const { seller } = doc;
  const top = canvas.y;
  canvas.line(TITLES[doc.kind], { size: 15, bold: true }, canvas.right, "right");
  canvas.line("Original for recipient", LABEL, canvas.right, "right");
  canvas.y = top;
  const width = canvas.width - TITLE_ROOM;
  canvas.paragraph(seller.legalName, { size: 12, bold: true }, width);
  if (seller.tradeName !== seller.legalName) canvas.paragraph(`Trading as ${seller.tradeName}`, BODY, width);
  for (const line of seller.addressLines) canvas.paragraph(line, BODY, width);
  canvas.line(`State: ${stateWithCode(seller.state)}`, BODY);
  canvas.line(`GSTIN: ${seller.gstin}`, STRONG);
  canvas.line(`${seller.email} · ${seller.phone}`, SMALL);
  if (seller.specimen) {
    canvas.gap(4);
    canvas.paragraph(
      "SPECIMEN, NOT A VALID TAX DOCUMENT: the seller's GSTIN is the repository's placeholder. Set the company's real GSTIN in src/config/seller.ts.",
      { size: 8.5, bold: true, color: WARNING },
    );
  }
  canvas.gap(6);
  canvas.rule(canvas.y, 0.8);
}

/** Label and value pairs in two columns. */
function facts(canvas: Canvas, doc: TaxDocument) {
  const numberLabel = doc.kind === "invoice" ? "Invoice no." : "Credit note no.";
  const dateLabel = doc.kind === "invoice" ? "Invoice date" : "Credit note date";
  const left: [string, string][] = [
    [numberLabel, doc.number],
    [dateLabel, date(doc.issuedAtMs)],
  ];
  if (doc.kind === "credit-note")
    left.push(["Against invoice", `${doc.invoice.number} dated ${date(doc.invoice.issuedAtMs)}`]);
  left.push(["Order", `${doc.order.reference} placed ${date(doc.order.placedAtMs)}`]);
  const right: [string, string][] = [
    ["Place of supply", stateWithCode(doc.placeOfSupply)],
    [
      "Supply",
      doc.supplyType === "intra-state"
        ? `Within the state: CGST + ${doc.localTaxName}`
        : "Between states: IGST",
    ],
    ["Reverse charge", "No"],
  ];
  canvas.gap(4);
  const top = canvas.y;
  const half = canvas.width / 2;
  const column = (pairs: [string, string][], x: number) => {
    canvas.y = top;
    for (const [label, value] of pairs) {
      canvas.pieces([
        { text: label, style: LABEL, x },
        { text: value, style: STRONG, x: x + VALUE_INDENT },
      ]);
    }
    return canvas.y;
  };
  const bottom = Math.min(column(left, canvas.left), column(right, canvas.left + half));
  canvas.y = bottom;
  if (doc.kind === "credit-note") {
    const [first = "", ...rest] = canvas.type.wrap(doc.reason, canvas.width - VALUE_INDENT, STRONG);
    canvas.pieces([
      { text: "Reason", style: LABEL, x: canvas.left },
      { text: first, style: STRONG, x: canvas.left + VALUE_INDENT },
    ]);
    for (const line of rest) canvas.line(line, STRONG, canvas.left + VALUE_INDENT);
  }
  canvas.gap(6);
  canvas.rule(canvas.y);
}

function addressBlock(
  canvas: Canvas,
  heading: string,
  name: string,
  address: PostalAddress,
  x: number,
  width: number,
) {
  canvas.line(heading, LABEL, x);
  canvas.paragraph(name, STRONG, width, x);
  for (const line of address.lines) canvas.paragraph(line, BODY, width, x);
  canvas.paragraph(`${address.city} ${address.pincode}`.trim(), BODY, width, x);
  canvas.line(`State: ${stateWithCode(address.state)}`, BODY, x);
}

function parties(canvas: Canvas, doc: TaxDocument) {
  canvas.gap(4);
  const top = canvas.y;
  const half = canvas.width / 2;
  addressBlock(
    canvas,
    "Billed to",
    doc.customer.billing.name || doc.customer.name,
    doc.customer.billing,
    canvas.left,
    half - 12,
  );
  const leftBottom = canvas.y;
  canvas.y = top;
  addressBlock(
    canvas,
    "Shipped to",
    doc.customer.delivery.name || doc.customer.name,
    doc.customer.delivery,
    canvas.left + half,
    half - 12,
  );
  canvas.y = Math.min(leftBottom, canvas.y);
  canvas.gap(10);
}

/** The tax summary on the right, the amount in words on the left. */
function totals(canvas: Canvas, doc: TaxDocument) {
  const t = doc.totals;
  const rows: [string, string][] = [["Taxable value", rupees(t.taxablePaise)]];
  if (doc.supplyType === "intra-state") {
    rows.push(["CGST", rupees(t.cgstPaise)], [doc.localTaxName, rupees(t.sgstPaise)]);
  } else {
    rows.push(["IGST", rupees(t.igstPaise)]);
  }
  const totalLabel = doc.kind === "invoice" ? "Invoice total" : "Total credited";
  canvas.gap(6);
  canvas.ensure(BODY.size * 1.4 * (rows.length + 2) + 30);
  const top = canvas.y;
  const labelX = canvas.right - 170;
  for (const [label, value] of rows) {
    canvas.pieces([
      { text: label, style: BODY, x: labelX },
      { text: value, style: BODY, x: canvas.right, align: "right" },
    ]);
  }
  const big: TextStyle = { size: 10, bold: true };
  canvas.pieces([
    { text: totalLabel, style: big, x: labelX },
    { text: rupees(t.totalPaise), style: big, x: canvas.right, align: "right" },
  ]);
  const rightBottom = canvas.y;

  canvas.y = top;
  const width = canvas.width - 190;
  canvas.line(doc.kind === "invoice" ? "Amount in words" : "Amount credited in words", LABEL);
  canvas.paragraph(doc.amountInWords, STRONG, width);
  if (doc.kind === "invoice" && doc.coupon) {
    canvas.gap(3);
    canvas.paragraph(
      `Coupon ${doc.coupon.code}: ${rupees(doc.coupon.discountPaise)} off the goods, included in Discount, shared across the items in proportion to their value.`,
      SMALL,
      width,
    );
  }
  canvas.y = Math.min(canvas.y, rightBottom);
  canvas.gap(8);
  canvas.rule(canvas.y);
}

function closing(canvas: Canvas, doc: TaxDocument) {
  canvas.ensure(70);
  canvas.gap(2);
  const top = canvas.y;
  if (doc.kind === "invoice") canvas.line("Tax is not payable on reverse charge.", BODY);
  canvas.line("Prices include GST. Figures are in Indian rupees.", SMALL);
  canvas.paragraph(
    "This is a computer-generated document and needs no physical signature.",
    SMALL,
    canvas.width - 200,
  );
  const leftBottom = canvas.y;
  canvas.y = top;
  canvas.line(`For ${doc.seller.legalName}`, STRONG, canvas.right, "right");
  canvas.gap(22);
  canvas.line("Authorised signatory", BODY, canvas.right, "right");
  canvas.y = Math.min(leftBottom, canvas.y);
}
