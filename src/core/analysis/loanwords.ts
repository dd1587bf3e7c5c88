import { skillKey } from "../resume/skills.ts";

/*
 * English words Brazilian resumes use as they are ('feedback', 'home office', 'e-commerce'): a Portuguese
 * dictionary does not know them, and calling them misspelt would be wrong. Kept small and by area, for the
 * words people write in lower case or in a title ('Head de Vendas'): a capitalised word in the middle of a
 * sentence is already taken for a name, and acronyms ('KPI', 'CRM') are never checked. The plural with a
 * final 's' counts too ('dashboards').
 */
const LOANWORDS = `
  e-commerce ecommerce marketplace dropshipping startup fintech edtech business know-how expertise
  feedback insight networking benchmark benchmarking budget forecast target report kickoff follow-up
  workshop webinar podcast storytelling briefing pitch skill
  lead inbound outbound remarketing retargeting growth branding brand mailing newsletter
  influencer stories reels post blog website ads analytics copywriter copywriting content upsell
  cross-sell churn onboarding offboarding coaching coach mentoring trainee job freela compliance
  dashboard backlog roadmap framework sprint squad scrum kanban agile stakeholder devops deploy
  backend back-end frontend front-end fullstack full-stack app bug debug commit chatbot cloud
  ticket helpdesk backoffice checkout check-in check-out delivery drive-thru fast-food staff
  hostess barman bartender drink buffet chef sommelier promoter merchandiser outlet showroom petshop
  head owner product customer success account executive partner analyst developer engineer
  scientist community hunter farmer closer tech freelancer e-book ebook sell-in sell-out checklist
  omnichannel blockchain
`;

// Accepted only whole: 'office' alone is not how anyone writes Portuguese.
const PHRASES = [
  "home office",
  "call center",
  "help desk",
  "service desk",
  "inside sales",
  "key account",
  "customer experience",
  "big data",
  "data science",
  "machine learning",
  "business intelligence",
  "code review",
  "fast food",
  "pet shop",
  "software house",
  "office boy",
  "soft skills",
  "hard skills",
];

const WORDS: ReadonlySet<string> = new Set(LOANWORDS.trim().split(/\s+/).map(skillKey));

/** The phrases of the list, each as its words: ['home', 'office']. */
export const LOANWORD_PHRASES: readonly string[][] = PHRASES.map((phrase) => phrase.split(" ").map(skillKey));

/** Whether a word (as skillKey gives it) is an English word of the list, or its plural. */
export function isLoanword(key: string): boolean {
  return WORDS.has(key) || (key.endsWith("s") && WORDS.has(key.slice(0, -1)));
}
