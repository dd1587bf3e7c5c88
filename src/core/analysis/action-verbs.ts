import { normalizeForMatch } from "../ai/text.ts";

/*
 * Verbs a line about a job can start with ('Atendi', 'Organizei', 'Reduzi'), chosen from the work people
 * describe in Brazilian resumes: sales and service, stock and logistics, offices, health, teaching, trades,
 * technology. Listed in the infinitive; the forms people write are derived below: the past ('organizei',
 * 'organizou'), the present ('organizo', 'organiza'), the imperfect ('organizava'), the infinitive and the
 * gerund. Forms the rules cannot derive are listed as they are.
 */
const VERBS = `
  abastecer abrir acelerar acolher acompanhar adaptar administrar adquirir agendar agilizar ajudar ajustar
  alcançar alfabetizar ampliar analisar animar aplicar apoiar apresentar aprimorar aprovar armazenar
  arquivar arrecadar assegurar assessorar atender atingir atualizar atuar auditar aumentar automatizar
  auxiliar avaliar bater buscar cadastrar calcular capacitar captar carregar checar classificar cobrar
  codificar colaborar coletar comandar comercializar compilar comprar comunicar conceber conciliar concluir
  conduzir conferir configurar conquistar consertar construir consolidar contratar contribuir controlar
  converter coordenar corrigir cortar costurar cotar cozinhar criar cuidar cumprir definir descarregar
  desenhar desenvolver despachar diagnosticar diagramar digitalizar digitar diminuir dirigir distribuir
  divulgar documentar dobrar economizar editar elaborar elevar eliminar embalar emitir encaminhar
  engajar ensinar entregar escrever esclarecer estabelecer estocar estruturar estudar executar expandir
  expedir exportar fabricar faturar fechar fidelizar filmar finalizar fiscalizar formar fornecer
  fotografar fundar garantir gerar gerenciar gerir gravar higienizar idealizar identificar ilustrar
  implantar implementar importar incentivar informar iniciar inspecionar instalar integrar introduzir
  inventariar investigar lançar lavar lecionar levantar liberar liderar lidar limpar manusear mapear
  medir melhorar mentorar migrar ministrar modelar modernizar monitorar montar motivar negociar
  operar orçar ordenar organizar orientar otimizar padronizar participar pesquisar planejar plantar
  preencher preparar prestar priorizar produzir programar projetar promover prospectar proteger
  publicar realizar recepcionar receber reconstruir recrutar recuperar redigir reduzir reestruturar
  reformular registrar relatar renegociar reparar reportar representar resolver responder revisar
  roteirizar selecionar separar servir simplificar socorrer solucionar substituir superar supervisionar
  suportar tabular testar traduzir transformar transportar treinar triar triplicar unificar validar
  vender verificar vigiar vistoriar zelar
  compor dispor expor impor propor repor
  manter obter
`;

// What the rules miss: 'fazer', 'trazer', and the present of verbs that change their stem ('confiro').
const IRREGULAR_FORMS = `
  fiz fez faco faz fazia fazendo fazer trouxe trago traz trazia trazendo trazer
  confiro sirvo sigo consigo sugiro invisto giro meco prefiro constroi reconstroi dou deu dei dava
`;

const FORMS: ReadonlySet<string> = new Set(
  [...words(VERBS).flatMap(verbForms), ...words(IRREGULAR_FORMS)].map(normalizeForMatch),
);

/** Whether a word is the form of an action verb a job line starts with: 'Atendi', 'atendo', 'Atender'. */
export function isActionVerb(word: string): boolean {
  const form = normalizeForMatch(word);
  // The first person of the past of any '-ar' verb ('Reestruturei', 'Modelei') is what resumes use most.
  return FORMS.has(form) || /^[a-z]{3,}ei$/.test(form);
}

function verbForms(verb: string): string[] {
  const stem = verb.slice(0, -2);
  if (verb.endsWith("por")) {
    const prefix = verb.slice(0, -3);
    return [verb, "pus", "pos", "ponho", "poe", "punha", "pondo"].map((end, i) => (i ? prefix + end : end));
  }
  if (/^(?:man|ob|de|re|con)ter$/.test(verb)) {
    const prefix = verb.slice(0, -3);
    return [verb, "tive", "teve", "tenho", "tem", "tinha", "tendo"].map((end, i) => (i ? prefix + end : end));
  }
  if (verb.endsWith("ar")) {
    // 'ficar' -> 'fiquei', 'entregar' -> 'entreguei': the spelling keeps the sound before 'e'.
    const past = stem.replace(/c$/, "qu").replace(/g$/, "gu");
    const present = verb.endsWith("ear") ? [`${stem}io`, `${stem}ia`] : [`${stem}o`, `${stem}a`];
    return [verb, `${past}ei`, `${stem}ou`, ...present, `${stem}ava`, `${stem}ando`];
  }
  // '-er' and '-ir': 'dirigir' -> 'dirijo', 'conduzir' -> 'conduz', 'contribuir' -> 'contribui'.
  const vowel = verb.at(-2);
  const present = stem.replace(/g$/, "j");
  const third = verb.endsWith("uzir") ? stem : verb.endsWith("uir") ? `${stem}i` : `${stem}e`;
  return [verb, `${stem}i`, `${stem}${vowel}u`, `${present}o`, third, `${stem}ia`, `${stem}${vowel}ndo`];
}

function words(list: string): string[] {
  return list.trim().split(/\s+/);
}
