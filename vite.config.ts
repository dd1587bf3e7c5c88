import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { smallChunksByArea } from "./scripts/chunk-areas.ts";
import { readCompanyFacts } from "./src/core/company/company-env.ts";

// The public address in canonical links, Open Graph tags and sitemap.xml, fixed at build time.
const siteUrl = (process.env.SITE_URL || process.env.PUBLIC_URL || "http://localhost:3000").replace(
  /\/+$/,
  "",
);

// The company's legal name, CNPJ, address, phone, e-mails and hours, written into the pages at build time.
const companyFacts = readCompanyFacts(process.env);

const RESUME_MODEL =
  /\/src\/core\/(resume\/(experience|education|skills|limits|resume-style|resume-data|personal-info|photo)|sample-person)\.ts$/;

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  define: {
    "import.meta.env.SITE_URL": JSON.stringify(siteUrl),
    "import.meta.env.COMPANY_FACTS": JSON.stringify(companyFacts),
  },
  build: {
    outDir: resolve(process.env.CLIENT_DIR ?? "dist/client"),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The zod-free resume model every wizard step reads (its schemas are in *-schema.ts, loaded later),
          // and the sample person improve mode starts from:
          // one chunk rather than one per file, so a step asks for fewer files and each page's list of chunks
          // to preload, kept in the entry, stays short. Its own modules only: what they import (the template
          // ids, which the dashboard needs without the model) is split like any other module.
          // Then the small chunks automatic splitting would make, one per set of the app's areas using them
          // (docs/decisions/0037-small-chunks-by-area.md).
          groups: [
            { name: "resume-model", test: RESUME_MODEL, priority: 1, includeDependenciesRecursively: false },
            { name: smallChunksByArea(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
