import type { CareerArticle } from "../career-article-types.ts";

export const linkedinEGupy: CareerArticle = {
  slug: "linkedin-e-gupy-como-ser-encontrado",
  topic: "busca-de-emprego",
  title: "LinkedIn e Gupy: como ser encontrado pelos recrutadores",
  summary:
    "Perfil completo, palavras-chave da vaga e candidaturas bem preenchidas fazem você aparecer nas buscas e passar pelas triagens automáticas.",
  body: `
Boa parte das vagas de empresas médias e grandes no Brasil passa hoje por dois caminhos: o LinkedIn, onde recrutadores procuram pessoas, e as plataformas de recrutamento (os chamados ATS, sistemas de gestão de candidaturas), como a Gupy, onde você se candidata e responde às etapas do processo. Entender como cada um funciona muda a forma de se apresentar. Não é preciso "enganar o algoritmo": é preciso deixar claro, com as palavras certas, o que você sabe fazer.

## O que um recrutador vê primeiro no LinkedIn

Quando um recrutador faz uma busca, ele vê uma lista com foto, nome, título e localização. É com essas poucas informações que decide se abre o seu perfil. Por isso, três campos pesam mais do que todos os outros.

- **Título (headline):** em vez de "Em busca de novas oportunidades", escreva o que você é e o que entrega, por exemplo "Analista de Dados | SQL, Power BI e Python | Varejo e e-commerce". O título é pesquisável; frases genéricas não ajudam ninguém a encontrar você.
- **Foto:** rosto visível, fundo simples e boa luz. Não precisa de estúdio; a câmera do celular perto de uma janela resolve.
- **Localização e modelo de trabalho:** informe a cidade real. Muitos recrutadores filtram por região, inclusive para vagas híbridas.

## A seção Sobre e as experiências

A seção Sobre é o seu resumo profissional em primeira pessoa. Três parágrafos curtos bastam: quem você é profissionalmente, os resultados de que mais se orgulha e o tipo de oportunidade que procura. Inclua as competências técnicas pelo nome usado no mercado, como "conciliação bancária", "gestão de estoque", "atendimento ao cliente" ou "React".

Nas experiências, repita a lógica do currículo: cargo, empresa, período e duas a quatro linhas com resultados. "Reduzi o prazo de fechamento mensal de 8 para 5 dias úteis" diz muito mais do que "responsável pelo fechamento mensal". Se você não tem números exatos, descreva o efeito: "passei a entregar os relatórios antes da reunião de segunda-feira, o que permitiu à gerência decidir a compra da semana com dados atualizados".

## Competências, recomendações e o recurso "aberto a trabalho"

Adicione na seção de competências as habilidades que aparecem nas vagas que você quer. O LinkedIn usa essas informações para sugerir o seu perfil. Peça duas ou três recomendações a ex-gestores ou colegas, de preferência citando um projeto concreto; uma recomendação específica vale mais do que dez genéricas.

O recurso "Aberto a trabalho" permite indicar os cargos e locais de interesse. Você pode deixá-lo visível apenas para recrutadores, sem o selo verde na foto, o que é útil para quem ainda está empregado. Vale lembrar que nenhuma configuração garante sigilo absoluto: se a discrição é essencial, seja cuidadoso também nas publicações.

## Como funcionam as plataformas de candidatura

Na Gupy e em outras plataformas usadas por empresas brasileiras, você preenche um cadastro, importa ou digita o currículo e responde às perguntas da vaga. A empresa pode configurar testes (de lógica, de perfil comportamental, de conhecimentos técnicos), perguntas eliminatórias e etapas gravadas em vídeo. Em geral, as candidaturas são organizadas por aderência ao que a vaga pede, e essa aderência depende muito do que você escreveu.

Algumas práticas fazem diferença:

1. **Leia a descrição da vaga com atenção e use os mesmos termos.** Se a vaga pede "gestão de fornecedores" e você escreveu "relacionamento com parceiros", talvez a triagem não perceba que é a mesma coisa. Seja honesto, mas use o vocabulário de quem contrata.
2. **Preencha todos os campos do cadastro, mesmo que o currículo já esteja anexado.** Campos estruturados (formação, idiomas, experiências com datas) costumam ser usados em filtros.
3. **Responda às perguntas da vaga com calma.** Uma pergunta como "Você tem disponibilidade para trabalhar presencialmente em Campinas?" pode ser eliminatória. Responda com a verdade; entrar em um processo incompatível com a sua realidade é perda de tempo para os dois lados.
4. **Faça os testes em um lugar tranquilo e com conexão estável.** Muitos têm tempo cronometrado e não podem ser refeitos.
5. **Acompanhe o status.** As plataformas mostram em que etapa você está e enviam e-mails; confira também a caixa de spam.

## Um currículo que a máquina e a pessoa conseguem ler

Os sistemas de triagem leem texto. Um currículo em PDF gerado a partir de texto (não uma foto ou um documento escaneado), com títulos de seção comuns como "Experiência profissional", "Formação acadêmica" e "Habilidades", é lido sem problemas. Evite colocar informações importantes dentro de imagens, ícones ou caixas de texto decorativas, e prefira datas no formato "mar/2022 – atual".

Depois da máquina vem a pessoa, que costuma ler cada currículo por poucos segundos na primeira passagem. Por isso, o resumo profissional no topo precisa dizer em duas ou três frases qual é o seu cargo, em que você é bom e que resultados já entregou. No Vitae, os modelos seguem essa estrutura, e a sugestão de resumo com IA ajuda a chegar a um primeiro texto que você depois ajusta com os seus fatos.

## Não envie o mesmo currículo para todas as vagas

Adaptar o currículo a cada candidatura não significa reescrevê-lo do zero. Mantenha uma versão base completa e, para cada vaga importante, ajuste o título, o resumo e a ordem das habilidades. Se você se candidata a vagas de dois tipos diferentes (por exemplo, analista financeiro e analista de planejamento), mantenha duas versões base. Salvar vários currículos na sua conta torna esse trabalho rápido.

## Dados pessoais: o que não precisa constar

Pela Lei Geral de Proteção de Dados (LGPD), as empresas devem coletar apenas os dados necessários para cada finalidade. No currículo, não é preciso informar CPF, RG, número de filhos, religião ou estado civil. Nome, cidade, telefone, e-mail e o link do LinkedIn bastam na primeira etapa. Documentos são pedidos depois, na admissão.

## Uma rotina simples de busca

Em vez de passar um domingo inteiro enviando candidaturas, reserve de 30 a 45 minutos por dia: dez minutos para ler vagas novas, vinte para adaptar e enviar uma ou duas candidaturas de qualidade e o restante para interagir no LinkedIn, comentando publicações da sua área ou mandando uma mensagem a alguém que trabalha na empresa que você admira. Anote em uma planilha a data, a empresa, a vaga e o status de cada candidatura. Em poucas semanas, você vai saber quais tipos de vaga respondem e onde vale investir mais energia.
`,
};
