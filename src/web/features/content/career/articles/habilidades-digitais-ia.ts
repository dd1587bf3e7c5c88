import type { CareerArticle } from "../career-article-types.ts";

export const habilidadesDigitaisIa: CareerArticle = {
  slug: "habilidades-digitais-e-ia-no-trabalho",
  topic: "tendencias-do-mercado",
  title: "Habilidades digitais e inteligência artificial no trabalho",
  summary:
    "Quais competências digitais as empresas esperam hoje, como usar ferramentas de IA com responsabilidade e como mostrar isso no currículo.",
  body: `
Ferramentas digitais fazem parte de quase todas as profissões. A vendedora usa CRM, o técnico de enfermagem registra atendimentos em prontuário eletrônico, o analista financeiro trabalha com planilhas e sistemas de gestão, e a equipe de atendimento responde clientes por vários canais ao mesmo tempo. Mais recentemente, as ferramentas de inteligência artificial generativa, que escrevem textos, resumem documentos e ajudam a analisar dados, chegaram ao dia a dia de muitos escritórios. Saber usar essas ferramentas deixou de ser diferencial em muitas vagas e passou a ser esperado.

## As habilidades digitais básicas que quase toda vaga pede

Antes de falar de IA, vale garantir o básico, que muitas vagas pressupõem sem dizer:

- **Planilhas:** fórmulas comuns, filtros, tabelas dinâmicas, gráficos simples e cuidado com a organização dos dados.
- **Documentos e apresentações:** formatar um relatório legível e montar uma apresentação clara.
- **Ferramentas colaborativas:** documentos compartilhados, videoconferência, gestores de tarefas e canais de mensagens corporativas.
- **Segurança digital:** senhas fortes, verificação em duas etapas, atenção a e-mails falsos (phishing) e cuidado com dados de clientes.
- **Busca e avaliação de informação:** encontrar fontes confiáveis e checar se uma informação é verdadeira.

Se você tem lacunas aqui, cursos gratuitos e tutoriais resolvem boa parte delas em poucas semanas de prática.

## Habilidades digitais por área

Cada área tem as suas ferramentas. Em marketing, análise de métricas, gestão de anúncios e ferramentas de automação. Em finanças, sistemas de gestão (ERP) e ferramentas de visualização de dados. Em recursos humanos, plataformas de recrutamento e de gestão de pessoas. Em logística, sistemas de gestão de armazém e de transporte. Leia as descrições das vagas que você quer e anote as ferramentas que aparecem com mais frequência: essa lista é o seu plano de estudos.

## Inteligência artificial: o que muda na prática

As ferramentas de IA generativa são boas para tarefas como:

- escrever um primeiro rascunho de e-mail, relatório ou texto de divulgação;
- resumir documentos longos e atas de reunião;
- sugerir fórmulas de planilha e explicar trechos de código;
- gerar ideias e alternativas para um problema;
- revisar a clareza e a gramática de um texto.

Elas também erram, e com muita confiança. Podem inventar números, citar fontes que não existem e cometer erros de cálculo. Por isso, a competência que as empresas valorizam não é apenas "saber usar IA", mas saber usar com critério: dar instruções claras, revisar o resultado, checar fatos e assumir a responsabilidade pelo que é entregue.

## Use a IA com responsabilidade

Cuidados que todo profissional deveria ter:

1. **Não cole dados confidenciais ou pessoais em ferramentas não autorizadas pela empresa.** Informações de clientes, contratos, dados financeiros e dados pessoais de colegas podem estar protegidos por contrato e pela Lei Geral de Proteção de Dados (LGPD). Siga a política da sua empresa; na dúvida, pergunte.
2. **Revise tudo.** Um texto gerado por IA enviado sem revisão, com erros ou informações inventadas, é responsabilidade de quem enviou.
3. **Seja transparente.** Se a empresa pede que o uso de IA seja informado em determinados trabalhos, informe.
4. **Não terceirize o seu aprendizado.** Use a ferramenta para acelerar, mas entenda o que está sendo feito. Em uma entrevista técnica ou em uma reunião, quem responde é você.

## A IA na busca de emprego

A inteligência artificial também pode ajudar na busca de emprego, desde que você continue no controle. No Vitae, por exemplo, há sugestões com IA para o resumo profissional, para a descrição das experiências e para as habilidades. Elas servem como ponto de partida: você revisa, corrige e acrescenta os seus resultados reais. Um currículo com frases genéricas, que poderiam descrever qualquer pessoa, não se destaca; o que diferencia são os seus fatos.

Do lado das empresas, as plataformas de recrutamento usam automação para organizar candidaturas. Isso reforça a importância de um currículo claro, com as palavras-chave da vaga e estrutura simples.

## Como mostrar habilidades digitais no currículo

Em vez de uma lista solta de ferramentas, mostre o uso em contexto:

- "Automatizei o relatório semanal de vendas em planilha, reduzindo de quatro horas para trinta minutos o tempo de preparação."
- "Uso ferramentas de IA para criar os primeiros rascunhos de comunicados internos, sempre com revisão e checagem de dados."
- "Implantei um quadro de tarefas compartilhado para a equipe de compras, o que deu visibilidade aos pedidos atrasados."

Na seção de habilidades, liste as ferramentas pelo nome e, quando fizer sentido, o nível de domínio. Seja honesto: a entrevista pode incluir um teste prático.

## Aprender continuamente

As ferramentas mudam rápido, mas a capacidade de aprender ferramentas novas permanece. Reserve um tempo fixo por semana para experimentar algo novo ligado ao seu trabalho: um recurso da planilha que você não conhecia, uma forma melhor de organizar as tarefas, um uso da IA que economize tempo sem comprometer a qualidade. Com o tempo, essa curiosidade prática se torna uma das suas competências mais valiosas.
`,
};
