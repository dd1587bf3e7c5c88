/*
 * Accent colour and fonts are custom properties set once on the root, so another accent or font pairing is one
 * declaration away; the band and the chips are tints mixed from the accent. The header is a grid with a
 * 'photo' area beside the identity, which takes no room when there is no photo.
 */
import { markedRowCss } from "../shared/marked-row-css.ts";

export const recemFormadoCss = `
.vitae--recem-formado{--v-accent:#5637b8;--v-ink:#221f2e;--v-font-body:"DM Sans",Arial,sans-serif;--v-font-display:var(--v-font-body)}
.vitae--recem-formado{font:400 9.3pt/1.48 var(--v-font-body);color:var(--v-ink)}
.r-header{display:grid;grid-template-columns:1fr auto;grid-template-areas:"identity photo";column-gap:8mm;align-items:center;padding:12mm 16mm 7mm;background:color-mix(in srgb,var(--v-accent) 8%,#fff);border-bottom:1mm solid var(--v-accent)}
.r-identity{grid-area:identity}
.r-photo{grid-area:photo;display:block;width:24mm;height:32mm;object-fit:cover;border-radius:2mm;border:.8mm solid #fff;box-shadow:0 0 0 .5mm var(--v-accent)}
.r-name{font:700 24pt/1.1 var(--v-font-display);letter-spacing:-.015em;color:var(--v-ink)}
.r-headline{margin-top:1.6mm;font-weight:500;font-size:11pt;color:var(--v-accent)}
.vitae--recem-formado .v-contact{display:flex;flex-wrap:wrap;gap:1mm 6mm;margin-top:3.4mm;font-size:8.9pt;color:#3b3650}
.vitae--recem-formado .v-contact-item{position:relative;padding-left:3.2mm}
.vitae--recem-formado .v-contact-item::before{content:"";position:absolute;left:0;top:.46em;width:1.4mm;height:1.4mm;border-radius:50%;background:var(--v-accent)}
.r-body{padding:0 16mm}
.vitae--recem-formado .v-section{margin-top:5.6mm}
.vitae--recem-formado .v-heading{margin-bottom:2.6mm;padding-left:2.6mm;border-left:1.2mm solid var(--v-accent);font:700 11.5pt/1.3 var(--v-font-display);color:var(--v-ink)}
.vitae--recem-formado .v-resumo p+p{margin-top:1.5mm}
.vitae--recem-formado .v-entry{margin-top:3.6mm}
.vitae--recem-formado .v-heading+.v-entry{margin-top:0}
.vitae--recem-formado .v-entry-head{display:grid;grid-template-columns:1fr auto;column-gap:4mm;align-items:baseline}
.vitae--recem-formado .v-entry-title{grid-row:1;grid-column:1;font-weight:700;font-size:10.2pt;line-height:1.35}
.vitae--recem-formado .v-entry-date{grid-row:1;grid-column:2;font-size:8.6pt;color:#5b5670;white-space:nowrap}
.vitae--recem-formado .v-entry-org{grid-row:2;grid-column:1;font-weight:500;color:var(--v-accent)}
.vitae--recem-formado .v-entry-status{grid-row:2;grid-column:2;justify-self:end;margin-top:.4mm;padding:0 2mm;border-radius:2mm;background:color-mix(in srgb,var(--v-accent) 10%,#fff);font-weight:500;font-size:8pt;color:var(--v-accent)}
.vitae--recem-formado .v-desc{margin-top:1.2mm;--v-bullet:"•";--v-bullet-color:var(--v-accent)}
.vitae--recem-formado .v-desc>*+*{margin-top:.6mm}
.vitae--recem-formado .v-desc ul li+li{margin-top:.4mm}
${markedRowCss({ list: ".vitae--recem-formado .v-skills", item: ".v-skill", gap: "4.6mm", mark: "•", color: "var(--v-accent)" })}
.vitae--recem-formado .v-skills{row-gap:.6mm}
.vitae--recem-formado .v-section--hardSkills .v-skill{font-weight:500;color:color-mix(in srgb,var(--v-accent) 75%,#000)}
`;
