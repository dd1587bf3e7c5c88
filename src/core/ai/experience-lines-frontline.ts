import type { FamilyLines } from "./experience-lines.ts";
import type { FrontlineFamily } from "./role-family.ts";

/**
 * Bullets for entry-level and operational jobs, in the format of experience-lines.ts. Every line must
 * hold for each title of its family ('Pedreiro' and 'Eletricista', 'Operador de caixa' and 'Fiscal de
 * caixa'), and none states a number as a fact: the person adds their own.
 */
export const FRONTLINE_LINES: Record<FrontlineFamily, FamilyLines> = {
  aprendiz: {
    company: [
      "Participo|Participei|do programa Jovem Aprendiz{em}, conciliando a prática no trabalho com o curso de aprendizagem profissional.",
      "Apoio|Apoiei|as rotinas do setor{em}, auxiliando a equipe nas tarefas do dia a dia.",
    ],
    plain: [
      "Organizo|Organizei|documentos, arquivos e planilhas, mantendo as informações atualizadas.",
      "Atendo|Atendi|clientes e colegas presencialmente e por telefone, encaminhando cada demanda à pessoa certa.",
      "Aprendo|Aprendi|os processos da empresa na prática, com responsabilidade e atenção às orientações recebidas.",
      "Cumpro|Cumpri|horários e tarefas com pontualidade, conciliando trabalho e estudos.",
      "Uso|Usei|o computador e os sistemas internos no apoio às atividades da equipe.",
    ],
  },
  telemarketing: {
    company: [
      "Realizo|Realizei|atendimento telefônico ativo e receptivo{em}, seguindo roteiros e padrões de qualidade.",
      "Atendo|Atendi|clientes por telefone e canais digitais{em}, resolvendo dúvidas, solicitações e reclamações.",
    ],
    plain: [
      "Registro|Registrei|cada contato no sistema, mantendo o histórico do cliente completo e atualizado.",
      "Cumpro|Cumpri|as metas de produtividade, tempo médio de atendimento (TMA) e qualidade da operação.",
      "Ofereço|Ofereci|produtos e serviços de acordo com o perfil do cliente, em campanhas de vendas e retenção.",
      "Mantenho|Mantive|a calma e a cordialidade em atendimentos difíceis, buscando resolver cada caso já no primeiro contato.",
      "Encaminho|Encaminhei|casos mais complexos às áreas responsáveis, acompanhando o retorno ao cliente.",
      "Sigo|Segui|as regras de proteção de dados (LGPD) e os procedimentos de segurança da operação.",
    ],
  },
  recepcao: {
    company: [
      "Recepciono|Recepcionei|clientes e visitantes{em}, com identificação, cadastro e encaminhamento ao setor certo.",
      "Cuido|Cuidei|do atendimento da recepção{em}, presencialmente, por telefone e por aplicativos de mensagem.",
    ],
    plain: [
      "Agendo e confirmo|Agendei e confirmei|horários, consultas e reuniões, mantendo a agenda do sistema atualizada.",
      "Atendo e transfiro|Atendi e transferi|ligações, anotando recados com precisão.",
      "Recebo e distribuo|Recebi e distribuí|correspondências, encomendas e documentos.",
      "Mantenho|Mantive|os cadastros de clientes e visitantes em dia, com sigilo das informações.",
      "Presto|Prestei|informações sobre serviços, horários e procedimentos com clareza e cordialidade.",
      "Zelo|Zelei|pela organização e pela boa apresentação da recepção.",
    ],
  },
  caixa: {
    company: [
      "Atuo|Atuei|na frente de caixa{em}, com atendimento ágil e cordial aos clientes.",
      "Cuido|Cuidei|do atendimento de caixa{em}, ajudando a manter as filas curtas nos horários de maior movimento.",
    ],
    plain: [
      "Registro compras e recebo|Registrei compras e recebi|pagamentos em dinheiro, cartão e Pix, com atenção ao troco e aos comprovantes.",
      "Faço|Fiz|a abertura e o fechamento do caixa, com conferência de valores e sangrias conforme as normas da empresa.",
      "Confiro|Conferi|preços e códigos dos produtos na passagem, resolvendo divergências com a liderança.",
      "Ofereço|Ofereci|o cadastro no programa de fidelidade e as campanhas da loja, sempre com cordialidade.",
      "Mantenho|Mantive|o posto de trabalho organizado e abastecido com sacolas, bobinas e materiais de apoio.",
      "Sigo|Segui|os procedimentos de segurança no manuseio de dinheiro e de prevenção de perdas.",
    ],
  },
  supermercado: {
    company: [
      "Abasteço e organizo|Abasteci e organizei|gôndolas, ilhas e expositores{em}, com os produtos bem expostos e precificados.",
      "Cuido|Cuidei|da reposição de mercadorias{em}, respeitando a ordem de vencimento e evitando a falta de produtos nas prateleiras.",
    ],
    plain: [
      "Confiro|Conferi|datas de validade e o estado das embalagens, retirando itens vencidos ou avariados.",
      "Verifico|Verifiquei|etiquetas e preços nas prateleiras, comunicando divergências ao setor responsável.",
      "Organizo|Organizei|o depósito e as câmaras frias, facilitando a reposição e a conservação dos produtos.",
      "Atendo|Atendi|clientes nos corredores, ajudando a encontrar produtos e esclarecendo dúvidas.",
      "Apoio|Apoiei|o recebimento de mercadorias e a montagem de pontas de gôndola e ações promocionais.",
      "Sigo|Segui|as normas de higiene e segurança no manuseio de alimentos, em especial de refrigerados e congelados.",
    ],
  },
  varejo: {
    company: [
      "Atendo|Atendi|clientes{em}, ajudando cada pessoa a encontrar o produto certo e concluindo as vendas com cordialidade.",
      "Cuido|Cuidei|da organização da loja{em}, com os produtos bem expostos, precificados e repostos.",
    ],
    plain: [
      "Apresento|Apresentei|produtos, preços, promoções e formas de pagamento de acordo com a necessidade de cada cliente.",
      "Ajudo|Ajudei|na reposição de mercadorias, na montagem de vitrines e nas ações promocionais.",
      "Contribuo|Contribuí|para as metas de vendas da loja, oferecendo produtos complementares e o programa de fidelidade.",
      "Trato|Tratei|trocas, devoluções e reclamações com paciência, seguindo a política da loja.",
      "Confiro|Conferi|etiquetas, preços e o estoque da loja, comunicando divergências ao responsável.",
      "Mantenho|Mantive|contato com clientes frequentes, avisando sobre novidades e promoções.",
    ],
  },
  apoioEscolar: {
    company: [
      "Auxilio|Auxiliei|o professor na condução das atividades em sala{em}, acompanhando de perto cada aluno.",
      "Acompanho|Acompanhei|os alunos na rotina escolar{em}, da entrada às atividades, ao recreio e à saída.",
    ],
    plain: [
      "Preparo e organizo|Preparei e organizei|materiais e espaços para as atividades pedagógicas.",
      "Apoio|Apoiei|alunos com mais dificuldade, com atenção individual durante as atividades.",
      "Zelo|Zelei|pela segurança, pela higiene e pelo bem-estar dos alunos em todos os momentos da rotina.",
      "Comunico|Comuniquei|ao professor e à coordenação observações sobre o desenvolvimento e o comportamento dos alunos.",
      "Participo|Participei|de reuniões pedagógicas e das formações oferecidas pela escola.",
    ],
  },
  cuidador: {
    company: [
      "Presto|Prestei|cuidados diários{em}, com atenção, paciência e respeito à autonomia de cada pessoa.",
      "Acompanho|Acompanhei|a rotina de cuidados{em}, da higiene e da alimentação aos horários de medicação.",
    ],
    plain: [
      "Auxilio|Auxiliei|no banho, na higiene pessoal, na alimentação e na locomoção, com segurança e respeito.",
      "Controlo|Controlei|os horários de medicação prescritos, avisando a família ou a equipe de saúde sobre qualquer alteração.",
      "Estimulo|Estimulei|atividades físicas, cognitivas e de lazer, favorecendo o bem-estar e a autonomia.",
      "Registro|Registrei|as ocorrências do dia, mantendo a família e a equipe informadas.",
      "Levo|Levei|a pessoa assistida a consultas, exames e passeios, com segurança no deslocamento.",
    ],
  },
  limpeza: {
    company: [
      "Realizo|Realizei|a limpeza e a conservação de ambientes{em}, como salas, banheiros, corredores e áreas comuns.",
      "Cuido|Cuidei|da higienização dos espaços{em}, seguindo o cronograma de limpeza e os padrões de qualidade definidos.",
    ],
    plain: [
      "Uso|Usei|os produtos de limpeza nas diluições corretas e os equipamentos de proteção, seguindo as normas de segurança.",
      "Reponho|Repus|materiais de higiene, como papel, sabonete e álcool em gel, evitando a falta de itens.",
      "Recolho e separo|Recolhi e separei|o lixo para descarte e reciclagem, de acordo com as regras do local.",
      "Comunico|Comuniquei|à equipe responsável problemas de manutenção, como vazamentos e lâmpadas queimadas.",
      "Organizo e controlo|Organizei e controlei|o material de limpeza, evitando desperdícios.",
      "Mantenho|Mantive|a discrição e a cordialidade no contato com moradores, clientes e colegas.",
    ],
  },
  cozinha: {
    company: [
      "Preparo|Preparei|alimentos{em}, seguindo receitas, fichas técnicas e padrões de qualidade e de apresentação.",
      "Atuo|Atuei|na rotina da cozinha{em}, do pré-preparo à finalização dos pedidos e à organização do ambiente.",
    ],
    plain: [
      "Sigo|Segui|as boas práticas de manipulação de alimentos e as normas da vigilância sanitária.",
      "Faço|Fiz|o pré-preparo dos ingredientes, com higienização, corte e porcionamento.",
      "Controlo|Controlei|a validade e o armazenamento dos alimentos, com etiquetas e uso por ordem de vencimento, evitando desperdícios.",
      "Mantenho|Mantive|utensílios, equipamentos e bancadas limpos e organizados.",
      "Cumpro|Cumpri|os tempos de preparo nos horários de maior movimento, em sintonia com a equipe.",
      "Ajudo|Ajudei|no recebimento e na conferência de mercadorias e no controle do estoque da cozinha.",
    ],
  },
  construcao: {
    company: [
      "Atuo|Atuei|em obras, reformas e manutenções{em}, executando os serviços com qualidade e dentro do prazo.",
      "Executo|Executei|serviços de construção e manutenção{em}, seguindo projetos, medidas e normas técnicas.",
    ],
    plain: [
      "Uso|Usei|corretamente os equipamentos de proteção individual (EPIs), respeitando as normas de segurança.",
      "Preparo|Preparei|materiais e ferramentas para cada etapa do serviço, evitando desperdícios.",
      "Mantenho|Mantive|o local de trabalho limpo e organizado, reduzindo o risco de acidentes.",
      "Leio|Li|medidas e projetos para executar os serviços com precisão.",
      "Trabalho|Trabalhei|em equipe com os demais profissionais da obra, cumprindo o cronograma combinado.",
      "Cuido|Cuidei|da conservação de ferramentas e equipamentos, deixando tudo pronto para o próximo serviço.",
    ],
  },
};
