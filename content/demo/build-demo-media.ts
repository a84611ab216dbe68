// Regenerates the demo course's and lectures' media from the manifests in this folder:
//   npx tsx content/demo/build-demo-media.ts
// Needs espeak-ng, lame and ffmpeg (with libvpx and libopus) on PATH. Writes, beside each manifest:
// an SVG picture per slide (drawn below), an MP3 narration per slide (espeak-ng reading the slide's
// content), the short WebM clips the slides name, and a WebM film per lecture (an animated drawing with
// the lecture's title and description read aloud); each lecture's `time` in wyklady/manifest.json is
// set to its film's length in whole seconds, rounded up. Original work of this project.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const COURSE_DIR = join(HERE, 'kurs-b');
const LECTURES_DIR = join(HERE, 'wyklady');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const work = mkdtempSync(join(tmpdir(), 'demo-media-'));

interface Slide { name: string; content: string; image?: string; narration?: string; video?: string }
interface CourseManifest { modules: { subjects: { slides: Slide[] }[] }[] }
interface Lecture { key: string; title: string; description: string; file?: string; time: number }
interface LecturesManifest { lectures: Lecture[] }

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function write(path: string, data: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

// ---------------------------------------------------------------------------------------------
// Pictures: 320x200 SVG drawings built from a few shapes.
// ---------------------------------------------------------------------------------------------

const svg = (body: string, bg = '#e8f1f8'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" font-family="DejaVu Sans,Arial,sans-serif"><rect width="320" height="200" fill="${bg}"/>${body}</svg>\n`;
const text = (x: number, y: number, s: string, size = 14, fill = '#1d2733', anchor = 'middle'): string =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" font-weight="bold">${s}</text>`;
const car = (x: number, y: number, color = '#d33', rot = 0): string =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-22" y="-11" width="44" height="22" rx="6" fill="${color}" stroke="#222"/><rect x="2" y="-8" width="10" height="16" rx="2" fill="#bde"/><rect x="-16" y="-8" width="8" height="16" rx="2" fill="#bde"/></g>`;
const person = (x: number, y: number, color = '#246'): string =>
  `<g stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round"><circle cx="${x}" cy="${y - 22}" r="6" fill="${color}"/><path d="M${x} ${y - 16}v16M${x} ${y}l-6 14M${x} ${y}l6 14M${x - 8} ${y - 10}h16"/></g>`;
const bike = (x: number, y: number): string =>
  `<g stroke="#333" stroke-width="2.5" fill="none"><circle cx="${x - 12}" cy="${y}" r="8"/><circle cx="${x + 12}" cy="${y}" r="8"/><path d="M${x - 12} ${y}l8-12h12l4 12M${x - 4} ${y - 12}l-2-6"/></g>${person(x, y - 14, '#3a6')}`;
const hRoad = (y: number, h = 60): string =>
  `<rect x="0" y="${y}" width="320" height="${h}" fill="#666"/><path d="M0 ${y + h / 2}H320" stroke="#fff" stroke-width="3" stroke-dasharray="16 12"/>`;
const crossroads = (): string =>
  `<rect width="320" height="200" fill="#8bbf6a"/><rect x="0" y="70" width="320" height="60" fill="#666"/><rect x="130" y="0" width="60" height="200" fill="#666"/>`;
const warning = (x: number, y: number, r: number, symbol: string): string =>
  `<g transform="translate(${x} ${y})"><path d="M0 ${-r}L${r * 0.95} ${r * 0.65}H${-r * 0.95}Z" fill="#fc0" stroke="#d11" stroke-width="${r * 0.12}" stroke-linejoin="round"/>${symbol}</g>`;
const giveWay = (x: number, y: number, r: number): string =>
  `<g transform="translate(${x} ${y})"><path d="M0 ${r}L${r * 0.95} ${-r * 0.65}H${-r * 0.95}Z" fill="#fff" stroke="#d11" stroke-width="${r * 0.16}" stroke-linejoin="round"/></g>`;
const prohibition = (x: number, y: number, r: number, symbol: string): string =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#fff" stroke="#d11" stroke-width="${r * 0.18}"/>${symbol}</g>`;
const mandatory = (x: number, y: number, r: number, symbol: string): string =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#1656b8" stroke="#fff" stroke-width="2"/>${symbol}</g>`;
const stop = (x: number, y: number, r: number): string => {
  const pts = Array.from({ length: 8 }, (_, i) => {
    const a = ((i * 45 + 22.5) * Math.PI) / 180;
    return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return `<g transform="translate(${x} ${y})"><polygon points="${pts}" fill="#d11" stroke="#fff" stroke-width="2"/>${text(0, r * 0.22, 'STOP', r * 0.5, '#fff')}</g>`;
};
const priority = (x: number, y: number, r: number): string =>
  `<g transform="translate(${x} ${y}) rotate(45)"><rect x="${-r * 0.7}" y="${-r * 0.7}" width="${r * 1.4}" height="${r * 1.4}" fill="#fff" stroke="#222"/><rect x="${-r * 0.45}" y="${-r * 0.45}" width="${r * 0.9}" height="${r * 0.9}" fill="#fc0"/></g>`;
const trafficLight = (x: number, y: number, on: 'red' | 'yellow' | 'green'): string =>
  `<g transform="translate(${x} ${y})"><rect x="-16" y="-50" width="32" height="100" rx="6" fill="#222"/>` +
  `<circle cy="-30" r="11" fill="${on === 'red' ? '#f22' : '#511'}"/><circle cy="0" r="11" fill="${on === 'yellow' ? '#fc0' : '#540'}"/><circle cy="30" r="11" fill="${on === 'green' ? '#2d4' : '#152'}"/></g>`;
const arrow = (d: string, color = '#1656b8'): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" marker-end="url(#a)"/>`;
const arrowDefs = (color = '#1656b8'): string =>
  `<defs><marker id="a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0 0L10 5L0 10Z" fill="${color}"/></marker></defs>`;
const crossed = (x: number, y: number, r: number, inner: string): string =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#fff" stroke="#d11" stroke-width="6"/>${inner}<path d="M${-r * 0.7} ${-r * 0.7}L${r * 0.7} ${r * 0.7}" stroke="#d11" stroke-width="6"/></g>`;

const PICTURES: Record<string, string> = {
  'm1/01.svg': svg(`${hRoad(110)}<rect y="170" width="320" height="30" fill="#bbb"/>${car(90, 125)}${car(230, 155, '#2a7')}${bike(170, 100)}${person(60, 180)}${text(160, 30, 'Uczestnicy ruchu')}`),
  'm1/02.svg': svg(
    `<rect y="60" width="320" height="26" fill="#c9b48a"/><rect y="86" width="320" height="80" fill="#666"/><path d="M0 126H320" stroke="#fff" stroke-width="3" stroke-dasharray="16 12"/><rect y="166" width="320" height="34" fill="#bbb"/>` +
      `${text(160, 78, 'pobocze', 12)}${text(80, 110, 'pas ruchu', 12, '#fff')}${text(80, 150, 'pas ruchu', 12, '#fff')}${text(240, 130, 'jezdnia', 14, '#fc0')}${text(160, 188, 'chodnik', 12)}${text(160, 30, 'Części drogi')}`,
  ),
  'm1/03.svg': svg(`${hRoad(80, 70)}<rect y="150" width="320" height="20" fill="#c9b48a"/>${person(60, 150)}<rect x="54" y="138" width="12" height="5" fill="#ff0" stroke="#aa0"/>${car(220, 137, '#d33', 180)}${text(160, 40, 'Pieszy idzie lewym poboczem')}`),
  'm1/04.svg': svg(`${warning(160, 110, 70, `${text(0, 30, '!', 70)}`)}`),
  'm1/05.svg': svg(`${prohibition(160, 100, 70, text(0, 22, '50', 60))}`),
  'm1/06.svg': svg(`${arrowDefs('#fff')}${mandatory(160, 100, 70, arrow('M-30 25V0H20', '#fff'))}`),
  'm1/07.svg': svg(
    `<rect y="20" width="320" height="160" fill="#666"/><path d="M0 70H320" stroke="#fff" stroke-width="4" stroke-dasharray="20 14"/><path d="M0 126H320M0 134H320" stroke="#fff" stroke-width="4"/>${text(160, 60, 'linia przerywana', 12, '#fff')}${text(160, 160, 'podwójna linia ciągła', 12, '#fff')}`,
  ),
  'm1/08.svg': svg(`${arrowDefs('#2d4')}${trafficLight(140, 100, 'red')}<rect x="166" y="108" width="40" height="30" fill="#222"/>${arrow('M174 123H196', '#2d4')}${text(250, 105, 'STOP,', 13)}${text(250, 125, 'potem skręt', 13)}`),
  'm2/01.svg': svg(`${arrowDefs('#fc0')}${crossroads()}${car(260, 85, '#2a7', 180)}${car(175, 175, '#d33', -90)}${arrow('M230 60H120', '#fc0')}${text(260, 40, '1', 22)}${text(215, 190, '2', 22)}`),
  'm2/02.svg': svg(`${giveWay(60, 90, 40)}${stop(160, 95, 42)}${priority(260, 95, 42)}${text(60, 170, 'ustąp', 12)}${text(160, 170, 'stój', 12)}${text(260, 170, 'z pierwszeństwem', 12)}`),
  'm2/03.svg': svg(`${person(60, 120, '#124')}<rect x="50" y="88" width="20" height="6" fill="#fff"/>${trafficLight(160, 100, 'green')}${giveWay(260, 90, 34)}${text(60, 175, '1', 22)}${text(160, 175, '2', 22)}${text(260, 175, '3', 22)}`),
  'm2/04.svg': svg(`${arrowDefs('#fc0')}${crossroads()}${car(175, 170, '#d33', -90)}${car(145, 30, '#2a7', 90)}${arrow('M170 145V110Q170 88 140 88H60', '#fc0')}${arrow('M145 55V150', '#fff')}`),
  'm2/05.svg': svg(
    `${arrowDefs('#fff')}<rect width="320" height="200" fill="#8bbf6a"/><circle cx="160" cy="100" r="80" fill="#666"/><circle cx="160" cy="100" r="35" fill="#8bbf6a" stroke="#fff" stroke-width="3"/>${car(160, 38, '#d33', 180)}${car(222, 100, '#2a7', 90)}${arrow('M95 130A70 70 0 0 0 225 130', '#fff')}`,
  ),
  'm2/06.svg': svg(
    `<rect width="320" height="200" fill="#8bbf6a"/><rect x="130" width="60" height="200" fill="#666"/><path d="M0 80H320M0 110H320" stroke="#555" stroke-width="5"/><path d="M10 72v46M40 72v46M70 72v46M250 72v46M280 72v46M310 72v46" stroke="#7a5230" stroke-width="6"/>` +
      `<rect x="100" y="140" width="90" height="8" fill="#fff" stroke="#d11" stroke-dasharray="10 10" stroke-width="8"/>${car(160, 180, '#d33', -90)}`,
  ),
  'm2/07.svg': svg(`${hRoad(60, 90)}<path d="M150 60v90M165 60v90M180 60v90M195 60v90M210 60v90" stroke="#fff" stroke-width="9"/>${person(180, 110)}${car(80, 128)}${text(160, 40, 'Pieszy ma pierwszeństwo')}`),
  'm2/08.svg': svg(
    `${hRoad(70, 80)}<g transform="translate(120 92)"><rect x="-30" y="-13" width="60" height="26" rx="4" fill="#fff" stroke="#222"/><path d="M-6 0h12M0 -6v12" stroke="#d11" stroke-width="4"/><rect x="10" y="-17" width="10" height="6" fill="#22f"/></g>${car(240, 140, '#2a7')}${text(160, 40, 'Zjedź w prawo i przepuść')}`,
  ),
  'm3/01.svg': svg(`<rect x="30" y="40" width="130" height="110" fill="#fff" stroke="#222" stroke-width="3"/><path d="M50 130V100l20-18 20 18v30M100 130V90l22-20 22 20v40" fill="#222"/>${prohibition(230, 95, 55, text(0, 18, '50', 46))}${text(160, 185, '5:00–23:00: 50 km/h, nocą 60 km/h', 12)}`),
  'm3/02.svg': svg(`${prohibition(45, 90, 34, text(0, 10, '90', 26))}${prohibition(125, 90, 34, text(0, 10, '100', 22))}${prohibition(205, 90, 34, text(0, 10, '120', 22))}${prohibition(280, 90, 34, text(0, 10, '140', 22))}${text(45, 160, 'droga', 11)}${text(125, 160, 'ekspr. 1', 11)}${text(205, 160, 'ekspr. 2', 11)}${text(280, 160, 'autostrada', 11)}`),
  'm3/03.svg': svg(`<rect x="60" y="30" width="200" height="140" rx="6" fill="#1656b8"/><rect x="72" y="42" width="176" height="116" fill="#fff"/><path d="M90 140V105l25-22 25 22v35Z" fill="#1656b8"/>${person(180, 125, '#1656b8')}${person(215, 135, '#1656b8')}<circle cx="235" cy="150" r="6" fill="#1656b8"/>${text(160, 192, 'strefa zamieszkania: 20 km/h', 12)}`),
  'm3/04.svg': svg(`${hRoad(80)}${car(80, 125)}${car(240, 125, '#2a7')}<path d="M105 150H215" stroke="#fc0" stroke-width="3"/><path d="M105 143v14M215 143v14" stroke="#fc0" stroke-width="3"/>${text(160, 175, 'co najmniej 2 s', 14)}`),
  'm3/05.svg': svg(
    `${text(20, 60, '50', 14, '#1d2733', 'start')}<rect x="60" y="45" width="42" height="22" fill="#f90"/><rect x="102" y="45" width="41" height="22" fill="#d11"/>${text(20, 120, '100', 14, '#1d2733', 'start')}<rect x="60" y="105" width="84" height="22" fill="#f90"/><rect x="144" y="105" width="165" height="22" fill="#d11"/>` +
      `<rect x="60" y="160" width="16" height="12" fill="#f90"/>${text(82, 171, 'reakcja', 12, '#1d2733', 'start')}<rect x="160" y="160" width="16" height="12" fill="#d11"/>${text(182, 171, 'hamowanie', 12, '#1d2733', 'start')}${text(160, 25, 'km/h → droga zatrzymania')}`,
  ),
  'm3/06.svg': svg(`${arrowDefs('#fc0')}${hRoad(60, 90)}${bike(200, 140)}${car(80, 128)}${arrow('M110 125Q150 90 240 90', '#fc0')}<path d="M200 108V98" stroke="#fc0" stroke-width="3"/>${text(235, 115, '≥ 1 m', 12, '#fff')}`),
  'm3/07.svg': svg(`<rect y="50" width="320" height="100" fill="#666"/><path d="M0 100H200" stroke="#fff" stroke-width="3" stroke-dasharray="16 12"/><path d="M200 100L260 150H320V150" fill="none" stroke="#fff" stroke-width="3"/><path d="M200 150L260 150" stroke="#fc0"/>${car(40, 75, '#2a7')}${car(120, 125)}${car(170, 75, '#36c')}${car(240, 75, '#d33')}${text(160, 35, 'Jazda na suwak')}`),
  'm4/01.svg': svg(`<path d="M120 40h60v70l10 50h-80l10-50Z" fill="#445"/><path d="M128 45L178 120" stroke="#d11" stroke-width="8"/>${text(160, 185, 'Zapnij pasy', 14)}<rect x="220" y="80" width="50" height="60" rx="8" fill="#f90"/>${text(245, 160, '&lt; 150 cm', 11)}`),
  'm4/02.svg': svg(`<rect width="320" height="200" fill="#123"/>${car(70, 120, '#ddd')}<path d="M92 112L300 70V170L92 128Z" fill="#ffd" opacity="0.5"/>${text(200, 40, 'Światła przez całą dobę', 13, '#fff')}`),
  'm4/03.svg': svg(`${crossed(90, 95, 55, '<rect x="-14" y="-26" width="28" height="52" rx="4" fill="#222"/>')}${crossed(230, 95, 55, '<path d="M-14 -24h28l-4 44h-20Z" fill="#fc6" stroke="#222" stroke-width="2"/>')}${text(160, 185, '0,2‰ / 0,5‰', 13)}`),
  'm4/04.svg': svg(`${hRoad(80)}${car(250, 125)}${warning(90, 122, 16, '')}<path d="M105 150H225" stroke="#fc0" stroke-width="3"/>${text(165, 170, '30–50 m', 13)}${text(160, 40, 'Trójkąt za pojazdem')}`),
  'm4/05.svg': svg(`<rect x="110" y="30" width="100" height="150" rx="14" fill="#222"/><rect x="120" y="45" width="80" height="110" fill="#bde"/>${text(160, 110, '112', 30, '#d11')}`),
  'm4/06.svg': svg(`<path d="M160 160C80 110 90 50 130 50c15 0 25 10 30 22 5-12 15-22 30-22 40 0 50 60-30 110Z" fill="#d11"/>${text(160, 110, '30 : 2', 20, '#fff')}${text(160, 190, '100–120 / min', 12)}`),
  'm4/07.svg': svg(`<path d="M60 160A100 100 0 0 1 260 160" fill="none" stroke="#ccc" stroke-width="22"/><path d="M60 160A100 100 0 0 1 110 73" fill="none" stroke="#2a7" stroke-width="22"/><path d="M160 160L110 90" stroke="#222" stroke-width="5"/><circle cx="160" cy="160" r="8" fill="#222"/>${text(160, 30, 'Wcześnie zmieniaj bieg', 13)}`),
  'm4/08.svg': svg(`<circle cx="120" cy="100" r="70" fill="#222"/><circle cx="120" cy="100" r="35" fill="#aaa"/><circle cx="245" cy="100" r="40" fill="#fff" stroke="#222" stroke-width="4"/><path d="M245 100L265 80" stroke="#d11" stroke-width="4"/>${text(245, 160, 'ciśnienie', 12)}`),
};

// ---------------------------------------------------------------------------------------------
// Narration and films.
// ---------------------------------------------------------------------------------------------

function speak(textToRead: string, wav: string): void {
  run('espeak-ng', ['-v', 'pl', '-s', '165', '-w', wav, textToRead.replace(/\s*\n\s*\n\s*/g, ' ')]);
}

function narrate(textToRead: string, out: string): void {
  const wav = join(work, 'n.wav');
  speak(textToRead, wav);
  mkdirSync(dirname(out), { recursive: true });
  run('lame', ['--quiet', '-m', 'm', '-b', '24', '--resample', '16', wav, out]);
}

function duration(file: string): number {
  return Number.parseFloat(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());
}

const VIDEO_OUT = ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '48', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-map_metadata', '-1', '-fflags', '+bitexact'];

/** A drawn road scene: `background` draws the static picture, each mover is a box whose x/y are ffmpeg expressions of t. */
interface Scene {
  seconds: number;
  background: string;
  movers: { color: string; w: number; h: number; x: string; y: string }[];
  caption?: string;
  /** Repeat the movers' paths every this many seconds (lecture films are longer than their scene). */
  loop?: number;
}

function film(scene: Scene, out: string, audio?: string): void {
  const inputs = ['-f', 'lavfi', '-i', `color=c=0x8bbf6a:s=320x180:r=15:d=${scene.seconds}`];
  scene.movers.forEach((m) => inputs.push('-f', 'lavfi', '-i', `color=c=${m.color}:s=${m.w}x${m.h}:r=15:d=${scene.seconds}`));
  let graph = `[0:v]${scene.background}`;
  if (scene.caption) graph += `,drawtext=fontfile=${FONT}:text='${scene.caption}':fontsize=14:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=4:x=(w-text_w)/2:y=8`;
  graph += '[b0]';
  const expr = (e: string): string => (scene.loop ? e.replace(/\bt\b/g, `mod(t,${scene.loop})`) : e);
  scene.movers.forEach((m, i) => {
    graph += `;[b${i}][${i + 1}:v]overlay=x='${expr(m.x)}':y='${expr(m.y)}':shortest=1[b${i + 1}]`;
  });
  const args = ['-y', '-v', 'error', ...inputs];
  if (audio) args.push('-i', audio);
  args.push('-filter_complex', graph, '-map', `[b${scene.movers.length}]`);
  if (audio) args.push('-map', `${scene.movers.length + 1}:a`, '-c:a', 'libopus', '-b:a', '16k', '-ac', '1', '-af', 'apad', '-t', String(scene.seconds));
  args.push(...VIDEO_OUT, out);
  mkdirSync(dirname(out), { recursive: true });
  run('ffmpeg', args);
}

const ROAD_H = 'drawbox=x=0:y=70:w=320:h=50:color=0x666666:t=fill,drawbox=x=0:y=94:w=320:h=2:color=white:t=fill';
const CROSS = 'drawbox=x=0:y=65:w=320:h=50:color=0x666666:t=fill,drawbox=x=135:y=0:w=50:h=180:color=0x666666:t=fill';

const CLIPS: Record<string, Scene> = {
  'm1/klip-znaki.webm': {
    seconds: 4,
    background: `${ROAD_H},drawbox=x=200:y=30:w=4:h=40:color=0x444444:t=fill,drawbox=x=186:y=14:w=32:h=24:color=0x1656b8:t=fill`,
    movers: [{ color: '0xdd3333', w: 40, h: 18, x: '-40+t*95', y: '100' }],
  },
  'm2/klip-prawa-reka.webm': {
    seconds: 5,
    background: CROSS,
    movers: [
      { color: '0x22aa77', w: 40, h: 18, x: '330-t*110', y: '70' },
      { color: '0xdd3333', w: 18, h: 40, x: '162', y: 'if(lt(t,2.4),120,120-(t-2.4)*90)' },
    ],
  },
  'm3/klip-hamowanie.webm': {
    seconds: 5,
    background: `${ROAD_H},drawbox=x=270:y=70:w=8:h=50:color=0xdd1111:t=fill`,
    movers: [{ color: '0xdd3333', w: 40, h: 18, x: 'if(lt(t,3),-40+270*(1-pow(1-t/3,2)),230)', y: '100' }],
  },
  'm3/klip-wyprzedzanie.webm': {
    seconds: 5,
    background: ROAD_H,
    movers: [
      { color: '0x333333', w: 24, h: 10, x: '60+t*20', y: '104' },
      { color: '0xdd3333', w: 40, h: 18, x: '-40+t*80', y: 'if(lt(t,1.2),100,if(lt(t,2),100-(t-1.2)*30,if(lt(t,3.2),76,if(lt(t,4),76+(t-3.2)*30,100))))' },
    ],
  },
  'm4/klip-trojkat.webm': {
    seconds: 4,
    background: `${ROAD_H},drawbox=x=230:y=100:w=40:h=18:color=0xdd3333:t=fill`,
    movers: [{ color: '0xff2200', w: 10, h: 10, x: 'if(lt(t,3),225-t*55,60)', y: '122' }],
  },
};

const LECTURE_SCENES: Record<string, Omit<Scene, 'caption'>> = {
  'w1.webm': CLIPS['m2/klip-prawa-reka.webm'] as Scene,
  'w2.webm': CLIPS['m3/klip-hamowanie.webm'] as Scene,
  'w3.webm': CLIPS['m3/klip-wyprzedzanie.webm'] as Scene,
  'w4.webm': {
    seconds: 5,
    background: `${ROAD_H},drawbox=x=150:y=70:w=8:h=50:color=white:t=fill,drawbox=x=166:y=70:w=8:h=50:color=white:t=fill,drawbox=x=182:y=70:w=8:h=50:color=white:t=fill`,
    movers: [
      { color: '0x224466', w: 10, h: 16, x: '166', y: '130-t*12' },
      { color: '0xdd3333', w: 40, h: 18, x: 'if(lt(t,2.5),-40+t*60,110)', y: '100' },
    ],
  },
  'w5.webm': CLIPS['m4/klip-trojkat.webm'] as Scene,
};

function main(): void {
  const course = JSON.parse(readFileSync(join(COURSE_DIR, 'manifest.json'), 'utf8')) as CourseManifest;
  for (const module of course.modules)
    for (const subject of module.subjects)
      for (const slide of subject.slides) {
        if (slide.image) {
          const picture = PICTURES[slide.image];
          if (!picture) throw new Error(`No drawing for ${slide.image}`);
          write(join(COURSE_DIR, slide.image), picture);
        }
        if (slide.narration) narrate(`${slide.name}. ${slide.content}`, join(COURSE_DIR, slide.narration));
        if (slide.video) {
          const scene = CLIPS[slide.video];
          if (!scene) throw new Error(`No scene for ${slide.video}`);
          film(scene, join(COURSE_DIR, slide.video));
        }
      }

  const manifestPath = join(LECTURES_DIR, 'manifest.json');
  const lectures = JSON.parse(readFileSync(manifestPath, 'utf8')) as LecturesManifest;
  for (const lecture of lectures.lectures) {
    if (!lecture.file) continue;
    const scene = LECTURE_SCENES[lecture.file];
    if (!scene) throw new Error(`No scene for ${lecture.file}`);
    const wav = join(work, 'l.wav');
    speak(`${lecture.title}. ${lecture.description}`, wav);
    const seconds = Math.min(15, Math.max(6, Math.ceil(duration(wav) + 0.5)));
    const out = join(LECTURES_DIR, lecture.file);
    film({ ...scene, seconds, loop: scene.seconds, caption: lecture.title }, out, wav);
    lecture.time = Math.ceil(duration(out));
  }
  writeFileSync(manifestPath, `${JSON.stringify(lectures, null, 2)}\n`);

  let total = 0;
  const count = (dir: string): void => {
    for (const line of run('find', [dir, '-type', 'f', '!', '-name', 'manifest.json']).split('\n').filter(Boolean)) total += statSync(line).size;
  };
  count(COURSE_DIR);
  count(LECTURES_DIR);
  process.stdout.write(`Demo media written: ${total} bytes\n`);
  rmSync(work, { recursive: true, force: true });
}

main();
