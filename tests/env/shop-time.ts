import { shopInstant, shopWall } from "../../src/engine/shop-clock";

/**
 * TEST_SHOP_TIME=HH:mm runs the suite as if it were that time of today in Beijing: `Date` (new
 * Date(), Date.now()) is moved by a fixed offset and keeps running, so a test that depends on the
 * hour it runs shows it at 00:05 or 23:55 without waiting for them (decision 0086):
 *   TEST_SHOP_TIME=00:05 npx vitest run tests/demo tests/api/history
 * Fake timers a test installs take this Date as the real one and give it back. Unset: nothing moves.
 */
const at = process.env.TEST_SHOP_TIME;
const MOVED = Symbol.for("tests.shop-time");

if (at && !(MOVED in globalThis)) {
  const [h = NaN, mi = NaN] = at.split(":").map(Number);
  if (!(h >= 0 && h < 24 && mi >= 0 && mi < 60)) throw new Error(`TEST_SHOP_TIME=${at}: expected HH:mm`);
  const Real = Date;
  const today = shopWall(Real.now());
  const offset = shopInstant(today.y, today.mo, today.d, h, mi).getTime() - Real.now();
  class Moved extends Real {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(Real.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return Real.now() + offset;
    }
  }
  Object.defineProperty(globalThis, MOVED, { value: offset });
  globalThis.Date = Moved as DateConstructor;
}
