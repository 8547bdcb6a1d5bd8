import type { PersistStorage, StorageValue } from "zustand/middleware";
import { type Check, isRecord, readStoredJson, removeStored, writeStoredJson } from "../providers/stored-json";

/**
 * zustand `persist` storage that checks what it reads (providers/stored-json.ts): a stored
 * state that fails `check` is dropped, the store keeps its defaults, and the merchant is
 * told once (界面设置已恢复默认).
 */
export function checkedStorage<S>(storage: () => Storage, check: Check<S>): PersistStorage<S> {
  const isValue = (value: unknown): value is StorageValue<S> =>
    isRecord(value) && check(value.state) && (value.version === undefined || typeof value.version === "number");
  return {
    getItem: (name) => readStoredJson(storage, name, isValue) ?? null,
    setItem: (name, value) => writeStoredJson(storage, name, value),
    removeItem: (name) => removeStored(storage, name),
  };
}
