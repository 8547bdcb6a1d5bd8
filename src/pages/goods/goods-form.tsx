import { Form } from "antd";
import FormScreen, { preloadFieldCode, type FormPart } from "../../engine/screens/form-screen";
import goods from "../../resources/goods/goods";
import type { Rec } from "../../engine/types";
import { KeyPasteInput, KeyPreview, useParsedKeys } from "./key-paste";
import { parseKeyLines } from "./parse-keys";

/** The form's own input of the paste (not a goods field: the save sends its lines as `keys`). */
const PASTE = "keys_paste";
const CARD_KEYS = 3;

const pasted = (all: Rec): string => (typeof all[PASTE] === "string" ? all[PASTE] : "");

/**
 * A 卡密 goods item's keys, pasted in its own form (issue 37: created, keys pasted and 保存并上架
 * in one form): the paste and its preview under the fields, each bad line marked; a paste with
 * a problem stops the save like any invalid field. Empty: no keys (added later under 卡密).
 */
function KeysPart() {
  const form = Form.useFormInstance();
  const type: unknown = Form.useWatch("type", form);
  const text = String(Form.useWatch(PASTE, form) ?? "");
  const parsed = useParsedKeys(text);
  if (Number(type) !== CARD_KEYS) return null;
  const bad = parsed.lines.filter((l) => l.problem).length;
  return (
    <>
      <Form.Item
        name={PASTE}
        label="卡密"
        extra="每行一条：卡号 卡密，或仅卡密（Tab、逗号或空格分隔）；与商品一起保存，以后可在列表的「卡密」中添加"
        rules={[{ validator: () => (bad ? Promise.reject(new Error(`有 ${bad} 行卡密有问题，修正后再保存`)) : Promise.resolve()) }]}
      >
        <KeyPasteInput />
      </Form.Item>
      {parsed.lines.length > 0 && (
        <Form.Item label=" " colon={false}>
          <KeyPreview parsed={parsed} />
        </Form.Item>
      )}
    </>
  );
}

const keysPart: FormPart = {
  node: <KeysPart />,
  values: (all) => (Number(all.type) === CARD_KEYS && pasted(all).trim() ? { keys: parseKeyLines(pasted(all)).keys } : {}),
};

/** The code of the form's controls, loaded with the screen as the generated form's are (resource-routes.ts). */
export const preloadControls = () => preloadFieldCode(goods, "edit");

/** /goods/create and /goods/edit/:alias: the generated goods form, with a 卡密 goods item's paste. */
export default function GoodsForm() {
  return <FormScreen part={keysPart} />;
}
