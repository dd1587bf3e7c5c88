/** A parse worker that never finishes a job (an endless loop, like a hostile file could cause). */
import { parentPort } from "node:worker_threads";

parentPort?.on("message", () => {
  for (;;) {
    // spins until the pool kills this thread
  }
});
parentPort?.postMessage({ type: "ready" });
