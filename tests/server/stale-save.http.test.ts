import { describe, expect, it } from "vitest";
import { STALE_SAVE } from "../../src/api/respond";
import { login, setupDemoApi, type Page } from "../api/helpers";
import { callOn } from "./servers";

/**
 * No lost update (issue 48, decision 0082) on a real database: two people open one goods item;
 * the first saves a new price, the second then saves a name from the copy they opened, and is
 * refused with HTTP 409 记录已被他人修改，请刷新后重试 — the price stays, the name is not
 * written, the 操作日志 has no entry for it. Likewise an employee. Over HTTP (npm run
 * test:server) on PGlite and on Postgres, and where API_URLS names two server processes on one
 * Postgres, each person on a process of their own.
 */

setupDemoApi();

const GOODS = "/merchant/goods/v1/goods";
const EMPLOYEE = "/merchant/shop/v1/employee";
const LOG = "/merchant/shop/v1/log/list";

type Row = Record<string, unknown> & { alias: string; updated_at: string };

const logTotal = async (token: string) => (await callOn<Page<Row>>(0, LOG, { page: 1, page_size: 1 }, token)).body.data.total;

describe("a save read with an older updated_at, on the server", () => {
  it("two people edit one goods item: the second save is refused and the first's price kept", async () => {
    const token = await login();
    const listed = (await callOn<Page<Row>>(0, `${GOODS}/list`, { page: 1, page_size: 1 }, token)).body.data.list[0];
    if (!listed) throw new Error("no goods listed");
    const first = (await callOn<Row>(0, `${GOODS}/detail`, { alias: listed.alias }, token)).body.data;
    const second = (await callOn<Row>(1, `${GOODS}/detail`, { alias: listed.alias }, token)).body.data;
    expect(second.updated_at).toBe(first.updated_at);
    const price = Number(first.price) > 1 ? 1.23 : 0.5;
    const saved = await callOn(0, `${GOODS}/save`, { alias: listed.alias, price, updated_at: first.updated_at }, token);
    expect(saved.body.code, saved.body.msg).toBe(200);
    const logged = await logTotal(token);

    const refused = await callOn(1, `${GOODS}/save`, { alias: listed.alias, name: "旧副本的名字", updated_at: second.updated_at }, token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 409, msg: STALE_SAVE, data: null });
    for (const server of [0, 1]) {
      expect((await callOn<Row>(server, `${GOODS}/detail`, { alias: listed.alias }, token)).body.data).toMatchObject({ price, name: first.name });
    }
    expect(await logTotal(token)).toBe(logged);

    // saves one after another, however close: each reads what the last one stored
    let read = (await callOn<Row>(1, `${GOODS}/detail`, { alias: listed.alias }, token)).body.data;
    const versions = [read.updated_at];
    for (const [i, name] of ["新名字一", "新名字二", "新名字三"].entries()) {
      const reply = await callOn(i, `${GOODS}/save`, { alias: listed.alias, name, updated_at: read.updated_at }, token);
      expect(reply.body.code, reply.body.msg).toBe(200);
      read = (await callOn<Row>(i + 1, `${GOODS}/detail`, { alias: listed.alias }, token)).body.data;
      versions.push(read.updated_at);
    }
    // each save moved the stamp on, within one second too: every older copy is refused
    expect(new Set(versions).size).toBe(versions.length);
    for (const old of versions.slice(0, -1)) {
      expect((await callOn(0, `${GOODS}/save`, { alias: listed.alias, price: 9, updated_at: old }, token)).status).toBe(409);
    }
    expect(read).toMatchObject({ name: "新名字三", price });
  });

  it("an employee's save over a change made since is refused", async () => {
    const token = await login();
    const employee = (await callOn<Page<Row>>(0, `${EMPLOYEE}/list`, { page: 1, page_size: 1 }, token)).body.data.list[0];
    if (!employee) throw new Error("no employee listed");
    const read = (await callOn<Row>(0, `${EMPLOYEE}/info`, { alias: employee.alias }, token)).body.data;
    const renamed = await callOn(1, `${EMPLOYEE}/save`, { alias: employee.alias, name: "改过的名字", updated_at: read.updated_at }, token);
    expect(renamed.body.code, renamed.body.msg).toBe(200);
    const refused = await callOn(0, `${EMPLOYEE}/save`, { alias: employee.alias, name: String(read.name), status: 2, updated_at: read.updated_at }, token);
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({ status: 409, msg: STALE_SAVE });
    expect((await callOn<Row>(1, `${EMPLOYEE}/info`, { alias: employee.alias }, token)).body.data).toMatchObject({ name: "改过的名字", status: read.status });
  });
});
