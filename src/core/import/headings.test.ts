import { describe, expect, it } from "vitest";
import { headingKind } from "./headings.ts";

describe("headingKind", () => {
  it.each([
    ["EXPERIÊNCIA PROFISSIONAL", "experience"],
    ["Histórico Profissional", "experience"],
    ["Trajetória", "experience"],
    ["Work History", "experience"],
    ["Formação Acadêmica:", "education"],
    ["3. Escolaridade", "education"],
    ["Education & Training", "education"],
    // A Europass CV's headings, a lawyer's.
    ["Educação e formação", "education"],
    ["Aptidões e competências pessoais", "skills"],
    ["Competências sociais", "softSkills"],
    ["Competências informáticas", "hardSkills"],
    ["Outra(s) língua(s)", "languages"],
    ["Informação adicional", "other"],
    ["PRACTICE AREAS & SKILLS", "skills"],
    ["BAR ADMISSIONS", "other"],
    // Job portals' exports.
    ["Ocupações de interesse", "objective"],
    ["Funções pretendidas", "objective"],
    ["Mini currículo", "summary"],
    ["Conhecimentos e habilidades", "skills"],
    ["Cursos e qualificações", "other"],
    // A personal site's.
    ["O que eu faço", "skills"],
    ["Clientes", "other"],
    // A Lattes CV's.
    ["Formação acadêmica/titulação", "education"],
    ["Produções", "other"],
    ["Áreas de atuação", "skills"],
    ["F O R M A Ç Ã O  A C A D Ê M I C A", "education"],
    ["E X P E R I Ê NC I A P R O F I S S I O N A L", "experience"],
    ["Resumo de Qualificações", "summary"],
    ["Sobre mim", "summary"],
    ["A BOUT", "summary"],
    ["Objetivo Profissional", "objective"],
    ["Conhecimentos Técnicos", "hardSkills"],
    ["Competências Comportamentais", "softSkills"],
    ["Soft Skills", "softSkills"],
    ["Habilidades e Competências", "skills"],
    ["Idiomas", "languages"],
    ["Cursos Complementares", "other"],
    ["Cursos e Certificações", "other"],
    ["Dados Pessoais", "other"],
    ["Principais competências", "skills"],
    ["Top Skills", "skills"],
    ["Licenses & Certifications", "other"],
    ["Honors & Awards", "other"],
    ["Volunteer Experience", "other"],
    ["Prêmios", "other"],
    ["Publicações", "other"],
    ["Atividades Extracurriculares", "other"],
    ["Informações Adicionais", "other"],
    ["Objetivo profissional", "objective"],
    ["Apresentação", "summary"],
    ["Presentación", "summary"],
    ["Técnicas", "hardSkills"],
    ["TOOLKIT", "hardSkills"],
    ["Comportamentais", "softSkills"],
    ["Experiencia Laboral", "experience"],
    ["Formación Académica", "education"],
    ["Atividades", "other"],
    ["Achievements", "other"],
  ])("%j is a %s heading", (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it.each([
    "Analista de Dados",
    "Universidade de São Paulo",
    "Experiência em vendas consultivas e pós-venda",
    "Atividades:",
    "Principais realizações:",
  ])("%j is not a heading", (text) => {
    expect(headingKind(text)).toBeNull();
  });
});
