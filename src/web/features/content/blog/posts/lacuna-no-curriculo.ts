export const lacunaNoCurriculo = `
Um intervalo de meses ou anos sem emprego formal é muito mais comum do que parece. As pessoas são desligadas em reestruturações, param para cuidar de um filho ou de um familiar doente, tratam da própria saúde, voltam a estudar, tentam empreender, mudam de cidade. Mesmo assim, muita gente tem medo de que o período em branco no currículo elimine a candidatura. Ele não precisa eliminar, desde que você trate o assunto com honestidade e naturalidade.

## Não esconda, contextualize

A tentação de esticar as datas do último emprego ou de omitir os meses é grande, mas é arriscada. As datas podem ser conferidas na carteira de trabalho digital, em referências ou em uma simples pergunta na entrevista. Uma informação falsa descoberta depois pesa muito mais do que o intervalo em si.

A melhor estratégia é contextualizar. Em vez de deixar um buraco, mostre em uma linha o que aconteceu, e, se fizer sentido, o que você fez no período.

## Como registrar no currículo

Você tem algumas opções, conforme o motivo e a duração da pausa:

- **Use apenas meses e anos nas datas.** "mar/2023 – nov/2024" é o padrão e não chama atenção para intervalos curtos de poucas semanas.
- **Inclua o período como uma entrada, quando ele tiver conteúdo.** "Pausa para cuidados familiares (2023–2024)". Se você fez cursos, trabalhos pontuais ou voluntariado nesse tempo, liste abaixo.
- **Registre trabalhos autônomos e freelances.** "Consultora autônoma de departamento pessoal (2023–2024): atendimento a 5 pequenas empresas na rotina de admissões e folha de pagamento." Isso é experiência profissional e merece o mesmo tratamento de um emprego.
- **Mencione estudos.** Uma pós-graduação, um curso técnico ou uma formação de idioma feita no período preenchem e explicam a lacuna.

Você não precisa dar detalhes pessoais no currículo. "Motivo de saúde, já resolvido" ou "cuidados familiares" bastam. Informações sobre saúde, em especial, são dados pessoais sensíveis, e você decide o quanto quer compartilhar.

## Como falar sobre isso na entrevista

O entrevistador pode perguntar sobre o período. Prepare uma resposta curta, de três partes:

1. **O que aconteceu,** de forma objetiva e sem se justificar demais.
2. **O que você fez nesse tempo,** se for relevante: estudos, projetos, atualização.
3. **Por que agora é o momento certo de voltar,** conectando com a vaga.

Exemplo: "Em 2023, a empresa em que eu trabalhava fechou a filial de Curitiba e eu fui desligada junto com a equipe. Como minha mãe precisou de cuidados depois de uma cirurgia, decidi ficar um período dedicada a ela. Nesse tempo, concluí uma especialização em gestão de pessoas a distância. Hoje a situação em casa está estável e quero voltar à área de RH, agora com foco em desenvolvimento, que é justamente o trabalho desta vaga."

Repare que a resposta não pede desculpas, não entra em detalhes desnecessários e termina olhando para frente. Depois, deixe a conversa seguir; não é preciso voltar ao assunto.

## Atualize-se antes de voltar

Se a pausa foi longa, vale investir algumas semanas em atualização antes das entrevistas. Veja o que mudou na sua área: novas ferramentas, mudanças na legislação, novas práticas. Cursos rápidos, leitura de publicações do setor e conversas com ex-colegas ajudam a recuperar o vocabulário e a confiança. Mostrar que você sabe o que mudou desfaz qualquer dúvida sobre estar "desatualizado".

## Reative a sua rede

Avise ex-colegas e ex-gestores de que você está voltando ao mercado. Uma mensagem simples, dizendo o que você busca, pode gerar indicações, que são uma das formas mais eficientes de recolocação, especialmente depois de um período afastado. Atualize também o LinkedIn; você pode registrar a pausa como uma experiência, e a própria plataforma oferece opções para indicar intervalos na carreira, como cuidados familiares ou estudos.

## A pausa também ensina

Cuidar de alguém, lidar com uma doença, empreender ou estudar sozinho desenvolve competências reais: organização, resiliência, negociação, autonomia. Você não precisa transformar cada experiência em discurso, mas pode reconhecer o que aprendeu e usar isso a seu favor quando fizer sentido. Um intervalo bem explicado diz ao recrutador algo importante: que você sabe contar a própria história com maturidade.
`;
