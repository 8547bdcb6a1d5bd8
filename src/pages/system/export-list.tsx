import { useCustom } from "@refinedev/core";
import { DownloadOutlined, ReloadOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Progress, Segmented, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useAllConfigs } from "../../engine/engine-context";
import { exportTypes } from "../../engine/registry";
import { EXPORT_API, exportListPath } from "../../engine/screens/export-button";
import { listErrorProps } from "../../engine/screens/load-result";
import { pagerItemRender } from "../../engine/screens/pager";
import { urlFor } from "../../providers/http";
import { toastError } from "../../providers/notify";
import { getToken } from "../../providers/token";

export interface ExportJob {
  alias: string;
  type: string;
  total: number;
  file_name: string;
  /** 1 处理中 / 2 已完成 / 3 失败 */
  status: 1 | 2 | 3;
  progress: number;
  file_url: string | null;
  created_at: string;
  finished_at: string | null;
}

interface JobPage {
  list: ExportJob[];
  total: number;
}

/** Saves `href` as `name` (an <a download> clicked). */
function save(href: string, name: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * 下载: the in-page demo's file is a data: URL, saved as it is; the server's (`/files/<id>.csv`,
 * members' data) answers only the shop's staff who may export (decision 0074), so it is fetched
 * with the session's token and saved from the answer.
 */
async function download(job: ExportJob): Promise<void> {
  const url = job.file_url ?? "";
  if (/^(data|blob):/.test(url)) return save(url, job.file_name);
  const token = getToken();
  const response = await fetch(urlFor(url), { headers: token ? { Authorization: token } : {} }).catch(() => null);
  if (!response?.ok) {
    toastError(response?.status === 403 ? "无权限" : response?.status === 404 ? "文件不存在或已过期" : "下载失败，请重试");
    return;
  }
  const href = URL.createObjectURL(await response.blob());
  save(href, job.file_name);
  // the browser has taken the file when the click returns; the object URL is let go a little later all the same
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** While a job runs, the list asks again this often, so its bar moves. */
const POLL_MS = 1000;

/** /system/export/:type — the export jobs of one list, live progress, download when done. */
export default function ExportList() {
  const { type = "" } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const types = exportTypes(useAllConfigs());
  const current = types.find((t) => t.type === type);
  const { query, result } = useCustom<JobPage>({
    url: `${EXPORT_API}/list`,
    method: "post",
    config: { payload: { type, page, page_size: 10 } },
    queryOptions: {
      enabled: Boolean(current),
      refetchInterval: (q) => (q.state.data?.data.list.some((j) => j.status === 1) ? POLL_MS : false),
    },
    errorNotification: false,
  });
  const jobs = result.data?.list ?? [];

  return (
    <Card
      title="导出列表"
      extra={
        <Space>
          {types.length > 1 && (
            <Segmented
              value={type}
              options={types.map((t) => ({ value: t.type, label: `${t.label}导出` }))}
              onChange={(value) => { setPage(1); void navigate(exportListPath(String(value))); }}
            />
          )}
          <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={() => void query.refetch()} />
        </Space>
      }
    >
      {!current ? (
        <Empty description={`没有“${type}”这种导出`} />
      ) : (
        <Table<ExportJob>
          rowKey="alias"
          loading={query.isLoading}
          dataSource={jobs}
          aria-label="导出任务"
          locale={{ emptyText: <Empty description={<span>暂无导出任务，可在<Link to={current.listPath}>{current.label}列表</Link>点击“导出”</span>} /> }}
          pagination={{ current: page, total: result.data?.total ?? 0, pageSize: 10, onChange: setPage, showTotal: (t) => `共 ${t} 条`, itemRender: pagerItemRender }}
          columns={[
            { key: "file_name", dataIndex: "file_name", title: "文件名" },
            { key: "total", dataIndex: "total", title: "记录数" },
            { key: "status", title: "状态", width: 260, render: (_, job) => <JobStatus job={job} /> },
            { key: "created_at", dataIndex: "created_at", title: "创建时间" },
            { key: "finished_at", dataIndex: "finished_at", title: "完成时间", render: (v: string | null) => v ?? "—" },
            {
              key: "actions", title: "操作", render: (_, job) =>
                job.status === 2 && job.file_url ? (
                  <Typography.Link href={job.file_url} download={job.file_name} onClick={(event) => { event.preventDefault(); void download(job); }}>
                    <DownloadOutlined /> 下载
                  </Typography.Link>
                ) : (
                  <Typography.Text type="secondary">生成中…</Typography.Text>
                ),
            },
          ]}
          {...listErrorProps<ExportJob>(query)}
        />
      )}
    </Card>
  );
}

function JobStatus({ job }: { job: ExportJob }) {
  if (job.status === 2) return <Tag color="success">已完成</Tag>;
  if (job.status === 3) return <Tag color="error">失败</Tag>;
  return (
    <Space>
      <Tag color="processing">处理中</Tag>
      <Progress percent={job.progress} size="small" style={{ width: 140 }} aria-label="导出进度" />
    </Space>
  );
}
