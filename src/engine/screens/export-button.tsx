import type { CrudFilter } from "@refinedev/core";
import { DownloadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { flatFilters } from "../../providers/data-provider";
import { request } from "../../providers/http";
import type { ResourceConfig } from "../types";

/** The export API (domain.md 导出列表): a job of a list's current filters. */
// its contract: export.calls.ts
export { EXPORT_API } from "./export.calls";
import { EXPORT_CREATE_PATH } from "./export.calls";
export const exportListPath = (type: string) => `/system/export/${encodeURIComponent(type)}`;

interface ExportButtonProps {
  config: ResourceConfig;
  filters: CrudFilter[];
  /** Route params of the list (e.g. a batch's alias), exported with the filters. */
  params: Record<string, string>;
}

/**
 * 导出 on a list (config `export`): creates a job of what the list shows now and offers the
 * export list, where its progress runs and the file is downloaded. Long exports run on the
 * server, so the merchant can go on working meanwhile.
 */
export function ExportButton({ config, filters, params }: ExportButtonProps) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const type = config.export?.type;
  if (!type) return null;

  async function start() {
    if (!type) return;
    setBusy(true);
    try {
      await request(EXPORT_CREATE_PATH, { type, filters: { ...flatFilters(filters), ...params } });
      const key = `export-${type}`;
      notification.success({
        key,
        message: "导出任务已创建",
        description: "文件生成后可在导出列表下载。",
        actions: (
          <Button type="primary" size="small" onClick={() => { notification.destroy(key); void navigate(exportListPath(type)); }}>
            前往导出列表
          </Button>
        ),
      });
    } catch {
      // the HTTP client has shown the reason
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void start()}>
      导出
    </Button>
  );
}
