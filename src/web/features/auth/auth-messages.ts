/** The account screens' Portuguese texts (spec part 1 §5 and §8), in one place. */
export const AUTH_TEXT = {
  nomeObrigatorio: "Nome completo é obrigatório",
  nomeMax: "O nome deve ter no máximo 120 caracteres",
  emailInvalido: "E-mail inválido",
  senhaMin: "A senha deve ter no mínimo 8 caracteres",
  senhaObrigatoria: "Senha é obrigatória",
  termosObrigatorio: "Você precisa aceitar os termos e condições",
  senhasDiferentes: "As senhas não coincidem",
  emailEmUso: "Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.",
  erroCadastro: "Erro ao criar conta. Tente novamente mais tarde.",
  credenciaisInvalidas: "E-mail ou senha incorretos",
  erroLogin: "Erro ao fazer login. Tente novamente.",
  erroInesperado: "Ocorreu um erro inesperado. Tente novamente mais tarde.",
  muitasTentativas: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  senhaFraca: "Escolha uma senha mais forte.",
  esqueciSucesso: "Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.",
  esqueciFalha: "Não foi possível enviar o e-mail de recuperação. Verifique se o e-mail está correto.",
  linkInvalido: "Link de recuperação inválido ou expirado.",
  redefinirFalha: "Não foi possível redefinir sua senha. Por favor, tente novamente.",
  cadastroSucesso: "Conta criada com sucesso!",
  loginSucesso: "Login realizado com sucesso!",
  redefinirSucesso: "Sua senha foi redefinida com sucesso!",
  confirmacaoSucesso:
    "Obrigado! Seu e-mail foi confirmado. Se você comprou um plano com este e-mail, ele já vale na sua conta.",
  confirmacaoLinkInvalido:
    "Link de confirmação inválido, expirado ou já usado. Peça um novo e-mail de confirmação.",
  confirmacaoFalha: "Não foi possível confirmar seu e-mail agora. Tente novamente em instantes.",
} as const;
