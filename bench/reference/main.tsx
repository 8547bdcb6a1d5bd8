/**
 * The benchmark's reference (issue 12): what a bare refine + antd + react-router + casbin app
 * with one list costs, built by the same Vite in one chunk. It reads the same list call of the
 * same API as the console's /goods, with the token the benchmark sets in the same cookie, and
 * shows 20 or 100 rows (`?page_size=`) in a plain antd Table inside refine's themed layout.
 */
import "./buffer-shim";
import { Refine, type AccessControlProvider, type DataProvider } from "@refinedev/core";
import { List, ThemedLayout, useNotificationProvider, useTable } from "@refinedev/antd";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider, Table } from "antd";
import zhCN from "antd/locale/zh_CN";
import { newEnforcer, newModelFromString, StringAdapter } from "casbin";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Navigate, Outlet, Route, Routes } from "react-router";

const API = import.meta.env.VITE_API_BASE_URL ?? "";
const token = () => document.cookie.match(/(?:^|; )merchant_token=([^;]*)/)?.[1] ?? "";

async function post<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: decodeURIComponent(token()) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(envelope.msg);
  return envelope.data;
}

const dataProvider: DataProvider = {
  getApiUrl: () => API,
  async getList({ pagination }) {
    const data = await post<{ list: never[]; total: number }>("/merchant/goods/v1/goods/list", {
      page: pagination?.currentPage ?? 1,
      page_size: pagination?.pageSize ?? 20,
    });
    return { data: data.list, total: data.total };
  },
  getOne: () => Promise.reject(new Error("not in the reference")),
  create: () => Promise.reject(new Error("not in the reference")),
  update: () => Promise.reject(new Error("not in the reference")),
  deleteOne: () => Promise.reject(new Error("not in the reference")),
};

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
const enforcer = newEnforcer(newModelFromString(MODEL), new StringAdapter("p, admin, goods, list"));
const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => ({ can: await (await enforcer).enforce("admin", resource ?? "", action) }),
};

const pageSize = Number(new URLSearchParams(location.search).get("page_size") ?? 20);

function GoodsList() {
  const { tableProps } = useTable({ resource: "goods", pagination: { pageSize }, syncWithLocation: false });
  return (
    <List title="商品列表">
      <Table {...tableProps} rowKey="alias">
        <Table.Column dataIndex="name" title="商品名称" />
        <Table.Column dataIndex="price" title="售价" />
        <Table.Column dataIndex="stock" title="库存" />
        <Table.Column dataIndex="sales" title="销量" />
        <Table.Column dataIndex="status" title="状态" />
        <Table.Column dataIndex="created_at" title="创建时间" />
      </Table>
    </List>
  );
}

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
            resources={[{ name: "goods", list: "/goods", meta: { label: "商品列表" } }]}
            options={{ disableTelemetry: true }}
          >
            <Routes>
              <Route element={<ThemedLayout><Outlet /></ThemedLayout>}>
                <Route path="/goods" element={<GoodsList />} />
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
