const side = "#163e4a";
const sideWidth = "68mm";
const teal = "var(--v-accent)";
const mint = "#9dd9d2";

export const modernoDecoration = `linear-gradient(to right,${side} 0 ${sideWidth},#fff ${sideWidth})`;

export const modernoCss = `
.vitae--moderno{--v-accent:#1a7f78;--v-ink:#1f2933;--v-font-body:Inter,Arial,sans-serif;--v-font-display:var(--v-font-body)}
.vitae--moderno{display:grid;grid-template-columns:${sideWidth} 1fr;align-items:start;font:400 9.3pt/1.5 var(--v-font-body);color:var(--v-ink)}
.m-side{padding:15mm 7mm 0 9mm;color:#e8f1f2}
.m-main{padding:15mm 13mm 0 10mm}
.m-photo{display:block;width:36mm;height:48mm;margin-bottom:6mm;object-fit:cover;border-radius:1.6mm;border:.8mm solid rgba(255,255,255,.9)}
.m-name{font-weight:700;font-size:20pt;line-height:1.12;letter-spacing:-.015em;color:#fff}
.m-headline{margin-top:2.2mm;font-weight:600;font-size:9.5pt;line-height:1.35;color:${mint}}
.m-side .v-section{margin-top:8mm}
.m-side .v-heading{font-weight:700;font-size:8pt;letter-spacing:.05em;text-transform:uppercase;color:${mint};padding-bottom:1.6mm;margin-bottom:2.6mm;border-bottom:.6pt solid rgba(255,255,255,.22)}
.m-side .v-contact-item+.v-contact-item{margin-top:2.2mm}
.m-side .v-contact-label{display:block;font-weight:600;font-size:7pt;letter-spacing:.05em;text-transform:uppercase;color:rgba(232,241,242,.6)}
.m-side .v-contact-value{display:block;font-size:8.8pt;line-height:1.35;color:#fff}
.m-side a.v-contact-value{font-size:8pt}
.m-side .v-section--hardSkills .v-skills{display:flex;flex-wrap:wrap;gap:1.6mm}
.m-side .v-section--hardSkills .v-skill{padding:.7mm 2.2mm;border-radius:1.2mm;background:rgba(255,255,255,.11);font-size:8.4pt;line-height:1.3;color:#fff}
.m-side .v-section--softSkills .v-skill{position:relative;padding-left:3.6mm;font-size:8.8pt;line-height:1.35}
.m-side .v-section--softSkills .v-skill+.v-skill{margin-top:1.3mm}
.m-side .v-section--softSkills .v-skill::before{content:"";position:absolute;left:0;top:.5em;width:1.4mm;height:1.4mm;border-radius:50%;background:${mint}}
.m-main .v-section+.v-section{margin-top:7mm}
.m-main .v-heading{display:flex;align-items:center;gap:3mm;font-weight:700;font-size:10.5pt;letter-spacing:.05em;text-transform:uppercase;color:${side};margin-bottom:3.2mm}
.m-main .v-heading::after{content:"";flex:1;height:.8pt;background:#d3e2e4}
.m-main .v-resumo p+p{margin-top:1.5mm}
.m-main .v-resumo{color:#334155}
.m-main .v-entry{margin-top:4.6mm}
.m-main .v-heading+.v-entry{margin-top:0}
.m-main .v-entry-head{display:grid;grid-template-columns:1fr auto;column-gap:4mm;align-items:baseline}
.m-main .v-entry-title{grid-row:1;grid-column:1;font-weight:600;font-size:10.3pt;line-height:1.35;color:#0f172a}
.m-main .v-entry-date{grid-row:1;grid-column:2;font-size:8.5pt;color:#64748b;white-space:nowrap}
.m-main .v-entry-org{grid-row:2;grid-column:1;font-weight:600;font-size:9pt;color:${teal}}
.m-main .v-entry-status{grid-row:2;grid-column:2;justify-self:end;font-size:8pt;color:${teal}}
.m-main .v-desc{margin-top:1.4mm;color:#334155}
.m-main .v-desc ul li::before{content:"";left:.15em;top:.6em;width:1.2mm;height:1.2mm;background:${teal}}
.m-main .v-desc>*+*{margin-top:.8mm}
.m-main .v-desc ul li+li{margin-top:.6mm}
`;
