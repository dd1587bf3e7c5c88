// A script that parses one file through a pool, closes it and says so: closing must leave nothing pending
// that a process with nothing else to do would exit before (run by parse-pool.test.ts).
import { createLogger } from "../../logger.ts";
import { createParsePool } from "../parse-pool.ts";
import { corpusFile } from "./corpus.ts";

const pool = createParsePool({ logger: createLogger("silent"), timeoutMs: 20_000, maxPages: 10 });
await pool.parse(await corpusFile("pdf/pt_01_joao-pedro-albuquerque.pdf"), "pdf");
await pool.close();
console.log("closed");
