import { Result, Typography } from "antd";

/**
 * What the page shows when a declaration is wrong (routes/sections.ts found problems): every
 * problem in the console's own words (file, resource, field, what is wrong and what to do), in
 * every build, since it is the integrator's mistake and not a merchant's (decision 0034).
 * No router, no sign-in: the console does not start until the declarations are sound.
 */
export default function ConfigErrors({ errors }: { errors: string[] }) {
  return (
    <main style={{ maxWidth: 960, margin: "0 auto", padding: 24 }}>
      <Result
        status="error"
        title="资源配置错误，控制台未启动"
        subTitle={`共 ${errors.length} 处。请按提示修改这些文件后刷新页面（开发模式下保存即可），写法见 docs/adding-a-resource.md。`}
      >
        <ol aria-label="配置错误" style={{ margin: 0, paddingInlineStart: 20 }}>
          {errors.map((message) => (
            <li key={message}>
              <Typography.Text code style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
                {message}
              </Typography.Text>
            </li>
          ))}
        </ol>
      </Result>
    </main>
  );
}
