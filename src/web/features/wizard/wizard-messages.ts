import { RESUME_LIMITS } from "#core/resume/limits.ts";

/** The wizard's toast texts (spec part 1 §5, §8). W2 appends its keys at the end. */
export const wizardMessages = {
  informacoesSalvas: "Informações salvas com sucesso!",
  resumoGerado: "Resumo gerado com sucesso",
  resumoErro: "Erro ao gerar resumo",
  resumoErroDescricao: "Ocorreu um erro ao gerar seu resumo profissional. Tente novamente.",
  experienciasSalvas: "Experiências salvas com sucesso!",
  descricaoGerada: "Descrição gerada",
  descricaoErro: "Erro ao gerar descrição",
  descricaoErroDescricao: "Ocorreu um erro ao sugerir a descrição. Tente novamente.",
  informacoesIncompletas: "Informações incompletas",
  informacoesIncompletasDescricao: "Preencha o nome da empresa e o cargo para gerar uma descrição",
  formacoesSalvas: "Formações salvas com sucesso!",
  habilidadesSalvas: "Habilidades salvas com sucesso!",
  sugestoesErro: "Erro ao gerar sugestões",
  sugestoesErroDescricao: "Ocorreu um erro ao sugerir habilidades. Tente novamente.",
  templateAplicado: "Template aplicado com sucesso!",
  templateObrigatorio: "Por favor, selecione um template antes de continuar",
  dadosCarregados: "Dados do seu currículo foram carregados com sucesso!",
  novoCurriculo: "Novo currículo iniciado",
  rascunhoErro: "Não foi possível carregar os dados do rascunho.",
  rascunhoFalha: "Erro ao carregar dados do currículo.",
  modeloAplicado: (nome: string) =>
    `Modelo ${nome} aplicado ao seu currículo em andamento. Nada do que você escreveu foi apagado.`,
  exemploErro: "Não foi possível abrir o exemplo. Tente novamente.",
  descricaoRestaurada: "Sua descrição anterior foi restaurada",
  descricaoSemEspaco: "Não há espaço para mais sugestões",
  descricaoSemEspacoDescricao: `A descrição já está perto do limite de ${RESUME_LIMITS.descricao} caracteres. Encurte o texto ou escolha Substituir.`,
} as const;
