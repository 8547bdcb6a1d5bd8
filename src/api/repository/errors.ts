/**
 * The refusals a repository throws, alike on every store, so a handler (issue 48, step 3)
 * answers them by their type, not by a driver's error code.
 */

/** A save over a row changed since it was read (PatchOptions.expectedUpdatedAt): HTTP 409. */
export class StaleRecordError extends Error {
  readonly status = 409;
  constructor(
    readonly table: string,
    readonly alias: string,
  ) {
    super("记录已被他人修改，请刷新后重试");
    this.name = "StaleRecordError";
  }
}

/** A second row of a shop with the same alias or the same value of a unique field. */
export class DuplicateRecordError extends Error {
  constructor(
    readonly table: string,
    /** `alias`, or the unique field's key. */
    readonly field: string,
    label: string,
  ) {
    super(`${label}已存在`);
    this.name = "DuplicateRecordError";
  }
}

/** A value a field cannot hold (text in a money field, a date that is none), or a query of a field the table lacks: a handler's mistake. */
export class RepositoryValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RepositoryValueError";
  }
}
