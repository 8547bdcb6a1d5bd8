import { defineSectionPages } from "../../engine/section-types";

/** 会员管理: the member detail with their orders, in place of the generated one. */
export default defineSectionPages({ section: "/member", screens: { "/member/:alias": () => import("./member-detail") } });
