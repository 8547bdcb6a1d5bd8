import { Alert, Input, Modal } from "antd";
import { useState } from "react";
import { toastSuccess } from "../../providers/notify";
import type { Material } from "./material-api";

/** A video material played in a modal; unmounted on close so it stops playing. */
export function VideoModal({ item, onClose }: { item: Material | null; onClose(): void }) {
  const [broken, setBroken] = useState(false);
  return (
    <Modal title={item?.name ?? "视频预览"} open={item !== null} footer={null} onCancel={onClose} afterClose={() => setBroken(false)} width={720} destroyOnHidden>
      {item && (broken ? (
        <Alert type="warning" showIcon message="视频无法播放" description="文件可能已失效或格式不受浏览器支持，可复制链接后在其他播放器中打开。" />
      ) : (
        <video src={item.url} controls autoPlay style={{ width: "100%", maxHeight: 480, background: "#000" }} aria-label={`视频 ${item.name}`} onError={() => setBroken(true)} />
      ))}
    </Modal>
  );
}

/**
 * Copies a material's link: the clipboard API where the browser offers it (a secure
 * page), with a 已复制 toast; resolves false when it cannot, so the caller shows the link
 * for copying by hand.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator !== "undefined" ? navigator.clipboard : undefined;
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    toastSuccess("已复制");
    return true;
  } catch {
    return false; // permission refused or the page is not focused
  }
}

/** The fallback of 复制链接: the link selected in a read-only box to copy by hand. */
export function CopyFallbackModal({ link, onClose }: { link: string | null; onClose(): void }) {
  return (
    <Modal title="复制链接" open={link !== null} onCancel={onClose} onOk={onClose} okText="好的" cancelButtonProps={{ style: { display: "none" } }} destroyOnHidden>
      <Alert type="info" showIcon message="浏览器不允许自动复制，请选中下面的链接后按 Ctrl+C（Mac 为 ⌘+C）复制。" style={{ marginBottom: 12 }} />
      <Input.TextArea aria-label="素材链接" value={link ?? ""} readOnly autoSize={{ minRows: 2, maxRows: 6 }} onFocus={(e) => e.currentTarget.select()} autoFocus />
    </Modal>
  );
}
