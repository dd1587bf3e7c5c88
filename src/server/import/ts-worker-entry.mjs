// Entry of the parse worker threads. A worker thread does not get the tsx loader of its parent (on Node 20
// neither inherited nor through `--import` in execArgv), so it registers tsx itself, then loads the
// TypeScript module it was started for.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.module);
