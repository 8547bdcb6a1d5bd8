import { Avatar, Card, Descriptions, Flex, Tag } from "antd";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { CERT_ANCHOR } from "../../layout/shop-verify-notice";
import { useUserStore } from "../../stores/user-store";
import { CertCard } from "./cert-card";
import { ShopCard } from "./shop-card";
import { RulesCard } from "./rules-card";
import { VERIFY_STATUS } from "./setting-fields";

/** /user/setting 商户信息 (any role): the account, the shop, its rules (店铺规则) and its 实名认证. */
export default function Setting() {
  const { user, shop } = useUserStore();
  const status = VERIFY_STATUS[shop?.verify_status ?? 0] ?? VERIFY_STATUS[0];
  const { hash } = useLocation();
  // 去认证 (the unverified shop's notice) leads to the 实名认证 card: scrolled to and focused
  useEffect(() => {
    if (hash !== `#${CERT_ANCHOR}`) return;
    const card = document.getElementById(CERT_ANCHOR);
    card?.scrollIntoView?.({ block: "start" });
    card?.focus({ preventScroll: true });
  }, [hash]);
  return (
    <Flex vertical gap={16}>
      <Card title="账号信息">
        <Flex gap={24} align="center" wrap>
          <Avatar size={64} src={user?.avatar || undefined} alt={`${user?.nickname ?? "商户"}的头像`}>{user?.nickname.slice(0, 1)}</Avatar>
          <Descriptions column={{ xs: 1, md: 3 }} style={{ flex: 1 }}>
            <Descriptions.Item label="昵称">{user?.nickname}</Descriptions.Item>
            <Descriptions.Item label="手机号">{user?.mobile}</Descriptions.Item>
            <Descriptions.Item label="认证状态">{status && <Tag color={status.color}>{status.label}</Tag>}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{user?.created_at}</Descriptions.Item>
          </Descriptions>
        </Flex>
      </Card>
      <ShopCard />
      <RulesCard />
      <div id={CERT_ANCHOR} tabIndex={-1} style={{ outline: "none" }}>
        <CertCard />
      </div>
    </Flex>
  );
}
