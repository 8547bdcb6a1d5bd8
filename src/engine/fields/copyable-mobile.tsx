import { Typography } from "antd";

/** A mobile shown whole, copyable for shipping (loaded when a merchant reveals one: masked-mobile.tsx). */
export default function CopyableMobile({ value }: { value: string }) {
  return <Typography.Text copyable={{ text: value, tooltips: ["复制", "已复制"] }}>{value}</Typography.Text>;
}
