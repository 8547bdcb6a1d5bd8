/**
 * The names of field types, and the types an app adds without editing the engine.
 *
 * An app module adds a type in two steps, both in the module itself:
 *
 *   declare module "<path to>/engine/field-types" {
 *     interface FieldTypes { rating: true }      // configs may now say `type: "rating"`
 *   }
 *   registerFieldType("rating", rating);          // the FieldType module drawing it
 *
 * and is imported before the configs are checked at start-up (src/field-types/ of the
 * app is, by src/routes/sections.ts). Plain data and type-only imports here: the start-up
 * check and the demo API read the names without loading any screen code.
 */
import type { FieldType } from "./fields/field-type";

/** The engine's own types, each one module of src/engine/fields/ (listed in this order by errors). */
export const BUILTIN_FIELD_TYPES = [
  "text", "textarea", "password", "number", "integer", "money", "percent", "enum", "flag",
  "date", "datetime", "image", "images", "richtext", "relation", "region", "tags", "tree", "list",
] as const satisfies readonly (keyof FieldTypes)[];

export type BuiltinFieldTypeName = (typeof BUILTIN_FIELD_TYPES)[number];

/**
 * Every type a config may name: the engine's, plus those apps declare by augmenting this
 * interface (declaration merging; the value is unused). A key must also be registered,
 * or the start-up check refuses the config.
 */
export interface FieldTypes {
  text: true; textarea: true; password: true; number: true; integer: true; money: true; percent: true;
  enum: true; flag: true; date: true; datetime: true; image: true; images: true; richtext: true;
  relation: true; region: true; tags: true; tree: true; list: true;
}

/** A type an app declared in FieldTypes: what registerFieldType takes. */
export type CustomFieldTypeName = Exclude<keyof FieldTypes & string, BuiltinFieldTypeName>;

const custom = new Map<string, FieldType>();

export const isBuiltinFieldType = (name: string): name is BuiltinFieldTypeName =>
  (BUILTIN_FIELD_TYPES as readonly string[]).includes(name);

/**
 * Registers an app's field type (see the top of this file). Registering a name again
 * replaces its module (a module re-run by hot reload); the engine's own names are refused,
 * since every config using them would change.
 */
export function registerFieldType(name: CustomFieldTypeName, type: FieldType): void {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) throw new Error(`字段类型名无效 "${name}"：须是小驼峰英文名`);
  if (isBuiltinFieldType(name)) throw new Error(`字段类型 "${name}" 是引擎自带的，不能重新注册`);
  custom.set(name, type);
}

/** An app's registered type module, if any. */
export const registeredFieldType = (name: string): FieldType | undefined => custom.get(name);

/** Every name a config may use now: the engine's, then the registered ones. */
export const fieldTypeNames = (): string[] => [...BUILTIN_FIELD_TYPES, ...custom.keys()];
