import { Button, Space, Spin } from "antd";
import { Component, useEffect, useState, type ReactNode } from "react";
import { useNavigate, useRouteError } from "react-router";
import { isChunkLoadError, reloadOnceForChunk } from "../routes/chunk-reload";
import { WORKPLACE_PATH } from "../routes/route-table";
// not antd's Result: its illustrations would be in the entry chunk, where this view must be
import { PlainResult } from "../engine/screens/plain-result";
import { handOverStaticFrame } from "./static-frame-handover";

/**
 * What a screen that failed shows, in Chinese, with 重新加载 and 返回工作台 (never the router's
 * English developer page). A screen's code that failed to load (a deploy removed the old
 * chunks) reloads the page by itself once first.
 */
export function ErrorView({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (reloadOnceForChunk(error)) setReloading(true);
  }, [error]);

  if (reloading) {
    return (
      <div style={{ display: "flex", justifyContent: "center", padding: 48 }}>
        <Spin tip="正在重新加载…"><div style={{ width: 200, height: 48 }} /></Spin>
      </div>
    );
  }
  return (
    <PlainResult
      status="error"
      title={chunk ? "页面加载失败" : "页面出错了"}
      subTitle={chunk ? "页面文件没有加载成功：网络可能已断开，或系统刚刚更新。请重新加载页面。" : "该页面暂时无法显示，请重新加载，或返回工作台。"}
    >
      <Space>
        <Button type="primary" onClick={() => window.location.reload()}>重新加载</Button>
        <Button onClick={() => void navigate(WORKPLACE_PATH)}>返回工作台</Button>
      </Space>
    </PlainResult>
  );
}

/**
 * The error element of every route (build-routes.tsx): a signed-in screen's shows inside the
 * layout (menu and navbar stay), the public pages' and the shell's own on a bare page.
 */
export function RouteError() {
  // a first route that failed is drawn here instead: index.html's frame must not cover it
  useEffect(() => handOverStaticFrame(), []);
  return <ErrorView error={useRouteError()} />;
}

interface Props {
  /** A new value (the next page) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Keeps a screen that breaks while rendering from blanking the console (the layout stays). */
export class ContentErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render(): ReactNode {
    return this.state.error ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}
