import { ModalFormList } from "../recycle/modal-form-list";

/** 推广商品: the list with 编辑 (佣金比例, 参与推广) in a modal; the spec has no form route. */
export default function SalesmanGoodsList() {
  return <ModalFormList />;
}
