import { EditOutlined, EyeOutlined, FolderOutlined, LinkOutlined, PlayCircleFilled } from "@ant-design/icons";
import { Button, Card, Checkbox, Image, Tooltip, Typography } from "antd";
import { useState, type ReactNode } from "react";
import { formatSize } from "../../resources/ump/material.rules";
import type { Material } from "./material-api";

const THUMB = 132;

/** One material in the grid: check box, thumbnail (preview on click), name, size and its actions. */
export function MaterialCard({ item, checked, onCheck, onPlay, onCopy, onRename, onMove }: {
  item: Material;
  checked: boolean;
  onCheck(checked: boolean): void;
  /** Opens a video in the player modal. */
  onPlay(item: Material): void;
  onCopy(item: Material): void;
  /** 重命名 and 移动分组 (absent without the page's edit grant: no buttons). */
  onRename?(item: Material): void;
  onMove?(item: Material): void;
}) {
  const [preview, setPreview] = useState(false);
  const open = () => (item.type === "image" ? setPreview(true) : onPlay(item));
  const action = (title: string, icon: ReactNode, run: () => void) => (
    <Tooltip title={title} key={title}>
      <Button type="text" size="small" icon={icon} aria-label={`${title} ${item.name}`} onClick={run} />
    </Tooltip>
  );

  return (
    <Card
      size="small"
      role="group"
      aria-label={item.name}
      style={{ borderColor: checked ? "#165DFF" : undefined }}
      styles={{ body: { padding: 8 } }}
      actions={[
        action("预览", <EyeOutlined />, open),
        action("复制链接", <LinkOutlined />, () => onCopy(item)),
        ...(onRename ? [action("重命名", <EditOutlined />, () => onRename(item))] : []),
        ...(onMove ? [action("移动分组", <FolderOutlined />, () => onMove(item))] : []),
      ]}
    >
      <div style={{ position: "relative", height: THUMB, background: "#f7f8fa", borderRadius: 4, overflow: "hidden", display: "flex", alignItems: "center", justifyContent: "center" }}>
        {item.type === "image" ? (
          <Image
            src={item.url}
            alt={item.name}
            height={THUMB}
            style={{ objectFit: "contain", maxWidth: "100%" }}
            preview={{ visible: preview, onVisibleChange: setPreview, mask: "预览" }}
          />
        ) : (
          <button type="button" onClick={open} aria-label={`播放 ${item.name}`} style={{ all: "unset", cursor: "pointer", position: "relative", width: "100%", height: "100%", display: "flex", alignItems: "center", justifyContent: "center", background: "#1d2129" }}>
            {/* the clip's first frame as its poster (#t: browsers show that frame once the metadata is in) */}
            <video src={`${item.url}#t=0.5`} preload="metadata" muted playsInline aria-hidden tabIndex={-1} style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", pointerEvents: "none" }} />
            <PlayCircleFilled style={{ position: "relative", fontSize: 40, color: "rgba(255,255,255,0.85)" }} />
          </button>
        )}
        <Checkbox
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
          aria-label={`选择 ${item.name}`}
          style={{ position: "absolute", top: 6, left: 6, background: "#fff", borderRadius: 4, padding: "0 2px" }}
        />
        {item.type === "video" && <span style={{ position: "absolute", top: 6, right: 6, color: "#fff", fontSize: 12, background: "rgba(0,0,0,0.45)", borderRadius: 2, padding: "0 4px" }}>视频</span>}
      </div>
      <Typography.Text ellipsis={{ tooltip: item.name }} style={{ display: "block", marginTop: 8 }}>{item.name}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatSize(item.size)}</Typography.Text>
    </Card>
  );
}
