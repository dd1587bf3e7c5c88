import { describe, expect, it } from "vitest";
import { findLocation, isPlaceName, toUf } from "./location.ts";

describe("findLocation", () => {
  it.each([
    ["São Paulo - SP", "São Paulo", "SP"],
    ["Curitiba/PR", "Curitiba", "PR"],
    ["Florianópolis, SC, Brazil", "Florianópolis", "SC"],
    ["Teresina – PI", "Teresina", "PI"],
    ["Rio de Janeiro - RJ", "Rio de Janeiro", "RJ"],
    ["Recife, Pernambuco", "Recife", "PE"],
    ["Rua das Fictícias, 45 – Boa Vista – Recife – PE", "Recife", "PE"],
    ["Av. Paulista, 1000 - Bela Vista - São Paulo - SP - CEP 01310-100", "São Paulo", "SP"],
    ["SALVADOR – BA", "Salvador", "BA"],
    ["+55 (61) 90000-0016 · x@example.com · Brasília – DF · OAB/DF", "Brasília", "DF"],
    ["Austin, TX, USA", "Austin", "TX"],
    ["LOCATION Recife, PE – Brazil", "Recife", "PE"],
    ["Cidade: Ribeirão Preto/SP", "Ribeirão Preto", "SP"],
  ])("reads %j", (text, cidade, estado) => {
    expect(findLocation(text)).toEqual({ cidade, estado });
  });

  it.each([
    "COREN-PE 000000-ENF",
    "Técnico em Mecânica – SENAI/SC",
    "OAB/DF 00.000",
    "Analista de Dados Sênior",
  ])("finds no place in %j", (text) => {
    expect(findLocation(text)).toBeNull();
  });
});

describe("toUf", () => {
  it("accepts codes and state names", () => {
    expect(toUf("pe")).toBe("PE");
    expect(toUf("Espírito Santo")).toBe("ES");
    expect(toUf("espirito santo")).toBe("ES");
    expect(toUf("Texas")).toBeNull();
  });
});

describe("isPlaceName", () => {
  it.each([
    "Curitiba, Paraná, Brazil",
    "Curitiba Area, Brazil",
    "Greater São Paulo Area",
    "Natal – RN",
    "Brazil",
    "Canada",
    "Remoto",
    "Macaé (Brasil)",
    "Maturín (Venezuela)",
  ])("%j is a place", (text) => {
    expect(isPlaceName(text)).toBe(true);
  });

  it.each(["Pipefy", "Grupo Boticário", "Universidade Federal do Rio Grande do Norte", "Petrobras (Macaé)"])(
    "%j is not",
    (text) => {
      expect(isPlaceName(text)).toBe(false);
    },
  );
});
