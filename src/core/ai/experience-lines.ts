import { FRONTLINE_LINES } from "./experience-lines-frontline.ts";
import type { RoleFamily } from "./role-family.ts";

/**
 * Bullets by role family, each written as 'present opening|past opening|rest'. The opening is what
 * changes with the tense (current job: present; earlier job: past), and the rest never holds another
 * conjugated verb, so swapping the opening is enough. '{em}' marks where the company goes
 * ('na empresa Acme'); each family has two such lines and exactly one of them is used.
 */
export type FamilyLines = { company: readonly string[]; plain: readonly string[] };

export const EXPERIENCE_LINES: Record<RoleFamily, FamilyLines> = {
  ...FRONTLINE_LINES,
  tecnologia: {
    company: [
      "Desenvolvo e mantenho|Desenvolvi e mantive|aplicações web{em}, com foco em desempenho, segurança e qualidade de código.",
      "Participo|Participei|do desenvolvimento de novas funcionalidades{em}, da definição técnica à entrega em produção.",
    ],
    plain: [
      "Escrevo testes automatizados e faço|Escrevi testes automatizados e fiz|revisões de código, reduzindo falhas em produção.",
      "Integro|Integrei|sistemas por meio de APIs REST e bancos de dados SQL, garantindo a consistência das informações.",
      "Colaboro|Colaborei|com as áreas de produto e design em ciclos ágeis, transformando requisitos em soluções simples de manter.",
      "Investigo e corrijo|Investiguei e corrigi|problemas em produção, documentando as causas para evitar reincidências.",
      "Automatizo|Automatizei|etapas de build, testes e implantação, tornando as entregas mais rápidas e seguras.",
    ],
  },
  dados: {
    company: [
      "Construo e mantenho|Construí e mantive|painéis e relatórios{em}, apoiando as decisões das áreas de negócio com indicadores confiáveis.",
      "Conduzo|Conduzi|análises{em} para identificar tendências, riscos e oportunidades de melhoria.",
    ],
    plain: [
      "Escrevo|Escrevi|consultas SQL e rotinas de tratamento de dados, garantindo a qualidade das bases.",
      "Defino e acompanho|Defini e acompanhei|indicadores de desempenho com os gestores, traduzindo números em recomendações práticas.",
      "Automatizo|Automatizei|a coleta e a atualização de dados, reduzindo o trabalho manual e o risco de erros.",
      "Apresento|Apresentei|resultados de forma clara para públicos técnicos e não técnicos.",
    ],
  },
  design: {
    company: [
      "Crio|Criei|interfaces e peças visuais{em}, alinhadas à identidade da marca e às necessidades dos usuários.",
      "Conduzo|Conduzi|projetos de design{em}, da pesquisa com usuários e dos wireframes aos protótipos finais.",
    ],
    plain: [
      "Desenvolvo protótipos navegáveis e valido|Desenvolvi protótipos navegáveis e validei|as soluções com testes de usabilidade.",
      "Mantenho|Mantive|bibliotecas de componentes e guias de estilo, garantindo consistência visual entre os produtos.",
      "Trabalho|Trabalhei|em parceria com desenvolvimento e marketing para entregar layouts prontos para implementação.",
      "Adapto|Adaptei|materiais para diferentes formatos e canais, do digital ao impresso.",
    ],
  },
  marketing: {
    company: [
      "Planejo e executo|Planejei e executei|campanhas digitais{em}, acompanhando métricas de alcance, engajamento e conversão.",
      "Gerencio|Gerenciei|as redes sociais{em}, com calendário editorial, produção de conteúdo e interação com o público.",
    ],
    plain: [
      "Analiso|Analisei|resultados no Google Analytics e nas plataformas de anúncios, propondo ajustes para otimizar o investimento.",
      "Produzo|Produzi|conteúdos para blog, e-mail marketing e redes sociais, com atenção a SEO e à voz da marca.",
      "Desenvolvo|Desenvolvi|ações de geração de leads em conjunto com a equipe comercial.",
      "Elaboro relatórios de desempenho e apresento|Elaborei relatórios de desempenho e apresentei|recomendações para as próximas campanhas.",
    ],
  },
  vendas: {
    company: [
      "Prospecto novos clientes e conduzo|Prospectei novos clientes e conduzi|negociações{em}, do primeiro contato ao fechamento.",
      "Contribuo|Contribuí|para o cumprimento das metas comerciais{em}, acompanhando de perto o funil de vendas.",
    ],
    plain: [
      "Mantenho|Mantive|relacionamento próximo com a carteira de clientes, identificando oportunidades de novos negócios.",
      "Elaboro|Elaborei|propostas comerciais e apresentações de produtos adequadas ao perfil de cada cliente.",
      "Registro|Registrei|oportunidades e negociações no CRM, garantindo a previsibilidade das vendas.",
      "Realizo|Realizei|o pós-venda e o acompanhamento de clientes, contribuindo para a fidelização e a recompra.",
    ],
  },
  rh: {
    company: [
      "Conduzo|Conduzi|processos de recrutamento e seleção{em}, da divulgação das vagas às entrevistas finais.",
      "Apoio|Apoiei|as rotinas de departamento pessoal{em}, como admissões, férias, folha de pagamento e benefícios.",
    ],
    plain: [
      "Organizo|Organizei|a integração de novos colaboradores, facilitando a adaptação às equipes.",
      "Acompanho|Acompanhei|indicadores de turnover, absenteísmo e clima organizacional, propondo ações de melhoria.",
      "Participo|Participei|do planejamento de treinamentos e avaliações de desempenho junto às lideranças.",
      "Oriento|Orientei|colaboradores sobre políticas internas, benefícios e direitos trabalhistas.",
    ],
  },
  juridico: {
    company: [
      "Elaboro|Elaborei|petições, contratos e pareceres{em}, sempre em conformidade com a legislação vigente.",
      "Acompanho|Acompanhei|processos judiciais e administrativos{em}, com controle rigoroso de prazos e andamentos.",
    ],
    plain: [
      "Realizo|Realizei|pesquisas de doutrina e jurisprudência para embasar as estratégias jurídicas.",
      "Analiso e reviso|Analisei e revisei|contratos, identificando riscos e propondo ajustes às áreas envolvidas.",
      "Presto|Prestei|atendimento a clientes e áreas internas, esclarecendo dúvidas jurídicas em linguagem acessível.",
      "Organizo|Organizei|documentos e pautas de audiências, mantendo os sistemas processuais atualizados.",
    ],
  },
  // Counter, shop floor or help desk alike: phone-and-script work has its own family (telemarketing).
  atendimento: {
    company: [
      "Atendo|Atendi|clientes{em} com agilidade e cordialidade, do primeiro contato à solução de cada pedido ou dúvida.",
      "Presto|Prestei|atendimento ao público{em}, presencialmente e por telefone, esclarecendo dúvidas e registrando solicitações.",
    ],
    plain: [
      "Registro|Registrei|os atendimentos e pedidos, mantendo as informações de cada cliente atualizadas.",
      "Identifico problemas recorrentes e levo|Identifiquei problemas recorrentes e levei|sugestões de melhoria às áreas responsáveis.",
      "Trato|Tratei|reclamações com paciência e empatia, buscando soluções para manter a confiança do cliente.",
      "Oriento|Orientei|clientes sobre produtos, serviços e procedimentos, com linguagem clara e empática.",
      "Colaboro|Colaborei|com a equipe nos horários de maior movimento, reduzindo o tempo de espera dos clientes.",
    ],
  },
  saude: {
    company: [
      "Presto|Prestei|assistência a pacientes{em}, seguindo protocolos de segurança e de cuidado humanizado.",
      "Atuo|Atuei|em equipe multidisciplinar{em}, contribuindo para a continuidade e a qualidade do cuidado.",
    ],
    plain: [
      "Realizo|Realizei|procedimentos e monitoramento de sinais vitais, registrando as informações no prontuário.",
      "Oriento|Orientei|pacientes e familiares sobre tratamentos, cuidados e prevenção.",
      "Organizo|Organizei|materiais, medicamentos e equipamentos, garantindo o funcionamento seguro do setor.",
      "Participo|Participei|de treinamentos e ações de educação em saúde voltadas à segurança do paciente.",
    ],
  },
  educacao: {
    company: [
      "Planejo e ministro|Planejei e ministrei|aulas{em}, adaptando conteúdos e estratégias ao perfil de cada turma.",
      "Desenvolvo|Desenvolvi|projetos pedagógicos{em}, voltados à participação e à autonomia dos alunos.",
    ],
    plain: [
      "Elaboro avaliações e acompanho|Elaborei avaliações e acompanhei|o desempenho dos alunos, propondo atividades de reforço quando necessário.",
      "Utilizo|Utilizei|metodologias ativas e recursos digitais para tornar as aulas mais dinâmicas.",
      "Mantenho|Mantive|diálogo constante com as famílias e com a coordenação pedagógica.",
      "Participo|Participei|de reuniões pedagógicas, conselhos de classe e formações continuadas.",
    ],
  },
  transporte: {
    company: [
      "Realizo|Realizei|entregas e coletas{em}, cumprindo roteiros e horários combinados com os clientes.",
      "Cumpro|Cumpri|rotas de entrega{em} com direção defensiva e respeito às normas de trânsito.",
    ],
    plain: [
      "Confiro|Conferi|cargas, notas fiscais e comprovantes de entrega, evitando extravios e divergências.",
      "Zelo|Zelei|pela conservação do veículo, acompanhando manutenções preventivas e checklists diários.",
      "Planejo|Planejei|rotas com apoio de aplicativos de navegação, reduzindo tempo de deslocamento e custos.",
      "Atendo|Atendi|clientes com cordialidade no momento da entrega, registrando ocorrências quando necessário.",
    ],
  },
  logistica: {
    company: [
      "Controlo|Controlei|entradas e saídas de mercadorias{em}, garantindo a acuracidade do estoque.",
      "Organizo|Organizei|o armazenamento e a separação de pedidos{em}, cumprindo os prazos de expedição.",
    ],
    plain: [
      "Realizo|Realizei|inventários periódicos e conferência de notas fiscais, tratando as divergências encontradas.",
      "Acompanho|Acompanhei|entregas e transportadoras, buscando reduzir atrasos e custos de frete.",
      "Registro|Registrei|as movimentações no sistema de gestão (ERP), mantendo as informações sempre atualizadas.",
      "Zelo|Zelei|pela organização e pela segurança do almoxarifado, seguindo as normas internas.",
    ],
  },
  administrativo: {
    company: [
      "Executo|Executei|rotinas administrativas e financeiras{em}, como contas a pagar e a receber, conciliações e emissão de notas fiscais.",
      "Apoio|Apoiei|a rotina do escritório{em}, organizando documentos, agendas e processos internos.",
    ],
    plain: [
      "Elaboro|Elaborei|planilhas e relatórios gerenciais no Excel para o acompanhamento de custos e resultados.",
      "Atendo|Atendi|fornecedores, clientes e colaboradores, encaminhando as demandas às áreas responsáveis.",
      "Controlo|Controlei|prazos, contratos e pagamentos, evitando atrasos e multas.",
      "Mantenho|Mantive|arquivos físicos e digitais organizados, facilitando consultas e auditorias.",
    ],
  },
  engenharia: {
    company: [
      "Planejo e acompanho|Planejei e acompanhei|projetos{em}, controlando cronogramas, custos e a qualidade das entregas.",
      "Elaboro|Elaborei|estudos técnicos e especificações{em}, em conformidade com as normas aplicáveis.",
    ],
    plain: [
      "Coordeno|Coordenei|equipes e fornecedores em campo, garantindo o cumprimento das normas de segurança.",
      "Analiso indicadores de processo e proponho|Analisei indicadores de processo e propus|melhorias para reduzir perdas e aumentar a produtividade.",
      "Preparo|Preparei|relatórios técnicos, memoriais descritivos e a documentação dos projetos.",
      "Realizo|Realizei|inspeções e testes, assegurando a qualidade e a segurança das instalações.",
    ],
  },
  // Any job at all: the role told us nothing, so nothing here belongs to a particular field.
  generico: {
    company: [
      "Executo|Executei|as atividades da função{em}, com organização, atenção aos detalhes e cumprimento de prazos.",
      "Contribuo|Contribuí|para os resultados da equipe{em}, apoiando colegas e gestores nas demandas do dia a dia.",
    ],
    plain: [
      "Trato|Tratei|clientes e colegas com cordialidade e respeito, contribuindo para um bom ambiente de trabalho.",
      "Sigo|Segui|as normas e os procedimentos da empresa, com atenção à segurança e à qualidade.",
      "Identifico oportunidades de melhoria na rotina e proponho|Identifiquei oportunidades de melhoria na rotina e propus|soluções práticas.",
      "Cumpro|Cumpri|horários, metas e prazos, priorizando a qualidade do trabalho.",
    ],
  },
};
