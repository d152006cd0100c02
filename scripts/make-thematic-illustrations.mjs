// Draws the default mission picture of each thematic (spec §3 taxonomy) as a small SVG in public/illustrations,
// which the build copies and the service worker precaches. Run after changing the design:
// node scripts/make-thematic-illustrations.mjs
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '../public/illustrations/thematics');

/** Background tints and the pictogram of each thematic, drawn in a 600x400 box around (300, 190). */
const THEMATICS = {
  THEMATIC_ANIMAL_WELFARE: ['#f6e7d8', '#e9c9a8', '#8a5a36', `
    <ellipse cx="300" cy="225" rx="62" ry="52"/>
    <ellipse cx="228" cy="160" rx="24" ry="32" transform="rotate(-20 228 160)"/>
    <ellipse cx="276" cy="128" rx="24" ry="33"/>
    <ellipse cx="328" cy="128" rx="24" ry="33"/>
    <ellipse cx="374" cy="160" rx="24" ry="32" transform="rotate(20 374 160)"/>`],
  THEMATIC_CHILDHOOD_YOUTH: ['#fdf0cf', '#f7d78a', '#b5651d', `
    <path d="M300 70 L370 170 L300 270 L230 170 Z"/>
    <path d="M230 170 L370 170 M300 70 L300 270" stroke="#fdf0cf" stroke-width="6" fill="none"/>
    <path d="M300 270 C285 300 320 315 300 345 C285 365 310 375 300 390" stroke-width="6" fill="none" stroke="currentColor"/>`],
  THEMATIC_CULTURE: ['#efe6f6', '#d6c3e8', '#5b3f86', `
    <path d="M210 140 L300 85 L390 140 Z"/>
    <rect x="220" y="150" width="160" height="14" rx="3"/>
    <rect x="232" y="172" width="18" height="86" rx="4"/><rect x="268" y="172" width="18" height="86" rx="4"/>
    <rect x="314" y="172" width="18" height="86" rx="4"/><rect x="350" y="172" width="18" height="86" rx="4"/>
    <rect x="210" y="264" width="180" height="18" rx="3"/>`],
  THEMATIC_DISABILITY: ['#e3eefb', '#b9d3f2', '#1f4f8a', `
    <circle cx="290" cy="92" r="22"/>
    <path d="M283 124 L283 200 L352 200 L376 262" stroke="currentColor" stroke-width="20" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <path d="M283 160 L330 160" stroke="currentColor" stroke-width="16" stroke-linecap="round" fill="none"/>
    <path d="M252 170 A64 64 0 1 0 350 250" stroke="currentColor" stroke-width="16" stroke-linecap="round" fill="none"/>`],
  THEMATIC_EDUCATION: ['#e2f1f4', '#b5dbe3', '#1d5f6e', `
    <path d="M300 120 C260 98 210 96 180 104 L180 262 C212 254 262 256 300 278 Z"/>
    <path d="M300 120 C340 98 390 96 420 104 L420 262 C388 254 338 256 300 278 Z" opacity="0.8"/>
    <path d="M300 120 L300 278" stroke="#e2f1f4" stroke-width="5"/>`],
  THEMATIC_EMERGENCY_HUMANITARIAN: ['#fbe4e1', '#f2b8b0', '#b3261e', `
    <circle cx="300" cy="190" r="96"/>
    <path d="M282 130 h36 v42 h42 v36 h-42 v42 h-36 v-42 h-42 v-36 h42 Z" fill="#fbe4e1"/>`],
  THEMATIC_EMPLOYMENT_INTEGRATION: ['#e8eefc', '#c1cff3', '#2848a8', `
    <rect x="200" y="138" width="200" height="136" rx="18"/>
    <path d="M262 138 v-22 a14 14 0 0 1 14 -14 h48 a14 14 0 0 1 14 14 v22" stroke="currentColor" stroke-width="14" fill="none"/>
    <rect x="200" y="190" width="200" height="10" fill="#e8eefc"/>
    <rect x="284" y="182" width="32" height="26" rx="5" fill="#e8eefc"/>`],
  THEMATIC_ENVIRONMENT: ['#e4f2e6', '#b9dfbf', '#2e7d4f', `
    <circle cx="300" cy="140" r="70"/>
    <circle cx="250" cy="180" r="48"/>
    <circle cx="352" cy="180" r="48"/>
    <rect x="288" y="190" width="24" height="100" rx="6" fill="#7a5230"/>`],
  THEMATIC_FOOD: ['#fdeede', '#f6caa0', '#c0561a', `
    <path d="M190 190 h220 a110 100 0 0 1 -220 0 Z"/>
    <rect x="180" y="178" width="240" height="16" rx="8"/>
    <path d="M260 160 c-12 -20 12 -30 0 -52 M300 160 c-12 -20 12 -30 0 -52 M340 160 c-12 -20 12 -30 0 -52" stroke="currentColor" stroke-width="9" stroke-linecap="round" fill="none"/>`],
  THEMATIC_GENDER_EQUALITY: ['#f8e6f0', '#ecbfd7', '#9c2f68', `
    <circle cx="300" cy="190" r="96" fill="none" stroke="currentColor" stroke-width="18"/>
    <rect x="250" y="160" width="100" height="20" rx="10"/>
    <rect x="250" y="200" width="100" height="20" rx="10"/>`],
  THEMATIC_HEALTH: ['#fde6e9', '#f5b9c1', '#c2334a', `
    <path d="M300 290 C180 210 200 110 258 110 C282 110 296 126 300 140 C304 126 318 110 342 110 C400 110 420 210 300 290 Z"/>
    <path d="M200 196 h64 l18 -34 l28 70 l20 -36 h70" stroke="#fde6e9" stroke-width="10" stroke-linejoin="round" stroke-linecap="round" fill="none"/>`],
  THEMATIC_POVERTY_EXCLUSION: ['#f1ece4', '#dccfb9', '#7a5b2e', `
    <path d="M200 180 L300 100 L400 180 L400 290 L200 290 Z"/>
    <path d="M300 262 C262 236 266 200 286 200 C294 200 298 206 300 212 C302 206 306 200 314 200 C334 200 338 236 300 262 Z" fill="#f1ece4"/>`],
  THEMATIC_REFUGEES_MIGRANTS: ['#e2f3f1', '#b3e0da', '#1b6b62', `
    <path d="M160 200 C210 150 262 150 300 190 C338 130 400 110 450 120 C410 140 370 170 340 220 C320 260 270 270 240 250 C220 236 196 222 160 200 Z"/>
    <circle cx="324" cy="176" r="6" fill="#e2f3f1"/>
    <path d="M360 300 h-150" stroke="currentColor" stroke-width="8" stroke-linecap="round" opacity="0.5"/>`],
  THEMATIC_SENIORS: ['#efeadf', '#d9ceb6', '#6b5636', `
    <circle cx="250" cy="122" r="30"/><circle cx="352" cy="132" r="26"/>
    <path d="M196 290 v-70 a54 54 0 0 1 108 0 v70 Z"/>
    <path d="M306 290 v-62 a46 46 0 0 1 92 0 v62 Z" opacity="0.8"/>`],
  THEMATIC_SPORT: ['#e5f0fb', '#bcd6f2', '#1c5a9c', `
    <circle cx="300" cy="190" r="96"/>
    <path d="M214 150 C260 178 340 178 386 150 M214 230 C260 202 340 202 386 230 M300 94 L300 286" stroke="#e5f0fb" stroke-width="9" fill="none"/>`],
};

fs.mkdirSync(out, { recursive: true });
for (const [code, [light, mid, ink, pictogram]] of Object.entries(THEMATICS)) {
  const name = code.replace('THEMATIC_', '').toLowerCase().replaceAll('_', '-');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img">
  <rect width="600" height="400" fill="${light}"/>
  <circle cx="510" cy="70" r="120" fill="${mid}" opacity="0.55"/>
  <path d="M0 320 C120 280 220 340 330 310 C440 280 520 300 600 290 L600 400 L0 400 Z" fill="${mid}"/>
  <g fill="${ink}" color="${ink}">${pictogram}
  </g>
</svg>
`;
  fs.writeFileSync(path.join(out, `${name}.svg`), svg);
}
console.log(`${Object.keys(THEMATICS).length} illustrations written to ${out}`);
