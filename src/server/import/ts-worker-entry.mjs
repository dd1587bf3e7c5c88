// Entry of the parse processes (see parse-process.ts). pdf.js is loaded first, as it ships: loaded after tsx is
// registered, it would go through tsx's transform, which costs each process about 350 MB and a second. Then the
// module named in the arguments is loaded: the compiled parse-worker.js of `npm start` as it is, the TypeScript
// source (development, tests) through tsx, registered only then.
await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
await import("pdfjs-dist/legacy/build/pdf.mjs");
if (process.argv[2].endsWith(".ts")) {
  const { register } = await import("tsx/esm/api");
  register();
}
await import(process.argv[2]);
