import { describe, expect, it } from "vitest";
import { respaceLetters } from "./letter-spacing.ts";

describe("respaceLetters", () => {
  const drawn = "Camila Ferreira LimaCOORDENADORA DE MARKETING DIGITALcamila@exemplo.com";

  it("takes the word spaces of a letter-spaced run from the glyphs drawn", () => {
    expect(respaceLetters("C O O R D E N A D O R A D E M A R K E T I N G D I G I TA L", drawn)).toBe(
      "COORDENADORA DE MARKETING DIGITAL",
    );
    expect(respaceLetters("P E R F I L", "RESUMOPERFIL")).toBe("PERFIL");
  });

  it("leaves text alone that is not letter-spaced or that the drawing does not hold", () => {
    expect(respaceLetters("Camila Ferreira Lima", drawn)).toBe("Camila Ferreira Lima");
    expect(respaceLetters("A B", drawn)).toBe("A B");
    expect(respaceLetters("P E R F I L", drawn)).toBe("P E R F I L");
    expect(respaceLetters("C + + ( 1 7 )", "C++ (17)")).toBe("C++ (17)");
  });
});
