/**
 * What `@electric-sql/pglite` and `pg` are in `npm test` (vitest.config.ts aliases them here for
 * the shared, isolated and server projects): a file may import the server's code, but starting a
 * database throws. A database's start is seconds of CPU (PGlite: 2-3 s idle, 30 s at load 14 on
 * this 2-core machine), more than a hook's or a test's limit on a loaded machine, and `npm test`
 * passes there (decision 0086). A test that needs a database is named `*.server.test.ts`: the
 * `database` project runs it, in `npm run test:server`, on the real modules.
 */
const REFUSED =
  "npm test 不启动数据库：需要数据库的测试文件命名为 *.server.test.ts（npm run test:server 运行它，见 decision 0086）";

function refuse(): never {
  throw new Error(REFUSED);
}

/** PGlite: opening one (create or new) is refused. */
export class PGlite {
  constructor() {
    refuse();
  }
  static create(): never {
    return refuse();
  }
}

/** node-postgres: a pool or a client is refused, and so is setting its type parsers (done only to connect). */
class Refused {
  constructor() {
    refuse();
  }
}
const pg = {
  Pool: Refused,
  Client: Refused,
  get types(): never {
    return refuse();
  },
};
export default pg;
