const ink = "var(--v-ink)";
const accent = "var(--v-accent)";

export const classicoCss = `
.vitae--classico{--v-accent:#6b1f2a;--v-ink:#1d1d1f;--v-font-body:"Source Serif 4",Georgia,serif;--v-font-display:"EB Garamond",Garamond,serif}
.vitae--classico{padding:0 19mm;font:400 9.6pt/1.42 var(--v-font-body);color:${ink}}
.c-header{text-align:center;padding-bottom:3.8mm;border-bottom:2.4pt double ${ink}}
.c-name{font:500 24pt/1.1 var(--v-font-display);letter-spacing:.06em;text-transform:uppercase}
.c-headline{margin-top:1.6mm;font-style:italic;font-size:11.5pt;color:#3f3f46}
.vitae--classico .v-contact{margin-top:2.4mm;font-size:9.5pt;color:#3f3f46}
.vitae--classico .v-contact-item{display:inline-block}
.vitae--classico .v-contact-item:not(:last-child)::after{content:"·";margin:0 2.4mm;color:${accent}}
.vitae--classico .v-section{margin-top:5.2mm}
.vitae--classico .v-heading{font:500 12pt/1.2 var(--v-font-display);letter-spacing:.05em;text-transform:uppercase;color:${accent};padding-bottom:1.2mm;margin-bottom:2.4mm;border-bottom:.5pt solid #c8c2b8}
.vitae--classico .v-resumo p+p{margin-top:1.5mm}
.vitae--classico .v-resumo{text-align:justify;hyphens:manual}
.vitae--classico .v-entry{margin-top:3.2mm}
.vitae--classico .v-heading+.v-entry{margin-top:0}
.vitae--classico .v-entry-head{display:grid;grid-template-columns:1fr auto;column-gap:5mm;align-items:baseline}
.vitae--classico .v-entry-title{grid-column:1;grid-row:1;font-weight:600;font-size:10.2pt}
.vitae--classico .v-entry-date{grid-column:2;grid-row:1;font-size:9.5pt;color:#52525b;white-space:nowrap;font-variant-numeric:lining-nums}
.vitae--classico .v-entry-org{grid-column:1;grid-row:2;font-style:italic;color:#3f3f46}
.vitae--classico .v-entry-status{grid-column:2;grid-row:2;font-style:italic;font-size:9.5pt;color:#52525b;text-align:right}
.vitae--classico .v-desc{margin-top:1mm;--v-bullet:"–";--v-bullet-color:${accent}}
.vitae--classico .v-desc>*+*{margin-top:.6mm}
.vitae--classico .v-desc ul li+li{margin-top:.3mm}
.vitae--classico .v-skills{line-height:1.6}
.vitae--classico .v-skill{display:inline-block}
.vitae--classico .v-skill:not(:last-child)::after{content:"·";margin:0 2mm;color:${accent}}
`;
