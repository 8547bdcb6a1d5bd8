import { useQuery } from "@tanstack/react-query";
import { Flex } from "antd";
import { useState } from "react";
import { usePageCan } from "../../components/use-can";
import { BalanceCards } from "./balance-cards";
import { CASH_KEY, fetchBalance } from "./cash-api";
import { TradeTable } from "./trade-table";
import { TrendChart } from "./trend-chart";
import { WithdrawModal } from "./withdraw-modal";

/** /cash/dashboard 资产概况: balances, 提现, the income/expense trend and the trade list. */
export default function CashDashboard() {
  const [withdrawing, setWithdrawing] = useState(false);
  const mayWithdraw = usePageCan()("withdraw");
  const balance = useQuery({ queryKey: [CASH_KEY, "balance"], queryFn: fetchBalance, retry: false });
  return (
    <Flex vertical gap={16}>
      <BalanceCards balance={balance.data} loading={balance.isLoading} onWithdraw={mayWithdraw ? () => setWithdrawing(true) : undefined} />
      <TrendChart />
      <TradeTable />
      {balance.data && mayWithdraw && <WithdrawModal open={withdrawing} balance={balance.data} onClose={() => setWithdrawing(false)} />}
    </Flex>
  );
}
