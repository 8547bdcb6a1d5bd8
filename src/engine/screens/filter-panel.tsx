import { FilterOutlined } from "@ant-design/icons";
import { Badge, Button, Form, Space, type FormProps } from "antd";
import { useId, useState, type ReactNode } from "react";
import { ENTER_SUBMITS } from "../enter-guard";

interface FilterPanelProps {
  formProps: FormProps;
  /** Filters set now: shown on the button, so a filtered list says so while the form is folded. */
  count: number;
  /** The list's other buttons, beside 筛选. */
  toolbar: ReactNode;
  children: ReactNode;
}

/**
 * A phone's filters (issue 14): folded behind 筛选 into a panel under the toolbar, one control a
 * line. The form stays mounted while folded (the filters read from the URL must reach it), and
 * no drawer code is loaded for it; searching folds it again.
 */
export function FilterPanel({ formProps, count, toolbar, children }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { onFinish } = formProps;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Badge count={count} size="small">
          <Button icon={<FilterOutlined aria-hidden />} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            筛选
          </Button>
        </Badge>
        {toolbar}
      </Space>
      <div id={id} hidden={!open} className="filter-panel">
        <Form
          {...formProps}
          {...ENTER_SUBMITS}
          layout="vertical"
          aria-label="筛选"
          onFinish={(values) => {
            setOpen(false);
            onFinish?.(values);
          }}
        >
          {children}
        </Form>
      </div>
    </>
  );
}
