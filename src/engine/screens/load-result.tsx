import { Button, Space, type TableProps } from "antd";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { PlainResult } from "./plain-result";

/**
 * What a failed load says. The error is read by shape, not by class: the engine does not
 * know the HTTP client's ApiError (`code`: the business code or the HTTP status) and
 * refine's HttpError has `statusCode`. A 404 either way (the API answered "not found")
 * is a missing record; anything else (网络错误, 500, 无权限…) a failed load.
 */
export function loadErrorOf(error: unknown): { notFound: boolean; message: string } {
  const shape = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; statusCode?: unknown; message?: unknown };
  const notFound = shape.code === 404 || shape.statusCode === 404;
  const message = typeof shape.message === "string" && shape.message ? shape.message : "";
  return { notFound, message };
}

/** The failed query: what went wrong, and how to ask again (重试). */
interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
}

interface LoadResultProps {
  query: FailedQuery;
  /** Where 返回列表 goes: a path, or what it does (a drawer or modal closes). */
  back: string | (() => void);
  backLabel?: string;
}

/**
 * The page of a record that could not be loaded (edit, detail, a custom record page, the
 * detail drawer): 记录不存在 or 加载失败 with 重试 and 返回列表, never a form or a spinner
 * that cannot be used. One look for every screen that loads a record by its route.
 */
export function LoadResult({ query, back, backLabel = "返回列表" }: LoadResultProps) {
  const navigate = useNavigate();
  const { notFound, message } = loadErrorOf(query.error);
  const goBack = typeof back === "string" ? () => void navigate(back) : back;
  return (
    <PlainResult
      status={notFound ? "404" : "error"}
      title={notFound ? "记录不存在" : "加载失败"}
      subTitle={notFound ? `${message || "记录不存在"}，可能已被删除或链接有误。` : `${message || "网络错误"}，请稍后重试。`}
    >
      <Space>
        <Button type="primary" onClick={() => void query.refetch()}>重试</Button>
        <Button onClick={goBack}>{backLabel}</Button>
      </Space>
    </PlainResult>
  );
}

/**
 * A list (or an overview's figures: `title`) whose call failed: what went wrong and 重试,
 * in place of the rows, never an empty table or zeros.
 */
export function ListLoadError({ query, title = "列表加载失败" }: { query: FailedQuery; title?: string }) {
  const { message } = loadErrorOf(query.error);
  return (
    <PlainResult status="error" title={title} subTitle={`${message || "网络错误"}，请稍后重试。`}>
      <Button type="primary" onClick={() => void query.refetch()}>重试</Button>
    </PlainResult>
  );
}

/**
 * Table props for a list whose call may fail: on a failure the rows (stale or none) and the
 * pager give way to ListLoadError, so the merchant never reads "暂无数据" for "could not load".
 * Spread after the table's own props.
 */
export function listErrorProps<T>(query: FailedQuery & { isError: boolean }): Partial<TableProps<T>> {
  if (!query.isError) return {};
  const empty: ReactNode = <ListLoadError query={query} />;
  return { dataSource: [], pagination: false, locale: { emptyText: empty } };
}
