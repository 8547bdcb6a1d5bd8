/**
 * Stands in for `csv-parse/sync` inside casbin in the build (vite.config.ts, decision 0013):
 * casbin parses each policy line with it (`delimiter: ","`, `trim`, `relax_quotes`), and
 * csv-parse brings 6 KiB gzip and a Node `Buffer` to every signed-in screen. A policy line is
 * one CSV record: fields split on commas outside double quotes, trimmed, quotes removed ("" is
 * one "). tests/build/casbin-csv.test.ts holds it to csv-parse on policy.csv and harder lines.
 */
export function parse(input: string): string[][] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const c = input.charAt(i);
    if (quoted) {
      if (c === '"' && input.charAt(i + 1) === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (c === ",") {
      fields.push(field.trim());
      field = "";
    } else field += c;
  }
  fields.push(field.trim());
  const line = fields.join("");
  return line === "" ? [] : [fields];
}
