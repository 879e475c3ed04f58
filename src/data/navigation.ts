import { SITE_PATHS } from "../config/site-paths";

/** A link in the site's header, mobile menu or footer. */
export interface NavLink {
  label: string;
  href: string;
}

/** Header and mobile-menu links, in the order docs/product.md gives ("Header and navigation"). */
export const HEADER_LINKS: readonly NavLink[] = [
  { label: "Home", href: SITE_PATHS.home },
  { label: "About", href: SITE_PATHS.about },
  { label: "Blog", href: SITE_PATHS.blog },
  { label: "Contact", href: SITE_PATHS.contact },
  { label: "FAQ", href: SITE_PATHS.faq },
  { label: "Privacy Policy", href: SITE_PATHS.privacy },
  { label: "Terms", href: SITE_PATHS.terms },
];

/** The header's call to action: it jumps to the analyzer on the home page. */
export const UPLOAD_CTA: NavLink = { label: "Upload Your Selfie", href: SITE_PATHS.analyzer };

export const FOOTER_GROUPS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: "Explore",
    links: [
      { label: "Face Shape Analyzer", href: SITE_PATHS.home },
      { label: "Style Blog", href: SITE_PATHS.blog },
      { label: "About Us", href: SITE_PATHS.about },
      { label: "How Accurate It Is", href: SITE_PATHS.accuracy },
      { label: "FAQ", href: SITE_PATHS.faq },
    ],
  },
  {
    title: "Help & legal",
    links: [
      { label: "Contact", href: SITE_PATHS.contact },
      { label: "Privacy Policy", href: SITE_PATHS.privacy },
      { label: "Terms of Service", href: SITE_PATHS.terms },
      { label: "Cookie Policy", href: SITE_PATHS.cookies },
    ],
  },
];
