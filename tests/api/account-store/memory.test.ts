import { withMemoryAccounts } from "../../../src/api/account-store/memory";
import { emptyDb } from "../../../src/api/empty-db";
import { accountStoreSuite } from "./suite";

// the page's and the tests' store (and the server's, over the unit of work's view, until it hands the SQL one)
accountStoreSuite(
  "memory",
  () => {
    const db = emptyDb();
    return Promise.resolve({
      call: (work) => withMemoryAccounts(db, work),
      addEmployee: (row) => Promise.resolve(void db.employee.push(row)),
    });
  },
  { concurrent: true },
);
