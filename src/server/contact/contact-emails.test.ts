import { describe, expect, it } from "vitest";
import { ContactRequest } from "#core/contact/contact-request.ts";
import { confirmationEmail } from "./contact-emails.ts";

const request = ContactRequest.parse({
  kind: "contact",
  name: "Rafael Souza",
  email: "rafael.souza@example.com",
  subject: "Nota fiscal",
  message: "Preciso da nota fiscal da compra do plano Premium.",
  consent: true,
});

describe("confirmationEmail", () => {
  it("states the operator's service hours, the same ones the pages show", () => {
    const email = confirmationEmail(request, "suporte@vitae.com.br", "Segunda a sexta, das 8h às 17h");
    expect(email.text).toContain("Horário de atendimento: Segunda a sexta, das 8h às 17h.");
  });

  it("states no hours at all while the operator has not given them", () => {
    const email = confirmationEmail(request, "contato@vitae.example");
    expect(email.text).toContain("Respondemos em até 24 horas úteis");
    expect(email.text).not.toMatch(/horário|atendimento:|\d+h às/i);
  });
});
