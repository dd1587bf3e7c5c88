export const feedbackDepoisDaEntrevista = `
A entrevista terminou, você agradeceu, fechou a câmera ou saiu da sala, e agora vem a parte mais angustiante do processo: a espera. O que você faz nos dias seguintes pode reforçar a boa impressão, trazer informações valiosas e, mesmo quando a resposta é negativa, deixar portas abertas. Veja como agir depois da entrevista.

## Anote tudo logo depois

Assim que a entrevista terminar, tire dez minutos para anotar: quem participou, que perguntas foram feitas, como você respondeu, o que ficou de fora, o que você aprendeu sobre a vaga e quais são as próximas etapas. Essas anotações ajudam na próxima fase do mesmo processo e viram material de estudo para as próximas entrevistas. Com o tempo, você percebe padrões: as perguntas que mais aparecem e as respostas que precisam melhorar.

## Envie um agradecimento

Um e-mail ou uma mensagem curta de agradecimento, enviado no mesmo dia ou no dia seguinte, ainda é pouco comum, e por isso é lembrado. Não precisa ser longo:

"Olá, Fernanda. Obrigado pela conversa de hoje sobre a vaga de Analista de Planejamento. Gostei de entender os desafios da área com a expansão das lojas no Nordeste e fiquei ainda mais animado com a oportunidade. Fico à disposição para as próximas etapas. Um abraço, Lucas Moreira."

Se algo importante ficou de fora da entrevista, o agradecimento é uma boa chance de acrescentar em uma frase. Se o processo foi pela plataforma de recrutamento e você não tem o contato direto, uma mensagem no LinkedIn para o recrutador funciona.

## Quando perguntar pelo resultado

Ao final da entrevista, pergunte sempre quais são as próximas etapas e qual é o prazo previsto. Se esse prazo passar sem notícias, espere dois ou três dias úteis e envie uma mensagem educada:

"Olá, Fernanda. Tudo bem? Gostaria de saber se há novidades sobre o processo da vaga de Analista de Planejamento. Continuo muito interessado na oportunidade. Obrigado!"

Uma mensagem de acompanhamento é suficiente; se não houver resposta, mais uma depois de uma semana é o limite. Insistir além disso não muda a decisão e pode passar uma impressão ruim. Nas plataformas de recrutamento, acompanhe também o status da candidatura, que costuma ser atualizado a cada etapa.

## Como pedir feedback quando a resposta é não

Receber um "não" é frustrante, mas pode ser útil. Responda agradecendo a oportunidade e peça um retorno de forma objetiva:

"Obrigado pelo retorno, Fernanda. Foi um prazer participar do processo. Se for possível, gostaria de saber em que pontos eu poderia melhorar para as próximas oportunidades. Qualquer comentário será muito bem-vindo."

Muitas empresas não dão feedback individual, por política interna ou falta de tempo, e tudo bem. Quando ele vier, ouça sem rebater. Não é momento de defender as suas respostas, e sim de entender como você foi percebido.

## O que fazer com o feedback

Um feedback vale quando vira ação. Separe o que está ao seu alcance mudar em pouco tempo do que exige mais preparo:

- **Ajustes rápidos:** respostas longas demais, falta de exemplos concretos, pouca pesquisa sobre a empresa. Dá para corrigir já na próxima entrevista.
- **Lacunas de conhecimento:** uma ferramenta, um idioma, uma certificação. Entram no seu plano de estudos.
- **Questões de encaixe:** às vezes a empresa procurava um perfil diferente, mais sênior ou de outro setor. Nesses casos, o aprendizado é mirar melhor as próximas vagas.

Se vários processos apontam a mesma coisa, trate como prioridade. Se um comentário isolado não faz sentido para você, registre e observe se ele se repete.

## Mantenha a porta aberta

Não ter sido escolhido para uma vaga não significa que a empresa não gostou de você. Muitas vezes a decisão foi entre duas pessoas muito próximas. Conecte-se ao recrutador no LinkedIn com uma mensagem cordial e acompanhe as próximas vagas da empresa. Não é raro que um candidato finalista seja chamado meses depois para outra posição.

## Cuide de você durante a espera

Por fim, não pare tudo esperando uma única resposta. Continue se candidatando e participando de outros processos até ter uma proposta assinada. Isso reduz a ansiedade, aumenta as suas chances e, se duas propostas chegarem ao mesmo tempo, dá a você poder de escolha e de negociação.
`;
