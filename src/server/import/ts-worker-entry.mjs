// Entry of the parse processes (see parse-process.ts). pdf.js is loaded first, as it ships: loaded after tsx is
// registered, it would go through tsx's transform, which costs each process about 350 MB and a second. Then tsx
// is registered and the TypeScript module named in the arguments is loaded.
await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
await import("pdfjs-dist/legacy/build/pdf.mjs");
const { register } = await import("tsx/esm/api");
register();
await import(process.argv[2]);
