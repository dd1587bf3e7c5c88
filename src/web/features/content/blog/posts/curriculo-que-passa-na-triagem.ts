export const curriculoQuePassaNaTriagem = `
Quem já se candidatou a dezenas de vagas sem resposta costuma desconfiar de que o currículo nem chegou a ser lido. Às vezes é isso mesmo: antes de chegar a uma pessoa, a candidatura passa por uma plataforma de recrutamento que organiza os candidatos pelo que a vaga pede. Depois, o recrutador faz uma primeira leitura rápida. Um bom currículo precisa vencer as duas etapas, e as duas valorizam a mesma coisa: clareza.

## Estrutura que qualquer sistema entende

Os sistemas de recrutamento leem texto e procuram seções conhecidas. Use títulos simples e tradicionais, nesta ordem:

1. Dados de contato (nome, cidade e estado, telefone, e-mail e LinkedIn).
2. Resumo profissional.
3. Experiência profissional, da mais recente para a mais antiga.
4. Formação acadêmica.
5. Habilidades, cursos e idiomas.

Evite colocar informações em imagens, gráficos de "nível de habilidade" com barras ou estrelas, tabelas complexas e colunas que misturam a ordem de leitura. Salve em PDF gerado a partir do texto, não em foto ou documento escaneado. Nome de arquivo também conta: "curriculo-ana-souza.pdf" é melhor do que "documento final (3).pdf".

## Palavras-chave: use a língua da vaga

A triagem compara o que está escrito no seu currículo com o que a vaga pede. Leia a descrição e destaque as competências e ferramentas citadas: "conciliação bancária", "SAP", "atendimento ao cliente", "gestão de estoque", "Excel avançado". Se você tem essas competências, elas precisam aparecer com essas palavras, de preferência dentro das experiências, mostrando onde foram usadas.

Palavras-chave não são truque. Encher o currículo de termos que você não domina até pode passar por um filtro, mas não passa pela entrevista. O objetivo é traduzir a sua experiência para o vocabulário de quem contrata.

## Resultados no lugar de tarefas

Depois da máquina, vem a pessoa. Na primeira leitura, ela quer saber rapidamente: o que você faz, em que nível e com que resultado. Compare:

- "Responsável pelo contas a pagar."
- "Gerenciei o contas a pagar de 3 empresas do grupo, cerca de 400 lançamentos por mês, e zerei os atrasos com fornecedores em 4 meses."

A segunda frase diz o tamanho do desafio e o que mudou por sua causa. Use verbos de ação no início (implantei, reduzi, coordenei, negociei, treinei) e, quando possível, números: volume, prazo, porcentagem, valor. Se não houver números, descreva a consequência.

## O resumo profissional é a vitrine

As três ou quatro linhas do topo são as mais lidas do currículo. Diga o cargo que você busca ou exerce, os anos de experiência, as principais competências e um ou dois resultados marcantes. Exemplo: "Analista fiscal com 6 anos de experiência em indústria, especialista em apuração de ICMS e SPED. Conduzi a revisão de créditos tributários que recuperou valores relevantes para a empresa e implantei controles que reduziram autuações." Adapte o resumo a cada vaga importante.

## Tamanho e informações desnecessárias

Para a maioria das pessoas, uma página resolve; duas páginas fazem sentido para quem tem muitos anos de experiência relevante. Corte o que não ajuda: experiências muito antigas e sem relação com a vaga podem ser resumidas em uma linha. Não é preciso incluir CPF, RG, estado civil, religião, número de filhos ou endereço completo; a cidade basta. Foto também não é necessária no Brasil, a não ser que a vaga peça.

## Revise como se fosse o recrutador

Antes de enviar, leia o currículo em voz alta, procure erros de português e confirme que telefone e e-mail estão corretos. Peça para alguém de confiança ler e dizer, em dez segundos, o que você faz. Se a pessoa não souber responder, o resumo precisa ficar mais claro.

## Um atalho que ajuda

Os modelos do Vitae já seguem essa estrutura, com seções nomeadas do jeito que as plataformas de recrutamento esperam e PDF com texto selecionável. Você preenche passo a passo, recebe sugestões com IA para o resumo e para as experiências e ajusta tudo com os seus fatos. Assim sobra tempo para o que realmente diferencia uma candidatura: adaptar o conteúdo a cada vaga.
`;
