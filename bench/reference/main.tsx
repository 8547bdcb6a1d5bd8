/**
 * The benchmark's reference (issue 12): what a bare refine + antd + react-router + casbin app
 * with one list costs, built by the same Vite in one chunk (and the orders list of issue 26 in
 * a second one). It reads the same list calls of the same API as the console's /goods and
 * /order, with the token the benchmark sets in the same cookie, and shows 20 or 100 rows
 * (`?page_size=`) in a plain antd Table inside refine's themed layout.
 */
import "./buffer-shim";
import { Refine, type AccessControlProvider } from "@refinedev/core";
import { ThemedLayout, useNotificationProvider } from "@refinedev/antd";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import zhCN from "antd/locale/zh_CN";
import { newEnforcer, newModelFromString, StringAdapter } from "casbin";
import { lazy, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Navigate, Outlet, Route, Routes } from "react-router";
import { dataProvider } from "./data-provider";
import { GoodsList } from "./goods-list";

const MODEL = `
[request_definition]
r = sub, obj, act
[policy_definition]
p = sub, obj, act
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = r.sub == p.sub && keyMatch(r.obj, p.obj) && r.act == p.act
`;
const enforcer = newEnforcer(newModelFromString(MODEL), new StringAdapter("p, admin, goods, list\np, admin, order, list"));
const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => ({ can: await (await enforcer).enforce("admin", resource ?? "", action) }),
};

const pageSize = Number(new URLSearchParams(location.search).get("page_size") ?? 20);
// the orders list is a chunk of its own: the reference's JS for /goods stays one list's (bench/sizes.ts)
const OrderList = lazy(() => import("./order-list"));

function App() {
  return (
    <BrowserRouter>
      <ConfigProvider locale={zhCN}>
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            accessControlProvider={accessControlProvider}
            notificationProvider={useNotificationProvider}
            resources={[
              { name: "goods", list: "/goods", meta: { label: "商品列表" } },
              { name: "order", list: "/order", meta: { label: "订单列表" } },
            ]}
            options={{ disableTelemetry: true }}
          >
            <Routes>
              <Route element={<ThemedLayout><Outlet /></ThemedLayout>}>
                <Route path="/goods" element={<GoodsList pageSize={pageSize} />} />
                <Route path="/order" element={<Suspense><OrderList pageSize={pageSize} /></Suspense>} />
              </Route>
              <Route path="*" element={<Navigate to="/goods" replace />} />
            </Routes>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}

createRoot(document.getElementById("root")!).render(<App />);
