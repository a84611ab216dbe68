/**
 * Simple road situations drawn as 640 x 360 SVG pictures, seen from above, and short animated scenes
 * (a function of time 0..1 per film) rendered frame by frame into the demo bank's films.
 */
import { ROAD_SIGNS } from './road-signs.draw.js';

const W = 640;
const H = 360;
const GRASS = '#8fbf6a';
const ROAD = '#5b5f66';
const MARK = '#f4f4f4';
const OWN = '#d0202a';
const OTHER = '#2f6fd6';

function svg(body: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${W}' height='${H}' viewBox='0 0 ${W} ${H}'>${body}</svg>`;
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * Math.min(1, Math.max(0, t));
}

/** Eases to a stop: fast at first, slowing down to rest at t = 1. */
function easeOut(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) * (1 - c);
}

/** A car seen from above, centred on (x, y), heading in degrees (0 = up, 90 = right). */
function car(x: number, y: number, heading: number, colour: string, extra = ''): string {
  return `<g transform='translate(${x.toFixed(1)},${y.toFixed(1)}) rotate(${heading})'>
    <rect x='-14' y='-26' width='28' height='52' rx='7' fill='${colour}' stroke='#222' stroke-width='1.5'/>
    <rect x='-11' y='-14' width='22' height='11' rx='3' fill='#cfe6f5'/>
    <rect x='-11' y='10' width='22' height='8' rx='3' fill='#cfe6f5'/>
    <rect x='-12' y='-27' width='7' height='3' fill='#fff6b0'/><rect x='5' y='-27' width='7' height='3' fill='#fff6b0'/>${extra}
  </g>`;
}

function crossroads(): string {
  const dashesV = Array.from({ length: 9 }, (_, i) => i * 40)
    .filter((y) => y < 120 || y > 240)
    .map((y) => `<rect x='318' y='${y}' width='4' height='22' fill='${MARK}'/>`)
    .join('');
  const dashesH = Array.from({ length: 16 }, (_, i) => i * 40)
    .filter((x) => x < 260 || x > 380)
    .map((x) => `<rect x='${x}' y='178' width='22' height='4' fill='${MARK}'/>`)
    .join('');
  return `<rect width='${W}' height='${H}' fill='${GRASS}'/>
    <rect x='270' y='0' width='100' height='${H}' fill='${ROAD}'/>
    <rect x='0' y='130' width='${W}' height='100' fill='${ROAD}'/>${dashesV}${dashesH}`;
}

function arrow(x1: number, y1: number, x2: number, y2: number): string {
  return `<line x1='${x1}' y1='${y1}' x2='${x2}' y2='${y2}' stroke='#ffffff' stroke-width='4' stroke-dasharray='8 6' opacity='0.85'/>`;
}

/** An equal intersection: the red car (yours) from the south, the blue one from the right. */
export function equalIntersectionPicture(): string {
  return svg(`${crossroads()}${car(345, 292, 0, OWN)}${car(540, 155, 270, OTHER)}${arrow(345, 262, 345, 120)}${arrow(510, 155, 380, 155)}`);
}

function smallSign(code: string, x: number, y: number, size: number): string {
  const sign = ROAD_SIGNS[code] ?? '';
  return `<g transform='translate(${x},${y}) scale(${size / 200})'>${sign}</g>`;
}

/** A roundabout with C-12 and A-7 at your entry; a blue car is already on the ring. */
export function roundaboutPicture(): string {
  return svg(`<rect width='${W}' height='${H}' fill='${GRASS}'/>
    <rect x='285' y='200' width='70' height='160' fill='${ROAD}'/>
    <rect x='285' y='0' width='70' height='160' fill='${ROAD}'/>
    <rect x='0' y='145' width='240' height='70' fill='${ROAD}'/>
    <rect x='400' y='145' width='240' height='70' fill='${ROAD}'/>
    <circle cx='320' cy='180' r='120' fill='${ROAD}'/>
    <circle cx='320' cy='180' r='58' fill='${GRASS}' stroke='${MARK}' stroke-width='4'/>
    <line x1='285' y1='300' x2='355' y2='300' stroke='${MARK}' stroke-width='4' stroke-dasharray='10 8'/>
    ${car(340, 330, 0, OWN)}${car(262, 232, 135, OTHER)}
    <rect x='376' y='262' width='6' height='70' fill='#8a8f95'/>
    ${smallSign('C-12', 356, 214, 46)}${smallSign('A-7', 356, 262, 46)}`);
}

/** A road with a double solid centre line and a slow lorry ahead of your red car. */
export function doubleLinePicture(): string {
  return svg(`<rect width='${W}' height='${H}' fill='${GRASS}'/>
    <rect x='0' y='100' width='${W}' height='160' fill='${ROAD}'/>
    <rect x='0' y='172' width='${W}' height='5' fill='${MARK}'/><rect x='0' y='183' width='${W}' height='5' fill='${MARK}'/>
    <g transform='translate(420,218) rotate(-90)'><rect x='-22' y='-70' width='44' height='110' rx='4' fill='#e0a030' stroke='#222'/><rect x='-20' y='40' width='40' height='30' rx='4' fill='#c9c9c9' stroke='#222'/></g>
    ${car(230, 218, 90, OWN)}`);
}

function signalHead(lamps: { red: boolean; yellow: boolean; green: boolean }, extra = ''): string {
  const lamp = (cy: number, on: boolean, colour: string) => `<circle cx='320' cy='${cy}' r='34' fill='${on ? colour : '#3a3a3a'}' stroke='#111' stroke-width='3'/>`;
  return `<rect width='${W}' height='${H}' fill='#dfe9f1'/><rect y='300' width='${W}' height='60' fill='${GRASS}'/>
    <rect x='312' y='250' width='16' height='90' fill='#8a8f95'/>
    <rect x='270' y='20' width='100' height='240' rx='14' fill='#222'/>
    ${lamp(62, lamps.red, '#ff2d2d')}${lamp(140, lamps.yellow, '#ffc21a')}${lamp(218, lamps.green, '#27d05a')}${extra}`;
}

/** Signal heads: red and amber lit together. */
export function redAmberPicture(): string {
  return svg(signalHead({ red: true, yellow: true, green: false }));
}

/** Signal heads: red lit with the additional green arrow to the right. */
export function greenArrowPicture(): string {
  const arrowLamp = `<rect x='372' y='188' width='64' height='64' rx='10' fill='#222'/><circle cx='404' cy='220' r='26' fill='#111'/>
    <path d='M388 220 L412 220' stroke='#27d05a' stroke-width='8'/><polygon points='408,206 424,220 408,234' fill='#27d05a'/>`;
  return svg(signalHead({ red: true, yellow: false, green: false }, arrowLamp));
}

/** Films: name, duration in seconds and the picture at time t (0..1). */
export interface FilmScript {
  name: string;
  seconds: number;
  frame(t: number): string;
}

function zebra(y: number): string {
  return Array.from({ length: 6 }, (_, i) => `<rect x='${276 + i * 16}' y='${y}' width='10' height='40' fill='${MARK}'/>`).join('');
}

function walker(x: number, y: number, t: number): string {
  const swing = Math.sin(t * 40) * 5;
  return `<g transform='translate(${x.toFixed(1)},${y.toFixed(1)}) scale(1.6)'><circle r='9' fill='#f2c8a0' stroke='#333'/><rect x='-10' y='-4' width='20' height='8' rx='4' fill='#7b3fa0'/>
    <line x1='-4' y1='0' x2='${(-4 + swing).toFixed(1)}' y2='12' stroke='#333' stroke-width='3'/><line x1='4' y1='0' x2='${(4 - swing).toFixed(1)}' y2='12' stroke='#333' stroke-width='3'/></g>`;
}

function verticalRoad(): string {
  return `<rect width='${W}' height='${H}' fill='${GRASS}'/><rect x='270' y='0' width='100' height='${H}' fill='${ROAD}'/>
    <rect x='230' y='0' width='40' height='${H}' fill='#c9c2b6'/><rect x='370' y='0' width='40' height='${H}' fill='#c9c2b6'/>`;
}

/** A pedestrian steps onto the crossing while your car approaches and stops before it. */
const pedestrianCrossing: FilmScript = {
  name: 'film-pieszy-na-przejsciu',
  seconds: 5,
  frame: (t) => {
    const carY = lerp(360, 232, easeOut(t / 0.9));
    const walkerX = t < 0.2 ? 246 : lerp(246, 312, (t - 0.2) / 0.8);
    return svg(`${verticalRoad()}${zebra(140)}${walker(walkerX, 160, t)}${car(345, carY, 0, OWN)}`);
  },
};

/** You approach traffic lights that turn amber and then red long before you reach them. */
const redLight: FilmScript = {
  name: 'film-sygnalizator-czerwony',
  seconds: 5,
  frame: (t) => {
    const near = easeOut(t);
    const scale = lerp(0.35, 1, near);
    const colour = t < 0.25 ? 'green' : t < 0.45 ? 'yellow' : 'red';
    const lamp = (cy: number, on: boolean, fill: string) => `<circle cx='0' cy='${cy}' r='16' fill='${on ? fill : '#3a3a3a'}'/>`;
    const head = `<g transform='translate(${lerp(360, 470, near).toFixed(1)},${lerp(150, 70, near).toFixed(1)}) scale(${scale.toFixed(3)})'>
      <rect x='-4' y='60' width='8' height='200' fill='#8a8f95'/><rect x='-24' y='-50' width='48' height='114' rx='8' fill='#222'/>
      ${lamp(-28, colour === 'red', '#ff2d2d')}${lamp(7, colour === 'yellow', '#ffc21a')}${lamp(42, colour === 'green', '#27d05a')}</g>`;
    const stop = lerp(190, 330, near);
    return svg(`<rect width='${W}' height='${H}' fill='#cfe3f2'/><rect y='140' width='${W}' height='220' fill='${GRASS}'/>
      <polygon points='300,140 340,140 620,360 20,360' fill='${ROAD}'/>
      <polygon points='318,140 322,140 ${lerp(322, 330, 1)},360 ${lerp(318, 310, 1)},360' fill='${MARK}' opacity='0.7'/>
      <rect x='${(320 - (stop - 140) * 1.3).toFixed(1)}' y='${stop.toFixed(1)}' width='${((stop - 140) * 2.6).toFixed(1)}' height='${lerp(2, 10, near).toFixed(1)}' fill='${MARK}'/>${head}`);
  },
};

/** An ambulance with flashing blue lights comes up behind you; you move to the right. */
const ambulance: FilmScript = {
  name: 'film-karetka',
  seconds: 5,
  frame: (t) => {
    const flash = Math.floor(t * 5 * 6) % 2 === 0;
    const lights = `<rect x='-12' y='-4' width='10' height='6' fill='${flash ? '#1e6bff' : '#bcd4ff'}'/><rect x='2' y='-4' width='10' height='6' fill='${flash ? '#bcd4ff' : '#1e6bff'}'/><rect x='-14' y='4' width='28' height='5' fill='#d0202a'/>`;
    const ownX = lerp(300, 420, t);
    const ownY = lerp(220, 240, (t - 0.45) / 0.4);
    const ambX = lerp(-40, 330, t);
    const ambY = lerp(220, 205, (t - 0.6) / 0.4);
    const dashes = Array.from({ length: 17 }, (_, i) => `<rect x='${i * 40 - ((t * 200) % 40)}' y='178' width='22' height='4' fill='${MARK}'/>`).join('');
    return svg(`<rect width='${W}' height='${H}' fill='${GRASS}'/><rect x='0' y='120' width='${W}' height='140' fill='${ROAD}'/>${dashes}
      ${car(ambX, ambY, 90, '#f7f7f7', lights)}${car(ownX, ownY, 90, OWN)}`);
  },
};

/** You and a car from the right approach an equal intersection; the car from the right goes first. */
const carFromRight: FilmScript = {
  name: 'film-skrzyzowanie-z-prawej',
  seconds: 5,
  frame: (t) => {
    const ownY = lerp(380, 262, easeOut(t / 0.8));
    const otherX = t < 0.55 ? lerp(680, 420, t / 0.55) : lerp(420, 300, (t - 0.55) / 0.45);
    return svg(`${crossroads()}${car(345, ownY, 0, OWN)}${car(otherX, 155, 270, OTHER)}`);
  },
};

/** The barriers of a level crossing start to come down while red lights flash. */
const levelCrossing: FilmScript = {
  name: 'film-przejazd-zapory',
  seconds: 5,
  frame: (t) => {
    const angle = lerp(-90, 0, (t - 0.25) / 0.5);
    const flash = t > 0.15 && Math.floor(t * 5 * 4) % 2 === 0;
    const rails = `<rect x='0' y='120' width='${W}' height='70' fill='#9c8f7d'/>
      ${Array.from({ length: 33 }, (_, i) => `<rect x='${i * 20}' y='124' width='8' height='62' fill='#6b4f35'/>`).join('')}
      <rect x='0' y='136' width='${W}' height='5' fill='#c0c0c0'/><rect x='0' y='170' width='${W}' height='5' fill='#c0c0c0'/>`;
    const barrier = (x: number, dir: number) => `<g transform='translate(${x},210) rotate(${dir * angle})'>
      ${Array.from({ length: 6 }, (_, i) => `<rect x='${dir > 0 ? i * 16 : -16 - i * 16}' y='-4' width='16' height='8' fill='${i % 2 === 0 ? '#d0202a' : '#ffffff'}'/>`).join('')}</g>`;
    const light = (x: number) => `<circle cx='${x}' cy='232' r='9' fill='${flash ? '#ff2d2d' : '#552222'}' stroke='#111'/>`;
    const carY = lerp(380, 292, easeOut(t / 0.85));
    return svg(`${verticalRoad()}${rails}<rect x='270' y='186' width='100' height='4' fill='${MARK}'/>
      <rect x='262' y='202' width='10' height='16' fill='#444'/>${barrier(267, 1)}${light(250)}
      ${car(345, carY, 0, OWN)}`);
  },
};

/** The demo bank's films. */
export const FILM_SCRIPTS: readonly FilmScript[] = [pedestrianCrossing, redLight, ambulance, carFromRight, levelCrossing];
