import { Button, Empty } from "antd";

/**
 * What a list with no rows says (issue 23). Filtered, that nothing matches the filters, with
 * 清除筛选 (the filter bar's 重置: the form, the URL's filters, page 1; the status tab stays, it
 * is a view of the list, not a filter). Not filtered, antd's plain empty state.
 */
export function ListEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (!filtered) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有符合筛选条件的记录">
      <Button onClick={onClear}>清除筛选</Button>
    </Empty>
  );
}
