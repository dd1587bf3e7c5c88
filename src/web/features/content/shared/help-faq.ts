/**
 * The help centre's questions (spec part 2 §2: four categories of four), answered for this product as it
 * works today. Also read by the support page's short FAQ. Plain text, so the search can read it.
 */

export type FaqItem = {
  id: string;
  question: string;
  /** Paragraphs. */
  answer: string[];
  /** A page that goes further. */
  link?: { to: string; label: string };
};

export type FaqCategory = { id: string; label: string; items: FaqItem[] };

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: "comecando",
    label: "Começando",
    items: [
      {
        id: "preciso-de-conta",
        question: "Preciso criar uma conta para fazer meu currículo?",
        answer: [
          "Não. Você pode preencher todas as etapas e ver a pré-visualização sem conta. O que você digita fica guardado no navegador deste aparelho, então recarregar a página ou fechar a aba não apaga nada.",
          "A conta é recomendada: com ela o currículo fica salvo no Vitae, você pode ter vários currículos, abrir em outro aparelho e baixar o arquivo final. Se você criar a conta depois de preencher, o currículo que estava no navegador vai junto para ela.",
        ],
        link: { to: "/signup", label: "Criar conta grátis" },
      },
      {
        id: "quanto-custa",
        question: "Quanto custa usar o Vitae?",
        answer: [
          "Criar, editar e pré-visualizar currículos em qualquer um dos dez modelos, inclusive os PRO, é gratuito.",
          "Para baixar o currículo existe o plano Premium: R$7,97, pagamento único, com 14 dias de acesso aos downloads. Não é assinatura e não há renovação automática.",
        ],
      },
      {
        id: "etapas",
        question: "Quais são as etapas para criar um currículo?",
        answer: [
          "São sete: Dados pessoais, Resumo, Experiência, Formação, Habilidades, Modelo e Revisão. Cada etapa tem os botões Voltar e Próximo, e você pode voltar para corrigir qualquer uma.",
          "No resumo, nas experiências e nas habilidades há sugestões automáticas de texto para você editar. Na revisão você vê o currículo exatamente como ele será baixado.",
        ],
        link: { to: "/criar-curriculo", label: "Começar agora" },
      },
      {
        id: "ja-tenho-curriculo",
        question: "Já tenho um currículo. Preciso digitar tudo de novo?",
        answer: [
          "Não. Em “Melhorar currículo”, envie o arquivo que você já tem em PDF ou DOCX, com até 5MB. O Vitae lê o texto, separa dados pessoais, experiências, formação e habilidades e abre o assistente já preenchido para você revisar.",
          "O arquivo enviado não fica guardado: só os dados extraídos, para você continuar de onde parou. PDFs que são apenas imagem (digitalizados) não têm texto para ler; nesse caso, preencha manualmente.",
        ],
        link: { to: "/melhorar-curriculo", label: "Melhorar meu currículo" },
      },
    ],
  },
  {
    id: "conta-e-pagamentos",
    label: "Conta e Pagamentos",
    items: [
      {
        id: "o-que-inclui-premium",
        question: "O que o plano Premium inclui?",
        answer: [
          "Por R$7,97, em pagamento único, você baixa seus currículos em PDF, DOCX (Word) e TXT quantas vezes quiser durante 14 dias. O pagamento pode ser feito com cartão de crédito ou Pix, em ambiente seguro.",
          "Depois dos 14 dias seus currículos continuam salvos e editáveis na sua conta. Se precisar baixar de novo, basta comprar outro período: os novos 14 dias são somados ao que ainda restar.",
        ],
        link: { to: "/dashboard/plan", label: "Ver meu plano" },
      },
      {
        id: "renovacao-automatica",
        question: "Vou ser cobrado de novo automaticamente?",
        answer: [
          "Não. O Premium é uma compra única de 14 dias. Quando o prazo termina, o plano simplesmente expira e nenhuma cobrança é feita. Em “Meu Plano” você vê se o plano está ativo e até quando vale.",
        ],
      },
      {
        id: "esqueci-senha",
        question: "Esqueci minha senha. Como recupero o acesso?",
        answer: [
          "Na tela de login, clique em “Esqueci minha senha” e informe o e-mail da conta. Você recebe um link para criar uma nova senha; ele vale por 24 horas e só pode ser usado uma vez.",
          "Ao redefinir a senha, as sessões abertas em outros aparelhos são encerradas, por segurança.",
        ],
        link: { to: "/forgot-password", label: "Redefinir minha senha" },
      },
      {
        id: "meus-dados-lgpd",
        question: "Como baixo ou excluo meus dados (LGPD)?",
        answer: [
          "Em “Meu Perfil”, o botão “Baixar meus dados” gera um arquivo com tudo o que guardamos sobre você: dados da conta, currículos e compras.",
          "No mesmo lugar, “Excluir minha conta” apaga definitivamente a conta, os currículos e as sessões, depois que você confirma com a sua senha. Esses são direitos garantidos pela Lei Geral de Proteção de Dados (LGPD).",
        ],
        link: { to: "/politica-de-privacidade", label: "Ler a Política de Privacidade" },
      },
    ],
  },
  {
    id: "criacao-de-curriculo",
    label: "Criação de Currículo",
    items: [
      {
        id: "sugestoes-com-ia",
        question: "Como funcionam as sugestões com IA?",
        answer: [
          "Os botões “Gerar com IA” (resumo), “Sugerir descrição com IA” (experiência) e “Sugerir habilidades com IA” criam um texto inicial a partir do cargo e dos dados que você já informou.",
          "As sugestões são geradas no seu próprio navegador: nada do que você escreveu é enviado a outra empresa. O texto aparece no campo para você ajustar; revise sempre e troque frases genéricas por resultados seus.",
        ],
      },
      {
        id: "trocar-modelo",
        question: "Posso trocar o modelo depois de preencher?",
        answer: [
          "Sim. O conteúdo fica separado do visual: na etapa “Modelo” você escolhe entre Clássico, Moderno, Criativo, Executivo, Minimalista, Técnico e os PRO Compacto, Acadêmico, Recém-Formado e Elegante, vê a pré-visualização e troca quantas vezes quiser sem redigitar nada.",
          "Com um currículo salvo, você também pode trocar o modelo, as cores, as fontes e o idioma em “Templates”, no seu painel, e salvar sem passar de novo pelas etapas.",
        ],
        link: { to: "/modelos-de-curriculo", label: "Conhecer os modelos" },
      },
      {
        id: "foto-no-curriculo",
        question: "Posso colocar foto no currículo?",
        answer: [
          "No Brasil a foto não é obrigatória, e muitas empresas preferem currículos sem foto para uma seleção mais imparcial. Por isso ela é opcional no Vitae: só aparece se você a adicionar, e você pode removê-la a qualquer momento.",
          "Se a vaga pedir uma foto, adicione-a em “Foto (opcional)”, na etapa de informações pessoais: uma imagem JPG ou PNG (.jpg, .jpeg ou .png) de até 5MB, que você recorta na proporção 3:4 (retrato) e que precisa ter no mínimo 300x400 pixels depois do recorte. Prefira rosto bem iluminado, fundo neutro e roupa adequada à área.",
          "Os modelos Moderno, Criativo, Executivo, Recém-Formado e Elegante mostram a foto; Clássico, Minimalista, Técnico, Compacto e Acadêmico a deixam de fora. Guardamos só uma cópia reduzida da imagem, sem os dados de localização e da câmera que o arquivo original possa ter.",
        ],
      },
      {
        id: "salvamento",
        question: "Meu currículo é salvo automaticamente?",
        answer: [
          "Enquanto você preenche, cada etapa fica guardada no navegador. Com a conta, o currículo é salvo no Vitae automaticamente ao chegar à revisão, e você pode salvar com outro nome pelo botão “Salvar Currículo”.",
          "Todos os currículos salvos aparecem em “Meus Currículos”, onde você pode visualizar, editar, baixar ou excluir cada um. Se o mesmo currículo for alterado em duas abas, o Vitae avisa antes de sobrescrever.",
        ],
      },
    ],
  },
  {
    id: "problemas-tecnicos",
    label: "Problemas Técnicos",
    items: [
      {
        id: "download-nao-comeca",
        question: "O download do currículo não começa. O que faço?",
        answer: [
          "Confira em “Meu Plano” se o Premium está ativo: sem plano ativo, o Vitae leva você à página de pagamento em vez de baixar. O arquivo é gerado na hora e pode levar alguns segundos.",
          "Se o navegador bloquear o download ou a nova aba, permita downloads e pop-ups para o Vitae e tente de novo. Se o problema continuar, fale com o suporte informando o horário e o navegador usado.",
        ],
        link: { to: "/suporte", label: "Abrir um chamado" },
      },
      {
        id: "email-nao-chegou",
        question: "Não recebi o e-mail de redefinição de senha.",
        answer: [
          "Espere alguns minutos e confira as pastas de spam, lixo eletrônico e promoções. Verifique também se digitou o mesmo e-mail usado no cadastro.",
          "Por segurança, a resposta é a mesma para e-mails cadastrados ou não, e há um limite de pedidos em poucos minutos. Se aparecer “Muitas tentativas”, aguarde um pouco antes de pedir de novo.",
        ],
      },
      {
        id: "perdi-o-que-digitei",
        question: "Perdi o que eu tinha digitado. Dá para recuperar?",
        answer: [
          "Sem conta, o rascunho fica só no navegador do aparelho onde você digitou. Ele se perde se você usar uma janela anônima, limpar os dados de navegação ou abrir o Vitae em outro navegador ou aparelho.",
          "Para não correr esse risco, crie uma conta e salve o currículo: ele passa a ficar disponível em “Meus Currículos” em qualquer aparelho.",
        ],
      },
      {
        id: "navegadores",
        question: "Quais navegadores e aparelhos funcionam com o Vitae?",
        answer: [
          "As versões recentes do Chrome, Edge, Firefox e Safari, no computador ou no celular. O JavaScript precisa estar ativado para usar o assistente.",
          "Se algo parecer quebrado, atualize o navegador e recarregue a página. Extensões que bloqueiam conteúdo às vezes interferem; teste numa janela sem extensões.",
        ],
      },
    ],
  },
];

/** Lower case without accents, so “Currículo”, “curriculo” and “CURRÍCULO” match. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The categories with only the items that contain every word of `query` (all of them for an empty query). */
export function searchFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => {
        const haystack = foldText([category.label, item.question, ...item.answer].join(" "));
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((category) => category.items.length > 0);
}
