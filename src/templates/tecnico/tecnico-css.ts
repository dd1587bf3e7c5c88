const slate = "#0f172a";
const teal = "var(--v-accent)";
const mainWidth = "140mm";
const mono = '"IBM Plex Mono",Menlo,Consolas,monospace';

export const tecnicoDecoration = `linear-gradient(to right,#fff 0 ${mainWidth},#e2e8f0 ${mainWidth} calc(${mainWidth} + .3mm),#f8fafc calc(${mainWidth} + .3mm))`;

export const tecnicoCss = `
.vitae--tecnico{--v-accent:#0f9488;--v-ink:#1e293b;--v-font-body:"IBM Plex Sans",Arial,sans-serif;--v-font-display:var(--v-font-body)}
.vitae--tecnico{counter-reset:t-section;font:400 9.1pt/1.45 var(--v-font-body);color:var(--v-ink)}
.t-header{padding:11mm 14mm 7mm;background:${slate};color:#e2e8f0;border-bottom:1mm solid ${teal}}
.t-name{font-weight:600;font-size:23pt;line-height:1.1;letter-spacing:-.01em;color:#fff}
.t-headline{margin-top:2mm;font:500 10pt/1.35 ${mono};color:#5eead4}
.t-headline::before{content:"> ";color:#64748b}
.vitae--tecnico .t-header .v-contact{display:flex;flex-wrap:wrap;gap:1mm 7mm;margin-top:4mm;font:400 8.4pt/1.4 ${mono}}
.vitae--tecnico .v-contact-label{margin-right:1.8mm;color:#94a3b8}
.vitae--tecnico .v-contact-label::after{content:":"}
.vitae--tecnico .v-contact-value{color:#f1f5f9}
.t-columns{display:grid;grid-template-columns:${mainWidth} 1fr;align-items:start}
.t-main{padding:6.5mm 8mm 0 14mm}
.t-side{padding:6.5mm 10mm 0 7mm}
.vitae--tecnico .v-section{counter-increment:t-section}
.vitae--tecnico .v-section+.v-section{margin-top:5.5mm}
.vitae--tecnico .v-heading{font:500 9pt/1.3 ${mono};letter-spacing:.06em;text-transform:uppercase;color:${slate};padding-bottom:1.4mm;margin-bottom:3mm;border-bottom:.6pt solid #cbd5e1}
.vitae--tecnico .v-heading::before{content:counter(t-section,decimal-leading-zero) ".";margin-right:2.2mm;color:${teal}}
.vitae--tecnico .v-resumo p+p{margin-top:1.4mm}
.vitae--tecnico .v-entry{margin-top:3.8mm}
.vitae--tecnico .v-heading+.v-entry{margin-top:0}
.t-main .v-entry-head{display:grid;grid-template-columns:1fr auto;column-gap:4mm;align-items:baseline}
.t-main .v-entry-title{grid-row:1;grid-column:1;font-weight:600;font-size:10.3pt;line-height:1.35;color:${slate}}
.t-main .v-entry-date{grid-row:1;grid-column:2;font:400 8pt/1.4 ${mono};color:#64748b;white-space:nowrap}
.t-main .v-entry-org{grid-row:2;grid-column:1;font:500 8.6pt/1.45 ${mono};color:${teal}}
.t-main .v-entry-status{grid-row:2;grid-column:2;justify-self:end;font:400 7.8pt/1.45 ${mono};color:#64748b}
.t-main .v-entry-status::before{content:"[";color:#94a3b8}
.t-main .v-entry-status::after{content:"]";color:#94a3b8}
.vitae--tecnico .v-desc{margin-top:1.2mm;--v-bullet:"›";--v-bullet-color:${teal}}
.vitae--tecnico .v-desc ul li::before{font-family:${mono};font-weight:500}
.vitae--tecnico .v-desc>*+*{margin-top:.5mm}
.vitae--tecnico .v-desc ul li+li{margin-top:.3mm}
.t-bar+.t-bar{margin-top:2.4mm}
.t-bar-name{display:block;font-size:8.8pt;line-height:1.3;color:${slate}}
.t-bar-track{display:block;height:1.5mm;margin-top:1mm;border-radius:.75mm;background:#e2e8f0}
.t-bar-fill{display:block;height:100%;border-radius:.75mm;background:linear-gradient(to right,${teal},#2dd4bf)}
.t-side .v-section--softSkills .v-skills{display:flex;flex-wrap:wrap;gap:1.6mm}
.t-side .v-section--softSkills .v-skill{padding:.5mm 2mm;border:.6pt solid #cbd5e1;border-radius:.8mm;background:#fff;font:400 8pt/1.4 ${mono};color:#334155}
`;
