import { DeleteOutlined, EditOutlined, MoreOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Dropdown, Menu, Skeleton, Typography } from "antd";
import { useState } from "react";
import { toastSuccess } from "../../providers/notify";
import { MAX_GROUP_NAME } from "../../resources/ump/material.rules";
import { deleteGroup, saveGroup, type GroupList, type MaterialGroup } from "./material-api";
import { NameModal } from "./material-name-modal";

const ALL = "__all";
const NONE = "__none";

function Label({ name, count }: { name: string; count: number }) {
  return (
    <span style={{ display: "flex", flex: 1, minWidth: 0, alignItems: "center", justifyContent: "space-between", gap: 8 }}>
      <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{name}</span>
      <Typography.Text type="secondary">{count}</Typography.Text>
    </span>
  );
}

/**
 * The group column: 全部 / 未分组 / the shop's groups with their counts; 新建分组, and per
 * group 重命名 and 删除 (after a confirm saying its materials move to 未分组).
 * `selected`: null = 全部, "" = 未分组, else a group alias. `editable`: the page's edit grant
 * (编辑/移动/分组), which covers every change to groups, deleting one too (no material is
 * deleted with it).
 */
export function MaterialGroups({ data, selected, onSelect, onChanged, editable }: {
  data: GroupList | null;
  selected: string | null;
  onSelect(group: string | null): void;
  onChanged(): void;
  editable: boolean;
}) {
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<MaterialGroup | "new" | null>(null);

  const remove = (g: MaterialGroup) =>
    modal.confirm({
      title: `删除分组“${g.name}”？`,
      content: g.count > 0 ? `分组内的 ${g.count} 个素材将移至“未分组”，素材本身不会被删除。` : "该分组下没有素材。",
      okText: "删除",
      cancelText: "取消",
      okButtonProps: { danger: true },
      // a refusal is toasted by the request layer; the confirm then just closes
      onOk: () => deleteGroup(g.alias).then(() => {
        toastSuccess("分组已删除");
        if (selected === g.alias) onSelect(null);
        onChanged();
      }, () => undefined),
    });

  if (!data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const key = selected === null ? ALL : selected === "" ? NONE : selected;
  const items = [
    { key: ALL, label: <span style={{ display: "flex", paddingInlineEnd: 28 }}><Label name="全部" count={data.all_count} /></span> },
    { key: NONE, label: <span style={{ display: "flex", paddingInlineEnd: 28 }}><Label name="未分组" count={data.ungrouped_count} /></span> },
    ...data.list.map((g) => ({
      key: g.alias,
      label: (
        <span style={{ display: "flex", alignItems: "center", gap: 4 }}>
          <Label name={g.name} count={g.count} />
          {editable && <Dropdown
            trigger={["click"]}
            menu={{
              items: [
                { key: "rename", icon: <EditOutlined />, label: "重命名", onClick: ({ domEvent }) => { domEvent.stopPropagation(); setEditing(g); } },
                { key: "delete", icon: <DeleteOutlined />, label: "删除", danger: true, onClick: ({ domEvent }) => { domEvent.stopPropagation(); remove(g); } },
              ],
            }}
          >
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`分组“${g.name}”的操作`} onClick={(e) => e.stopPropagation()} />
          </Dropdown>}
        </span>
      ),
    })),
  ];

  return (
    <nav aria-label="素材分组">
      <Menu
        mode="inline"
        style={{ borderInlineEnd: "none" }}
        selectedKeys={[key]}
        items={items}
        onClick={({ key: k }) => onSelect(k === ALL ? null : k === NONE ? "" : k)}
      />
      {editable && <Button block type="dashed" icon={<PlusOutlined />} style={{ marginTop: 12 }} onClick={() => setEditing("new")}>新建分组</Button>}
      <NameModal
        open={editing !== null}
        title={editing === "new" ? "新建分组" : "重命名分组"}
        label="分组名称"
        max={MAX_GROUP_NAME}
        initial={editing && editing !== "new" ? editing.name : ""}
        onSave={async (name) => {
          await saveGroup(name, editing && editing !== "new" ? editing.alias : undefined);
          toastSuccess(editing === "new" ? "分组已创建" : "分组已重命名");
          onChanged();
        }}
        onClose={() => setEditing(null)}
      />
    </nav>
  );
}
