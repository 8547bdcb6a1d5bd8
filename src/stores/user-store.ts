import { create } from "zustand";
import type { Role } from "../access/rules";

/** The signed-in merchant (spec section 3: merchant user). */
export interface UserInfo {
  alias: string;
  nickname: string;
  mobile: string;
  avatar: string;
  created_at: string;
}

/** The merchant's shop; `verify_status` 2 makes the role admin. */
export interface ShopInfo {
  alias: string;
  name: string;
  logo: string;
  description?: string;
  contact?: string;
  verify_status: number;
  created_at?: string;
}

interface UserState {
  user: UserInfo | null;
  /** null: the user has no shop yet (must register one). */
  shop: ShopInfo | null;
  role: Role | null;
}

const empty: UserState = { user: null, shop: null, role: null };

/** User info store: filled after sign-in, emptied on logout. */
export const useUserStore = create<UserState>()(() => ({ ...empty }));

export const resetUserStore = () => useUserStore.setState({ ...empty }, true);
