/*
 * Accent colour and fonts are custom properties set once on the root, so another accent or font pairing is one
 * declaration away; tints are mixed from the accent.
 */
import { markedRowCss } from "../shared/marked-row-css.ts";

export const compactoCss = `
.vitae--compacto{--v-accent:#1f4f8f;--v-ink:#1c2230;--v-font-body:Lato,"Helvetica Neue",Arial,sans-serif;--v-font-display:var(--v-font-body)}
.vitae--compacto{padding:0 14mm;font:400 8.9pt/1.4 var(--v-font-body);color:var(--v-ink)}
.p-header{padding-bottom:2.4mm;border-bottom:1.2pt solid var(--v-accent)}
.p-name{font:700 19pt/1.1 var(--v-font-display);letter-spacing:-.005em;color:var(--v-ink)}
.p-headline{margin-top:.6mm;font-weight:700;font-size:10pt;color:var(--v-accent)}
.vitae--compacto .v-contact{margin-top:1.2mm;font-size:8.6pt;color:#3d4555}
${markedRowCss({ list: ".vitae--compacto .v-contact", item: ".v-contact-item", gap: "4.4mm", mark: "|", color: "#a3acbb" })}
.vitae--compacto .v-section{margin-top:3.4mm}
.vitae--compacto .v-heading{display:flex;align-items:center;gap:2.4mm;margin-bottom:1.4mm;font:700 9.6pt/1.25 var(--v-font-display);color:var(--v-accent)}
.vitae--compacto .v-heading::after{content:"";flex:1;height:.6pt;background:color-mix(in srgb,var(--v-accent) 30%,#fff)}
.vitae--compacto .v-resumo p+p{margin-top:.8mm}
.vitae--compacto .v-entry{margin-top:2.2mm}
.vitae--compacto .v-heading+.v-entry{margin-top:0}
.vitae--compacto .v-entry-head{display:grid;grid-template-columns:1fr auto;column-gap:4mm;align-items:baseline}
.vitae--compacto .v-entry-title{grid-row:1;grid-column:1;font-weight:700;font-size:9.4pt}
.vitae--compacto .v-entry-date{grid-row:1;grid-column:2;font-size:8.4pt;color:#4b5465;white-space:nowrap}
.vitae--compacto .v-entry-org{grid-row:2;grid-column:1;color:var(--v-accent)}
.vitae--compacto .v-entry-status{grid-row:2;grid-column:2;justify-self:end;font-size:8.4pt;color:#4b5465}
.vitae--compacto .v-desc{margin-top:.5mm;--v-bullet:"•";--v-bullet-color:var(--v-accent)}
.vitae--compacto .v-desc ul li{padding-left:1em}
.vitae--compacto .v-desc ul li::before{left:.1em}
.vitae--compacto .v-desc>*+*{margin-top:.3mm}
${markedRowCss({ list: ".vitae--compacto .v-skills", item: ".v-skill", gap: "3.6mm", mark: "·", color: "var(--v-accent)" })}
`;
