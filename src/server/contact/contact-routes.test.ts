import { expect, it } from "vitest";
import { ATTACHMENT_LIMITS } from "#core/contact/contact-request.ts";
import { describeOnEachDatabase } from "../testing/api-client.ts";
import { TEST_PUBLIC_URL } from "../testing/config.ts";
import { CONTACT_RULES } from "./contact-routes.ts";

let addresses = 0;
/** A client address per test (the app trusts X-Forwarded-For in tests), so limits are counted per test. */
const nextAddress = () => `203.0.113.${(addresses++ % 250) + 1}`;

type Answer = {
  status: number;
  json: { code?: string; message?: string; issues?: { path: string; message: string }[] };
};

function poster(baseUrl: () => string) {
  return async (
    body: unknown,
    { ip = nextAddress(), raw, contentType = "application/json" } = {} as {
      ip?: string;
      raw?: string;
      contentType?: string;
    },
  ): Promise<Answer> => {
    const response = await fetch(`${baseUrl()}/api/contact`, {
      method: "POST",
      headers: { origin: TEST_PUBLIC_URL, "content-type": contentType, "x-forwarded-for": ip },
      body: raw ?? JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : {} };
  };
}

const support = (overrides: Record<string, unknown> = {}) => ({
  kind: "support",
  name: "Beatriz Lima",
  email: "beatriz.lima@example.com",
  subject: "Não consigo baixar o PDF",
  category: "download",
  message: "Cliquei em Baixar PDF e nada aconteceu. Meu plano Premium está ativo desde ontem.",
  ...overrides,
});

const base64Of = (bytes: number) => Buffer.alloc(bytes, 65).toString("base64");
const messagesOf = (answer: Answer) => answer.json.issues?.map((issue) => issue.message) ?? [];

describeOnEachDatabase("POST /api/contact", (api) => {
  const post = poster(() => api.url);

  it("accepts a support request, a contact message and a newsletter sign-up", async () => {
    expect((await post(support())).status).toBe(202);
    const contact = {
      kind: "contact",
      name: "Rafael Souza",
      email: "rafael.souza@example.com",
      phone: "(11) 90000-0000",
      subject: "Parceria com universidade",
      message: "Gostaríamos de apresentar o Vitae aos formandos do nosso curso de Administração.",
      consent: true,
    };
    expect((await post(contact)).status).toBe(202);
    expect((await post({ kind: "newsletter", email: "leitora@example.com" })).status).toBe(202);
  });

  it("answers 400 with a Portuguese message for each invalid field", async () => {
    const answer = await post(
      support({ name: "Al", email: "nao-e-email", subject: "", category: "xyz", message: "curta" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe("VALIDATION_FAILED");
    expect(answer.json.message).toMatch(/inválidos/);
    expect(Object.fromEntries(answer.json.issues?.map((i) => [i.path, i.message]) ?? [])).toEqual({
      name: "Nome completo deve ter pelo menos 3 caracteres",
      email: "E-mail inválido",
      subject: "Informe o assunto com pelo menos 3 caracteres",
      category: "Escolha uma categoria",
      message: "Escreva sua mensagem com pelo menos 20 caracteres",
    });
  });

  it("requires consent on the contact page and a valid phone when one is given", async () => {
    const answer = await post({
      kind: "contact",
      name: "Rafael Souza",
      email: "rafael.souza@example.com",
      phone: "12345",
      subject: "Dúvida",
      message: "Quero saber se vocês atendem empresas que contratam em volume.",
      consent: false,
    });
    expect(answer.status).toBe(400);
    expect(messagesOf(answer)).toEqual(
      expect.arrayContaining([
        "Telefone deve ter pelo menos 10 dígitos",
        "Você precisa aceitar a Política de Privacidade para enviar a mensagem",
      ]),
    );
  });

  it("enforces the attachment limits: 5 files, 2MB each, accepted formats", async () => {
    const file = (name: string, bytes = 10) => ({ name, data: base64Of(bytes) });
    const atLimit = Array.from({ length: ATTACHMENT_LIMITS.maxFiles }, (_, i) => file(`print-${i}.png`));
    expect((await post(support({ attachments: atLimit }))).status).toBe(202);
    expect(
      (await post(support({ attachments: [file("maximo.pdf", ATTACHMENT_LIMITS.maxBytes)] }))).status,
    ).toBe(202);

    const tooMany = await post(support({ attachments: [...atLimit, file("sexto.png")] }));
    expect(tooMany.status).toBe(400);
    expect(messagesOf(tooMany)).toContain("Envie no máximo 5 arquivos");

    const tooBig = await post(support({ attachments: [file("grande.pdf", ATTACHMENT_LIMITS.maxBytes + 1)] }));
    expect(tooBig.status).toBe(400);
    expect(messagesOf(tooBig)).toContain("Cada arquivo pode ter no máximo 2MB");

    const wrongType = await post(support({ attachments: [file("script.exe")] }));
    expect(messagesOf(wrongType)).toContain("Formato não aceito: envie PDF, DOCX, TXT, PNG ou JPG");

    const notBase64 = await post(support({ attachments: [{ name: "a.pdf", data: "%%%" }] }));
    expect(messagesOf(notBase64)).toContain("Não foi possível ler um dos arquivos. Escolha-o novamente.");
  });

  it("never answers 500 to a malformed request", async () => {
    const cases: Answer[] = [
      await post(null, { raw: "{ isto não é json" }),
      await post(null, { raw: "kind=support", contentType: "application/x-www-form-urlencoded" }),
      await post({ kind: "carta" }),
      await post([]),
      await post({ kind: "support", attachments: "muitos" }),
      await post({ kind: "newsletter", email: 42 }),
    ];
    for (const answer of cases) {
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(/[ãáéíóúç]/);
    }
    const huge = await post(support({ message: "x".repeat(20 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.json.message).toBe("O conteúdo enviado é grande demais.");
  });

  it("limits each client address, with Retry-After and a Portuguese message", async () => {
    const ip = nextAddress();
    for (let i = 0; i < CONTACT_RULES.address.limit; i++) {
      expect((await post({ kind: "newsletter", email: `pessoa${i}@example.com` }, { ip })).status).toBe(202);
    }
    const response = await fetch(`${api.url}/api/contact`, {
      method: "POST",
      headers: { origin: TEST_PUBLIC_URL, "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ kind: "newsletter", email: "mais-uma@example.com" }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await response.json()).message).toBe(
      "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    );
    // Another address is not affected.
    expect((await post({ kind: "newsletter", email: "outra@example.com" })).status).toBe(202);
  });

  it("limits messages to one e-mail address, whatever the client address", async () => {
    const email = `alvo.${Date.now()}@example.com`;
    for (let i = 0; i < CONTACT_RULES.recipient.limit; i++) {
      expect((await post({ kind: "newsletter", email })).status).toBe(202);
    }
    expect((await post({ kind: "newsletter", email: email.toUpperCase() })).status).toBe(429);
  });
});
