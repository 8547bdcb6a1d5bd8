/** The id of the screen's <main>, where the skip link leads. */
export const MAIN_ID = "main-content";

/** 跳到主要内容: the first Tab stop, out of sight until focused, past the navbar, menu and tabs. */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        // focus without a #hash in the URL, which the tab bar and the router would see
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      跳到主要内容
    </a>
  );
}
