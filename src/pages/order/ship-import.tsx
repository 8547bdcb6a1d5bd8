import { UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Modal, Space, Tag, Typography, Upload } from "antd";
import { useState } from "react";
import { StackedTable } from "../../engine/screens/stacked-table";
import { request } from "../../providers/http";
import { BATCH_SHIP_CHECK_PATH } from "./order.calls";
import { sharedNumbers } from "../../resources/order/ship.rules";
import { decodeSheet, refusedSheet, sheetLines, TEMPLATE_CSV, type RefusedLine, type SheetLine } from "./ship-csv";
import { isXlsx, readXlsx } from "./ship-xlsx";
import { shipBatch, ShipResultAlert, type ShipResult } from "./ship-result";
import { useSharedNoConfirm } from "./shared-no";

/** A sheet's line as previewed: why the API would refuse it (null: it ships), and after 发货 what it did. */
interface Previewed extends SheetLine {
  reason: string | null;
  outcome?: string | null;
}

const csvUrl = (text: string): string => `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
const TEMPLATE_URL = csvUrl(`\uFEFF${TEMPLATE_CSV}`);

/** The lines not shipped, with why: refused by the preview, or by the API when sent. */
const refusedOf = (lines: readonly Previewed[]): RefusedLine[] =>
  lines.flatMap((l) => {
    const reason = l.reason ?? l.outcome;
    return reason ? [{ ...l, reason }] : [];
  });

/**
 * 导入发货: an Excel (.xlsx) or CSV sheet of 订单号, 快递公司, 运单号 is read in the page and previewed line by line with
 * what the API says of each (batchShipCheck: an unknown order, one not 待发货, a bad 运单号, an
 * unknown 快递公司, a line repeated) before anything is saved; 发货 sends only the good lines,
 * and the result names any the API refused meanwhile. Good lines sharing a 运单号 are marked and
 * sent only once the merchant says they share a parcel; the refused lines download as a sheet
 * with a 失败原因 column, to correct and import again (issue 49).
 */
export default function ShipImport({ onClose, onShipped }: { onClose: () => void; onShipped: () => void }) {
  const [file, setFile] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [lines, setLines] = useState<Previewed[]>([]);
  const [reading, setReading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ShipResult | null>(null);
  const confirmShared = useSharedNoConfirm();
  const good = lines.filter((l) => !l.reason);
  const bad = lines.length - good.length;
  const shared = sharedNumbers(good);
  const sharedWith = new Map(good.map((l, i) => [l.row, shared[i] ?? []]));
  const refused = refusedOf(lines);

  const read = async (picked: File) => {
    setFile(picked.name);
    setProblem(undefined);
    setLines([]);
    setResult(null);
    const bytes = await picked.arrayBuffer();
    const sheet = isXlsx(picked.name) ? await readXlsx(bytes) : { cells: decodeSheet(bytes), problems: new Map<number, string>() };
    const parsed = typeof sheet === "string" ? sheet : sheetLines(sheet.cells);
    if (typeof parsed === "string") {
      setProblem(parsed);
      return;
    }
    const problems = typeof sheet === "string" ? new Map<number, string>() : sheet.problems;
    // a row whose cell Excel rewrote is refused here; the API checks the others
    const own = (l: SheetLine): string | null => problems.get(l.row) ?? null;
    const asked = parsed.filter((l) => !own(l));
    setReading(true);
    try {
      const items = asked.map(({ order_sn, express_company, express_no }) => ({ order_sn, express_company, express_no }));
      // a 运单号 shared by good lines is the page's question (asked on 发货), not a refusal
      const reply = items.length ? await request<{ lines: { reason: string | null }[] }>(BATCH_SHIP_CHECK_PATH, { items, confirm_shared_no: true }) : { lines: [] };
      const said = new Map(asked.map((l, i) => [l.row, reply.lines[i]?.reason ?? null]));
      setLines(parsed.map((l) => ({ ...l, reason: own(l) ?? said.get(l.row) ?? null })));
    } catch {
      setFile(undefined);
    } finally {
      setReading(false);
    }
  };

  const ship = async () => {
    const items = good.map(({ order_sn, express_company, express_no }) => ({ order_sn, express_company, express_no }));
    const sharing = shared.some((others) => others.length > 0);
    if (sharing && !(await confirmShared(items))) return;
    setBusy(true);
    try {
      const reply = await shipBatch(items, sharing);
      setResult(reply);
      // the API's lines are the good ones, in order: its refusals name their orders
      setLines((all) => all.map((l) => (l.reason ? l : { ...l, outcome: reply.failed.find((f) => f.order_sn === l.order_sn)?.reason ?? null })));
      onShipped();
    } catch {
      // said by the request layer; the preview stays
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="导入发货"
      width={860}
      okText={result ? "完成" : `发货 ${good.length} 单`}
      okButtonProps={{ disabled: !result && good.length === 0 }}
      confirmLoading={busy}
      onOk={() => (result ? onClose() : void ship())}
      onCancel={onClose}
      cancelButtonProps={{ style: result ? { display: "none" } : undefined }}
    >
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          上传 Excel（.xlsx）或 CSV 表格（第一行为表头：订单号、快递公司、运单号），先预览检查，只有检查通过的行会发货。
          <a href={TEMPLATE_URL} download="导入发货模板.csv">下载模板</a>
        </Typography.Paragraph>
        {!result && (
          <Upload accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" showUploadList={false} maxCount={1} beforeUpload={(f) => (void read(f), Upload.LIST_IGNORE)}>
            <Button icon={<UploadOutlined />} loading={reading}>{file ? "重新选择文件" : "选择 Excel 或 CSV 文件"}</Button>
          </Upload>
        )}
        {file && <Typography.Text type="secondary">文件：{file}</Typography.Text>}
        {problem && <Alert type="error" showIcon message={problem} />}
        {result ? (
          <ShipResultAlert result={result} />
        ) : lines.length > 0 && (
          <Alert
            type={bad ? "warning" : "success"}
            showIcon
            message={bad ? `共 ${lines.length} 行：${good.length} 行可发货，${bad} 行有问题，不会发货` : `共 ${lines.length} 行，全部可发货`}
          />
        )}
        {refused.length > 0 && (
          <a href={csvUrl(refusedSheet(refused))} download="导入发货-未发货的行.csv">下载未发货的 {refused.length} 行（含失败原因）</a>
        )}
        {lines.length > 0 && (
          <StackedTable<Previewed>
            aria-label="导入预览"
            rowKey="row"
            size="small"
            pagination={false}
            dataSource={lines}
            columns={[
              { key: "row", title: "行", dataIndex: "row", width: 56 },
              { key: "order_sn", title: "订单号", dataIndex: "order_sn", width: 190 },
              { key: "express_company", title: "快递公司", dataIndex: "express_company", width: 110 },
              { key: "express_no", title: "运单号", dataIndex: "express_no" },
              {
                key: "check", title: "检查结果", width: 220,
                render: (_, l) => {
                  if (l.reason) return <Tag color="error" style={{ whiteSpace: "normal" }}>{l.reason}</Tag>;
                  const others = sharedWith.get(l.row) ?? [];
                  if (l.outcome === undefined && others.length) return <Tag color="warning" style={{ whiteSpace: "normal" }}>{`与订单 ${others.join("、")} 的运单号相同`}</Tag>;
                  if (l.outcome === undefined) return <Tag color="processing">可发货</Tag>;
                  return l.outcome ? <Tag color="error" style={{ whiteSpace: "normal" }}>{l.outcome}</Tag> : <Tag color="success">已发货</Tag>;
                },
              },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}
