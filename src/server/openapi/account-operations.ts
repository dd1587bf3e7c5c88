import { z } from "zod";
import { AccountExportSchema, DeleteAccountBody } from "../account/account.types.ts";
import * as AuthBody from "../auth/auth-schemas.ts";
import { json, type Operation } from "./operation.ts";

// The account endpoints: ours in front of better-auth (auth-routes.ts), and those of better-auth's that the web
// app calls as they are (get-session, sign-out). Session tokens are only ever in the HttpOnly cookie.

const AuthUser = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
});
const Done = z.object({ status: z.literal(true) });
const done = json(Done, { status: true });
const user = { id: "u_3f9c", name: "Ana Souza", email: "ana.souza@exemplo.com.br", emailVerified: false };
const SessionSchema = z.looseObject({ id: z.string(), userId: z.string(), expiresAt: z.string() });
const session = { id: "s_81ab", userId: "u_3f9c", expiresAt: "2026-12-26T12:00:00.000Z" };
const password = "Girassol-Azul-2031!";

export const accountOperations: Operation[] = [
  {
    method: "post",
    path: "/api/auth/sign-up/email",
    tag: "Conta",
    summary: "Cria a conta e abre a sessão; envia o e-mail de confirmação",
    body: json(AuthBody.SignUpBody, { name: "Ana Souza", email: user.email, password }),
    answers: { 200: { description: "Conta criada", json: json(z.object({ user: AuthUser }), { user }) } },
    errors: ["VALIDATION_FAILED", "WEAK_PASSWORD", "USER_ALREADY_EXISTS", "RATE_LIMITED"],
  },
  {
    method: "post",
    path: "/api/auth/sign-in/email",
    tag: "Conta",
    summary: "Entra com e-mail e senha",
    description: "Cinco senhas erradas em 15 minutos bloqueiam a conta para aquele endereço de rede.",
    body: json(AuthBody.SignInBody, { email: user.email, password }),
    answers: {
      200: { description: "Sessão aberta (cookie)", json: json(z.looseObject({ user: AuthUser }), { user }) },
    },
    errors: ["VALIDATION_FAILED", "INVALID_EMAIL_OR_PASSWORD", "RATE_LIMITED"],
  },
  {
    method: "get",
    path: "/api/auth/get-session",
    tag: "Conta",
    summary: "Quem está conectado (null sem sessão)",
    answers: {
      200: {
        description: "A sessão e a pessoa, ou null",
        json: json(z.object({ session: SessionSchema, user: AuthUser }).nullable(), { session, user }),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/sign-out",
    tag: "Conta",
    summary: "Encerra a sessão deste navegador",
    body: json(z.object({}), {}),
    answers: {
      200: {
        description: "Sessão encerrada",
        json: json(z.object({ success: z.boolean() }), { success: true }),
      },
    },
  },
  {
    method: "post",
    path: "/api/auth/request-password-reset",
    tag: "Conta",
    summary: "Envia o link de redefinição de senha (mesma resposta para qualquer e-mail)",
    body: json(AuthBody.RequestPasswordResetBody, { email: user.email }),
    answers: {
      200: {
        description: "Pedido recebido",
        json: json(z.object({ status: z.literal(true), message: z.string() }), {
          status: true,
          message: "Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.",
        }),
      },
    },
    errors: ["VALIDATION_FAILED", "RATE_LIMITED"],
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    tag: "Conta",
    summary: "Define a nova senha com o token do link (uso único, 24 h)",
    body: json(AuthBody.ResetPasswordBody, { token: "Xk2…token-do-link", newPassword: password }),
    answers: { 200: { description: "Senha redefinida; as sessões foram encerradas", json: done } },
    errors: ["VALIDATION_FAILED", "INVALID_TOKEN", "WEAK_PASSWORD", "RATE_LIMITED"],
  },
  {
    method: "post",
    path: "/api/auth/change-password",
    tag: "Conta",
    summary: "Troca a senha",
    signedIn: true,
    body: json(AuthBody.ChangePasswordBody, {
      currentPassword: password,
      newPassword: "Pitanga-Madura-7788",
    }),
    answers: { 200: { description: "Senha trocada", json: json(z.looseObject({}), {}) } },
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "WEAK_PASSWORD", "INVALID_PASSWORD"],
  },
  {
    method: "post",
    path: "/api/auth/update-user",
    tag: "Conta",
    summary: "Muda o nome completo",
    signedIn: true,
    body: json(AuthBody.UpdateUserBody, { name: "Ana Beatriz Souza" }),
    answers: { 200: { description: "Nome salvo", json: done } },
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED"],
  },
  {
    method: "get",
    path: "/api/auth/list-sessions",
    tag: "Conta",
    summary: "As sessões abertas da pessoa, com a deste navegador marcada",
    signedIn: true,
    answers: {
      200: {
        description: "Sessões",
        json: json(
          z.array(
            z.looseObject({
              id: z.string(),
              current: z.boolean(),
              userAgent: z.string().nullish(),
              createdAt: z.string(),
              updatedAt: z.string(),
            }),
          ),
          [
            {
              id: "s_81ab",
              current: true,
              userAgent: "Mozilla/5.0",
              createdAt: session.expiresAt,
              updatedAt: session.expiresAt,
            },
          ],
        ),
      },
    },
    errors: ["UNAUTHORIZED"],
  },
  {
    method: "post",
    path: "/api/auth/revoke-session",
    tag: "Conta",
    summary: "Encerra uma das sessões da pessoa, pelo id",
    signedIn: true,
    body: json(AuthBody.RevokeSessionBody, { id: "s_81ab" }),
    answers: { 200: { description: "Sessão encerrada", json: json(z.looseObject({}), { status: true }) } },
    errors: ["UNAUTHORIZED", "NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/auth/send-verification-email",
    tag: "Conta",
    summary: "Reenvia o link de confirmação do e-mail da pessoa conectada",
    signedIn: true,
    body: json(z.object({}), {}),
    answers: {
      200: {
        description: "E-mail enviado",
        json: json(z.looseObject({ status: z.boolean() }), { status: true }),
      },
    },
    errors: ["UNAUTHORIZED", "EMAIL_ALREADY_VERIFIED", "RATE_LIMITED"],
  },
  {
    method: "get",
    path: "/api/auth/verify-email",
    tag: "Conta",
    summary: "Confirma o e-mail com o token do link (uso único, 24 h)",
    query: { token: "o token do link enviado por e-mail" },
    answers: {
      200: {
        description: "E-mail confirmado",
        json: json(z.object({ status: z.literal(true) }), { status: true }),
      },
    },
    errors: ["INVALID_VERIFICATION_LINK", "RATE_LIMITED"],
  },
  {
    method: "get",
    path: "/api/account/export",
    tag: "Conta",
    summary: "Todos os dados da pessoa em um arquivo JSON (LGPD)",
    signedIn: true,
    answers: {
      200: {
        description: "vitae-meus-dados.json",
        json: json(AccountExportSchema, {
          exportedAt: "2026-11-26T12:00:00.000Z",
          user: { id: user.id, name: user.name, email: user.email, createdAt: "2026-11-01T12:00:00.000Z" },
          sessions: [],
          resumes: [],
          analyses: [],
          drafts: [],
          purchases: [],
        }),
      },
    },
    errors: ["UNAUTHORIZED"],
  },
  {
    method: "post",
    path: "/api/account/delete",
    tag: "Conta",
    summary: "Apaga a conta e tudo o que ela guarda (LGPD)",
    signedIn: true,
    body: json(DeleteAccountBody, { password }),
    answers: { 204: { description: "Conta apagada" } },
    errors: ["UNAUTHORIZED", "INVALID_PASSWORD", "RATE_LIMITED"],
  },
];
