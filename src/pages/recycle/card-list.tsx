import { ModalFormList } from "./modal-form-list";

/** 回收卡种: the list with 新建 / 编辑 in a modal (the spec has no form routes for cards). */
export default function RecycleCardList() {
  return <ModalFormList />;
}
