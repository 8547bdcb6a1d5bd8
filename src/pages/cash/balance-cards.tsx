import { BankOutlined } from "@ant-design/icons";
import { Button, Card, Col, Row, Skeleton, Statistic, Typography } from "antd";
import type { ReactNode } from "react";
import { formatMoney } from "../../engine/fields/number-format";
import type { Balance } from "./cash-api";

interface BalanceCardsProps {
  balance: Balance | undefined;
  loading: boolean;
  /** Opens 提现; absent when the session is not granted it (no button). */
  onWithdraw?: () => void;
}

function MoneyCard({ title, value, hint, loading, extra }: { title: string; value: number | undefined; hint: string; loading: boolean; extra?: ReactNode }) {
  return (
    <Card style={{ height: "100%" }} aria-label={title}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Statistic title={title} value={value ?? 0} formatter={(v) => formatMoney(Number(v))} />
          <Typography.Text type="secondary">{hint}</Typography.Text>
          {extra && <div style={{ marginTop: 12 }}>{extra}</div>}
        </>
      )}
    </Card>
  );
}

/**
 * 待结算's rule (decision 0061; order-trades.ts settles by it): a day's payments are settled into
 * 可用余额 the next day at 02:00 (T+1), whatever the order's state then; a refund after that goes
 * back from 可用余额. So 待结算 is what was paid since the last settlement, 待发货 and 待收货 alike.
 */
export const PENDING_SETTLE_HINT = "已支付、尚未结算的订单金额：每天的支付于次日 02:00 结算到可用余额（不论订单是否发货、收货）";

/** 可用余额 (with 提现 and the bound card), 冻结金额 and 待结算. */
export function BalanceCards({ balance, loading, onWithdraw }: BalanceCardsProps) {
  const card = balance?.bank_card;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <MoneyCard
          title="可用余额"
          value={balance?.available}
          loading={loading}
          hint={card ? `提现至 ${card.bank_name} ${card.card_no.slice(-9)}` : "未绑定提现银行卡"}
          extra={
            onWithdraw && (
              <Button type="primary" icon={<BankOutlined />} onClick={onWithdraw} disabled={!balance}>
                提现
              </Button>
            )
          }
        />
      </Col>
      <Col xs={24} md={8}>
        <MoneyCard title="冻结金额" value={balance?.frozen} loading={loading} hint="提现处理中或风控冻结的资金" />
      </Col>
      <Col xs={24} md={8}>
        <MoneyCard title="待结算" value={balance?.pending_settle} loading={loading} hint={PENDING_SETTLE_HINT} />
      </Col>
    </Row>
  );
}
