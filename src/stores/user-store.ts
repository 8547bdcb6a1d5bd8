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
  /** The version of its details as read (商户信息 sends it back with its save: decision 0082). */
  version?: string;
}

/** An employee signed in to their shop's console (user info `staff`, decision 0024). */
export interface StaffInfo {
  alias: string;
  name: string;
  mobile: string;
  role_alias: string;
  role_name: string;
}

interface UserState {
  user: UserInfo | null;
  /** null: the user has no shop yet (must register one). */
  shop: ShopInfo | null;
  role: Role | null;
  /** The signed-in employee; null for the shop's own merchant. */
  staff: StaffInfo | null;
  /**
   * An employee's grant keys (their role's 权限, "/goods:edit"); null for the owner, who is
   * limited by policy.csv only. Set only after access/enforcer's setSessionGrants has them, so
   * every reader re-rendering on a change gets the new answer from can().
   */
  permissions: readonly string[] | null;
}

const empty: UserState = { user: null, shop: null, role: null, staff: null, permissions: null };

/** User info store: filled after sign-in, emptied on logout. */
export const useUserStore = create<UserState>()(() => ({ ...empty }));

export const resetUserStore = () => useUserStore.setState({ ...empty }, true);
