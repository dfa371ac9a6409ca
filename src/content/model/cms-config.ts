/**
 * Decap CMS's configuration (served at /cms, see scripts/cms/astro-cms.ts): one CMS collection per
 * content collection, its fields made by the same declarations as the content schemas
 * (./collections.ts). The build writes it into /cms with the local backend (decap-server); on the
 * live shop the /cms page swaps in the GitHub backend the Worker answers (domain/cms-backend.ts,
 * `GET /api/cms/backend`), so the repository and sign-in are configured once, in the Worker.
 */
import type { CmsGithubBackend } from "../../../domain/cms-backend.ts";
import type { CmsField } from "./fields.ts";
import {
  aboutBody,
  aboutSection,
  businessSettings,
  faqCategory,
  policy,
  policyBody,
  productUsesFile,
  testimonialsFile,
} from "./collections.ts";

type FolderCollection = {
  name: string;
  label: string;
  label_singular: string;
  description: string;
  folder: string;
  extension: "yaml" | "md";
  format: "yaml" | "frontmatter";
  identifier_field: string;
  create: false;
  delete: false;
  fields: CmsField[];
};

type FilesCollection = {
  name: string;
  label: string;
  description: string;
  delete: false;
  files: { name: string; label: string; file: string; description?: string; fields: CmsField[] }[];
};

export type CmsCollection = FolderCollection | FilesCollection;

export type CmsConfig = {
  /** decap-server's address as the build writes it; the live shop's GitHub backend at run time. */
  backend: { name: "proxy"; proxy_url: string } | CmsGithubBackend;
  local_backend: { url: string; allowed_hosts: string[] };
  publish_mode: "simple";
  media_folder: string;
  public_folder: string;
  site_url?: string;
  display_url?: string;
  locale: "en";
  load_config_file: false;
  show_preview_links: false;
  editor: { preview: false };
  collections: CmsCollection[];
};

/** Every content collection an editor changes. Pages and FAQ categories are fixed: no add or delete. */
export const cmsCollections: CmsCollection[] = [
  {
    name: "faq",
    label: "FAQ",
    label_singular: "FAQ category",
    description: "The questions and answers on the FAQ page, one entry per category.",
    folder: "src/content/faq",
    extension: "yaml",
    format: "yaml",
    identifier_field: "title",
    create: false,
    delete: false,
    fields: faqCategory.cms,
  },
  {
    name: "policies",
    label: "Policies",
    label_singular: "policy",
    description: "Privacy policy, terms of service, and the cancellation and refund policy.",
    folder: "src/content/policies",
    extension: "md",
    format: "frontmatter",
    identifier_field: "title",
    create: false,
    delete: false,
    fields: [...policy.cms, policyBody("body")],
  },
  {
    name: "about",
    label: "About us",
    label_singular: "About section",
    description: "The About us page.",
    folder: "src/content/about",
    extension: "md",
    format: "frontmatter",
    identifier_field: "title",
    create: false,
    delete: false,
    fields: [...aboutSection.cms, aboutBody("body")],
  },
  {
    name: "pages",
    label: "Landing and product page",
    description: "Testimonials on the landing page and the list of uses on the product page.",
    delete: false,
    files: [
      {
        name: "testimonials",
        label: "Testimonials (landing page)",
        file: "src/content/reviews.json",
        fields: testimonialsFile.cms,
      },
      {
        name: "productUses",
        label: "Uses (product page)",
        file: "src/content/product-uses.json",
        fields: productUsesFile.cms,
      },
    ],
  },
  {
    name: "settings",
    label: "Shop settings",
    description: "Customer care hours, the return window, refund times and the delivery option.",
    delete: false,
    files: [
      {
        name: "business",
        label: "Customer care, returns and delivery",
        description: "Every page, FAQ answer and policy that states one of these shows the value set here.",
        file: "src/content/settings/business.json",
        fields: businessSettings.cms,
      },
    ],
  },
];

/** Decap's local backend proxy listens here unless told otherwise (`npm run cms` uses it). */
export const DEFAULT_LOCAL_BACKEND_PORT = 8081;

export function cmsConfig(options: { localBackendPort: number }): CmsConfig {
  const localBackendUrl = `http://127.0.0.1:${options.localBackendPort}/api/v1`;
  return {
    backend: { name: "proxy", proxy_url: localBackendUrl },
    // Used only when the CMS itself is opened on one of these hosts and decap-server answers.
    local_backend: { url: localBackendUrl, allowed_hosts: ["localhost", "127.0.0.1"] },
    // Each save is a commit on the branch, and each commit rebuilds the site (README: Editing content).
    publish_mode: "simple",
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    locale: "en",
    load_config_file: false,
    show_preview_links: false,
    editor: { preview: false },
    collections: cmsCollections,
  };
}
