import { Card, Form, InputNumber, Space, Switch, type InputNumberProps } from "antd";
import { useEffect, useState } from "react";
import { usePageCan } from "../../components/use-can";
import { RULES_INFO_PATH, RULES_SAVE_PATH } from "../../components/auto-step/shop-rules.calls";
import { useShopRulesStore } from "../../components/auto-step/shop-rules-store";
import { isStaleSave, request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import { AUTO_DELIVER_FIELD, rulesOf, SHOP_RULE_FIELDS, shopRuleRefusal, type ShopRules } from "../../resources/order/shop-auto.rules";
import { CardSaveBar } from "./card-save-bar";
import { useUserStore } from "../../stores/user-store";

/**
 * 店铺规则: what the shop does by itself, and when (未付款自动关闭, 自动确认收货, 售后自动同意, the
 * return's two limits, and 数字藏品自动发货's switch;
 * shop-auto.rules.ts gives the defaults and ranges the API checks too). The lists count down to them.
 * Read-only without the page's edit grant (编辑店铺信息).
 */
export function RulesCard() {
  const shop = useUserStore((s) => s.shop?.alias ?? "");
  const setRules = useShopRulesStore((s) => s.set);
  const editable = usePageCan()("edit");
  const [form] = Form.useForm<ShopRules>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // the version of the rules the form was filled with, sent with the save (decision 0082)
  const [version, setVersion] = useState<string | undefined>();
  const [stale, setStale] = useState(false);

  /** The rules as stored now, into the form. */
  async function read() {
    const data = await request<Record<string, unknown>>(RULES_INFO_PATH, {});
    form.setFieldsValue(rulesOf(data));
    setVersion(versionOf(data));
  }

  useEffect(() => {
    let live = true;
    if (!shop) return;
    request<Record<string, unknown>>(RULES_INFO_PATH, {})
      .then((data) => {
        if (!live) return;
        form.setFieldsValue(rulesOf(data));
        setVersion(versionOf(data));
        setLoaded(true);
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : "店铺规则读取失败"));
    return () => {
      live = false;
    };
  }, [form, shop]);

  async function save(values: ShopRules) {
    setSaving(true);
    setError(null);
    setStale(false);
    try {
      const saved = await request<Record<string, unknown>>(RULES_SAVE_PATH, { ...values, ...(version ? { version } : {}) });
      setRules(shop, rulesOf(saved));
      setVersion(versionOf(saved));
      toastSuccess("店铺规则已保存");
    } catch (e) {
      setError(e instanceof Error ? e.message : "保存失败");
      setStale(isStaleSave(e));
    } finally {
      setSaving(false);
    }
  }

  if (!shop) return null;
  return (
    <Card title="店铺规则" loading={!loaded && !error}>
      <Form form={form} layout="horizontal" labelCol={{ flex: "140px" }} disabled={!editable} onFinish={(v) => void save(v)} aria-label="店铺规则">
        {SHOP_RULE_FIELDS.map((f) => (
          <Form.Item
            key={f.key}
            name={f.key}
            label={f.label}
            extra={f.help}
            rules={[{ validator: (_, value: unknown) => { const refusal = shopRuleRefusal(f.key, value ?? null); return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve(); } }]}
          >
            <RuleInput unit={f.unit} min={f.min} max={f.max} aria-label={`${f.label}（${f.unit}）`} />
          </Form.Item>
        ))}
        <Form.Item name={AUTO_DELIVER_FIELD.key} label={AUTO_DELIVER_FIELD.label} extra={AUTO_DELIVER_FIELD.help} valuePropName="checked">
          <Switch checkedChildren="开启" unCheckedChildren="关闭" aria-label={AUTO_DELIVER_FIELD.label} />
        </Form.Item>
        <CardSaveBar
          error={error} editable={editable} saving={saving} label="保存店铺规则"
          // 重新加载 (confirmed): the rules as stored now replace what was typed
          reload={stale ? async () => { await read(); setError(null); setStale(false); } : undefined}
        />
      </Form>
    </Card>
  );
}

/** The version answered with the rules (undefined from a server older than decision 0082). */
const versionOf = (data: Record<string, unknown>): string | undefined => (typeof data.version === "string" ? data.version : undefined);

/**
 * A rule's whole number with its unit after it, as the engine's number fields show theirs
 * (Space.Compact: antd 5 deprecates InputNumber's addonAfter). Form.Item passes value and onChange.
 */
function RuleInput({ unit, ...props }: InputNumberProps<number> & { unit: string }) {
  return (
    <Space.Compact style={{ width: 200 }}>
      <InputNumber<number> precision={0} {...props} />
      <Space.Addon>{unit}</Space.Addon>
    </Space.Compact>
  );
}
