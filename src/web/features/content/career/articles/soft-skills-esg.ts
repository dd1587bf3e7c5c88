import type { CareerArticle } from "../career-article-types.ts";

export const softSkillsEsg: CareerArticle = {
  slug: "soft-skills-e-esg",
  topic: "tendencias-do-mercado",
  title: "Soft skills e ESG: o que as empresas passaram a valorizar",
  summary:
    "Comunicação, colaboração e adaptabilidade pesam tanto quanto o conhecimento técnico. E a agenda ESG criou funções e critérios novos nas contratações.",
  body: `
Por muito tempo, o currículo foi quase só uma lista de conhecimentos técnicos e cargos. Hoje, os processos seletivos dão cada vez mais atenção a como a pessoa trabalha: como se comunica, como lida com conflitos, como aprende, como se adapta a mudanças. Ao mesmo tempo, a agenda ESG, sigla em inglês para ambiental, social e governança, passou a influenciar a estratégia de muitas empresas e, com ela, o perfil de profissionais que elas procuram.

## O que são soft skills

Soft skills, ou competências comportamentais, são habilidades ligadas à forma de trabalhar e de se relacionar. Diferentemente das competências técnicas (hard skills), elas são difíceis de comprovar com um certificado, mas aparecem em cada reunião, entrega e conversa. O relatório Future of Jobs, do Fórum Econômico Mundial, tem apontado competências como pensamento analítico, pensamento criativo, resiliência, flexibilidade e aprendizado contínuo entre as mais valorizadas pelos empregadores.

As soft skills mais citadas em vagas no Brasil costumam incluir:

- **Comunicação:** explicar ideias com clareza, por escrito e oralmente, adaptando a linguagem a cada público.
- **Colaboração:** trabalhar bem com pessoas diferentes, compartilhar informação e ajudar o time a entregar.
- **Adaptabilidade:** lidar com mudanças de prioridade, de ferramentas e de contexto sem perder a qualidade.
- **Resolução de problemas:** entender a causa de um problema, propor alternativas e decidir com as informações disponíveis.
- **Inteligência emocional:** reconhecer as próprias emoções e as dos outros, e agir com equilíbrio em situações de pressão.
- **Autonomia e organização:** planejar o próprio trabalho e cumprir prazos sem depender de acompanhamento constante.

## Como mostrar soft skills sem cair no clichê

Escrever "comunicativo, proativo e trabalho em equipe" no currículo não convence ninguém, porque todo mundo escreve. A forma de demonstrar competências comportamentais é por meio de fatos:

- Em vez de "boa comunicação": "Apresentei mensalmente os resultados da área para a diretoria e criei um guia de atendimento usado por 40 atendentes."
- Em vez de "proativo": "Identifiquei divergências recorrentes nas notas de entrada e propus um checklist que reduziu os retrabalhos do estoque."
- Em vez de "trabalho em equipe": "Integrei o grupo que implantou o novo sistema de vendas, responsável pelo treinamento das lojas do interior."

Na entrevista, essas competências são avaliadas com perguntas sobre situações reais, e o método STAR (situação, tarefa, ação e resultado) ajuda a organizar as respostas.

## Como desenvolver competências comportamentais

Soft skills se desenvolvem com prática e feedback. Algumas ideias:

1. **Peça feedback específico.** Em vez de "como estou indo?", pergunte "o que eu poderia fazer diferente nas minhas apresentações?".
2. **Procure situações que exijam a competência.** Quer melhorar a comunicação? Ofereça-se para apresentar o resultado do projeto ou conduzir uma reunião.
3. **Observe quem faz bem.** Repare em como um colega conduz conversas difíceis ou organiza o trabalho.
4. **Reflita depois.** Após uma situação desafiadora, anote o que funcionou e o que faria diferente.

Trabalho voluntário, projetos da faculdade, esportes coletivos e atividades na comunidade também desenvolvem essas competências e podem aparecer no currículo, principalmente no início da carreira.

## ESG: o que é e por que importa para a sua carreira

ESG reúne as práticas de uma empresa em três frentes: ambiental (uso de recursos, emissões, resíduos), social (relação com funcionários, clientes, fornecedores e comunidade, diversidade e inclusão, segurança do trabalho) e governança (ética, transparência, combate à corrupção, gestão de riscos). Investidores, clientes e órgãos reguladores passaram a cobrar mais informações sobre essas práticas, e muitas empresas brasileiras publicam relatórios de sustentabilidade.

Para quem procura emprego, isso tem dois efeitos. O primeiro é a criação ou o crescimento de funções ligadas ao tema: analistas de sustentabilidade, especialistas em diversidade e inclusão, compliance, gestão de riscos, relações com investidores, cadeia de suprimentos responsável. O segundo, mais amplo, é que profissionais de todas as áreas passaram a lidar com critérios ESG no dia a dia: o comprador que avalia fornecedores também pelas práticas trabalhistas, o engenheiro que busca reduzir o consumo de energia, o analista que prepara indicadores para o relatório anual.

## Como se posicionar

Se você se interessa pelo tema, não precisa mudar de área para começar. Participe de comitês internos de diversidade, sustentabilidade ou ética, quando houver; envolva-se em projetos que reduzam desperdício ou melhorem a segurança; faça cursos introdutórios sobre ESG e sobre a legislação da sua área. No currículo, registre essas contribuições com resultados, como "participei do comitê de diversidade e ajudei a revisar a descrição das vagas para linguagem inclusiva".

Na entrevista, pesquise o que a empresa publica sobre o tema. Perguntas sobre como as metas de sustentabilidade afetam a área em que você vai trabalhar mostram interesse genuíno e ajudam você a avaliar se os valores da empresa combinam com os seus. No fim, competências técnicas abrem a porta, e a forma como você trabalha e os valores que demonstra é que fazem você crescer.
`,
};
