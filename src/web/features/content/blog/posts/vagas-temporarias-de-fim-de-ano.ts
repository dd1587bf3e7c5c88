export const vagasTemporariasDeFimDeAno = `
Todo ano, entre setembro e dezembro, o comércio, os centros de distribuição, as transportadoras e o setor de serviços reforçam as equipes para dar conta da Black Friday, do Natal e das férias. Para quem está procurando emprego, essas vagas temporárias são uma oportunidade de ter renda, ganhar experiência e, em muitos casos, ser efetivado. Vale a pena entender como funcionam e como se destacar.

## Onde estão as vagas

As funções mais comuns são de vendedor, operador de caixa, repositor, estoquista, auxiliar de logística, separador de pedidos, conferente, atendente de telemarketing e promotor de vendas. Lojas de shopping, redes de supermercados, empresas de comércio eletrônico e seus operadores logísticos costumam abrir processos a partir de setembro. Muitas vagas são divulgadas nas plataformas de recrutamento das próprias empresas, em sites de vagas, nas agências de trabalho temporário e nas redes sociais das lojas.

Comece cedo: as contratações para o fim de ano costumam acontecer bem antes de dezembro, porque as empresas precisam treinar as pessoas antes do pico de movimento.

## O contrato temporário e os seus direitos

O trabalho temporário é regulado pela Lei 6.019/1974, com as mudanças feitas em 2017. Ele é usado para substituir funcionários afastados ou para atender a aumentos de demanda, como o do fim de ano. Em geral, a contratação é feita por uma empresa de trabalho temporário, que coloca o trabalhador na empresa onde o serviço será prestado. Pontos importantes:

- O contrato pode durar até 180 dias, consecutivos ou não, e pode ser prorrogado por mais 90 dias, se as condições que justificaram a contratação continuarem.
- O trabalhador temporário tem direito a remuneração equivalente à dos empregados da mesma função na empresa.
- Há registro, recolhimento de FGTS e contribuição ao INSS, além de 13º salário e férias proporcionais ao tempo trabalhado.
- A jornada, as horas extras e o descanso semanal seguem as regras gerais.

Algumas empresas preferem contratar diretamente por contrato de experiência ou por prazo determinado. As regras mudam conforme o tipo de contrato, então leia o que está assinando e tire dúvidas com o RH antes de começar.

## Como montar o currículo para vagas temporárias

Os processos costumam ser rápidos, com muitas candidaturas. Um currículo objetivo ajuda:

- No resumo, diga a função que você busca e a sua disponibilidade: "Disponibilidade para trabalhar em escala, inclusive fins de semana e feriados, de novembro a janeiro".
- Destaque experiências com atendimento ao público, vendas, caixa, estoque ou entregas, mesmo informais.
- Informe se você mora perto do local de trabalho ou tem facilidade de transporte; para turnos noturnos e escalas, isso pesa.
- Mencione habilidades úteis para o pico de vendas: agilidade, facilidade com sistemas de caixa, conhecimento do produto.

## Como ser efetivado

Uma parte dos temporários costuma ser efetivada no início do ano. Quem consegue normalmente tem algumas atitudes em comum:

1. **É pontual e confiável.** No pico de movimento, faltas e atrasos pesam muito.
2. **Aprende rápido e pergunta.** Dominar o sistema, os produtos e os procedimentos da loja mostra que você pode ficar.
3. **Cuida do cliente mesmo em dias de fila.** Educação e calma em dias caóticos são lembradas pelos gestores.
4. **Ajuda além da sua função.** Quem se oferece para reorganizar o estoque ou cobrir um colega ganha visibilidade.
5. **Diz que quer ficar.** Converse com o gestor antes do fim do contrato e demonstre interesse na efetivação.

## E se não houver efetivação

Mesmo sem efetivação, o trabalho temporário rende experiência formal para o currículo, referências e contatos. Ao final, peça ao gestor uma recomendação no LinkedIn ou autorização para indicá-lo como referência. Atualize o currículo com o que você fez, de preferência com resultados, como metas de vendas atingidas ou o volume de pedidos separados por turno, e use janeiro para se candidatar a vagas efetivas com esse reforço.
`;
