import { message } from "antd";
import { useEffect } from "react";
import { subscribeStorageNotices, takeStorageNotices } from "../providers/storage-notice";

/**
 * Shows each storage notice (界面设置已恢复默认 / 演示数据已重置) once, as a warning toast
 * for 5 s: stored state that could not be used was replaced by defaults.
 */
export function StoredStateNotice() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    const show = () => takeStorageNotices().forEach((text) => void api.warning({ content: text, duration: 5 }));
    show();
    return subscribeStorageNotices(show);
  }, [api]);
  return holder;
}
