const indigo = "#26215c";
const coral = "var(--v-accent)";
const blush = "#fde6df";

export const criativoCss = `
.vitae--criativo{--v-accent:#f2603f;--v-ink:#2b2b3a;--v-font-body:Lato,"Helvetica Neue",Arial,sans-serif;--v-font-display:Montserrat,Arial,sans-serif}
.vitae--criativo{font:400 9.3pt/1.45 var(--v-font-body);color:var(--v-ink)}
.k-band{position:relative;overflow:hidden;padding:10mm 17mm 7mm;color:#fff;background:radial-gradient(circle at 100% 0,${coral} 0 30mm,transparent 30.2mm),radial-gradient(circle at 100% 0,#3a3480 0 46mm,transparent 46.2mm),${indigo};border-bottom:1.8mm solid ${coral}}
.k-band--photo{min-height:42mm;padding-right:52mm}
.k-photo{position:absolute;top:calc(50% - .9mm);right:17mm;transform:translateY(-50%);display:block;width:25.5mm;height:34mm;object-fit:cover;border-radius:2mm;border:.8mm solid #fff;box-shadow:0 0 0 .6mm ${coral}}
.k-name{font:800 25pt/1.05 var(--v-font-display);letter-spacing:-.02em;max-width:140mm}
.k-headline{margin-top:2.6mm;font:700 9pt/1.3 var(--v-font-display);letter-spacing:.05em;text-transform:uppercase;color:#ffb4a2}
.vitae--criativo .v-contact{display:flex;flex-wrap:wrap;gap:1mm 6mm;margin-top:3.4mm;font-size:9pt;color:#e4e2f5}
.vitae--criativo .v-contact-item{position:relative;padding-left:3.4mm}
.vitae--criativo .v-contact-item::before{content:"";position:absolute;left:0;top:.5em;width:1.5mm;height:1.5mm;border-radius:50%;background:${coral}}
.k-body{padding:0 17mm}
.vitae--criativo .v-section{margin-top:5.5mm}
.vitae--criativo .v-heading{font:800 12pt/1.2 var(--v-font-display);letter-spacing:-.005em;color:${indigo};margin-bottom:2.6mm}
.vitae--criativo .v-heading::after{content:"";display:block;width:11mm;height:1.1mm;margin-top:1.3mm;border-radius:.6mm;background:${coral}}
.vitae--criativo .v-resumo{font-size:9.6pt;line-height:1.5;color:#3b3b4f}
.vitae--criativo .v-resumo p+p{margin-top:1.5mm}
.vitae--criativo .v-entry{display:grid;grid-template-columns:29mm 1fr;padding-bottom:3.1mm;background:linear-gradient(#dcd8ee,#dcd8ee) 29mm 0/.8pt 100% no-repeat}
.vitae--criativo .v-entry-head{display:contents}
.vitae--criativo .v-entry-date{grid-column:1;grid-row:1 / span 3;padding-top:.5mm;padding-right:4mm;font:700 7.8pt/1.4 var(--v-font-display);letter-spacing:.04em;text-transform:uppercase;color:${coral}}
.vitae--criativo .v-entry-title,.vitae--criativo .v-entry-org,.vitae--criativo .v-entry-status,.vitae--criativo .v-desc{grid-column:2;position:relative;padding-left:6mm}
.vitae--criativo .v-entry-title{font:700 10.3pt/1.35 var(--v-font-display);color:${indigo}}
.vitae--criativo .v-entry-title::before{content:"";position:absolute;left:-1.45mm;top:1.3mm;width:2.3mm;height:2.3mm;border-radius:50%;background:#fff;border:.7mm solid ${coral}}
.vitae--criativo .v-entry-org{font-weight:700;color:#5b5873}
.vitae--criativo .v-entry-status{padding-top:.4mm;font-size:8pt;font-weight:700;color:#a8452c}
.vitae--criativo .v-desc{padding-top:1mm;--v-bullet:"•";--v-bullet-color:${coral}}
.vitae--criativo .v-desc>*+*{margin-top:.6mm}
.vitae--criativo .v-desc ul li+li{margin-top:.3mm}
.k-skills{display:grid;grid-template-columns:1.1fr 1fr;column-gap:7mm;align-items:start}
.k-skills .v-skills{display:flex;flex-wrap:wrap;gap:1.3mm}
.k-skills .v-skill{padding:.5mm 2.5mm;border-radius:4mm;font-size:8.6pt;line-height:1.3}
.k-skills .v-section--hardSkills .v-skill{background:${blush};color:#9c3a22;font-weight:700}
.k-skills .v-section--softSkills .v-skill{border:.7pt solid #c9c4e8;color:${indigo}}
`;
