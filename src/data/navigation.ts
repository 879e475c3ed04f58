/** A link in the site's header, mobile menu or footer. */
export interface NavLink {
  label: string;
  href: string;
}

/** Header and mobile-menu links, in the order SPEC.md gives. */
export const HEADER_LINKS: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
  { label: "FAQ", href: "/#faq" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms", href: "/terms-of-service" },
];

/** The header's call to action: it jumps to the analyzer on the home page. */
export const UPLOAD_CTA: NavLink = { label: "Upload Your Selfie", href: "/#home" };

export const FOOTER_GROUPS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: "Explore",
    links: [
      { label: "Face Shape Analyzer", href: "/" },
      { label: "Style Blog", href: "/blog" },
      { label: "About Us", href: "/about" },
      { label: "FAQ", href: "/#faq" },
    ],
  },
  {
    title: "Help & legal",
    links: [
      { label: "Contact", href: "/contact" },
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service", href: "/terms-of-service" },
      { label: "Cookie Policy", href: "/privacy-policy#cookies" },
    ],
  },
];
