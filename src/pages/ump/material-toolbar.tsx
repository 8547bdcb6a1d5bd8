import { DeleteOutlined, FolderOutlined, UploadOutlined } from "@ant-design/icons";
import { Button, Checkbox, Input, Segmented, Space, Typography, Upload } from "antd";
import type { MaterialType } from "../../resources/ump/material.rules";

type TypeFilter = MaterialType | "all";

/** 上传, the type filter (全部 / 图片 / 视频) and the name search above the grid. */
export function MaterialToolbar({ uploading, onFile, type, onType, onSearch }: {
  /** Files still uploading (the button spins while any are). */
  uploading: number;
  /** Uploads a file; absent without the page's create grant (no 上传). */
  onFile?(file: File): void;
  type: MaterialType | null;
  onType(type: MaterialType | null): void;
  onSearch(keyword: string): void;
}) {
  return (
    <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
      {onFile && <Space wrap>
        <Upload
          accept="image/*,video/*"
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            onFile(file);
            return Upload.LIST_IGNORE; // uploaded by the page, not by antd's XHR
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={uploading > 0}>
            {uploading > 0 ? `上传中（${uploading}）` : "上传素材"}
          </Button>
        </Upload>
        <Typography.Text type="secondary">图片不超过5MB，视频不超过50MB</Typography.Text>
      </Space>}
      <Space wrap>
        <Segmented<TypeFilter>
          aria-label="素材类型"
          value={type ?? "all"}
          onChange={(v) => onType(v === "all" ? null : v)}
          options={[{ value: "all", label: "全部" }, { value: "image", label: "图片" }, { value: "video", label: "视频" }]}
        />
        <Input.Search aria-label="搜索素材名称" placeholder="搜索素材名称" allowClear onSearch={onSearch} style={{ width: 220 }} />
      </Space>
    </Space>
  );
}

/** The bar over a selection: 全选本页, how many are chosen, 移动分组 and 批量删除 (each when granted), 取消选择. */
export function SelectionBar({ count, pageState, onCheckPage, onMove, onDelete, onClear }: {
  count: number;
  pageState: "all" | "some" | "none";
  onCheckPage(checked: boolean): void;
  onMove?(): void;
  onDelete?(): void;
  onClear(): void;
}) {
  return (
    <Space wrap style={{ padding: "8px 12px", background: "#f7f8fa", borderRadius: 6, width: "100%" }}>
      <Checkbox checked={pageState === "all"} indeterminate={pageState === "some"} onChange={(e) => onCheckPage(e.target.checked)}>全选本页</Checkbox>
      <Typography.Text>{count > 0 ? `已选 ${count} 项` : "未选择素材"}</Typography.Text>
      {onMove && <Button size="small" icon={<FolderOutlined />} disabled={count === 0} onClick={onMove}>移动分组</Button>}
      {onDelete && <Button size="small" danger icon={<DeleteOutlined />} disabled={count === 0} onClick={onDelete}>批量删除</Button>}
      {count > 0 && <Button size="small" type="link" onClick={onClear}>取消选择</Button>}
    </Space>
  );
}
