/**
 * The icons a section may name (`defineSection({ icon: "purchase" })`): a fixed set, so a
 * typo fails typecheck and an untyped config is refused at start-up (sections.ts), naming the
 * set. Each key is drawn by an @ant-design/icons icon (src/layout/section-icons.ts maps them,
 * typed against this list, and loads them apart from the first paint). docs/adding-a-resource.md
 * §1 shows the set with the icon each key draws.
 */
export const SECTION_ICONS = [
  // the console's own sections
  "dashboard", "goods", "order", "member", "ump", "salesman", "recycle", "community", "cash", "system", "setting", "help",
  // what other shops' sections hold
  "purchase", "supplier", "warehouse", "inventory", "logistics", "shop", "customer", "user", "staff", "service", "refund",
  "finance", "payment", "invoice", "report", "data", "analytics", "content", "media", "video", "message", "notice",
  "marketing", "coupon", "tag", "calendar", "location", "approval", "contract", "security", "log", "api", "app",
] as const;

export type SectionIcon = (typeof SECTION_ICONS)[number];

export const isSectionIcon = (key: unknown): key is SectionIcon => SECTION_ICONS.includes(key as SectionIcon);
