import { SKILL_POOLS } from "../ai/skill-pools.ts";
import { contentKeys } from "./job-ad-words.ts";
import type { ContentStep } from "./placeholders.ts";

/**
 * A term job ads use, with the other ways of writing it. The first spelling is the one shown; the others are
 * what the ad or the resume may say instead ('MS Office' for 'Pacote Office'). The other spellings of a term
 * are also what satisfies it in a resume: 'inglês fluente' answers an ad asking for 'inglês intermediário'.
 * `level` is a schooling level (1 fundamental, 2 médio, 3 técnico, 4 superior, 5 pós), met by any higher one.
 */
export type KnownPhrase = { spellings: readonly string[]; step: ContentStep; level?: number };

/*
 * One term a line: 'shown | other spelling | …'. When two terms share a spelling, the ad's words go to the
 * first one listed: the higher levels ('CNH D', 'inglês avançado') come before the ones they satisfy.
 */
const SKILLS = `
  Power BI | PowerBI
  Excel avançado | Excel nível avançado | Excel expert | domínio do Excel
  Excel intermediário | Excel nível intermediário | Excel avançado
  Excel | Microsoft Excel | MS Excel
  Word | Microsoft Word
  PowerPoint | Power Point
  Pacote Office | Microsoft Office | MS Office | Office 365 | Microsoft 365 | Excel | Word
  informática | informática básica | Pacote Office | Excel | Word
  Google Sheets | Planilhas Google
  Google Ads | Google AdWords
  Meta Ads | Facebook Ads
  PostgreSQL | Postgres
  MySQL
  SQL | MySQL | PostgreSQL | Postgres | SQL Server
  Python | Pandas
  JavaScript | JS
  TypeScript
  React | ReactJS | React.js
  Node.js | Node | NodeJS
  Java
  C#
  .NET | ASP.NET | dotnet
  PHP
  Git | GitHub | GitLab
  Docker
  front-end | frontend
  back-end | backend
  full stack | fullstack
  AWS | Amazon Web Services
  Azure
  Linux
  Tableau
  SAP
  TOTVS | Protheus
  ERP
  CRM | Salesforce | HubSpot
  Photoshop
  Canva
  AutoCAD
  Figma
  Scrum
  metodologias ágeis | metodologia ágil | Scrum | Kanban
  APIs REST | API REST | REST
  inglês avançado | inglês fluente | fluência em inglês | inglês nível avançado
  inglês intermediário | inglês nível intermediário | inglês avançado | inglês fluente
  inglês | inglês avançado | inglês intermediário | inglês fluente | inglês básico
  espanhol avançado | espanhol fluente | fluência em espanhol
  espanhol intermediário | espanhol avançado | espanhol fluente
  espanhol | espanhol avançado | espanhol intermediário | espanhol fluente | espanhol básico
  CNH E | habilitação E
  CNH D | habilitação D | CNH E
  CNH C | habilitação C | CNH D | CNH E
  CNH AB | CNH A e B | habilitação AB | habilitação A e B
  CNH B | habilitação B | CNH AB | CNH A e B | CNH C | CNH D | CNH E
  CNH A | habilitação A | CNH AB | CNH A e B
  COREN ativo | COREN | registro no COREN
  CRC ativo | CRC
  NR-10 | NR10 | NR 10
  NR-35 | NR35 | NR 35
  NR-12 | NR12 | NR 12
  comunicação | comunicativo | comunicativa | boa comunicação
  proatividade | proativo | proativa
  organização | organizado | organizada
  liderança
  negociação
  pontualidade | pontual
  trabalho em equipe | trabalhar em equipe | espírito de equipe
  relacionamento interpessoal
  resolução de problemas | solução de problemas
  atenção aos detalhes | atenção a detalhes | detalhista
  foco em resultados | orientação para resultados | orientado a resultados
  empatia
  flexibilidade
  primeiros socorros
  direção defensiva
  MOPP
  Suporte Básico de Vida | BLS
  Suporte Avançado de Vida | ACLS
`;

const TASKS = `
  atendimento ao cliente | atendimento a clientes | atender clientes | atendimento ao público
  atendimento ao público | atendimento ao cliente | atender o público
  atendimento telefônico
  operação de caixa | operador de caixa | frente de caixa | operadora de caixa
  fechamento de caixa
  controle de estoque | gestão de estoque | controle de estoques
  reposição de mercadorias | reposição de produtos | repor mercadorias | repor produtos
  recebimento de mercadorias | conferência de mercadorias
  separação de pedidos
  vendas consultivas | venda consultiva
  prospecção de clientes | prospecção
  pós-venda
  metas de vendas | metas comerciais | bater metas
  rotinas administrativas | rotina administrativa
  contas a pagar e a receber | contas a pagar e receber
  contas a pagar | contas a pagar e a receber | contas a pagar e receber
  contas a receber | contas a pagar e a receber | contas a pagar e receber
  emissão de notas fiscais | emissão de nota fiscal | notas fiscais
  conciliação bancária
  faturamento
  departamento pessoal
  folha de pagamento
  recrutamento e seleção
  gestão de pessoas | gestão de equipes | gestão de equipe | liderança de equipes
  marketing digital
  redes sociais | mídias sociais
  e-commerce | comércio eletrônico
  análise de dados | analisar dados
  visualização de dados
  modelagem de dados
  banco de dados | bancos de dados
  ETL
  testes automatizados | testes unitários
  ambiente hospitalar | hospital | hospitalar
  aferição de sinais vitais | sinais vitais
  administração de medicamentos | administrar medicamentos
  curativos | realização de curativos
  coleta de exames | coleta de sangue
  boas práticas de fabricação | BPF
  segurança do trabalho
  segurança alimentar
  logística
  empilhadeira | operador de empilhadeira
`;

// Levels come before the fields they name: 'superior completo' is a level, 'superior em Direito' a field.
const SCHOOLING: readonly [number, string][] = [
  [5, "pós-graduação | especialização | MBA | mestrado"],
  [4, "ensino superior completo | superior completo | ensino superior | nível superior | graduação completa"],
  [4, "superior cursando | ensino superior cursando | cursando ensino superior | superior em andamento"],
  [3, "ensino técnico | curso técnico | técnico completo"],
  [2, "ensino médio completo | ensino médio | segundo grau completo | 2º grau completo"],
  [1, "ensino fundamental completo | ensino fundamental"],
];

const spellingsOf = (line: string) => line.split("|").map((spelling) => spelling.trim());
const linesOf = (list: string) => list.trim().split("\n").map(spellingsOf);

/** Every known term, in the order the ad's words are given to them. */
export const KNOWN_PHRASES: readonly KnownPhrase[] = [
  ...SCHOOLING.map(
    ([level, line]): KnownPhrase => ({ spellings: spellingsOf(line), step: "formacao", level }),
  ),
  ...linesOf(SKILLS).map((spellings): KnownPhrase => ({ spellings, step: "habilidades" })),
  ...linesOf(TASKS).map((spellings): KnownPhrase => ({ spellings, step: "experiencia" })),
  // The skills the wizard suggests are the ones people list ('Gestão de agenda', 'Copywriting'), except those
  // made of words every ad uses ('Responsabilidade').
  ...Object.values(SKILL_POOLS)
    .flatMap((pool) => [...pool.hard, ...pool.soft])
    .filter((skill) => !/[()]/.test(skill) && contentKeys(skill).length > 0)
    .map((skill): KnownPhrase => ({ spellings: [skill], step: "habilidades" })),
];
