/** What Vitae keeps in the browser, as the /cookies page and the privacy policy explain it. */
type StoredItem = { name: string; kind: string; purpose: string; lifetime: string };

export const ESSENTIAL_ITEMS: readonly StoredItem[] = [
  {
    name: "better-auth.session_token",
    kind: "Cookie (HttpOnly, inacessível a scripts)",
    purpose: "Mantém você conectado à sua conta depois do login e protege as ações da conta.",
    lifetime: "30 dias, renovado enquanto você usa o Vitae; apagado ao sair",
  },
  {
    name: "sidebar_state",
    kind: "Cookie",
    purpose:
      "Lembra se a barra lateral do painel fica aberta ou recolhida, depois que você a abre ou fecha. Não identifica você.",
    lifetime: "7 dias",
  },
  {
    name: "informacoesPessoais, resumoProfissional, cargoProfissional, experienciasProfissionais, formacoesAcademicas, habilidades, templateSelecionado, idiomaCurriculo, estiloCurriculo, fotoCurriculo",
    kind: "Armazenamento local do navegador",
    purpose:
      "O rascunho do currículo que você preenche no assistente, para que nada se perca ao recarregar ou fechar a aba.",
    lifetime: "Até você limpar os dados do navegador ou começar um novo currículo",
  },
  {
    name: "revisaoImportacao, revisaoPendente",
    kind: "Armazenamento local do navegador",
    purpose:
      "Depois de enviar um currículo em PDF ou DOCX: os campos marcados para você conferir e o aviso sobre o que lemos do arquivo.",
    lifetime:
      "Até você salvar o currículo ou começar um novo; revisaoPendente é apagado assim que o rascunho abre",
  },
  {
    name: "currentResumeId",
    kind: "Armazenamento local do navegador",
    purpose:
      "Qual currículo da sua conta está aberto no assistente, para salvar as alterações no lugar certo.",
    lifetime: "Até você sair da conta",
  },
  {
    name: "hasPaidPlan, planExpiresAt",
    kind: "Armazenamento local do navegador",
    purpose:
      "Se o plano Premium está ativo e até quando, para mostrar os downloads liberados sem esperar o servidor.",
    lifetime: "Até o fim do plano",
  },
  {
    name: "redirectAfterLogin",
    kind: "Armazenamento local do navegador",
    purpose: "A página para a qual voltar depois do login.",
    lifetime: "Apagado logo após o login",
  },
  {
    name: "returnAfterPayment",
    kind: "Armazenamento local do navegador",
    purpose:
      "A página em que você pediu um download antes de assinar, para voltar a ela quando o pagamento for confirmado.",
    lifetime: "Substituído ao iniciar outro pagamento; apagado ao sair da conta",
  },
  {
    name: "vitae:resumeVersion:…, vitae:resumeName:…",
    kind: "Armazenamento da aba (sessionStorage)",
    purpose: "Evita que duas abas abertas no mesmo currículo apaguem as alterações uma da outra.",
    lifetime: "Até fechar a aba",
  },
  {
    name: "purchaseEventsSent",
    kind: "Armazenamento local do navegador",
    purpose:
      "Os códigos das últimas compras já registradas, para que recarregar a página de confirmação não conte a mesma compra duas vezes.",
    lifetime: "Até você limpar os dados do navegador (guarda só as 20 mais recentes)",
  },
  {
    name: "cookieConsent",
    kind: "Armazenamento local do navegador",
    purpose: "As escolhas que você faz nesta página.",
    lifetime: "Até você mudar de ideia ou limpar os dados do navegador",
  },
];
