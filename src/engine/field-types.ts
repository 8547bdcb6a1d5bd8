/**
 * The names of field types, and the types an app adds without editing the engine.
 *
 * An app module adds a type in two steps, both in the module itself:
 *
 *   declare module "<path to>/engine/field-types" {
 *     interface FieldTypes { rating: "integer" }  // configs may now say `type: "rating"`; its value is an integer
 *   }
 *   registerFieldType("rating", { ...rating, value: { like: "integer", min: 1, max: 5 } });
 *
 * and is imported before the configs are read (src/field-types/ of the app is, by
 * src/resources/index.ts). What the value is like (an engine type of VALUE_LIKE) gives the
 * type the rules of that engine type: the form, the demo API and the contract check and
 * describe it as they do that type's (asRuled below); `true` declares a value with no rules.
 * Plain data and type-only imports here: the start-up check and the demo API read the names
 * and the rules without loading any screen code.
 */
import type { FieldConfig, Pattern } from "./field-config";
import type { FieldType } from "./fields/field-type";
import { SAFE_BOUND } from "./typed-number";

/** The engine's own types, each one module of src/engine/fields/ (listed in this order by errors). */
export const BUILTIN_FIELD_TYPES = [
  "text", "textarea", "password", "number", "integer", "money", "percent", "enum", "flag",
  "date", "datetime", "image", "images", "richtext", "relation", "region", "tags", "tree", "list",
] as const satisfies readonly (keyof FieldTypes)[];

export type BuiltinFieldTypeName = (typeof BUILTIN_FIELD_TYPES)[number];

/**
 * Every type a config may name: the engine's, plus those apps declare by augmenting this
 * interface (declaration merging). An app's entry says what its value is like (a VALUE_LIKE
 * name, whose settings its configs then take: min, max, pattern…), or `true` for a value
 * without rules. A key must also be registered, or the start-up check refuses the config.
 */
export interface FieldTypes {
  text: true; textarea: true; password: true; number: true; integer: true; money: true; percent: true;
  enum: true; flag: true; date: true; datetime: true; image: true; images: true; richtext: true;
  relation: true; region: true; tags: true; tree: true; list: true;
}

/** A type an app declared in FieldTypes: what registerFieldType takes. */
export type CustomFieldTypeName = Exclude<keyof FieldTypes & string, BuiltinFieldTypeName>;

/** The engine's types an app type's value may be like: their rules are the value's. */
export const VALUE_LIKE = ["text", "number", "integer", "money", "percent", "date", "datetime"] as const;
export type ValueLike = (typeof VALUE_LIKE)[number];

/**
 * What an app type's value is: like an engine type (its checks, its conversion by the demo
 * API, its schema in the contract), within the type's own bounds (a rating: 1 to 5), which a
 * config's own min / max / pattern replace.
 */
export interface FieldValue<L extends ValueLike = ValueLike> {
  like: L;
  /** Number-like: the least value; text: the fewest characters. */
  min?: number;
  /** Number-like: the largest value; text: the most characters. */
  max?: number;
  /** Text: the form the value must have. */
  pattern?: Pattern;
  /** The required message's verb, when the control is not what `like` suggests (stars are picked: 请选择). */
  prompt?: "请输入" | "请选择";
}

/** The `value` a registration gives: of the kind FieldTypes declares for the name, none for `true`. */
type DeclaredValue<N extends CustomFieldTypeName> = FieldTypes[N] extends ValueLike ? { value: FieldValue<FieldTypes[N]> } : { value?: undefined };

const custom = new Map<string, FieldType>();

export const isBuiltinFieldType = (name: string): name is BuiltinFieldTypeName =>
  (BUILTIN_FIELD_TYPES as readonly string[]).includes(name);

/**
 * Registers an app's field type (see the top of this file). Registering a name again
 * replaces its module (a module re-run by hot reload); the engine's own names are refused,
 * since every config using them would change.
 */
export function registerFieldType<N extends CustomFieldTypeName>(name: N, type: FieldType & DeclaredValue<N>): void {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) throw new Error(`字段类型名无效 "${name}"：须是小驼峰英文名`);
  if (isBuiltinFieldType(name)) throw new Error(`字段类型 "${name}" 是引擎自带的，不能重新注册`);
  const like = type.value?.like;
  if (like !== undefined && !(VALUE_LIKE as readonly string[]).includes(like)) {
    throw new Error(`字段类型 "${name}" 的 value.like "${like}" 无效，可用：${VALUE_LIKE.join(", ")}`);
  }
  custom.set(name, type);
}

/** An app's registered type module, if any. */
export const registeredFieldType = (name: string): FieldType | undefined => custom.get(name);

/** Every name a config may use now: the engine's, then the registered ones. */
export const fieldTypeNames = (): string[] => [...BUILTIN_FIELD_TYPES, ...custom.keys()];

/** What a field's value is, when its type is an app's that declared it (see FieldValue). */
export function valueOf(field: FieldConfig): FieldValue | undefined {
  return field.type === undefined || isBuiltinFieldType(field.type) ? undefined : custom.get(field.type)?.value;
}

/**
 * The field as the engine's rules read it (validation.ts, the demo API's input, the contract):
 * an app type's field as the engine type its value is like, the type's bounds and pattern
 * under the config's own; a number-like field with both bounds (bounded below). Any other
 * field as it is.
 */
export function asRuled(field: FieldConfig): FieldConfig {
  const value = valueOf(field);
  const rules = value ? { min: field.min ?? value.min, max: field.max ?? value.max, pattern: field.pattern ?? value.pattern } : {};
  const ruled = value ? ({ ...field, ...rules, type: value.like } as FieldConfig) : field;
  return NUMBER_LIKE.has(ruled.type ?? "text") ? bounded(ruled) : ruled;
}

/**
 * The engine's types whose value is a number: read by the rules (validation.ts), the demo API's
 * input, and asRuled (each has bounds, declared or else SAFE_BOUND's).
 */
export const NUMBER_LIKE: ReadonlySet<string> = new Set(["number", "integer", "money", "percent"]);

/**
 * A number-like field within ±SAFE_BOUND where it declares no bound (issue 25: 库存 took
 * 99999999999999999999 and stored 10²⁰), for the form, the demo API and the contract alike.
 */
function bounded(field: FieldConfig): FieldConfig {
  if (field.min !== undefined && field.max !== undefined) return field;
  return { ...field, min: field.min ?? -SAFE_BOUND, max: field.max ?? SAFE_BOUND } as FieldConfig;
}
