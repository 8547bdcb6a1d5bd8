import { defineSectionPages } from "../../engine/section-types";

/**
 * 商品管理: adding card keys in bulk, in place of the generated create form; the goods form is
 * the generated one with a 卡密 goods item's paste (goods-form.tsx).
 */
/** The goods form, with its controls' code (its date pickers, uploads…) as the generated form comes. */
const goodsForm = () => import("./goods-form").then(async (m) => {
  await m.preloadControls();
  return m;
});

export default defineSectionPages({
  section: "/goods",
  screens: {
    "/goods/keys/create/:alias": () => import("./keys-create"),
    // the generated form with the paste: the same calls, so the edit route still reads ahead
    "/goods/create": { page: goodsForm, generated: true },
    "/goods/edit/:alias": { page: goodsForm, generated: true },
  },
});
