import { create } from "zustand";
import { request } from "../../providers/http";
import { rulesOf, type ShopRules } from "../../resources/order/shop-auto.rules";
import { RULES_INFO_PATH } from "./shop-rules.calls";

/**
 * The shop's rules as the console knows them: read once (the first countdown that needs them),
 * set again by the 店铺规则 card after a save. Until read, nothing counts down.
 */
interface ShopRulesState {
  rules: ShopRules | null;
  /** The shop they are of (another sign-in reads its own). */
  shop: string | null;
  loading: boolean;
  load(shop: string): void;
  set(shop: string, rules: ShopRules): void;
}

export const useShopRulesStore = create<ShopRulesState>((set, get) => ({
  rules: null,
  shop: null,
  loading: false,
  load(shop) {
    if ((get().shop === shop && get().rules) || get().loading) return;
    set({ loading: true });
    request<Record<string, unknown>>(RULES_INFO_PATH, {})
      .then((data) => set({ rules: rulesOf(data), shop, loading: false }))
      // a countdown is a hint: without the rules the lists stay as they are
      .catch(() => set({ loading: false }));
  },
  set: (shop, rules) => set({ shop, rules }),
}));
