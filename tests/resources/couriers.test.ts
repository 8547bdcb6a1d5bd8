import { describe, expect, it } from "vitest";
import { COURIERS, courierMatches, courierOf } from "../../src/resources/order/couriers.rules";
import { EXPRESS_COMPANIES, expressCompanyError, expressCompanyName, expressNoError } from "../../src/resources/order/ship.rules";

/** One table of express companies (issue 49): names, the names merchants write, number forms. */
describe("the couriers' table", () => {
  it("knows each company by its name and the names it goes by, never one name for two", () => {
    const names = COURIERS.flatMap((c) => [c.name, ...c.aliases].map((n) => n.replace(/\s+/g, "").toUpperCase()));
    expect(new Set(names).size).toBe(names.length);
    expect(EXPRESS_COMPANIES).toEqual(COURIERS.map((c) => c.name));
    for (const [written, name] of [["顺丰", "顺丰速运"], ["中通", "中通快递"], ["圆通", "圆通速递"], ["韵达", "韵达快递"], ["申通", "申通快递"], ["京东", "京东物流"], ["邮政", "EMS"], ["ems", "EMS"], ["极兔", "极兔速递"], [" sf ", "顺丰速运"], ["ＳＦ", "顺丰速运"]]) {
      expect(courierOf(written ?? "")?.name, written).toBe(name);
      expect(expressCompanyName(written ?? "")).toBe(name);
    }
    expect(expressCompanyError("顺丰")).toBeNull();
    expect(expressCompanyError("顺风快递")).toBe("未知的快递公司：顺风快递");
    expect(expressCompanyName("顺风快递")).toBe("顺风快递");
  });

  it("finds a company in a select by part of any of its names", () => {
    expect(EXPRESS_COMPANIES.filter((c) => courierMatches("京东", c))).toEqual(["京东物流"]);
    expect(EXPRESS_COMPANIES.filter((c) => courierMatches("sf", c))).toEqual(["顺丰速运"]);
    expect(EXPRESS_COMPANIES.filter((c) => courierMatches("邮政", c))).toEqual(["EMS"]);
  });

  it("draws numbers of each company's form, which the 运单号 rule takes", () => {
    const samples = Object.fromEntries(COURIERS.map((c) => [c.name, c.sample(1234567890)]));
    expect(samples).toEqual({
      顺丰速运: "SF1234567890890", 中通快递: "751234567890", 圆通速递: "YT1234567890890", 韵达快递: "4312345678900",
      申通快递: "7712345678900", 京东物流: "JD1234567890890", EMS: "1123456789090", 极兔速递: "JT1234567890890",
    });
    for (const no of Object.values(samples)) expect(expressNoError(no)).toBeNull();
  });
});
