import {
  AppstoreOutlined,
  CommentOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  GiftOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShareAltOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ToolOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import { createElement, type ComponentType, type ReactNode } from "react";

/** Icon keys of the route table's sections (AppRoute.icon), plus the help link's. */
export const menuIcons: Record<string, ComponentType> = {
  dashboard: DashboardOutlined,
  goods: ShoppingOutlined,
  order: ProfileOutlined,
  member: TeamOutlined,
  ump: GiftOutlined,
  salesman: ShareAltOutlined,
  recycle: CreditCardOutlined,
  community: CommentOutlined,
  cash: WalletOutlined,
  system: ToolOutlined,
  setting: SettingOutlined,
  help: QuestionCircleOutlined,
};

/** The icon element for a key; unknown keys (e.g. a server menu's own names) get a neutral icon. */
export function menuIcon(key: string | undefined): ReactNode {
  if (!key) return undefined;
  return createElement(menuIcons[key] ?? AppstoreOutlined);
}
