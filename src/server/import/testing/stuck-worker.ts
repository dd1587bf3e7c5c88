/** A parse process that never finishes a job (an endless loop, like a hostile file could cause). */
process.on("message", () => {
  for (;;) {
    // spins until the pool kills this process
  }
});
process.send?.({ type: "ready" });
