/*
 * Job ads written the way Brazilian job sites show them once copied: Gupy's headings on their own lines,
 * LinkedIn's free text with bullets and emoji, Indeed's '(Obrigatório)' marks, Catho's 'Requisitos:' lines.
 * Companies and places are made up. Tests and benchmarks read them.
 */

/** Supermarket cashier, as on Gupy: a heading per line, benefits at the end. */
export const CAIXA_AD = `Operador(a) de Caixa
Supermercados Bom Preço
Efetivo · Presencial

Descrição da vaga
Somos uma rede de supermercados com 40 lojas no interior de São Paulo e buscamos pessoas para o nosso time.

Responsabilidades e atribuições
Realizar o atendimento aos clientes no caixa com cordialidade;
Registrar as compras e receber pagamentos em dinheiro, cartão e Pix;
Fazer a abertura e o fechamento de caixa, conferindo os valores;
Organizar o check-out e apoiar na reposição de mercadorias quando necessário.

Requisitos e qualificações
Ensino médio completo;
Experiência com operação de caixa;
Facilidade com números e cálculos;
Disponibilidade para trabalhar em escala 6x1, inclusive aos finais de semana.

Informações adicionais
Vale-transporte, vale-alimentação, plano de saúde e plano odontológico, seguro de vida, convênio com farmácia.
Salário: R$ 1.750,00

Etapas do processo
Cadastro
Entrevista
Contratação`;

/** Office assistant, as on LinkedIn: free text, emoji headings, a desirable line inside the requirements. */
export const ADMINISTRATIVO_AD = `A Contábil Horizonte está contratando Auxiliar Administrativo para o escritório de Campinas!

📌 O que você vai fazer:
• Lançamento de contas a pagar e a receber no sistema;
• Emissão de notas fiscais e controle de boletos;
• Arquivo de documentos e atendimento telefônico a clientes e fornecedores;
• Apoio nas rotinas administrativas do departamento pessoal.

✅ Requisitos:
• Ensino médio completo (superior cursando será um diferencial);
• Pacote Office, principalmente Excel intermediário;
• Experiência de 6 meses com rotinas administrativas;
• Boa comunicação e organização.

⭐ Diferenciais:
• Conhecimento no ERP TOTVS Protheus;
• Conhecimento em Power BI.

🎁 Benefícios:
• VT + VR de R$ 30,00/dia
• Plano de saúde Unimed
• Day off no aniversário

Envie seu currículo e venha crescer com a gente!`;

/** Data analyst, as on Gupy with a long intro and the fields of study listed. */
export const DADOS_AD = `Pessoa Analista de Dados Pleno

Sobre a empresa
A Finlux é uma fintech que atende mais de 2 milhões de clientes com crédito simples e transparente. Na Finlux, dados guiam as decisões.

Sobre a vaga
Você vai fazer parte do time de Dados e Analytics, construindo dashboards no Power BI e análises que apoiam as áreas de Crédito e Marketing.
Vai trabalhar com modelagem de dados, consultas SQL e automação de relatórios em Python.

Requisitos obrigatórios
Graduação em Estatística, Ciência da Computação, Engenharia ou áreas afins;
Experiência com SQL avançado e Python (Pandas);
Experiência com Power BI ou Tableau;
Conhecimento de estatística;
Inglês intermediário.

Requisitos desejáveis
Experiência com Google BigQuery e Apache Airflow;
Vivência com metodologias ágeis.

Benefícios
Vale-refeição flexível, Gympass, plano de saúde Bradesco, PLR e home office.`;

/** Nursing technician, as on Catho: 'Heading: text' lines. */
export const ENFERMAGEM_AD = `Técnico de Enfermagem - Hospital Santa Clara

Atividades: prestar assistência aos pacientes internados, com aferição de sinais vitais, administração de medicamentos conforme prescrição médica, realização de curativos e coleta de exames. Registrar os cuidados no prontuário eletrônico.
Requisitos: Curso técnico em Enfermagem completo e COREN ativo. Experiência mínima de 1 ano em ambiente hospitalar. Disponibilidade para plantões 12x36 noturnos.
Desejável: curso de Suporte Básico de Vida (BLS).
Benefícios: adicional noturno, vale-transporte, refeição no local, plano de saúde.
Horário: 19h às 7h, escala 12x36.
Local de trabalho: Santo André - SP`;

/** Shop salesperson, as on Indeed: the site's own 'Experiência: … (Obrigatório)' lines. */
export const VENDEDOR_AD = `Vendedor(a) Interno(a)
Loja de Calçados Passo Firme - São Paulo, SP

Procuramos vendedor(a) com experiência em vendas no varejo para nossa loja no Shopping Aricanduva.

Atividades:
- Atendimento ao cliente e vendas no salão;
- Controle de estoque e organização da vitrine;
- Cumprir metas de vendas individuais.

Tipo de vaga: Efetivo CLT
Salário: R$ 1.900,00 + comissão
Benefícios:
- Vale-transporte
- Vale-refeição
- Desconto em produtos

Experiência:
- vendas: 1 ano (Obrigatório)
Idioma:
- Espanhol (Desejável)
Licença/certificação:
- CNH B (Desejável)`;

/** Developer, as on LinkedIn in free text without headings. */
export const DESENVOLVEDOR_AD = `Estamos buscando uma pessoa Desenvolvedora Full Stack para o time de produto da Loggi Fácil. Você vai trabalhar com React e TypeScript no front-end e Node.js no back-end, escrevendo APIs REST e testes automatizados. Nosso banco de dados é PostgreSQL e a infraestrutura roda na AWS com Docker. É imprescindível experiência com Git e com metodologias ágeis. Inglês avançado será um diferencial. Oferecemos trabalho remoto, plano de saúde e Gympass.`;
