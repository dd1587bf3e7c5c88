const navy = "#15223b";
const gold = "var(--v-accent)";
const stone = "#f3efe6";
const mainWidth = "138mm";

export const executivoDecoration = `linear-gradient(to right,#fff 0 ${mainWidth},${stone} ${mainWidth})`;

export const executivoCss = `
.vitae--executivo{--v-accent:#b08d3c;--v-ink:#262a33;--v-font-body:Lato,"Helvetica Neue",Arial,sans-serif;--v-font-display:"Playfair Display",Georgia,serif}
.vitae--executivo{font:400 9.2pt/1.45 var(--v-font-body);color:var(--v-ink)}
.x-band{display:grid;grid-template-columns:1fr auto;align-items:end;column-gap:8mm;padding:13mm 14mm 8mm;background:${navy};color:#fff;border-bottom:1.4mm solid ${gold}}
.x-band--photo{grid-template-columns:auto 1fr auto}
.x-photo{display:block;width:26mm;height:34.7mm;object-fit:cover;border:.7mm solid ${gold}}
.x-name{font:700 25pt/1.1 var(--v-font-display);letter-spacing:.005em}
.x-headline{margin-top:2.2mm;font-weight:700;font-size:8.6pt;letter-spacing:.05em;text-transform:uppercase;color:#dcc48a}
.vitae--executivo .v-contact{text-align:right;font-size:8.8pt;line-height:1.6;color:#dfe3ec}
.x-columns{display:grid;grid-template-columns:${mainWidth} 1fr;align-items:start}
.x-main{padding:7mm 8mm 0 14mm}
.x-side{padding:7mm 11mm 0 7.5mm}
.vitae--executivo .v-section+.v-section{margin-top:6mm}
.vitae--executivo .v-heading{font:700 12.5pt/1.2 var(--v-font-display);color:${navy};padding-bottom:1.4mm;margin-bottom:2.8mm;border-bottom:.9pt solid ${gold}}
.x-side .v-heading{font-size:11pt}
.vitae--executivo .v-resumo p+p{margin-top:1.4mm}
.vitae--executivo .v-entry{margin-top:4mm}
.vitae--executivo .v-heading+.v-entry{margin-top:0}
.x-main .v-entry-head{display:grid;grid-template-columns:1fr auto;column-gap:4mm;align-items:baseline}
.x-main .v-entry-title{grid-row:1;grid-column:1;font-weight:700;font-size:10pt;color:${navy}}
.x-main .v-entry-date{grid-row:1;grid-column:2;font-size:8pt;letter-spacing:.06em;text-transform:uppercase;color:#6b6f7a;white-space:nowrap}
.x-main .v-entry-org{grid-row:2;grid-column:1 / -1;font-weight:700;font-size:8.4pt;letter-spacing:.05em;text-transform:uppercase;color:#8a6a22}
.vitae--executivo .v-desc{margin-top:1.2mm;--v-bullet:"•";--v-bullet-color:${gold}}
.vitae--executivo .v-desc>*+*{margin-top:.7mm}
.vitae--executivo .v-desc ul li+li{margin-top:.4mm}
.x-side .v-entry-title{font-weight:700;font-size:9.4pt;line-height:1.35;color:${navy}}
.x-side .v-entry-org{font-size:8.8pt;color:#4a4f5c}
.x-side .v-entry-date{margin-top:.6mm;font-size:8pt;letter-spacing:.06em;text-transform:uppercase;color:#6b6f7a}
.x-side .v-entry-status{display:inline-block;margin-top:1mm;padding:.2mm 1.8mm;border:.6pt solid ${gold};border-radius:.8mm;font-size:7.4pt;font-weight:700;letter-spacing:.05em;text-transform:uppercase;color:#8a6a22}
.x-side .v-skill{position:relative;padding-left:3.4mm;font-size:9pt;line-height:1.35}
.x-side .v-skill+.v-skill{margin-top:1.2mm}
.x-side .v-skill::before{content:"";position:absolute;left:0;top:.5em;width:1.3mm;height:1.3mm;background:${gold};transform:rotate(45deg)}
`;
