import { defineSection } from "../../engine/section-types";

/** 会员管理. */
export default defineSection({ path: "/member", name: "Member", title: "会员管理", icon: "member", order: 40 });
