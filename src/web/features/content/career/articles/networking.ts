import type { CareerArticle } from "../career-article-types.ts";

export const networking: CareerArticle = {
  slug: "networking-sem-constrangimento",
  topic: "desenvolvimento-profissional",
  title: "Networking sem constrangimento: relações que abrem portas",
  summary:
    "Networking não é pedir emprego a desconhecidos. É manter contato, ajudar e ser lembrado. Veja como começar, mesmo sendo tímido.",
  body: `
Muita gente torce o nariz para a palavra networking porque imagina alguém distribuindo cartões em eventos ou mandando mensagens pedindo vaga para quem nunca viu. Não é disso que se trata. Networking é a rede de pessoas que conhecem o seu trabalho e com quem você troca informações, ajuda e indicações ao longo da carreira. Indicações continuam sendo uma das formas mais comuns de chegar a uma vaga, e muitas oportunidades são preenchidas antes mesmo de serem anunciadas. Quem é lembrado na hora certa sai na frente.

## Comece por quem você já conhece

A sua rede é maior do que parece. Ex-colegas de trabalho e de faculdade, professores, antigos gestores, clientes, fornecedores, pessoas de cursos que você fez, vizinhos que trabalham na sua área. O primeiro passo é simplesmente reativar esses contatos. Uma mensagem curta e sincera funciona melhor do que um texto elaborado:

"Oi, Mariana! Vi que você agora está na área de planejamento da Distribuidora Aurora. Parabéns pela mudança! Eu continuo em controladoria e tenho pensado em migrar para planejamento financeiro. Se você tiver 15 minutos nas próximas semanas, adoraria ouvir como foi a sua transição."

Repare que a mensagem não pede emprego. Ela pede uma conversa e mostra por que a pessoa foi escolhida. A maioria das pessoas gosta de contar a própria trajetória e de ajudar quando o pedido é claro e pequeno.

## A conversa de 15 minutos

Conversas informativas são uma ferramenta poderosa, especialmente para quem quer mudar de área ou de empresa. Prepare três ou quatro perguntas:

- Como é o dia a dia da sua função?
- Que habilidades fazem mais diferença para quem está começando nessa área?
- O que você gostaria de ter sabido antes de entrar?
- Tem alguém mais com quem você acha que eu deveria conversar?

A última pergunta é a que faz a rede crescer. Respeite o tempo combinado, agradeça no mesmo dia e, se a pessoa indicar um livro, um curso ou um contato, conte depois o que fez com a indicação. Esse retorno é o que transforma uma conversa pontual em uma relação.

## Dê antes de pedir

Relações profissionais duradouras são uma via de mão dupla. Você pode ajudar mesmo no começo da carreira: compartilhe uma vaga que combina com o perfil de um colega, apresente duas pessoas que podem se ajudar, recomende um ex-colega no LinkedIn, mande um artigo útil com uma linha dizendo por que lembrou da pessoa. Pequenos gestos assim criam boa vontade e fazem com que as pessoas se lembrem de você quando surgir uma oportunidade.

## O LinkedIn como ferramenta de relacionamento

O LinkedIn não serve apenas para procurar vagas. Ele é o lugar em que a sua rede vê o que você faz. Algumas práticas simples:

1. **Personalize os convites de conexão.** Uma linha dizendo de onde vocês se conhecem ou por que quer se conectar aumenta muito a chance de aceite.
2. **Comente com conteúdo.** Em vez de "Parabéns!", acrescente algo: uma experiência parecida, uma pergunta, um dado que complemente.
3. **Publique de vez em quando.** Não precisa ser diariamente. Contar o que aprendeu em um projeto, um curso concluído ou uma reflexão sobre a sua área, uma vez por mês, já mantém você visível.
4. **Cuide do tom.** O LinkedIn é um ambiente profissional; evite polêmicas fora do seu tema e críticas a empregadores.

## Eventos, comunidades e associações

Eventos presenciais e online continuam sendo bons pontos de encontro: meetups de tecnologia, feiras do setor, palestras de associações profissionais, encontros de ex-alunos, grupos de estudo. Se você é tímido, estabeleça uma meta pequena, como conversar com duas pessoas, e chegue cedo: é mais fácil puxar conversa quando o ambiente ainda está vazio. Uma pergunta simples resolve: "O que trouxe você a este evento?".

Comunidades online da sua área, em grupos de discussão e fóruns, também contam. Responder dúvidas de outras pessoas é uma forma excelente de mostrar conhecimento sem precisar se autopromover.

## Networking dentro da empresa

Muita gente esquece que a rede interna é tão importante quanto a externa. Conhecer pessoas de outras áreas ajuda você a entender o negócio, a resolver problemas mais rápido e a ser lembrado em vagas internas, projetos e promoções. Almoce de vez em quando com pessoas de outros times, ofereça-se para projetos multidisciplinares e mantenha o seu gestor informado sobre os resultados que você entrega.

## Quando é hora de pedir

Em algum momento, você vai precisar de uma indicação. Se já existe uma relação, o pedido é natural. Facilite a vida de quem vai ajudar: envie o link da vaga, o currículo atualizado e duas ou três frases explicando por que você combina com a posição. Assim a pessoa consegue encaminhar a indicação em poucos minutos. E, seja qual for o resultado, agradeça e conte como terminou.

## Mantenha a rede viva

Uma rede não se constrói em uma semana de desemprego. Reserve alguns minutos por semana para manter contato: parabenizar alguém por uma conquista, responder a uma mensagem antiga, marcar um café. Uma planilha simples, com nome, contexto e data da última conversa, ajuda a não deixar ninguém esquecido. Quando a próxima oportunidade surgir, você não estará começando do zero.
`,
};
