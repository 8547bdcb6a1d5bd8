import { DownOutlined } from "@ant-design/icons";
import { App, Button, Dropdown, type MenuProps } from "antd";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { ActionConfig, Rec } from "../types";
import { ActionFormButton } from "./action-form";

/** One of a row's buttons as an item of its 更多 menu: what it reads and what choosing it does. */
export interface MenuEntry {
  key: string;
  label: string;
  danger?: boolean;
  /** Why the server would refuse it (删除 of a running coupon): shown, and the item disabled. */
  refused?: string;
  /** A route to open (a link action). */
  to?: string;
  /** Asked first, as the button's popconfirm would: `title` and its OK button's text. */
  confirm?: { title: string; description?: string; okText: string };
  /** An action asking for input first: its modal opens. */
  form?: { action: ActionConfig; onSubmit(values: Rec): Promise<void>; record?: Rec };
  run?: () => void;
}

/**
 * 更多: the row's buttons past the line (row-offer.ts splitRow), in antd's Dropdown. A
 * destructive item still asks first (a confirm modal: a popconfirm would hang off a menu
 * that has closed), a refused one says why, a form action opens its modal.
 */
export function RowMenu({ entries }: { entries: MenuEntry[] }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<MenuEntry | null>(null);
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const items: MenuProps["items"] = entries.map((e) => ({
    key: e.key,
    danger: e.danger,
    disabled: e.refused !== undefined,
    title: e.refused,
    label: e.refused ? `${e.label}（${e.refused}）` : e.label,
  }));
  const choose = (e: MenuEntry) => {
    if (e.to) return void navigate(e.to);
    if (e.form) return setAsking(e);
    if (!e.confirm) return e.run?.();
    const { title, description, okText } = e.confirm;
    void modal.confirm({
      title,
      content: description,
      okText,
      cancelText: "取消",
      okButtonProps: { danger: e.danger },
      onOk: () => e.run?.(),
    });
  };
  const open: ReactNode = asking?.form && (
    <ActionFormButton action={asking.form.action} record={asking.form.record} label={asking.label} onSubmit={asking.form.onSubmit} onClose={() => setAsking(null)} />
  );
  return (
    <>
      <Dropdown
        trigger={["click"]}
        menu={{ items, onClick: ({ key }) => { const e = byKey.get(key); if (e) choose(e); } }}
        overlayStyle={{ maxWidth: 320 }}
      >
        <Button type="link" size="small" aria-haspopup="menu">
          更多 <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {open}
    </>
  );
}
