/**
 * 工作台's grant, shared by its page's declaration (src/pages/dashboard/routes.ts), its screen
 * (workplace.tsx: the figures show with it) and the API (handlers/sections/dashboard.ts: the
 * figures are served with it).
 */

/** The workplace's action that shows (and serves) its figures: 经营数据, a grant of its own. */
export const FIGURES_ACT = "figures";
