import AccountBookOutlined from "@ant-design/icons-svg/es/asn/AccountBookOutlined";
import ApiOutlined from "@ant-design/icons-svg/es/asn/ApiOutlined";
import AppstoreOutlined from "@ant-design/icons-svg/es/asn/AppstoreOutlined";
import AuditOutlined from "@ant-design/icons-svg/es/asn/AuditOutlined";
import BarChartOutlined from "@ant-design/icons-svg/es/asn/BarChartOutlined";
import CalendarOutlined from "@ant-design/icons-svg/es/asn/CalendarOutlined";
import CarOutlined from "@ant-design/icons-svg/es/asn/CarOutlined";
import CommentOutlined from "@ant-design/icons-svg/es/asn/CommentOutlined";
import ContactsOutlined from "@ant-design/icons-svg/es/asn/ContactsOutlined";
import ContainerOutlined from "@ant-design/icons-svg/es/asn/ContainerOutlined";
import CreditCardOutlined from "@ant-design/icons-svg/es/asn/CreditCardOutlined";
import CustomerServiceOutlined from "@ant-design/icons-svg/es/asn/CustomerServiceOutlined";
import DashboardOutlined from "@ant-design/icons-svg/es/asn/DashboardOutlined";
import DatabaseOutlined from "@ant-design/icons-svg/es/asn/DatabaseOutlined";
import EnvironmentOutlined from "@ant-design/icons-svg/es/asn/EnvironmentOutlined";
import FileDoneOutlined from "@ant-design/icons-svg/es/asn/FileDoneOutlined";
import FileProtectOutlined from "@ant-design/icons-svg/es/asn/FileProtectOutlined";
import FileTextOutlined from "@ant-design/icons-svg/es/asn/FileTextOutlined";
import GiftOutlined from "@ant-design/icons-svg/es/asn/GiftOutlined";
import HistoryOutlined from "@ant-design/icons-svg/es/asn/HistoryOutlined";
import IdcardOutlined from "@ant-design/icons-svg/es/asn/IdcardOutlined";
import InboxOutlined from "@ant-design/icons-svg/es/asn/InboxOutlined";
import LineChartOutlined from "@ant-design/icons-svg/es/asn/LineChartOutlined";
import MessageOutlined from "@ant-design/icons-svg/es/asn/MessageOutlined";
import NotificationOutlined from "@ant-design/icons-svg/es/asn/NotificationOutlined";
import PayCircleOutlined from "@ant-design/icons-svg/es/asn/PayCircleOutlined";
import PictureOutlined from "@ant-design/icons-svg/es/asn/PictureOutlined";
import ProfileOutlined from "@ant-design/icons-svg/es/asn/ProfileOutlined";
import QuestionCircleOutlined from "@ant-design/icons-svg/es/asn/QuestionCircleOutlined";
import RocketOutlined from "@ant-design/icons-svg/es/asn/RocketOutlined";
import RollbackOutlined from "@ant-design/icons-svg/es/asn/RollbackOutlined";
import SafetyOutlined from "@ant-design/icons-svg/es/asn/SafetyOutlined";
import SettingOutlined from "@ant-design/icons-svg/es/asn/SettingOutlined";
import ShareAltOutlined from "@ant-design/icons-svg/es/asn/ShareAltOutlined";
import ShopOutlined from "@ant-design/icons-svg/es/asn/ShopOutlined";
import ShoppingCartOutlined from "@ant-design/icons-svg/es/asn/ShoppingCartOutlined";
import ShoppingOutlined from "@ant-design/icons-svg/es/asn/ShoppingOutlined";
import SolutionOutlined from "@ant-design/icons-svg/es/asn/SolutionOutlined";
import TagOutlined from "@ant-design/icons-svg/es/asn/TagOutlined";
import TagsOutlined from "@ant-design/icons-svg/es/asn/TagsOutlined";
import TeamOutlined from "@ant-design/icons-svg/es/asn/TeamOutlined";
import ToolOutlined from "@ant-design/icons-svg/es/asn/ToolOutlined";
import UserOutlined from "@ant-design/icons-svg/es/asn/UserOutlined";
import VideoCameraOutlined from "@ant-design/icons-svg/es/asn/VideoCameraOutlined";
import WalletOutlined from "@ant-design/icons-svg/es/asn/WalletOutlined";
import type { IconDefinition } from "@ant-design/icons-svg/es/types";
import type { SectionIcon } from "../engine/section-icons";

/**
 * The icon each key of SECTION_ICONS draws (typed against the set: a key without an icon does
 * not compile): @ant-design/icons' own drawings (icons-svg, the data each XxxOutlined
 * component draws with AntdIcon). Data only, in a chunk of its own that menu-icons.ts loads
 * beside the shell: the first paint of /login and of a list carries none of it, and the
 * chunks of antd's icon code stay as they were (decision 0034).
 */
export const sectionIcons: Record<SectionIcon, IconDefinition> = {
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
export const neutralIcon: IconDefinition = AppstoreOutlined;
