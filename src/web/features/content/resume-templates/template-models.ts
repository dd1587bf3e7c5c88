import type { TemplateId } from "#core/resume/template-id.ts";

/** One of the six models of the spec: a use case, the real template that serves it, and why. */
export type TemplateModel = {
  id: string;
  name: string;
  templateId: TemplateId;
  /** Who it is for, in one sentence. */
  audience: string;
  /** Why this template serves them. */
  reasons: string[];
  /** Areas and moments where it fits. */
  fits: string;
};

export const TEMPLATE_MODELS: TemplateModel[] = [
  {
    id: "profissional",
    name: "Profissional",
    templateId: "executivo",
    audience:
      "Para quem já tem alguns anos de carreira e quer mostrar resultados com sobriedade: áreas administrativas, finanças, vendas, RH, jurídico e cargos de coordenação.",
    reasons: [
      "A coluna principal dá espaço às experiências, que é o que o recrutador lê primeiro.",
      "Formação e habilidades ficam numa coluna lateral discreta, fáceis de achar sem competir com os resultados.",
      "Tipografia elegante e cores contidas, adequadas a empresas tradicionais e processos com várias etapas.",
    ],
    fits: "Analistas plenos e sêniores, coordenadores, gerentes, profissionais em transição para liderança.",
  },
  {
    id: "criativo",
    name: "Criativo",
    templateId: "criativo",
    audience:
      "Para áreas em que a forma também comunica: design, publicidade, marketing, produção de conteúdo, moda, arquitetura e eventos.",
    reasons: [
      "Cabeçalho marcante e cor de destaque, sem abrir mão de uma leitura clara de cima para baixo.",
      "Linha do tempo nas experiências, que deixa a evolução da carreira visível num relance.",
      "Habilidades em etiquetas, bom para listar ferramentas como Figma, Canva, Adobe e plataformas de anúncio.",
    ],
    fits: "Designers, redatores, social media, analistas de marketing, produtores. Junte o link do portfólio.",
  },
  {
    id: "academico",
    name: "Acadêmico",
    templateId: "academico",
    audience:
      "Para quem vai concorrer a mestrado, doutorado, docência, pesquisa, residência ou concursos, e para áreas conservadoras como direito e contabilidade.",
    reasons: [
      "A formação vem antes das experiências, na ordem em que bancas e editais conferem um currículo.",
      "Texto serifado em linhas longas, como o de um artigo, com títulos de seção escritos por extenso.",
      "Uma coluna só, sem elementos gráficos, que imprime bem em preto e branco.",
    ],
    fits: "Pesquisadores, professores, advogados, contadores. Inclua publicações e projetos como experiências.",
  },
  {
    id: "tecnico",
    name: "Técnico",
    templateId: "tecnico",
    audience:
      "Para tecnologia e engenharia: desenvolvimento de software, dados, infraestrutura, suporte, automação e manutenção industrial.",
    reasons: [
      "Coluna lateral com barras para as habilidades técnicas, em ordem de domínio.",
      "Detalhes em fonte mono e seções numeradas, um visual que conversa com a área.",
      "Experiências na coluna principal, com espaço para projetos, tecnologias usadas e resultados medidos.",
    ],
    fits: "Desenvolvedores, analistas de dados, técnicos de TI, engenheiros. Liste a stack de cada experiência.",
  },
  {
    id: "recem-formado",
    name: "Recém-Formado",
    templateId: "recem-formado",
    audience:
      "Para o primeiro emprego, estágio, trainee ou Jovem Aprendiz, quando a lista de experiências ainda é curta.",
    reasons: [
      "Começa pelo que você já tem de sobra: a formação e as habilidades, logo abaixo do resumo.",
      "As experiências vêm depois, e trabalhos de faculdade, projetos e voluntariado cabem nelas.",
      "Leitura rápida: o recrutador encontra curso, previsão de conclusão e habilidades em poucos segundos.",
    ],
    fits: "Estudantes, recém-formados e quem está mudando de área. Trabalhos de faculdade e voluntariado contam.",
  },
  {
    id: "minimalista",
    name: "Minimalista",
    templateId: "minimalista",
    audience:
      "Para quem quer que o conteúdo fale sozinho: muito espaço em branco, nenhuma cor de destaque e nada além do essencial.",
    reasons: [
      "Títulos de seção numa margem à esquerda e texto alinhado, um visual limpo e contemporâneo.",
      "Ótimo para currículos de uma página com frases curtas e resultados diretos.",
      "Combina com startups, consultorias e empresas internacionais.",
    ],
    fits: "Qualquer área, em especial produto, consultoria, finanças e empresas de tecnologia.",
  },
];
