/**
 * A one-line PDF parsed once when a parse process starts, so loading pdf.js and compiling its hot paths happen
 * before the process takes work: the time limit then measures the person's file alone.
 */
const PDF_TEXT = `%PDF-1.4
1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj
2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj
3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 60] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>> endobj
4 0 obj <</Length 58>> stream
BT /F1 12 Tf 20 30 Td (Ana Souza ana@example.com) Tj ET
endstream endobj
5 0 obj <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>> endobj
trailer <</Root 1 0 R>>
%%EOF
`;

export const WARM_UP_PDF = new TextEncoder().encode(PDF_TEXT);
