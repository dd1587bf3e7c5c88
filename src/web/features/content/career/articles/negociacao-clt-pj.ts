import type { CareerArticle } from "../career-article-types.ts";

export const negociacaoCltPj: CareerArticle = {
  slug: "negociacao-salarial-clt-ou-pj",
  topic: "desenvolvimento-profissional",
  title: "Negociação salarial: salário, benefícios e a escolha entre CLT e PJ",
  summary:
    "Como pesquisar a faixa salarial, comparar propostas pelo valor anual e entender o que muda entre carteira assinada e contrato como pessoa jurídica.",
  body: `
Falar de dinheiro ainda deixa muita gente desconfortável, mas a negociação salarial é uma etapa normal do processo seletivo. Empresas esperam que você negocie, e quem se prepara costuma conseguir condições melhores sem desgastar a relação. O segredo é chegar com informação: quanto o mercado paga, quanto vale o pacote completo e qual é o seu limite.

## Pesquise a faixa salarial antes da entrevista

Antes de responder à pergunta "Qual é a sua pretensão salarial?", descubra quanto a função paga na sua região e no porte de empresa em questão. Fontes úteis incluem pesquisas salariais publicadas anualmente por consultorias de recrutamento, sites em que profissionais informam salários de forma anônima, a própria descrição da vaga (algumas já trazem a faixa) e conversas com pessoas da área. Considere também o seu nível: júnior, pleno e sênior têm faixas bem diferentes.

Com a pesquisa em mãos, defina três números: o valor ideal, o valor que você considera justo e o mínimo abaixo do qual não aceita. Quando perguntarem a pretensão, responda com uma faixa que tenha o seu valor justo perto do piso, por exemplo: "Pelo que pesquisei para a função em São Paulo, entendo que algo entre R$ 6.500 e R$ 7.500 é compatível, dependendo do pacote de benefícios."

## Compare propostas pelo valor anual

Duas propostas com o mesmo salário mensal podem valer valores bem diferentes. Para comparar, calcule o valor anual do pacote. No regime CLT, o trabalhador tem direitos garantidos por lei:

- **13º salário:** um salário extra por ano.
- **Férias remuneradas:** 30 dias por ano, com adicional de um terço do salário.
- **FGTS:** depósito mensal de 8% do salário em conta vinculada, que pode ser sacado em situações previstas em lei, como a demissão sem justa causa.
- **Contribuição ao INSS:** descontada do salário, garante aposentadoria, auxílio-doença e outros benefícios previdenciários.
- **Vale-transporte:** obrigatório quando solicitado, com desconto de até 6% do salário.

Além disso, há benefícios que dependem da empresa ou de acordo coletivo: vale-refeição ou alimentação, plano de saúde e odontológico, seguro de vida, participação nos lucros e resultados (PLR), auxílio-creche, auxílio home office, auxílio para academia, previdência privada.

Um exemplo simplificado com salário de R$ 6.000 em CLT: 12 salários mais o 13º somam R$ 78.000; o terço de férias acrescenta R$ 2.000; o FGTS de 8% sobre esses R$ 80.000 corresponde a R$ 6.400. Só aí o pacote anual passa de R$ 86.000, antes de contar vale-refeição, plano de saúde e PLR. Esse é o número a comparar com outras propostas.

## O que muda no contrato PJ

Na contratação como pessoa jurídica, você abre uma empresa (como microempreendedor individual, quando a atividade e o faturamento permitem, ou como microempresa) e emite nota fiscal pelos serviços prestados. Não há, por lei, 13º, férias remuneradas nem FGTS; os dias em que você não trabalha normalmente não são pagos, a menos que o contrato preveja algo diferente. Você também passa a ter custos próprios:

- impostos sobre o faturamento, que variam conforme o regime tributário e a atividade;
- contribuição ao INSS como empresário, para manter a proteção previdenciária;
- honorários de contador (exceto no MEI, que é mais simples);
- plano de saúde e outros benefícios que antes eram da empresa;
- uma reserva para períodos sem contrato.

Por isso, a comparação correta é entre o pacote anual CLT e o valor anual PJ já descontados impostos e custos. Uma conta que parece vantajosa no valor mensal bruto pode ficar empatada ou pior no fim do ano. Converse com um contador antes de aceitar uma proposta PJ.

Vale um alerta: quando existem ao mesmo tempo subordinação, horário controlado, pessoalidade e habitualidade, a relação tem características de emprego, e a contratação como PJ pode ser questionada na Justiça do Trabalho. Entenda bem a proposta antes de assinar.

## Como conduzir a conversa

1. **Deixe a empresa falar primeiro, quando possível.** Se a faixa da vaga já for conhecida, você negocia a partir dela.
2. **Negocie o pacote, não só o salário.** Se o salário não pode subir, talvez seja possível negociar a data de início, mais dias de home office, um auxílio para cursos ou uma revisão salarial em seis meses, por escrito.
3. **Justifique com valor, não com necessidade.** "Com minha experiência em implantação de ERP, posso reduzir o tempo de fechamento, que vocês citaram como prioridade" é mais forte do que "minhas despesas aumentaram".
4. **Peça a proposta por escrito.** Ela deve trazer cargo, salário, regime, benefícios, jornada e modelo de trabalho (presencial, híbrido ou remoto).
5. **Peça tempo para decidir.** Um ou dois dias para avaliar é um pedido razoável.

## Negociar aumento na empresa atual

Para pedir aumento, o momento importa: depois de entregar um resultado relevante, perto do ciclo de avaliação ou quando suas responsabilidades cresceram. Marque uma conversa específica com o seu gestor, leve uma lista dos resultados dos últimos meses e a pesquisa de mercado, e diga com clareza o que você pede. Se a resposta for não, pergunte o que precisa acontecer para que seja sim, e em que prazo. Essa resposta também é informação valiosa para decidir os seus próximos passos.
`,
};
