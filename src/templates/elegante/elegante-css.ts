/*
 * Accent colour and fonts are custom properties set once on the root, so another accent or font pairing is one
 * declaration away; rules and ornaments are tints mixed from the accent. The header is a grid with a 'photo'
 * area above the name, which takes no room when there is no photo.
 */
export const eleganteCss = `
.vitae--elegante{--v-accent:#7a5a2e;--v-ink:#2a2623;--v-font-body:"EB Garamond",Garamond,Georgia,serif;--v-font-display:"Playfair Display",Georgia,serif}
.vitae--elegante{padding:0 20mm;font:400 10.4pt/1.36 var(--v-font-body);color:var(--v-ink)}
.e-header{position:relative;display:grid;grid-template-areas:"photo" "identity";justify-items:center;padding-bottom:4mm;text-align:center;border-bottom:.6pt solid color-mix(in srgb,var(--v-accent) 55%,#fff)}
.e-header::after{content:"";position:absolute;left:50%;bottom:-1.1mm;width:2mm;height:2mm;background:#fff;border:.6pt solid var(--v-accent);transform:translateX(-50%) rotate(45deg)}
.e-photo{grid-area:photo;display:block;width:24mm;height:32mm;margin-bottom:3.6mm;object-fit:cover;padding:.9mm;background:#fff;border:.6pt solid color-mix(in srgb,var(--v-accent) 55%,#fff)}
.e-identity{grid-area:identity}
.e-name{font:400 26pt/1.12 var(--v-font-display);letter-spacing:.01em;color:var(--v-ink)}
.e-headline{margin-top:1.4mm;font-style:italic;font-size:13pt;color:var(--v-accent)}
.vitae--elegante .v-contact{display:flex;flex-wrap:wrap;justify-content:center;gap:.4mm 6.5mm;margin-top:2.6mm;font-size:10pt;color:#4a443e}
.vitae--elegante .v-section{margin-top:5mm}
.vitae--elegante .v-heading{display:flex;align-items:center;gap:4mm;margin-bottom:2.4mm;font:400 12.5pt/1.25 var(--v-font-display);color:var(--v-accent)}
.vitae--elegante .v-heading::before,.vitae--elegante .v-heading::after{content:"";flex:1;height:.5pt;background:color-mix(in srgb,var(--v-accent) 40%,#fff)}
.vitae--elegante .v-resumo{text-align:center;font-size:10.8pt}
.vitae--elegante .v-resumo p+p{margin-top:1.6mm}
.vitae--elegante .v-entry{margin-top:3.2mm}
.vitae--elegante .v-heading+.v-entry{margin-top:0}
.vitae--elegante .v-entry-head{display:grid;grid-template-columns:1fr auto;column-gap:6mm;align-items:baseline}
.vitae--elegante .v-entry-title{grid-row:1;grid-column:1;font-weight:600;font-size:11.2pt;line-height:1.3}
.vitae--elegante .v-entry-date{grid-row:1;grid-column:2;font-style:italic;font-size:10.2pt;color:#5c554d;white-space:nowrap}
.vitae--elegante .v-entry-org{grid-row:2;grid-column:1;font-style:italic;color:var(--v-accent)}
.vitae--elegante .v-entry-status{grid-row:2;grid-column:2;justify-self:end;font-style:italic;font-size:10.2pt;color:#5c554d}
.vitae--elegante .v-desc{margin-top:.8mm;--v-bullet:"•";--v-bullet-color:var(--v-accent)}
.vitae--elegante .v-desc>*+*{margin-top:.4mm}
.vitae--elegante .v-desc ul li+li{margin-top:.2mm}
.vitae--elegante .v-skills{text-align:center;line-height:1.55}
.vitae--elegante .v-skill{display:inline-block}
.vitae--elegante .v-skill:not(:last-child){margin-right:.3em}
.vitae--elegante .v-skill:not(:last-child)::after{content:","}
`;
