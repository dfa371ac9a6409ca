/**
 * The names content may write as `{{token}}` placeholders for business values (src/content/fill.ts
 * fills them from src/config/business.ts, which must give every one a value). Kept apart from the
 * values so the content schemas can check names without importing the settings they validate.
 */
export const BUSINESS_TOKEN_NAMES = [
  "brand",
  "supportEmail",
  "supportPhone",
  "supportHours",
  "responseTime",
  "companyAddress",
  "legalName",
  "gstin",
  "grievanceOfficerName",
  "grievanceOfficerDesignation",
  "grievanceOfficerEmail",
  "grievanceOfficerPhone",
  "grievanceAcknowledge",
  "grievanceResolve",
  "returnWindowDays",
  "damageReportDays",
  "refundInitiatedDays",
  "refundTimes",
  "deliveryFee",
  "freeDeliveryThreshold",
  "codFee",
  "codMaxOrderTotal",
  "codConfirmationHours",
  "codMaxCodeAttempts",
  "codRtoLockoutDays",
  "paymentWindowMinutes",
  "shippingName",
  "shippingTime",
  "dispatchCutoff",
  "minimumAge",
  "taxRecordsRetentionYears",
  "contactMessageRetentionYears",
  "emailCopyRetentionDays",
  "rewardPointsPer100",
  "minQuantity",
  "maxDiscountPercent",
  "quantityTiers",
] as const;

export type BusinessToken = (typeof BUSINESS_TOKEN_NAMES)[number];
