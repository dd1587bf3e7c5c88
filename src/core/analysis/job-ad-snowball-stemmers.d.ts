// The package ships JavaScript only: the part of its interface the job-ad reader uses.
declare module "snowball-stemmers" {
  export type Stemmer = { stem(word: string): string };
  export function newStemmer(language: string): Stemmer;
  export function algorithms(): string[];
}
