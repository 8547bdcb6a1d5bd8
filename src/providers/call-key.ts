// the body's keys in any order (each object's sorted): a call started ahead and the screen's are
// built apart. (react-query's hashKey does the same, but importing it put its managers on /login.)
const sorted = (_key: string, value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value;

/** One call's identity: its path and its body, whatever the order of the body's keys. */
export const callKey = (path: string, body: object): string => `${path} ${JSON.stringify(body, sorted)}`;
