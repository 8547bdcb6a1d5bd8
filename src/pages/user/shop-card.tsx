import { Card, Form } from "antd";
import { useState } from "react";
import { usePageCan } from "../../components/use-can";
import { FormField } from "../../engine/screens/form-fields";
import { isStaleSave, request } from "../../providers/http";
import { toastSuccess } from "../../providers/notify";
import { loadUserInfo } from "../../providers/session";
import { useUserStore, type ShopInfo } from "../../stores/user-store";
import { logoField, shopFields } from "./setting-fields";
import { CardSaveBar } from "./card-save-bar";
import { SHOP_EDIT_LOGO_PATH, SHOP_EDIT_PATH } from "./user.calls";

/**
 * 店铺信息: name, contact, description (account/edit) and the logo (account/edit-logo, saved on
 * upload); read-only, with no button, without the page's edit grant (编辑店铺信息).
 */
export function ShopCard() {
  const shop = useUserStore((s) => s.shop);
  const editable = usePageCan()("edit");
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // the version of the details the form was filled with, sent with the save (decision 0082)
  const [version, setVersion] = useState(shop?.version);
  const [stale, setStale] = useState(false);

  async function save(values: Record<string, unknown>) {
    setSaving(true);
    setError(null);
    setStale(false);
    try {
      const saved = await request<ShopInfo>(SHOP_EDIT_PATH, { ...values, ...(version ? { version } : {}) });
      setVersion(saved.version);
      await loadUserInfo();
      toastSuccess("店铺信息已保存");
    } catch (e) {
      setError(e instanceof Error ? e.message : "保存失败");
      setStale(isStaleSave(e));
    } finally {
      setSaving(false);
    }
  }

  /** 重新加载 (confirmed): the shop as stored now replaces what was typed, and its version is the one sent next. */
  async function reload() {
    await loadUserInfo();
    const newest = useUserStore.getState().shop;
    if (!newest) return;
    form.setFieldsValue({ name: newest.name, contact: newest.contact, description: newest.description });
    setVersion(newest.version);
    setError(null);
    setStale(false);
  }

  async function saveLogo(logo: unknown) {
    if (typeof logo !== "string" || !logo) return;
    await request(SHOP_EDIT_LOGO_PATH, { logo });
    await loadUserInfo();
    toastSuccess("Logo 已更新");
  }

  if (!shop) return null;
  return (
    <Card title="店铺信息">
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: "120px" }}
        wrapperCol={{ style: { maxWidth: 520 } }}
        initialValues={{ name: shop.name, contact: shop.contact, description: shop.description, logo: shop.logo }}
        disabled={!editable}
        onValuesChange={(changed: Record<string, unknown>) => "logo" in changed && void saveLogo(changed.logo).catch(() => undefined)}
        onFinish={(v: Record<string, unknown>) => void save({ name: v.name, contact: v.contact, description: v.description })}
        aria-label="店铺信息"
      >
        <FormField field={logoField} siblings={[logoField]} mode="edit" />
        {shopFields.map((f) => <FormField key={f.key} field={f} siblings={shopFields} mode="edit" />)}
        <CardSaveBar error={error} editable={editable} saving={saving} label="保存店铺信息" reload={stale ? reload : undefined} />
      </Form>
    </Card>
  );
}
