/**
 * `npm run serve`: the production server, built by `npm run build` into dist-server/serve.js
 * (a Vite SSR build: the handlers find their files with import.meta.glob, so this code runs
 * only as Vite made it). Serves the API and the built console (dist) on PORT / HOST; refuses to
 * start (exit 1) when a config has a problem, naming it as the console's start-up check does
 * (decision 0122). Stops cleanly on SIGINT / SIGTERM: the server stops taking connections,
 * answers the calls in flight (main.ts stopServing: within 8 s), then closes the database.
 */
import { describeFault } from "../api/faults";
import { exitIfRefused, startServer } from "./main";

// a config with a problem: its file, resource and field in the terminal, exit 1 (decision 0122)
const started = await startServer(process.env).catch(exitIfRefused);

// a promise nobody waits on that fails (work left for after a call) is told, by class and code,
// and the server goes on serving: by default Node would end the process, and every call with it
process.on("unhandledRejection", (error) => console.error(`商户后台：未处理的错误 ${describeFault(error)}`));

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`商户后台：收到 ${signal}，正在停止`);
    started.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`商户后台：停止时出错 ${describeFault(error)}`);
        process.exit(1);
      },
    );
  });
}
