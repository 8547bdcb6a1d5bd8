/**
 * What a call hands the 操作日志 recorder (audit-log.ts), on its context: the records it wrote,
 * as they were and as they are. The generic CRUD (crud.ts) notes its saves and deletes; a
 * hand-written handler notes nothing, and the recorder reads the records its body names.
 * One note per call (route.ts makes it), so nothing is kept between calls.
 */
export interface AuditNote {
  /** before: the stored record (undefined: the call created it); after: as stored now (undefined: deleted). */
  writes: AuditWrite[];
}

export interface AuditWrite {
  before?: object;
  after?: object;
}

export const newAuditNote = (): AuditNote => ({ writes: [] });
