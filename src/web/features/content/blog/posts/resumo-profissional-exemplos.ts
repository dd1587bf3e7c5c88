export const resumoProfissionalExemplos = `
O resumo profissional é o pequeno parágrafo no topo do currículo, logo abaixo dos seus dados de contato. Em poucas linhas, ele responde à pergunta que todo recrutador faz ao abrir uma candidatura: quem é essa pessoa e por que ela serve para esta vaga? Um bom resumo faz o leitor continuar; um resumo genérico faz ele pular para o próximo currículo.

## A fórmula em três partes

Um resumo eficiente costuma ter de três a cinco linhas e combina:

1. **Quem você é profissionalmente:** cargo ou área e tempo de experiência.
2. **Em que você é bom:** duas ou três competências principais, com as palavras usadas nas vagas.
3. **O que você já entregou:** um ou dois resultados concretos, ou o diferencial que você traz.

Escreva em terceira pessoa implícita, sem "eu": "Analista de marketing com 4 anos de experiência…". E evite adjetivos que não provam nada, como "dinâmico", "proativo" e "apaixonado por desafios".

## Exemplos para adaptar

Os exemplos abaixo são de pessoas fictícias. Use-os como ponto de partida e troque pelos seus dados reais.

**Primeiro emprego:** "Estudante do 4º semestre de Logística, em busca de estágio na área. Experiência prática na organização do estoque do comércio da família e em projetos acadêmicos de roteirização. Excel intermediário e facilidade para aprender sistemas novos."

**Assistente administrativo:** "Assistente administrativa com 3 anos de experiência em rotinas de compras, cadastro de fornecedores e controle de notas fiscais. Implantei uma planilha de acompanhamento de pedidos que reduziu atrasos de entrega e hoje é usada por toda a equipe."

**Vendas:** "Vendedor com 7 anos de experiência no varejo de eletrodomésticos, com atendimento consultivo e venda de garantia estendida. Três vezes entre os melhores vendedores da regional e responsável pelo treinamento de novos colegas da loja."

**Tecnologia:** "Desenvolvedora front-end com 5 anos de experiência em React e TypeScript, focada em acessibilidade e desempenho. Liderei a reconstrução do aplicativo de agendamento de uma rede de clínicas, que passou a carregar mais rápido em celulares de entrada."

**Saúde:** "Técnico de enfermagem com 8 anos de experiência em pronto-socorro e UTI adulto. Atuação em protocolos de segurança do paciente, administração de medicamentos e acolhimento com classificação de risco. Registro ativo no Coren-SP."

**Transição de carreira:** "Professora de Língua Portuguesa com 10 anos de experiência, em transição para design instrucional. Certificação em design de cursos online e portfólio com três trilhas de treinamento criadas para uma ONG. Experiência em planejar conteúdo para públicos diversos."

**Liderança:** "Gerente de operações logísticas com 12 anos de experiência em centros de distribuição de até 200 colaboradores. Conduzi a implantação de um novo sistema de gestão de armazém e a reorganização de turnos, com ganhos de produtividade e redução de acidentes."

## Adapte a cada vaga

O resumo é a parte do currículo que mais vale a pena ajustar para cada candidatura. Se a vaga enfatiza "gestão de fornecedores", e você tem essa experiência, traga-a para o resumo. Se a vaga é para uma empresa de saúde, e você já trabalhou no setor, mencione. Pequenas mudanças aumentam a aderência à vaga, tanto para a triagem automática quanto para a pessoa que lê.

## Erros comuns

- **Falar do que você quer, e não do que oferece.** "Busco uma oportunidade para crescer profissionalmente" não diz nada sobre você.
- **Ser longo demais.** Mais de cinco linhas vira um bloco que ninguém lê. Detalhes ficam para as experiências.
- **Repetir o cargo sem contexto.** "Analista financeiro" sozinho não diferencia; "analista financeiro com foco em fluxo de caixa para indústria" sim.
- **Prometer o que não sustenta.** Tudo o que está no resumo pode virar pergunta na entrevista.

## Use a IA como rascunho

No Vitae, ao preencher o resumo profissional, você pode pedir uma sugestão com IA baseada no cargo e nas experiências que já informou. Ela ajuda a vencer a página em branco. Depois, revise: troque frases genéricas por fatos seus, confira se as palavras-chave da vaga aparecem e leia em voz alta. Se soar como qualquer pessoa, ainda não está pronto; se soar como você no seu melhor dia de trabalho, está.
`;
