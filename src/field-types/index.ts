/**
 * The app's own field types, beyond the engine's: each other module of this folder
 * declares its name (augmenting FieldTypes) and registers its FieldType module
 * (registerFieldType, see src/engine/field-types.ts). Found by the bundler, so adding a
 * type is adding a file; loaded with the configs (src/resources/index.ts), so the start-up
 * check, the demo API and the contract all know them and their rules.
 */
import.meta.glob(["./*.ts", "./*.tsx", "!./index.ts"], { eager: true });
