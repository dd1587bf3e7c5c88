/** The upload's texts (spec part 2 §5, §8), adapted where DOCX is accepted too (decision 0016). */
export const uploadMessages = {
  nenhumArquivo: "Por favor, selecione um arquivo PDF ou DOCX para continuar.",
  tipoInvalido: "Apenas arquivos PDF ou DOCX são permitidos.",
  docAntigo:
    "Arquivos .doc (Word 97-2003) não são aceitos. Abra o arquivo no Word, use “Salvar como” para gerar um PDF ou DOCX e envie novamente.",
  tamanhoExcedido: "O tamanho do arquivo excede o limite de 5MB.",
  apenasUm: "Envie um arquivo por vez.",
  erroLeitura: "Erro ao ler o arquivo. Por favor, tente novamente.",
  erroEnvio: "Erro ao enviar o arquivo. Por favor, tente novamente.",
  erroProcessamento: "Erro ao processar o arquivo. Por favor, tente novamente.",
  naoProcessado:
    "Não foi possível processar o arquivo. Por favor, tente novamente ou preencha os dados manualmente.",
  sucesso: "Currículo processado com sucesso!",
} as const;
