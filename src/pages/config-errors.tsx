/**
 * What the page shows when a declaration is wrong (routes/sections.ts found problems): every
 * problem in the console's own words (file, resource, field, what is wrong and what to do), in
 * every build, since it is the integrator's mistake and not a merchant's (decision 0034).
 * No router, no sign-in, no antd: the console does not start until the declarations are sound,
 * and this page carries nothing into the first paint of a sound one.
 */
export default function ConfigErrors({ errors }: { errors: string[] }) {
  return (
    <main style={{ maxWidth: 960, margin: "0 auto", padding: 24, fontFamily: "system-ui, sans-serif", lineHeight: 1.6 }}>
      <h1 style={{ fontSize: 22, color: "#a8071a" }}>资源配置错误，控制台未启动</h1>
      <p>
        共 {errors.length} 处。请按提示修改这些文件后刷新页面（开发模式下保存即可），写法见 docs/adding-a-resource.md。
      </p>
      <ol aria-label="配置错误" style={{ paddingInlineStart: 20 }}>
        {errors.map((message) => (
          <li key={message} style={{ marginBottom: 8 }}>
            <code style={{ whiteSpace: "pre-wrap", wordBreak: "break-all", background: "#f5f5f5", padding: "2px 4px" }}>{message}</code>
          </li>
        ))}
      </ol>
    </main>
  );
}
