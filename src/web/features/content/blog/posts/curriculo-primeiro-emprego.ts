export const curriculoPrimeiroEmprego = `
Montar o primeiro currículo costuma dar a sensação de que não há nada para colocar no papel. Mas quem está começando tem mais a mostrar do que imagina: estudos, projetos, cursos, atividades voluntárias e até trabalhos informais revelam competências que as empresas procuram em um iniciante, como responsabilidade, vontade de aprender e facilidade para trabalhar com outras pessoas. O segredo é organizar tudo isso de forma clara e honesta.

## O que uma empresa procura em quem está começando

Quando a vaga é de estágio, Jovem Aprendiz, auxiliar ou trainee, ninguém espera um histórico longo. O recrutador quer sinais de que você vai aprender rápido, cumprir combinados e se dar bem com a equipe. O seu currículo deve reunir evidências desses sinais.

## A estrutura recomendada

1. **Dados de contato:** nome completo, cidade e estado, telefone com DDD, um e-mail com aparência profissional (nome e sobrenome, de preferência) e o link do LinkedIn, se tiver.
2. **Objetivo ou resumo:** duas ou três linhas com a vaga ou área que você busca e o que oferece.
3. **Formação:** curso, instituição, semestre ou ano atual e previsão de conclusão. Se ainda está no ensino médio, informe a série e a escola.
4. **Projetos e experiências:** qualquer atividade em que você tenha assumido responsabilidades.
5. **Cursos complementares:** com a instituição e a carga horária.
6. **Habilidades e idiomas:** com o nível real de domínio.

Uma página é suficiente. Não inclua foto, CPF, RG, estado civil ou endereço completo; essas informações não são necessárias para a seleção e são pedidas somente na contratação.

## O que conta como experiência

Muita coisa pode entrar na seção de experiências e projetos, desde que você descreva o que fez:

- **Trabalhos informais e bicos:** ajudar no comércio da família, vender produtos, dar aulas particulares, cuidar de crianças, fazer entregas.
- **Trabalho voluntário:** ONGs, igrejas, associações de bairro, campanhas de arrecadação.
- **Atividades escolares e acadêmicas:** grêmio estudantil, empresa júnior, monitoria, iniciação científica, organização de eventos, atléticas.
- **Projetos pessoais:** um perfil de rede social que você administra para um pequeno negócio, um site, um canal, um aplicativo.

Descreva com verbos de ação e, se possível, resultados: "Organizei a campanha de arrecadação de agasalhos da escola, coordenando 12 voluntários e arrecadando cerca de 500 peças." Isso mostra liderança e organização muito melhor do que uma lista de qualidades.

## Como escrever o objetivo

O objetivo deve ser específico. Compare "Busco uma oportunidade no mercado de trabalho" com "Estudante do 2º ano do ensino médio técnico em Administração, em busca de vaga de Jovem Aprendiz na área administrativa. Organizado, com Excel básico e experiência no atendimento ao público no comércio da família." O segundo diz ao recrutador para qual vaga você serve e por quê.

## Cursos: qualidade e relação com a vaga

Cursos online gratuitos de instituições reconhecidas são uma ótima forma de preencher lacunas, mas priorize os que têm relação com a vaga. Uma lista de vinte cursos de poucas horas, sem relação entre si, passa a impressão de falta de foco. Escolha os cinco mais relevantes e informe a carga horária.

## Habilidades: seja honesto

Informe o nível real de conhecimento em ferramentas e idiomas: básico, intermediário ou avançado. Um "inglês fluente" que não se sustenta na entrevista derruba a sua credibilidade. Competências comportamentais, como comunicação e trabalho em equipe, ficam mais convincentes quando aparecem nas descrições dos seus projetos do que em uma lista.

## Cuidados finais

- Revise a ortografia com atenção; peça para alguém ler.
- Use um modelo limpo e fácil de ler, sem cores demais nem fontes decorativas.
- Salve em PDF com um nome de arquivo claro, como "curriculo-joao-pereira.pdf".
- Adapte o objetivo a cada tipo de vaga.

## Comece agora

No Vitae, o modelo Recém-Formado foi pensado para quem tem pouca ou nenhuma experiência formal: ele valoriza formação, projetos e habilidades. Você preenche passo a passo, pelo celular ou pelo computador, e pode usar as sugestões com IA para transformar as suas atividades em frases claras. Depois, é só revisar com os seus dados reais e começar a se candidatar.
`;
