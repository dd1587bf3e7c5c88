const label = "33mm";

// The heading sits in a grid row beside the first entry; there, its break-after:avoid would pass to the whole
// row and keep the next entry from starting a page. The lead block already keeps them together.
export const minimalistaCss = `
.vitae--minimalista .v-heading{break-after:auto}
.vitae--minimalista{--v-accent:#111114;--v-ink:#3f3f46;--v-font-body:"DM Sans",Arial,sans-serif;--v-font-display:var(--v-font-body)}
.vitae--minimalista{padding:0 19mm;font:400 9.2pt/1.5 var(--v-font-body);color:var(--v-ink)}
.n-header{padding-left:${label}}
.n-name{font-weight:300;font-size:28pt;line-height:1.1;letter-spacing:-.02em;font-family:var(--v-font-display);color:var(--v-accent)}
.n-headline{margin-top:1.6mm;font-size:11pt;color:#71717a}
.vitae--minimalista .v-contact{display:flex;flex-wrap:wrap;gap:.5mm 6mm;margin-top:3.5mm;font-size:8.8pt;color:#52525b}
.vitae--minimalista .v-section{margin-top:6.2mm}
.vitae--minimalista .v-lead{display:grid;grid-template-columns:${label} 1fr;align-items:start}
.vitae--minimalista .v-heading{grid-column:1;padding-top:.9mm;padding-right:5mm;font-weight:500;font-size:7pt;line-height:1.5;letter-spacing:.05em;text-transform:uppercase;color:#a1a1aa}
.vitae--minimalista .v-lead>:not(.v-heading){grid-column:2}
.vitae--minimalista .v-section>.v-entry{margin-left:${label}}
.vitae--minimalista .v-entry{margin-top:4.2mm}
.vitae--minimalista .v-heading+.v-entry{margin-top:0}
.vitae--minimalista .v-resumo{font-size:9.8pt;line-height:1.6;color:#27272a}
.vitae--minimalista .v-resumo p+p{margin-top:2mm}
.vitae--minimalista .v-entry-title{font-weight:500;font-size:10.2pt;line-height:1.4;color:var(--v-accent)}
.vitae--minimalista .v-entry-org,.vitae--minimalista .v-entry-date,.vitae--minimalista .v-entry-status{display:inline;font-size:9pt;color:#71717a}
.vitae--minimalista .v-entry-head>p+p::before{content:"·";margin:0 1.8mm;color:#a1a1aa}
.vitae--minimalista .v-desc{margin-top:1.2mm;--v-bullet:"—";--v-bullet-color:#c4c4cc}
.vitae--minimalista .v-desc ul li{padding-left:1.5em}
.vitae--minimalista .v-desc>*+*{margin-top:.7mm}
.vitae--minimalista .v-desc ul li+li{margin-top:.4mm}
.vitae--minimalista .v-skills{display:flex;flex-wrap:wrap;gap:.8mm 6mm;color:#27272a}
`;
