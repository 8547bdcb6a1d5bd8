import { Alert, Button, Modal, Spin } from "antd";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * A print dialog (打印发货单, 打印快递面单): the pages drawn twice, in the dialog for the screen and
 * straight under <body> for paper, where @media print hides everything else (the console, the
 * dialog), so window.print() prints the pages alone, one a sheet. `pageCss`: the sheet's @page
 * (size, margins) and the pages' own styles.
 */
export interface PrintFrameProps {
  title: string;
  /** The class of the printed root: the @media print rule keeps only it. */
  root: string;
  pageCss: string;
  width?: number;
  /** null: still loading. */
  pages: ReactNode[] | null;
  failed?: boolean;
  /** Above the preview: a choice of paper, a warning. */
  head?: ReactNode;
  onClose: () => void;
}

export function PrintFrame({ title, root, pageCss, width = 720, pages, failed, head, onClose }: PrintFrameProps) {
  const css = `
@media screen { .${root} { display: none; } }
@media print {
  body > *:not(.${root}) { display: none !important; }
  .${root} { display: block; color: #000; }
  .${root} > * { break-after: page; }
  .${root} > *:last-child { break-after: auto; }
}
${pageCss}`;
  return (
    <>
      <style>{css}</style>
      {pages && createPortal(<div className={root}>{pages}</div>, document.body)}
      <Modal
        open
        title={title}
        width={width}
        onCancel={onClose}
        footer={[
          <Button key="close" onClick={onClose}>关闭</Button>,
          <Button key="print" type="primary" disabled={!pages?.length} onClick={() => window.print()}>打印</Button>,
        ]}
      >
        {failed ? (
          <Alert type="error" showIcon message="打印内容加载失败，请关闭后重试" />
        ) : !pages ? (
          <Spin tip="正在准备打印内容"><div style={{ height: 120 }} /></Spin>
        ) : (
          <div style={{ display: "grid", gap: 24 }}>
            {head}
            {pages}
          </div>
        )}
      </Modal>
    </>
  );
}
