import { SECTION_ICONS } from "../../src/engine/section-icons";
import { FIELD_KINDS, REFUSED_KEYS } from "./kinds";

/** What `npm run new:resource -- --help` prints: every option, every field kind with its options, examples. */
export const USAGE = `用法：npm run new:resource -- [选项]（不带选项在终端里运行时逐项询问）
  --section /purchase          分区路径（新分区或已有分区）
  --section-title 采购管理      新分区的菜单标题
  --name supplier              资源名（小驼峰英文）
  --label 供应商                资源的中文名
  --field key:type:标题[:required][:options=…][:to=…]   可重复，每个字段一次
  --read-only                  只读资源（只有列表和详情）
  --tabs status                列表上方按这个 enum 字段的选项分状态页签
  --keyword name,sn            搜索框搜这些文字字段（逗号分隔）
  --action key:标题[:from:to]   可重复，每行一个按钮（POST {api}/<key 的 kebab 写法>）。给了 from:to
                               就是 --tabs 字段从 from 到 to 的状态流转，由生成的接口执行，无需代码
                               （submit:提交审核:draft:pending；几个原状态用逗号：draft,rejected:pending）；
                               不给就要 --handler 写处理
  --handler                    同时写分区自己的处理文件 <name>.actions.ts：状态流转之后对别的资源
                               做什么（after，如入库加库存），以及没有状态流转的动作
  --role admin|*               新分区的 policy 行给谁（默认 admin）
  --icon key  --order 65  --api /merchant/purchase/v1/supplier
                               新分区的图标（默认：分区名若在图标集里就用它，否则 app）：
                               ${SECTION_ICONS.join(", ")}
  -h, --help                   显示本说明

字段类型（type）：
${Object.entries(FIELD_KINDS).map(([kind, text]) => `  ${kind.padEnd(9)} ${text}`).join("\n")}

演示 API 自己写的键：created_at、updated_at 可以声明（只能是 datetime），只写一次、只读，
标题用你给的；created_at 不声明也会有（创建时间）。${Object.keys(REFUSED_KEYS).join("、")} 不能作为字段。

例：
  npm run new:resource -- --section /purchase --section-title 采购管理 --name supplier --label 供应商 \\
    --field name:text:供应商名称:required --field level:enum:等级:options=1/战略,2/普通 \\
    --field category_alias:relation:主营分类:to=category.name --field enabled:flag:启用 \\
    --field deposit:money:保证金 --field signed_on:date:签约日期 --field logo:image:标志
  npm run new:resource -- --section /purchase --name supplierLog --label 操作日志 --read-only \\
    --field supplier_alias:relation:供应商:to=supplier.name --field action:text:动作
  npm run new:resource -- --section /purchase --name purchaseOrder --label 采购单 \\
    --field sn:text:单号:required --field supplier_id:relation:供应商:required:to=goodsSupplier.name \\
    --field quantity:integer:数量:required --field price:money:单价:required \\
    --field status:enum:状态:options=draft/草稿,pending/待审核,approved/已审核,stocked/已入库 \\
    --tabs status --keyword sn --action submit:提交审核:draft:pending --action approve:审核:pending:approved \\
    --action stock_in:入库:approved:stocked --handler
  （路由是 kebab-case：/purchase/purchase-order；金额的 compute、单号的 sequence、审核人的 set、
   lockedWhen 生成后在配置里补上，见 docs/adding-a-resource.md §11）

写完后重新生成接口契约 docs/api/openapi.json（npm run api:contract）。
详见 docs/adding-a-resource.md §8。`;
