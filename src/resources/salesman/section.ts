import { defineSection } from "../../engine/section-types";

/** 分销员: promoters, their goods, customers and settlements. */
export default defineSection({ path: "/salesman", name: "Salesman", title: "分销员", icon: "salesman", order: 60 });
