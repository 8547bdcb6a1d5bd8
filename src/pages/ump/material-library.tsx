import { App, Button, Card, Empty, Pagination, Result, Spin } from "antd";
import { useEffect, useMemo, useState } from "react";
import { usePageCan } from "../../components/use-can";
import { toastSuccess } from "../../providers/notify";
import { MAX_NAME } from "../../resources/ump/material.rules";
import { deleteMaterials, moveMaterials, renameMaterial, uploadMaterial, type Material, type MaterialQuery } from "./material-api";
import { MaterialCard } from "./material-card";
import { PAGE_SIZE, useMaterialData } from "./material-data";
import { MaterialGroups } from "./material-groups";
import { MoveModal } from "./material-move-modal";
import { NameModal } from "./material-name-modal";
import { copyToClipboard, CopyFallbackModal, VideoModal } from "./material-preview";
import { MaterialToolbar, SelectionBar } from "./material-toolbar";
import { useMobile } from "../../engine/use-mobile";

const GRID = { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(176px, 1fr))", gap: 12 } as const;

/**
 * 素材库 (/ump/material/index): groups on the left, a paged grid of images and videos on
 * the right with upload (into the chosen group), type filter, name search, per-item
 * preview / 复制链接 / rename / 移动分组, and a selection for batch 移动分组 and 批量删除.
 */
export default function MaterialLibraryPage() {
  const { modal } = App.useApp();
  // the page's grants (routes.ts): 上传 create; 重命名, 移动分组 and the groups edit; 删除 delete
  const may = usePageCan();
  const [mayCreate, mayEdit, mayDelete] = [may("create"), may("edit"), may("delete")];
  const [query, setQuery] = useState<MaterialQuery>({ group: null, type: null, keyword: "", page: 1, pageSize: PAGE_SIZE });
  const { groups, page, loading, error, reload } = useMaterialData(query);
  const [selected, setSelected] = useState<Map<string, Material>>(new Map());
  const [uploading, setUploading] = useState(0);
  const [renaming, setRenaming] = useState<Material | null>(null);
  const [moving, setMoving] = useState<Material[] | null>(null);
  const [playing, setPlaying] = useState<Material | null>(null);
  const [manualCopy, setManualCopy] = useState<string | null>(null);

  /** A new view (group, type, search, page size) starts on page 1 with nothing selected. */
  const view = (change: Partial<MaterialQuery>) => {
    setQuery((q) => ({ ...q, page: 1, ...change }));
    setSelected(new Map());
  };
  const changed = () => {
    setSelected(new Map());
    reload();
  };

  // after deleting the last items of the last page, show the page before it
  useEffect(() => {
    if (page && page.list.length === 0 && page.total > 0 && query.page > 1) setQuery((q) => ({ ...q, page: Math.ceil(page.total / q.pageSize) }));
  }, [page, query.page]);

  const upload = async (file: File) => {
    setUploading((n) => n + 1);
    const done = await uploadMaterial(file, query.group ?? "");
    setUploading((n) => n - 1);
    if (!done) return;
    toastSuccess(`“${file.name}”上传成功`);
    setQuery((q) => ({ ...q, page: 1 }));
    reload();
  };

  const check = (item: Material, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(item.alias, item);
      else next.delete(item.alias);
      return next;
    });
  const list = useMemo(() => page?.list ?? [], [page]);
  const onPage = list.filter((m) => selected.has(m.alias)).length;
  const pageState = onPage === 0 ? "none" : onPage === list.length ? "all" : "some";

  const batchDelete = () => {
    const items = [...selected.values()];
    modal.confirm({
      title: `确定删除选中的 ${items.length} 个素材吗？`,
      content: "删除后不可恢复，已引用这些素材的页面将无法再显示它们。",
      okText: "删除",
      cancelText: "取消",
      okButtonProps: { danger: true },
      // a refusal is toasted by the request layer; the confirm then just closes
      onOk: () => deleteMaterials(items.map((m) => m.alias)).then(({ deleted }) => {
        toastSuccess(`已删除 ${deleted} 个素材`);
        changed();
      }, () => undefined),
    });
  };
  const copy = async (item: Material) => {
    if (!(await copyToClipboard(item.url))) setManualCopy(item.url);
  };
  const sharedGroup = moving && moving.every((m) => m.group_alias === moving[0]?.group_alias) ? (moving[0]?.group_alias ?? null) : null;
  const filtered = query.keyword.trim() !== "" || query.type !== null;
  const mobile = useMobile();

  return (
    // on a phone the groups go above the materials (decision 0019)
    <Card title="素材库" styles={{ body: { display: "flex", flexDirection: mobile ? "column" : "row", gap: 16, alignItems: mobile ? "stretch" : "flex-start" } }}>
      <div style={mobile ? undefined : { width: 220, flexShrink: 0, borderInlineEnd: "1px solid #f0f0f0", paddingInlineEnd: 12 }}>
        <MaterialGroups data={groups} selected={query.group} onSelect={(group) => view({ group })} onChanged={changed} editable={mayEdit} />
      </div>
      <div style={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 12 }}>
        <MaterialToolbar uploading={uploading} onFile={mayCreate ? (f) => void upload(f) : undefined} type={query.type} onType={(type) => view({ type })} onSearch={(keyword) => view({ keyword })} />
        <SelectionBar
          count={selected.size}
          pageState={pageState}
          onCheckPage={(on) => list.forEach((m) => check(m, on))}
          onMove={mayEdit ? () => setMoving([...selected.values()]) : undefined}
          onDelete={mayDelete ? batchDelete : undefined}
          onClear={() => setSelected(new Map())}
        />
        {error && !page ? (
          <Result status="error" title="素材加载失败" subTitle={error} extra={<Button onClick={reload}>重试</Button>} />
        ) : (
          <Spin spinning={loading} tip="加载中…">
            {list.length === 0 ? (
              <Empty style={{ padding: "48px 0" }} description={loading ? "加载中…" : filtered ? "没有符合条件的素材" : "暂无素材，点击“上传素材”添加图片或视频"} />
            ) : (
              <div style={GRID} aria-label="素材列表">
                {list.map((m) => (
                  <MaterialCard key={m.alias} item={m} checked={selected.has(m.alias)} onCheck={(on) => check(m, on)} onPlay={setPlaying} onCopy={(i) => void copy(i)} onRename={mayEdit ? setRenaming : undefined} onMove={mayEdit ? (i) => setMoving([i]) : undefined} />
                ))}
              </div>
            )}
          </Spin>
        )}
        {page && page.total > 0 && (
          <Pagination
            style={{ alignSelf: "flex-end" }}
            current={query.page}
            pageSize={query.pageSize}
            total={page.total}
            showSizeChanger
            pageSizeOptions={[12, 24, 48]}
            showTotal={(total) => `共 ${total} 个素材`}
            onChange={(p, size) => (size !== query.pageSize ? view({ pageSize: size }) : setQuery((q) => ({ ...q, page: p })))}
          />
        )}
      </div>
      <NameModal open={renaming !== null} title="重命名素材" label="素材名称" max={MAX_NAME} initial={renaming?.name}
        onSave={async (name) => { if (renaming) await renameMaterial(renaming.alias, name); toastSuccess("素材已重命名"); reload(); }}
        onClose={() => setRenaming(null)} />
      <MoveModal open={moving !== null} count={moving?.length ?? 0} groups={groups?.list ?? []} current={sharedGroup}
        onMove={async (group) => { await moveMaterials((moving ?? []).map((m) => m.alias), group); toastSuccess("已移动分组"); changed(); }}
        onClose={() => setMoving(null)} />
      <VideoModal item={playing} onClose={() => setPlaying(null)} />
      <CopyFallbackModal link={manualCopy} onClose={() => setManualCopy(null)} />
    </Card>
  );
}
