import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as ptBr from "@zxcvbn-ts/language-pt-br";

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = "A senha deve ter no mínimo 8 caracteres";
const TOO_GUESSABLE = "Esta senha é muito comum ou fácil de adivinhar.";

// Built once: loading the dictionaries takes a moment, checking a password does not.
const zxcvbn = new ZxcvbnFactory({
  translations: ptBr.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...ptBr.dictionary },
  useLevenshteinDistance: true,
});

/**
 * Why a password is refused, in Portuguese; empty when it is acceptable. Judged locally with zxcvbn:
 * a score under 2 means it falls quickly to a guessing attack (common password, name, e-mail, pattern).
 */
export function passwordWeaknesses(password: string, userInputs: string[] = []): string[] {
  if (password.length < MIN_PASSWORD_LENGTH) return [PASSWORD_TOO_SHORT_MESSAGE];
  // The e-mail's local part and each word of the name are guesses an attacker tries first.
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[\s@.]+/)]).filter(Boolean);
  const result = zxcvbn.check(password, inputs);
  if (result.score >= 2) return [];
  const { warning, suggestions } = result.feedback;
  return [warning || TOO_GUESSABLE, ...suggestions].filter((reason): reason is string => Boolean(reason));
}
