/**
 * The company's registered office, in parts: tax invoices print it line by line with its state,
 * pages print `site.address`, which is made from it.
 */
export const registeredOffice = {
  legalName: "Asthiveda Wellness Pvt. Ltd.",
  street: "14 Ayur Vihar",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
  country: "India",
} as const;

/** The registered office's address in one line, without the company's name. */
export const registeredOfficeAddress = `${registeredOffice.street}, ${registeredOffice.city}, ${registeredOffice.state} ${registeredOffice.pincode}, ${registeredOffice.country}`;

/**
 * Who the shop is and how to reach it: every page reads these, nothing repeats them. Care hours and
 * the reply time are editors' settings (src/config/business.ts).
 */
export const site = {
  name: "Asthiveda",
  tagline: "Ayurvedic care for bones, joints and muscles",
  description:
    "Asthiveda Joint & Bone Care Powder: an Ayurvedic herbal blend traditionally used to support bones, joints and muscles. Made in India, sold in rupees, delivered to your door.",
  supportEmail: "care@asthiveda.in",
  supportPhone: "+91 98765 43210",
  address: `${registeredOffice.legalName}, ${registeredOfficeAddress}`,
  social: {
    facebook: "https://www.facebook.com/asthiveda",
    instagram: "https://www.instagram.com/asthiveda",
    linkedin: "https://www.linkedin.com/company/asthiveda",
  },
} as const;
