import { describe, expect, it } from "vitest";
import { fromCapitals, titleCase } from "./text.ts";

describe("case of text printed in capitals", () => {
  it("gives a role, company or course its normal case and keeps short acronyms", () => {
    expect(fromCapitals("COORDENADORA DE MARKETING DIGITAL")).toBe("Coordenadora de Marketing Digital");
    expect(fromCapitals("GERENTE DE TI")).toBe("Gerente de TI");
    expect(fromCapitals("NUVEM AZUL COSMÉTICOS S.A.")).toBe("Nuvem Azul Cosméticos S.A.");
    expect(fromCapitals("PUC-SP")).toBe("PUC-SP");
    expect(fromCapitals("HEAD OF DATA AND AI")).toBe("Head of Data and AI");
  });

  it("leaves text that is not all capitals, or only acronyms, as it is", () => {
    expect(fromCapitals("Analista de BI")).toBe("Analista de BI");
    expect(fromCapitals("IBM")).toBe("IBM");
    expect(fromCapitals("UNIFACS")).toBe("UNIFACS");
    expect(fromCapitals("SAP FI")).toBe("SAP FI");
  });

  it("gives a name its case with particles in lower case", () => {
    expect(titleCase("JOSÉ RAIMUNDO DOS SANTOS")).toBe("José Raimundo dos Santos");
  });
});
