/**
 * Delivery promises, each defined once: where parcels leave from, the dispatch cut-off, the
 * delivery zones with their transit times and whether cash on delivery is offered there, and how
 * long a courier's answer about a PIN code is trusted. domain/delivery/ turns these into dates;
 * the courier boundary (functions/lib/courier.ts) asks about the same pickup PIN code.
 * Why these numbers and how zones are decided: docs/decisions/016-delivery-pin-codes-zones-dates.md.
 */
import type { DispatchRules } from "../../domain/delivery/dates.ts";
import type { DeliveryZoneId, Geography, ZoneTerms } from "../../domain/delivery/zones.ts";
import { registeredOffice } from "./site.ts";

/** Parcels are packed and handed to the courier at the registered office (Pune). */
export const PICKUP_PINCODE: string = registeredOffice.pincode;

/**
 * Orders paid before 2 PM (India time) on a working day are dispatched the same day; Sundays
 * (weekday 0) are neither dispatch nor delivery days.
 */
export const DISPATCH_RULES: DispatchRules = { cutoffHour: 14, nonWorkingWeekdays: [0] };

/** Transit times in working days after dispatch, and whether cash on delivery is offered. */
export const DELIVERY_ZONES: Record<DeliveryZoneId, ZoneTerms> = {
  sameCity: { label: "Same city", transitDays: { from: 1, to: 2 }, cod: true },
  sameState: { label: "Same state", transitDays: { from: 2, to: 3 }, cod: true },
  metroToMetro: { label: "Metro to metro", transitDays: { from: 2, to: 4 }, cod: true },
  restOfIndia: { label: "Rest of India", transitDays: { from: 3, to: 6 }, cod: true },
  // Long surface routes, few couriers and many returned parcels: prepaid only.
  northEastAndIslands: {
    label: "North-east, J&K, Ladakh and islands",
    transitDays: { from: 5, to: 9 },
    cod: false,
  },
};

/**
 * Which places count as metros and which as the north-east and islands. Names are the bundled PIN
 * code table's (India Post's districts); scripts/pincodes.test.ts checks each exists.
 */
export const DELIVERY_GEOGRAPHY: Geography = {
  metros: [
    { state: "Delhi", districts: "all" },
    { state: "Maharashtra", districts: ["Mumbai", "Mumbai Suburban", "Thane", "Pune"] },
    { state: "Karnataka", districts: ["Bengaluru Urban"] },
    { state: "Tamil Nadu", districts: ["Chennai"] },
    { state: "West Bengal", districts: ["Kolkata"] },
    { state: "Telangana", districts: ["Hyderabad", "Medchal Malkajgiri", "Ranga Reddy"] },
    { state: "Gujarat", districts: ["Ahmadabad"] },
  ],
  northEastAndIslands: [
    "Arunachal Pradesh",
    "Assam",
    "Manipur",
    "Meghalaya",
    "Mizoram",
    "Nagaland",
    "Sikkim",
    "Tripura",
    "Jammu and Kashmir",
    "Ladakh",
    "Andaman and Nicobar Islands",
    "Lakshadweep",
  ],
};

/** The parcel a PIN code check asks a courier about: one 30-sachet pack, boxed. */
export const CHECK_PARCEL_WEIGHT_KG = 0.5;

/** A courier's answer about a PIN code is reused for a day, then asked again. */
export const COURIER_ANSWER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How long a PIN code check waits for the courier (log-in included) before answering from the
 * bundled table instead: a shopper is waiting for the answer.
 */
export const COURIER_CHECK_TIMEOUT_MS = 2_500;

/**
 * How long browsers and shared caches may keep a PIN code answer. Dates move at the cut-off and at
 * midnight, so an answer is never kept past the next of those either (domain/delivery/dates.ts).
 */
export const PINCODE_ANSWER_MAX_AGE_SECONDS = 300;

/**
 * The parcel an order ships in, as the courier is told it when booking (Shiprocket needs weight
 * and box size; it bills on the greater of the weight and the box's volumetric weight). An order
 * counts sachets; they are packed `unitsPerPack` to a carton of the same size for every product,
 * so a pack's size lives here rather than per product: one pack weighs `packWeightKg` packed, the
 * box adds `boxWeightKg`, and the order takes the smallest box holding its packs (the last box
 * takes any number: the packer adds a carton).
 */
export const PARCEL = {
  unitsPerPack: 30,
  packWeightKg: 0.2,
  boxWeightKg: 0.1,
  boxes: [
    { maxPacks: 2, lengthCm: 20, breadthCm: 15, heightCm: 8 },
    { maxPacks: 6, lengthCm: 25, breadthCm: 20, heightCm: 15 },
    { maxPacks: Number.POSITIVE_INFINITY, lengthCm: 40, breadthCm: 30, heightCm: 20 },
  ],
} as const;

/** How long booking a shipment waits for the courier (each call) before saying it is down. */
export const COURIER_BOOKING_TIMEOUT_MS = 8_000;

/**
 * The reconcile job (cron): a parcel with the courier whose tracking has said nothing for this long
 * is asked about; after a failed ask the next waits twice as long, up to the maximum.
 */
export const TRACKING_RECONCILE = {
  quietHours: 12,
  firstRetryMinutes: 30,
  maxRetryHours: 24,
} as const;
