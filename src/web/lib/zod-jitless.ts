// zod compiles its object parsers with `new Function` where it may, after probing whether it may. The app's
// Content-Security-Policy refuses eval: the probe fails quietly, but the browser reports it as a violation.
// Checking without compiling is what happens under the policy anyway, so zod is told so (its `jitless`
// setting) before it loads. Through the global object zod keeps its settings in, rather than its `config()`:
// importing that would put ~3.5 KB of zod in the entry, which the home page loads (decision 0034).
// tests/e2e/wizard/content-security.spec.ts fails if zod stops reading it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
