import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { readCompanyFacts } from "./src/core/company/company-env.ts";

// The public address in canonical links, Open Graph tags and sitemap.xml, fixed at build time.
const siteUrl = (process.env.SITE_URL || process.env.PUBLIC_URL || "http://localhost:3000").replace(
  /\/+$/,
  "",
);

// The company's legal name, CNPJ, address, phone, e-mails and hours, written into the pages at build time.
const companyFacts = readCompanyFacts(process.env);

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  define: {
    "import.meta.env.SITE_URL": JSON.stringify(siteUrl),
    "import.meta.env.COMPANY_FACTS": JSON.stringify(companyFacts),
  },
  build: { outDir: resolve(process.env.CLIENT_DIR ?? "dist/client"), emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
