import { useInvalidate } from "@refinedev/core";
import { Button, Space, Typography } from "antd";
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useAccess } from "../../engine/engine-context";
import { dataOf } from "../../engine/api-meta";
import type { ListExtras } from "../../engine/screens/list-extras";
import { GeneratedList } from "../../engine/screens/list-screen";
import type { Rec } from "../../engine/types";
import { useResourceRoute } from "../../engine/use-resource-route";
import { shipsByExpress } from "../../resources/order/ship.rules";
import { RowShip } from "./row-ship";
import { PrintLabelsButton } from "./print-labels-button";
import { shipsVirtually } from "../../resources/order/virtual-ship.rules";
import { BatchVirtualShip, RowVirtualShip } from "./virtual-ship";

// the dialogs load when first opened: the list's first paint needs none of them
const BatchShip = lazy(() => import("./batch-ship"));
const ShipImport = lazy(() => import("./ship-import"));
const PrintSheet = lazy(() => import("./print-sheet"));

/** The first item's cover: what a phone's order card shows (issue 37, item 6). */
const firstCover = (order: Rec): string | undefined => {
  const [first] = Array.isArray(order.items) ? (order.items as { cover?: unknown }[]) : [];
  return typeof first?.cover === "string" && first.cover ? first.cover : undefined;
};

type Open = { kind: "ship" | "print"; orders: Rec[]; clear: () => void } | { kind: "import" } | null;

/**
 * /order — the generated order list with shipping in bulk (issue 37, item 1): 待发货 express
 * orders are picked for 批量发货 (one 快递公司, a 运单号 each) and 打印发货单; 导入发货 reads a CSV
 * of 订单号, 快递公司, 运单号; a row (and a phone's card, with the goods' picture) has 发货.
 */
export default function OrderList() {
  const { config } = useResourceRoute();
  const access = useAccess();
  const invalidate = useInvalidate();
  const mayShip = access.act(config, "ship");
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  // one function from render to render (refine's invalidate is not): the list's rows and
  // toolbar are drawn again only when what they show changes (list-screen.tsx, issue 12)
  const latest = useRef(() => invalidate({ resource: config.name, invalidates: ["list"], dataProviderName: dataOf(config).dataProviderName }));
  useLayoutEffect(() => {
    latest.current = () => invalidate({ resource: config.name, invalidates: ["list"], dataProviderName: dataOf(config).dataProviderName });
  });
  const refresh = useCallback(() => latest.current(), []);
  const extras = useMemo<ListExtras>(() => ({
    selectable: (order) => shipsByExpress(order) || shipsVirtually(order),
    batchTools: (orders, clear) => (
      <Space wrap role="toolbar" aria-label="批量操作" style={{ margin: "12px 0" }}>
        <Typography.Text>已选 {orders.length} 个待发货订单</Typography.Text>
        {mayShip && orders.some(shipsByExpress) && <Button type="primary" onClick={() => setOpen({ kind: "ship", orders: orders.filter(shipsByExpress), clear })}>批量发货</Button>}
        {mayShip && <BatchVirtualShip orders={orders} onShipped={() => { clear(); void refresh(); }} />}
        <Button onClick={() => setOpen({ kind: "print", orders, clear })}>打印发货单</Button>
        <PrintLabelsButton orderSns={orders.map((o) => String(o.order_sn))} />
        <Button type="link" onClick={clear}>取消选择</Button>
      </Space>
    ),
    tools: mayShip ? <Button key="import" onClick={() => setOpen({ kind: "import" })}>导入发货</Button> : undefined,
    rowTools: mayShip ? (order) => (shipsByExpress(order) ? <RowShip order={order} onShipped={refresh} /> : shipsVirtually(order) ? <RowVirtualShip order={order} onShipped={refresh} /> : null) : undefined,
    rowToolsWidth: mayShip ? 44 : 0,
    cardImage: firstCover,
  }), [mayShip, refresh]);
  return (
    <>
      <GeneratedList extras={extras} />
      <Suspense fallback={null}>
        {open?.kind === "ship" && (
          <BatchShip orders={open.orders} onClose={close} onShipped={() => { open.clear(); void refresh(); }} />
        )}
        {open?.kind === "print" && <PrintSheet orders={open.orders} onClose={close} />}
        {open?.kind === "import" && <ShipImport onClose={close} onShipped={() => void refresh()} />}
      </Suspense>
    </>
  );
}
