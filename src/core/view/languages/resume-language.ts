/** The sections every output titles, in reading order of a one-column resume. */
export type SectionKey = "resumo" | "experiencias" | "formacoes" | "hardSkills" | "softSkills" | "contato";
/** The contacts a resume prints, in the order they are printed. */
export type ContactKey = "email" | "telefone" | "local" | "linkedin" | "site";
type Twelve = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/**
 * Every word a resume prints around the person's own text, in one language: the templates, the PDF, the DOCX,
 * the TXT and the JSON Resume take them from here, so a language is one table and no output has words of its
 * own. The person's text is never translated.
 */
export type ResumeLanguage = {
  /** The language's own name, as the picker shows it ('English'). */
  name: string;
  /** Its name inside a Portuguese sentence of the interface ('inglês'). */
  nameInPortuguese: string;
  /** The printed document's `lang` (BCP 47), which also picks hyphenation and the screen reader's voice. */
  htmlLang: string;
  /** The DOCX's proofing language; Word expects a region ('en-US'). */
  wordLang: string;
  /** The document's title, before the person's name ('Currículo - Ana Souza'). */
  documentTitle: string;
  /** The DOCX's description property. */
  docxDescription: string;
  titles: Readonly<Record<SectionKey, string>>;
  contactLabels: Readonly<Record<ContactKey, string>>;
  /** The twelve month abbreviations, January first. */
  months: Twelve;
  /** A month as printed, '{month}' and '{year}' filled in ('{month}/{year}' gives 'mar/2021'). */
  monthPattern: string;
  /** The end of the period of a job still held ('mar/2021 - Atual'). */
  currentJob: string;
  /** The end of the period of a course still being taken ('mar/2024 - Presente'). */
  currentCourse: string;
  /** A course's status, printed beside its period. */
  courseStatus: Readonly<{ em_andamento: string; concluido: string }>;
  /** The names of the two skill groups in a JSON Resume export. */
  skillGroups: Readonly<{ hardSkills: string; softSkills: string }>;
  /**
   * How an imported resume is recognised as written in this language (core/import/language.ts): words common
   * in its running text and absent from the other languages', lower case and separated by spaces, and word
   * endings only it has.
   */
  recognise: Readonly<{ words: string; endings: readonly string[] }>;
};
