import type { I18nProvider } from "@refinedev/core";

/** Chinese texts for refine's built-in buttons, notifications and pages. */
const zh: Record<string, string> = {
  "buttons.create": "新建",
  "buttons.save": "保存",
  "buttons.logout": "退出登录",
  "buttons.delete": "删除",
  "buttons.edit": "编辑",
  "buttons.cancel": "取消",
  "buttons.confirm": "确定要删除吗？",
  "buttons.filter": "筛选",
  "buttons.clear": "清除",
  "buttons.refresh": "刷新",
  "buttons.show": "查看",
  "buttons.undo": "撤销",
  "buttons.import": "导入",
  "buttons.clone": "复制",
  "buttons.export": "导出",
  "buttons.notAccessTitle": "您没有权限访问",
  "warnWhenUnsavedChanges": "有未保存的修改，确定要离开吗？",
  "notifications.success": "操作成功",
  "notifications.error": "操作失败（状态码 {{statusCode}}）",
  "notifications.undoable": "{{seconds}} 秒内可撤销",
  "notifications.createSuccess": "新建成功",
  "notifications.createError": "新建失败（状态码 {{statusCode}}）",
  "notifications.editSuccess": "保存成功",
  "notifications.editError": "保存失败（状态码 {{statusCode}}）",
  "notifications.deleteSuccess": "删除成功",
  "notifications.deleteError": "删除失败（状态码 {{statusCode}}）",
  "loading": "加载中",
  "table.actions": "操作",
  "pages.error.404": "页面不存在",
  "pages.error.backHome": "返回首页",
};

function fill(text: string, options: unknown): string {
  if (!options || typeof options !== "object") return text;
  const values = options as Record<string, unknown>;
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const text = zh[key];
    if (text) return fill(text, options);
    return typeof defaultMessage === "string" ? defaultMessage : typeof options === "string" ? options : key;
  },
  changeLocale: async () => undefined,
  getLocale: () => "zh-CN",
};
