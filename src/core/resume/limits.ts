/**
 * The largest resume Vitae keeps (decision 0020): generous for a real resume, small enough that every rule,
 * template and export runs in a bounded time and a full resume still fits the save request's size limit.
 * Lengths count characters (Unicode code points, as zod does; an emoji is one) after trimming where the field
 * is trimmed.
 */
export const RESUME_LIMITS = {
  nome: 120,
  email: 254,
  telefone: 30,
  cidade: 80,
  estado: 80,
  cargo: 120,
  resumo: 2000,
  /** A LinkedIn or site address. */
  endereco: 200,
  empresa: 120,
  data: 30,
  descricao: 3000,
  instituicao: 120,
  curso: 120,
  habilidade: 60,
  habilidades: 100,
  experiencias: 30,
  formacoes: 20,
  nomeCurriculo: 120,
} as const;
