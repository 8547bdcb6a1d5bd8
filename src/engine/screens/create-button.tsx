import { DownOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Dropdown } from "antd";
import { generatePath, useNavigate } from "react-router";
import { ButtonLink } from "../../components/button-link";
import { useAccess } from "../engine-context";
import type { ResourceConfig } from "../types";

interface CreateButtonProps {
  config: ResourceConfig;
  /** The list route's params. */
  params: Record<string, string | undefined>;
  /** Opens the form modal (`form: "modal"`), in place of the create route's link. */
  onCreate?: () => void;
}

/**
 * 新建 on a list: a button opening the form modal (`form: "modal"`); a link to the create
 * route; or, when that route takes a param the list
 * does not have (e.g. /ump/coupon/create/:type from /ump/coupon), a menu of its values:
 * the options of the enum field `routeParams` maps the param to (满减券 / 折扣券 / 兑换券).
 */
export function CreateButton({ config, params, onCreate }: CreateButtonProps) {
  const access = useAccess();
  const navigate = useNavigate();
  const create = config.routes.create;
  const label = `新建${config.label}`;
  if (onCreate) {
    // no route to check: whoever may act on the list may create, as with its 编辑
    return access.act(config, "create") ? <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>{label}</Button> : null;
  }
  if (!create) return null;
  const missing = [...create.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "").filter((p) => params[p] === undefined);
  if (missing.length === 0) {
    const path = generatePath(create, params);
    return access.open(path) ? (
      <ButtonLink to={path} type="primary" icon={<PlusOutlined aria-hidden />}>{label}</ButtonLink>
    ) : null;
  }
  const [param] = missing;
  const field = missing.length === 1 && param ? config.fields.find((f) => f.key === config.routeParams?.[param]) : undefined;
  const choices = (field?.options ?? [])
    .map((o) => ({ key: generatePath(create, { ...params, [param ?? ""]: String(o.value) }), label: o.label }))
    .filter((c) => access.open(c.key));
  if (choices.length === 0) return null;
  return (
    <Dropdown trigger={["click"]} menu={{ items: choices, onClick: ({ key }) => void navigate(key) }}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />}>
        {label} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
