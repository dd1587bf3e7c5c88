/*
 * Accent colour and fonts are custom properties set once on the root, so another accent or font pairing is one
 * declaration away. Headings stay in the case the language writes them: words, not small capitals.
 */
export const academicoCss = `
.vitae--academico{--v-accent:#24523f;--v-ink:#1f2421;--v-font-body:"Source Serif 4",Georgia,serif;--v-font-display:var(--v-font-body)}
.vitae--academico{padding:0 20mm;font:400 9.5pt/1.45 var(--v-font-body);color:var(--v-ink)}
.a-name{font:600 20pt/1.15 var(--v-font-display);color:var(--v-ink)}
.a-headline{margin-top:1mm;font-style:italic;font-size:11pt;color:var(--v-accent)}
.vitae--academico .v-contact{display:flex;flex-wrap:wrap;gap:.4mm 5.5mm;margin-top:2.6mm;font-size:9pt;color:#3a403c}
.vitae--academico .v-contact-label{margin-right:1.4mm;font-style:italic;color:#5b625d}
.vitae--academico .v-contact-label::after{content:":"}
.vitae--academico .v-section{margin-top:4.4mm;padding-top:2mm;border-top:.6pt solid color-mix(in srgb,var(--v-accent) 45%,#fff)}
.vitae--academico .v-heading{margin-bottom:1.8mm;font:600 11.2pt/1.25 var(--v-font-display);color:var(--v-accent)}
.vitae--academico .v-resumo p+p{margin-top:1.6mm}
.vitae--academico .v-entry{margin-top:3mm}
.vitae--academico .v-heading+.v-entry{margin-top:0}
.vitae--academico .v-entry-head{display:grid;grid-template-columns:1fr auto;column-gap:6mm;align-items:baseline}
.vitae--academico .v-entry-title{grid-row:1;grid-column:1;font-weight:600;font-size:10pt;line-height:1.35}
.vitae--academico .v-entry-date{grid-row:1;grid-column:2;font-size:9.2pt;color:#4a514c;white-space:nowrap;font-variant-numeric:lining-nums}
.vitae--academico .v-entry-org{grid-row:2;grid-column:1;font-style:italic;color:#3a403c}
.vitae--academico .v-entry-status{grid-row:2;grid-column:2;justify-self:end;font-style:italic;font-size:9.2pt;color:#4a514c}
.vitae--academico .v-desc{margin-top:.9mm;--v-bullet:"•";--v-bullet-color:var(--v-accent)}
.vitae--academico .v-desc>*+*{margin-top:.5mm}
.vitae--academico .v-desc ul li+li{margin-top:.2mm}
.vitae--academico .v-skills{line-height:1.55}
.vitae--academico .v-skill{display:inline-block}
.vitae--academico .v-skill:not(:last-child){margin-right:.3em}
.vitae--academico .v-skill:not(:last-child)::after{content:","}
`;
