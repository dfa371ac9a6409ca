/**
 * The order as the spec's client reads it: `_id`, rupee amounts, `products[]`, `deliveryAddress`
 * (domain/api/orders.ts `Order` and `OrderDetail`).
 */
import type { OrderDetailDto, OrderDto, OrderListItemDto, ShipmentDto } from "../../domain/api/orders.ts";
import { COD_MAX_CODE_ATTEMPTS, COD_PENDING_STATUS, codConfirmationDeadline } from "../../domain/cod.ts";
import { paiseToRupees } from "../../domain/money.ts";
import type { OrderLineRow, OrderRow, PaymentRow, ShipmentRow, StatusHistoryRow } from "../db/rows.ts";

export function toOrderDto(order: OrderRow, lines: OrderLineRow[]): OrderDto {
  return {
    _id: order.id,
    userId: order.userId,
    status: order.status,
    products: lines.map((line) => ({
      lineId: line.id,
      productId: line.productId,
      name: line.name,
      image: line.image,
      originalPrice: paiseToRupees(line.originalPricePaise),
      price: paiseToRupees(line.unitPricePaise),
      discountedPrice: paiseToRupees(line.unitPricePaise),
      discount: line.discountPercent,
      quantity: line.quantity,
      lineTotal: paiseToRupees(line.lineTotalPaise),
    })),
    deliveryAddress: {
      name: order.shipName,
      mobile: order.shipMobile,
      email: order.shipEmail,
      address: order.shipAddress,
      city: order.shipCity,
      state: order.shipState,
      pincode: order.shipPincode,
    },
    goodsTotal: paiseToRupees(order.goodsTotalPaise),
    couponCode: order.couponCode,
    couponDiscount: paiseToRupees(order.couponDiscountPaise),
    deliveryFee: paiseToRupees(order.deliveryFeePaise),
    paymentMethod: order.paymentMethod,
    codFee: paiseToRupees(order.codFeePaise),
    totalAmount: paiseToRupees(order.totalPaise),
    amountPaise: order.totalPaise,
    orderDate: new Date(order.createdAt).toISOString(),
    paidAt: order.paidAt ? new Date(order.paidAt).toISOString() : null,
  };
}

export type { OrderDetailDto, OrderDto, OrderListItemDto };

function toShipmentDto(shipment: ShipmentRow | undefined): ShipmentDto | null {
  if (!shipment) return null;
  return {
    courierName: shipment.courierName,
    awb: shipment.awb,
    courierStatus: shipment.courierStatus,
    scans: shipment.scans.map((scan) => ({
      at: new Date(scan.at).toISOString(),
      location: scan.location,
      activity: scan.activity,
    })),
    shippedAt: new Date(shipment.createdAt).toISOString(),
  };
}

/** A document's number, as the order's invoice or credit notes are read (functions/invoices/issue.ts). */
type Numbered = { number: string };
type TaxDocumentsDto = OrderListItemDto["taxDocuments"];

/** One order's invoice and credit notes (oldest first), by number; the latest note named on its own too. */
export function toTaxDocumentsDto(
  invoice: Numbered | undefined,
  creditNotes: readonly Numbered[],
): TaxDocumentsDto {
  return {
    invoice: invoice?.number ?? null,
    creditNote: creditNotes.at(-1)?.number ?? null,
    creditNotes: creditNotes.map((note) => note.number),
  };
}

/** The order as the customer's order history lists it: with its tax documents and, once shipped, its parcel. */
export function toOrderListItemDto(
  order: OrderRow,
  lines: OrderLineRow[],
  shipment: ShipmentRow | undefined,
  taxDocuments: TaxDocumentsDto,
): OrderListItemDto {
  return { ...toOrderDto(order, lines), taxDocuments, shipment: toShipmentDto(shipment) };
}

export function toOrderDetailDto(
  order: OrderRow,
  lines: OrderLineRow[],
  history: StatusHistoryRow[],
  payment: PaymentRow | undefined,
  shipment: ShipmentRow | undefined,
  taxDocuments: TaxDocumentsDto,
): OrderDetailDto {
  return {
    ...toOrderListItemDto(order, lines, shipment, taxDocuments),
    statusHistory: history.map((entry) => ({
      status: entry.status,
      kind: entry.kind,
      note: entry.note,
      at: new Date(entry.createdAt).toISOString(),
    })),
    payment: payment ? { provider: payment.provider, status: payment.status } : null,
    codConfirmation:
      order.status === COD_PENDING_STATUS
        ? {
            confirmBy: new Date(codConfirmationDeadline(order.createdAt)).toISOString(),
            triesLeft: Math.max(0, COD_MAX_CODE_ATTEMPTS - order.codCodeAttempts),
          }
        : null,
  };
}
