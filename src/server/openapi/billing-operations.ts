import { z } from "zod";
import { PaymentAnswerSchema } from "#core/api/payment-answer.ts";
import { PlanAnswerSchema } from "#core/api/plan-answer.ts";
import { ContactRequest } from "#core/contact/contact-request.ts";
import { DemoPayBody, InitialCheckoutBody, VerifyPaymentBody } from "../billing/billing.types.ts";
import { json, type Operation } from "./operation.ts";

// The plan and its payment (Stripe Checkout, or the demo checkout without Stripe keys), and the other public
// endpoints.

const sessionId = "demo_5f0e6d1c-2b3a-4c5d-8e9f-0a1b2c3d4e5f";
const payment = {
  session_id: sessionId,
  status: "paid",
  amount_cents: 797,
  currency: "BRL",
  paid_at: "2026-11-26T12:00:00.000Z",
  plan_expires_at: "2026-12-10T12:00:00.000Z",
  attached: true,
  email: "ana.souza@exemplo.com.br",
};
const paymentAnswer = json(PaymentAnswerSchema, payment);
const Checkout = json(z.object({ url: z.string() }), {
  url: `https://vitae.exemplo.com.br/pagamento-demo?session_id=${sessionId}`,
});

export const billingOperations: Operation[] = [
  {
    method: "get",
    path: "/api/plan",
    tag: "Plano",
    summary: "O plano da pessoa conectada: ativo enquanto a última compra paga não vence",
    signedIn: true,
    answers: {
      200: {
        description: "Situação do plano",
        json: json(PlanAnswerSchema, { success: true, active: true, expires_at: payment.plan_expires_at }),
      },
    },
    errors: ["UNAUTHORIZED"],
  },
  {
    method: "post",
    path: "/api/billing/checkout",
    tag: "Plano",
    summary: "Abre o pagamento do plano (R$ 7,97, 14 dias) para a conta conectada",
    signedIn: true,
    body: json(z.object({}), {}),
    answers: { 200: { description: "Endereço do checkout", json: Checkout } },
    errors: ["UNAUTHORIZED", "PAYMENT_PROVIDER_UNAVAILABLE", "RATE_LIMITED"],
  },
  {
    method: "post",
    path: "/api/billing/initial-checkout",
    tag: "Plano",
    summary: "Abre o pagamento para um e-mail, sem conta",
    description: "O plano passa para a conta com esse e-mail quando ela confirma o endereço.",
    body: json(InitialCheckoutBody, { email: payment.email }),
    answers: { 200: { description: "Endereço do checkout", json: Checkout } },
    errors: ["VALIDATION_FAILED", "PAYMENT_PROVIDER_UNAVAILABLE", "RATE_LIMITED"],
  },
  {
    method: "post",
    path: "/api/billing/verify",
    tag: "Plano",
    summary: "Confere um pagamento com o serviço de pagamento (página de sucesso)",
    body: json(VerifyPaymentBody, { session_id: sessionId }),
    answers: { 200: { description: "O pagamento", json: paymentAnswer } },
    errors: [
      "VALIDATION_FAILED",
      "PAYMENT_SESSION_NOT_FOUND",
      "PAYMENT_PROVIDER_UNAVAILABLE",
      "RATE_LIMITED",
    ],
  },
  {
    method: "get",
    path: "/api/billing/demo/sessions/:id",
    tag: "Plano",
    summary: "Um pagamento do checkout de demonstração (só sem chaves do Stripe)",
    answers: {
      200: {
        description: "O pagamento",
        json: json(PaymentAnswerSchema, { ...payment, status: "pending", paid_at: null }),
      },
    },
    errors: ["NOT_FOUND", "PAYMENT_SESSION_NOT_FOUND", "RATE_LIMITED"],
  },
  {
    method: "post",
    path: "/api/billing/demo/pay",
    tag: "Plano",
    summary: "Paga no checkout de demonstração: cartão na hora, Pix alguns segundos depois; nada é cobrado",
    body: json(DemoPayBody, { session_id: sessionId, method: "card" }),
    answers: { 200: { description: "O pagamento", json: paymentAnswer } },
    errors: ["NOT_FOUND", "PAYMENT_SESSION_NOT_FOUND", "PAYMENT_SESSION_CLOSED", "RATE_LIMITED"],
  },
  {
    method: "post",
    path: "/api/billing/stripe-webhook",
    tag: "Plano",
    summary: "Avisos do Stripe (checkout.session.completed, async_payment_succeeded/failed, expired)",
    description: "Assinados pelo Stripe (cabeçalho Stripe-Signature); cada evento é processado uma vez.",
    body: json(z.looseObject({ id: z.string(), type: z.string() }), {
      id: "evt_1Q2w3E4r5T6y",
      type: "checkout.session.completed",
      data: { object: { id: "cs_test_a1b2c3" } },
    }),
    answers: {
      200: {
        description: "Recebido",
        json: json(z.object({ received: z.literal(true), duplicate: z.boolean() }), {
          received: true,
          duplicate: false,
        }),
      },
    },
    errors: ["NOT_FOUND", "WEBHOOK_SIGNATURE_INVALID"],
  },
  {
    method: "post",
    path: "/api/contact",
    tag: "Site",
    summary: "Mensagem de contato, de suporte (com anexos) ou inscrição na newsletter, para a equipe",
    body: json(ContactRequest, { kind: "newsletter", email: payment.email }),
    answers: {
      202: { description: "Recebida", json: json(z.object({ ok: z.literal(true) }), { ok: true }) },
    },
    errors: ["VALIDATION_FAILED", "RATE_LIMITED", "PAYLOAD_TOO_LARGE"],
  },
  {
    method: "get",
    path: "/api/health",
    tag: "Site",
    summary: "Se o servidor e o banco de dados respondem",
    answers: {
      200: { description: "Tudo certo", json: json(z.object({ status: z.literal("ok") }), { status: "ok" }) },
    },
    errors: ["SERVICE_UNAVAILABLE"],
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "Site",
    summary: "Este documento (OpenAPI 3.1)",
    answers: {
      200: {
        description: "O documento",
        json: json(z.looseObject({ openapi: z.literal("3.1.0") }), { openapi: "3.1.0" }),
      },
    },
  },
];
