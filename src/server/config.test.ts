import { describe, expect, it } from "vitest";
import { ConfigError, DEV_AUTH_SECRET, loadConfig } from "./config.ts";

const cwd = "/srv/vitae";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected the configuration to be rejected");
}

describe("loadConfig", () => {
  it("uses the documented defaults for an empty environment", () => {
    expect(loadConfig({}, cwd)).toEqual({
      env: "development",
      port: 3000,
      host: "0.0.0.0",
      publicUrl: "http://localhost:3000",
      dataDir: "/srv/vitae/data",
      databaseUrl: undefined,
      clientDir: "/srv/vitae/dist/client",
      logLevel: "info",
      webDevServer: undefined,
      authSecret: DEV_AUTH_SECRET,
      smtpUrl: undefined,
      mailFrom: "Vitae <nao-responda@vitae.local>",
      supportEmail: "contato@vitae.example",
      company: {},
      trustedProxyHeader: undefined,
      chromiumPath: "/usr/lib/chromium/chromium-headless-shell",
    });
  });

  it("reads every variable and derives the public URL from the port", () => {
    const config = loadConfig(
      {
        NODE_ENV: "production",
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "/var/lib/vitae",
        DATABASE_URL: "postgresql://vitae:secret@db:5432/vitae",
        CLIENT_DIR: "build/web",
        LOG_LEVEL: "warn",
        WEB_DEV_SERVER: "http://localhost:5173",
        AUTH_SECRET: "s".repeat(32),
        SMTP_URL: "smtp://mailer:pw@smtp.example.com:587",
        MAIL_FROM: "Vitae <contato@vitae.com.br>",
        TRUSTED_PROXY_HEADER: "X-Forwarded-For",
        DEMO_CHECKOUT: "true",
      },
      cwd,
    );
    expect(config).toMatchObject({
      env: "production",
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "http://localhost:8080",
      dataDir: "/var/lib/vitae",
      databaseUrl: "postgresql://vitae:secret@db:5432/vitae",
      clientDir: "/srv/vitae/build/web",
      logLevel: "warn",
      webDevServer: "http://localhost:5173",
      authSecret: "s".repeat(32),
      smtpUrl: "smtp://mailer:pw@smtp.example.com:587",
      mailFrom: "Vitae <contato@vitae.com.br>",
      trustedProxyHeader: "x-forwarded-for",
    });
  });

  it("requires AUTH_SECRET in production and never repeats a secret in an error", () => {
    expect(problemsOf({ NODE_ENV: "production", DEMO_CHECKOUT: "true" })).toEqual([
      "Invalid configuration: AUTH_SECRET is required when NODE_ENV is production",
    ]);
    expect(problemsOf({ AUTH_SECRET: "curto-demais" })).toEqual([
      "Invalid configuration: AUTH_SECRET must be at least 32 characters",
    ]);
  });

  it("sends contact messages to SUPPORT_EMAIL, which must be an e-mail address", () => {
    expect(loadConfig({ SUPPORT_EMAIL: "suporte@vitae.com.br" }, cwd).supportEmail).toBe(
      "suporte@vitae.com.br",
    );
    expect(problemsOf({ SUPPORT_EMAIL: "suporte" })).toEqual([
      'Invalid configuration: SUPPORT_EMAIL must be an e-mail address (got "suporte")',
    ]);
  });

  it("reads the company's details the pages show, the support address among them, and names a bad one", () => {
    const config = loadConfig(
      { COMPANY_CNPJ: "11222333000181", COMPANY_HOURS: "Segunda a sexta, das 8h às 17h", SUPPORT_EMAIL: "" },
      cwd,
    );
    expect(config.company).toEqual({ cnpj: "11.222.333/0001-81", hours: "Segunda a sexta, das 8h às 17h" });
    expect(loadConfig({ SUPPORT_EMAIL: "suporte@vitae.com.br" }, cwd).company).toEqual({
      supportEmail: "suporte@vitae.com.br",
    });
    expect(problemsOf({ COMPANY_PHONE: "(11) 90000" })).toEqual([
      'Invalid configuration: COMPANY_PHONE must be a Brazilian phone number with DDD, such as (11) 3456-7890, or a 0800 or 4004 number (got "(11) 90000")',
    ]);
  });

  it("keeps an explicit public URL without its trailing slash", () => {
    expect(loadConfig({ PUBLIC_URL: "https://vitae.example.com.br/" }, cwd).publicUrl).toBe(
      "https://vitae.example.com.br",
    );
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }, cwd)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ["PORT", "abc", 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")'],
    ["PORT", "70000", 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "70000")'],
    ["PORT", "0", 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "0")'],
    ["PORT", "30.5", 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "30.5")'],
    [
      "NODE_ENV",
      "staging",
      'Invalid configuration: NODE_ENV must be one of development, test, production (got "staging")',
    ],
    [
      "LOG_LEVEL",
      "verbose",
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    [
      "PUBLIC_URL",
      "localhost:3000",
      'Invalid configuration: PUBLIC_URL must be an http:// or https:// URL (got "localhost:3000")',
    ],
    [
      "WEB_DEV_SERVER",
      "5173",
      'Invalid configuration: WEB_DEV_SERVER must be an http:// or https:// URL (got "5173")',
    ],
    [
      "DATABASE_URL",
      "mysql://root:hunter2@db/vitae",
      "Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL",
    ],
  ])("rejects %s=%s with one clear line", (name, value, line) => {
    expect(problemsOf({ [name]: value })).toEqual([line]);
  });

  it("never repeats a database password in an error", () => {
    expect(problemsOf({ DATABASE_URL: "mysql://root:hunter2@db/vitae" }).join("\n")).not.toContain("hunter2");
  });

  it("reports every bad variable at once, one line each", () => {
    expect(problemsOf({ PORT: "abc", LOG_LEVEL: "loud", NODE_ENV: "prod" })).toHaveLength(3);
  });
});
