import { FilterOutlined } from "@ant-design/icons";
import { Badge, Button, Drawer, Form, type FormProps } from "antd";
import { useState, type ReactNode } from "react";

interface FilterDrawerProps {
  formProps: FormProps;
  /** Filters set now: shown on the button, so a filtered list says so while the form is folded. */
  count: number;
  children: ReactNode;
}

/**
 * A phone's filters (issue 14): folded behind 筛选, the form in a drawer, one control a line.
 * The drawer is rendered from the start (forceRender): the list's search form must be mounted
 * for the filters read from the URL to reach it. Searching closes it.
 */
export function FilterDrawer({ formProps, count, children }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const { onFinish } = formProps;
  return (
    <>
      <Badge count={count} size="small">
        <Button icon={<FilterOutlined aria-hidden />} aria-expanded={open} onClick={() => setOpen(true)}>
          筛选
        </Button>
      </Badge>
      <Drawer title="筛选" open={open} onClose={() => setOpen(false)} width={360} forceRender rootClassName="filter-drawer">
        <Form
          {...formProps}
          layout="vertical"
          aria-label="筛选"
          onFinish={(values) => {
            setOpen(false);
            onFinish?.(values);
          }}
        >
          {children}
        </Form>
      </Drawer>
    </>
  );
}
