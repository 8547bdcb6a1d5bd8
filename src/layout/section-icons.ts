import {
  AccountBookOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, CalendarOutlined, CarOutlined,
  CommentOutlined, ContactsOutlined, ContainerOutlined, CreditCardOutlined, CustomerServiceOutlined, DashboardOutlined,
  DatabaseOutlined, EnvironmentOutlined, FileDoneOutlined, FileProtectOutlined, FileTextOutlined, GiftOutlined,
  HistoryOutlined, IdcardOutlined, InboxOutlined, LineChartOutlined, MessageOutlined, NotificationOutlined,
  PayCircleOutlined, PictureOutlined, ProfileOutlined, QuestionCircleOutlined, RocketOutlined, RollbackOutlined,
  SafetyOutlined, SettingOutlined, ShareAltOutlined, ShopOutlined, ShoppingCartOutlined, ShoppingOutlined,
  SolutionOutlined, TagOutlined, TagsOutlined, TeamOutlined, ToolOutlined, UserOutlined, VideoCameraOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";
import type { SectionIcon } from "../engine/section-icons";

/**
 * The icon each key of SECTION_ICONS draws (typed against the set: a key without an icon does
 * not compile). In a chunk of its own, loaded by menu-icons.ts beside the shell: the first
 * paint of /login and of a list carries none of them (decision 0034).
 */
export const sectionIcons: Record<SectionIcon, ComponentType<{ className?: string }>> = {
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
  purchase: ShoppingCartOutlined,
  supplier: SolutionOutlined,
  warehouse: InboxOutlined,
  inventory: ContainerOutlined,
  logistics: CarOutlined,
  shop: ShopOutlined,
  customer: ContactsOutlined,
  user: UserOutlined,
  staff: IdcardOutlined,
  service: CustomerServiceOutlined,
  refund: RollbackOutlined,
  finance: AccountBookOutlined,
  payment: PayCircleOutlined,
  invoice: FileDoneOutlined,
  report: BarChartOutlined,
  data: DatabaseOutlined,
  analytics: LineChartOutlined,
  content: FileTextOutlined,
  media: PictureOutlined,
  video: VideoCameraOutlined,
  message: MessageOutlined,
  notice: NotificationOutlined,
  marketing: RocketOutlined,
  coupon: TagOutlined,
  tag: TagsOutlined,
  calendar: CalendarOutlined,
  location: EnvironmentOutlined,
  approval: AuditOutlined,
  contract: FileProtectOutlined,
  security: SafetyOutlined,
  log: HistoryOutlined,
  api: ApiOutlined,
  app: AppstoreOutlined,
};

/** What a key outside the set draws (a server menu's own icon names). */
export const NeutralIcon = AppstoreOutlined;
