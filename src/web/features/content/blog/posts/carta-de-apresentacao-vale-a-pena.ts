export const cartaDeApresentacaoValeAPena = `
Nas plataformas de recrutamento, o campo "carta de apresentação" costuma ser opcional, e muita gente simplesmente pula. Faz sentido perder tempo escrevendo algo que talvez ninguém leia? A resposta depende da vaga, mas, em muitos casos, uma carta curta e específica é justamente o que diferencia você de outros candidatos com currículos parecidos.

## Quando a carta faz diferença

A carta de apresentação tem mais peso em algumas situações:

- **Quando a vaga pede.** Se o anúncio solicita uma carta ou uma mensagem explicando o interesse, não enviar é um sinal de desatenção.
- **Na transição de carreira.** O currículo mostra o passado; a carta explica por que você está mudando e como a sua experiência se aplica à nova área.
- **No primeiro emprego.** Sem uma longa lista de experiências, a carta mostra motivação, conhecimento da empresa e capacidade de se expressar.
- **Em empresas menores e vagas com poucos candidatos.** Quem lê as candidaturas costuma ser o próprio gestor, que tem mais tempo e interesse em conhecer cada pessoa.
- **Em candidaturas espontâneas ou por indicação.** A carta, ou o e-mail que acompanha o currículo, é o primeiro contato e precisa dizer por que você está escrevendo.

Em processos muito grandes, com milhares de candidatos e triagem automática, a carta pesa menos na primeira etapa. Mesmo assim, pode ser lida nas fases seguintes.

## O que uma boa carta tem

Uma carta eficaz é curta, de três a quatro parágrafos, e nunca repete o currículo. Ela responde a três perguntas:

1. **Por que esta vaga e esta empresa?** Mostre que você pesquisou: cite um produto, um projeto, um valor da empresa, algo que conecta você a ela.
2. **O que você traz?** Escolha dois ou três pontos do seu histórico que mais se relacionam com a vaga e conte-os com resultados.
3. **O que você propõe?** Feche com disponibilidade para conversar e um agradecimento.

Abra com o nome do recrutador quando souber; "Prezada equipe de recrutamento da Empresa X" também funciona. Evite começar com "Venho por meio desta", que é formal demais e gasta a primeira linha, a mais importante.

## Os erros que fazem a carta ser descartada

- **Carta genérica.** Uma carta que serve para qualquer empresa não convence nenhuma. Se você só trocar o nome da empresa, o recrutador percebe.
- **Erros de português e no nome da empresa.** Revise com atenção; um nome errado é quase eliminatório.
- **Falar só do que você quer.** "Quero crescer profissionalmente" diz pouco. Fale do que você oferece e de como pode contribuir.
- **Exagerar no tamanho.** Mais de uma página raramente é lida até o fim.
- **Copiar um modelo sem adaptar.** Modelos ajudam na estrutura, mas a carta precisa ter os seus fatos.

## Carta no e-mail ou em anexo?

Quando você envia o currículo por e-mail, o próprio corpo da mensagem faz o papel da carta de apresentação. Nesse caso, seja ainda mais breve: dois ou três parágrafos curtos, com um assunto claro, como "Candidatura: Analista de Compras Pleno – Marina Alves". Nas plataformas de recrutamento, cole o texto no campo indicado, sem formatação especial.

## Use a IA com cuidado

Ferramentas de inteligência artificial podem ajudar a estruturar uma carta, mas cartas geradas sem revisão costumam soar genéricas e parecidas entre si, e recrutadores que leem muitas candidaturas percebem. Use a sugestão como rascunho, troque as frases vagas por fatos seus e por informações da empresa e leia em voz alta antes de enviar.

## Para começar

Na página de cartas de apresentação do Vitae há três modelos completos, para primeiro emprego, transição de carreira e profissional experiente, que você pode copiar e adaptar. Junte a carta a um currículo bem estruturado, e a sua candidatura passa a contar não só o que você fez, mas por que você é a pessoa certa para aquela vaga.
`;
