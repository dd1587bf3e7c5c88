import { z } from "zod";
import { accountOperations } from "./account-operations.ts";
import { analysisOperations } from "./analysis-operations.ts";
import { billingOperations } from "./billing-operations.ts";
import { type Answer, ApiErrorSchema, type Example, errorsByStatus, type Operation } from "./operation.ts";
import { resumeOperations } from "./resume-operations.ts";

/** Every operation the API documents, from the same schemas the routes validate with and the web parses. */
export const API_OPERATIONS: Operation[] = [
  ...accountOperations,
  ...resumeOperations,
  ...analysisOperations,
  ...billingOperations,
];

type Json = Record<string, unknown>;

/** JSON Schema 2020-12, which OpenAPI 3.1 uses as is; `input` for what is sent, `output` for what comes back. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  });
  return rest;
}

const jsonContent = ({ schema, example }: Example, io: "input" | "output") => ({
  "application/json": { schema: jsonSchema(schema, io), example },
});

function answerObject(answer: Answer): Json {
  if (answer.json) return { description: answer.description, content: jsonContent(answer.json, "output") };
  if (answer.file) return { description: answer.description, content: { [answer.file]: {} } };
  return { description: answer.description };
}

function operationObject(operation: Operation): Json {
  const names = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const parameters = [
    ...names.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
    ...Object.entries(operation.query ?? {}).map(([name, description]) => ({
      name,
      in: "query",
      required: true,
      description,
      schema: { type: "string" },
    })),
  ];
  const responses: Json = {};
  for (const [status, answer] of Object.entries(operation.answers)) responses[status] = answerObject(answer);
  for (const [status, codes] of errorsByStatus(operation.errors ?? [])) {
    responses[String(status)] = {
      description: `Erro: ${codes.join(", ")}`,
      content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
    };
  }
  const upload = operation.upload?.map((media) => [media, { schema: { type: "string", format: "binary" } }]);
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.signedIn ? { security: [{ session: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: jsonContent(operation.body, "input") } }
      : {}),
    ...(upload ? { requestBody: { required: true, content: Object.fromEntries(upload) } } : {}),
    responses,
  };
}

/** `/api/resumes/:id` as OpenAPI writes it, `/api/resumes/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** The OpenAPI 3.1 document served at /api/openapi.json. */
export function apiDocument(operations: Operation[] = API_OPERATIONS): Json {
  const paths: Record<string, Json> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method]: operationObject(operation) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Vitae API",
      version: "1",
      description:
        "A API do Vitae, a mesma que o aplicativo web usa. Pedidos que mudam dados precisam do cabeçalho Origin do " +
        "endereço público (PUBLIC_URL); a sessão é um cookie HttpOnly. Erros respondem { code, message } com a " +
        "mensagem em português; 429 e 503 trazem Retry-After.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(ApiErrorSchema, "output") },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "Aberta por sign-up ou sign-in; em produção o nome leva o prefixo __Secure-.",
        },
      },
    },
  };
}
