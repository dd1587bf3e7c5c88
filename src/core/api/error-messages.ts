import type { ApiErrorCode } from "./error-codes.ts";

/** What each code means to the person, in Portuguese. */
export const API_ERRORS = {
  BAD_REQUEST: "Não foi possível ler os dados enviados. Verifique o formato e tente novamente.",
  VALIDATION_FAILED: "Alguns dados enviados são inválidos. Verifique e tente novamente.",
  WEAK_PASSWORD: "Escolha uma senha mais forte.",
  PASSWORD_TOO_LONG: "A senha deve ter no máximo 128 caracteres.",
  INVALID_TOKEN: "Link de recuperação inválido ou expirado.",
  INVALID_VERIFICATION_LINK:
    "Link de confirmação inválido, expirado ou já usado. Peça um novo e-mail de confirmação.",
  EMAIL_ALREADY_VERIFIED: "Seu e-mail já está confirmado.",
  INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha incorretos",
  INVALID_PASSWORD: "Senha incorreta.",
  UNAUTHORIZED: "Você precisa estar logado para continuar.",
  PLAN_REQUIRED: "Você precisa de um plano ativo para baixar currículos",
  // Resume analysis (issue 17).
  ANALYSIS_PLAN_REQUIRED: "Você precisa de um plano ativo para análises com IA",
  FORBIDDEN: "Você não tem permissão para fazer isso.",
  ORIGIN_NOT_ALLOWED:
    "Esta solicitação não veio do Vitae e foi recusada. Recarregue a página e tente novamente.",
  NOT_FOUND: "Recurso não encontrado",
  RESUME_NOT_FOUND: "Currículo não encontrado",
  USER_ALREADY_EXISTS: "Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.",
  RESUME_VERSION_CONFLICT:
    "Este currículo foi alterado em outra aba ou aparelho. Recarregue para ver a versão mais recente ou salve por cima dela.",
  PAYLOAD_TOO_LARGE: "O conteúdo enviado é grande demais.",
  // Resume uploads (issue 7): each bad file gets a message saying what to do next.
  UPLOAD_EMPTY: "O arquivo enviado está vazio. Escolha outro arquivo PDF ou DOCX.",
  UPLOAD_TOO_LARGE: "O tamanho do arquivo excede o limite de 5MB.",
  UPLOAD_UNSUPPORTED_TYPE: "Apenas arquivos PDF ou DOCX são permitidos.",
  UPLOAD_DOC_NOT_SUPPORTED:
    "Arquivos .doc (Word 97-2003) não são aceitos. Abra o arquivo no Word, use “Salvar como” para gerar um PDF ou DOCX e envie novamente.",
  UPLOAD_ENCRYPTED:
    "Este PDF está protegido por senha. Salve uma cópia sem senha e envie novamente, ou preencha os dados manualmente.",
  UPLOAD_NO_TEXT:
    "Não encontramos texto neste arquivo: ele parece ser uma imagem ou digitalização. Envie um PDF com texto selecionável ou preencha os dados manualmente.",
  UPLOAD_TOO_MANY_PAGES:
    "O arquivo tem páginas demais para um currículo (máximo de 10). Envie uma versão mais curta ou preencha os dados manualmente.",
  UPLOAD_UNREADABLE:
    "Não foi possível processar o arquivo. Por favor, tente novamente ou preencha os dados manualmente.",
  UPLOAD_TIMEOUT:
    "A leitura do arquivo demorou demais. Envie uma versão mais simples do arquivo ou preencha os dados manualmente.",
  DRAFT_NOT_FOUND: "Não foi possível carregar os dados do rascunho.",
  // Payments (issue 6).
  PAYMENT_SESSION_NOT_FOUND: "Pagamento não encontrado. Confira o link ou inicie um novo pagamento.",
  PAYMENT_SESSION_CLOSED: "Este pagamento expirou ou foi recusado. Inicie um novo pagamento.",
  PAYMENT_PROVIDER_UNAVAILABLE: "O serviço de pagamento não respondeu. Tente novamente em instantes.",
  WEBHOOK_SIGNATURE_INVALID: "Assinatura do aviso de pagamento inválida.",
  RATE_LIMITED: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  INTERNAL: "Ocorreu um erro inesperado. Tente novamente mais tarde.",
  PDF_BUSY: "Muitos PDFs sendo gerados agora. Aguarde alguns segundos e tente novamente.",
  PDF_UNAVAILABLE: "Não foi possível gerar o PDF agora. Tente novamente em instantes.",
  SERVICE_UNAVAILABLE: "O serviço está temporariamente indisponível. Tente novamente em instantes.",
} as const satisfies Record<ApiErrorCode, string>;
