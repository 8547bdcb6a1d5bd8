import { Result } from "antd";
import { useMatches } from "react-router";

/** An honest page for screens that arrive in a later release. */
export default function UnderConstruction() {
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title ?? "此页面";
  return <Result status="info" title={`${title} · 建设中`} subTitle="该功能正在建设中，敬请期待。" />;
}
