/**
 * Road signs drawn as SVG fragments in a 200 x 200 box (original simplified drawings after the shapes
 * and colours of the Polish regulation, not copies of official artwork).
 */

const RED = '#d0202a';
const YELLOW = '#ffcf1f';
const BLUE = '#1f5fae';
const BLACK = '#1a1a1a';
const WHITE = '#ffffff';
const FONT = "font-family='DejaVu Sans, Arial, sans-serif' font-weight='bold'";

function warningTriangle(inner: string): string {
  return `<polygon points='100,14 190,170 10,170' fill='${YELLOW}' stroke='${RED}' stroke-width='14' stroke-linejoin='round'/>${inner}`;
}

function prohibitory(inner: string, fill = WHITE): string {
  return `<circle cx='100' cy='100' r='86' fill='${fill}' stroke='${RED}' stroke-width='18'/>${inner}`;
}

function mandatory(inner: string): string {
  return `<circle cx='100' cy='100' r='92' fill='${BLUE}' stroke='${WHITE}' stroke-width='4'/>${inner}`;
}

function informationSquare(inner: string): string {
  return `<rect x='12' y='12' width='176' height='176' rx='12' fill='${BLUE}' stroke='${WHITE}' stroke-width='5'/>${inner}`;
}

function pedestrian(x: number, y: number, scale: number, colour = BLACK): string {
  return `<g transform='translate(${x},${y}) scale(${scale})' fill='${colour}' stroke='${colour}' stroke-linecap='round' stroke-width='9'>
    <circle cx='0' cy='-42' r='9' stroke='none'/>
    <line x1='0' y1='-30' x2='-4' y2='2'/>
    <line x1='-4' y1='2' x2='-16' y2='34'/>
    <line x1='-4' y1='2' x2='12' y2='32'/>
    <line x1='-2' y1='-24' x2='-20' y2='-6'/>
    <line x1='-2' y1='-24' x2='16' y2='-8'/>
  </g>`;
}

function carRear(x: number, y: number, colour: string): string {
  return `<g transform='translate(${x},${y})' fill='${colour}'>
    <rect x='-26' y='-6' width='52' height='26' rx='6'/>
    <path d='M-18 -6 L-12 -24 L12 -24 L18 -6 Z'/>
    <rect x='-24' y='20' width='10' height='10' rx='2'/>
    <rect x='14' y='20' width='10' height='10' rx='2'/>
  </g>`;
}

function truckSide(x: number, y: number, s: number): string {
  return `<g transform='translate(${x},${y}) scale(${s})' fill='${BLACK}'>
    <rect x='-46' y='-26' width='62' height='40' rx='2'/>
    <path d='M18 -14 L36 -14 L46 0 L46 14 L18 14 Z'/>
    <circle cx='-30' cy='18' r='8'/><circle cx='-12' cy='18' r='8'/><circle cx='32' cy='18' r='8'/>
  </g>`;
}

/** Signs by their code (A-7, B-20 ...). */
export const ROAD_SIGNS: Record<string, string> = {
  'A-1': warningTriangle(
    `<path d='M88 150 L88 108 Q88 82 118 74' fill='none' stroke='${BLACK}' stroke-width='12' stroke-linecap='round'/><polygon points='112,58 138,70 114,90' fill='${BLACK}'/>`,
  ),
  'A-7': `<polygon points='10,26 190,26 100,182' fill='${YELLOW}' stroke='${RED}' stroke-width='14' stroke-linejoin='round'/>`,
  'A-9': warningTriangle(
    `<g fill='${BLACK}'><rect x='52' y='112' width='96' height='12'/><rect x='52' y='134' width='96' height='12'/><rect x='58' y='104' width='9' height='50'/><rect x='96' y='104' width='9' height='50'/><rect x='133' y='104' width='9' height='50'/></g>`,
  ),
  'A-16': warningTriangle(
    `<g fill='${BLACK}'><rect x='50' y='146' width='14' height='10'/><rect x='72' y='146' width='14' height='10'/><rect x='94' y='146' width='14' height='10'/><rect x='116' y='146' width='14' height='10'/><rect x='138' y='146' width='14' height='10'/></g>${pedestrian(100, 106, 0.8)}`,
  ),
  'A-21': warningTriangle(
    `<g fill='${BLACK}'><rect x='60' y='96' width='80' height='46' rx='6'/><line x1='100' y1='96' x2='90' y2='76' stroke='${BLACK}' stroke-width='4'/><line x1='80' y1='76' x2='112' y2='76' stroke='${BLACK}' stroke-width='4'/><rect x='62' y='146' width='76' height='6'/></g><g fill='${YELLOW}'><rect x='68' y='104' width='16' height='14'/><rect x='92' y='104' width='16' height='14'/><rect x='116' y='104' width='16' height='14'/></g>`,
  ),
  'A-30': warningTriangle(`<rect x='92' y='72' width='16' height='56' rx='4' fill='${BLACK}'/><circle cx='100' cy='146' r='9' fill='${BLACK}'/>`),
  'B-1': prohibitory(''),
  'B-2': `<circle cx='100' cy='100' r='92' fill='${RED}'/><rect x='34' y='86' width='132' height='28' fill='${WHITE}'/>`,
  'B-5': prohibitory(truckSide(100, 104, 1.15)),
  'B-16': prohibitory(
    `<text x='100' y='114' text-anchor='middle' font-size='40' ${FONT} fill='${BLACK}'>3,5 m</text><polygon points='86,38 114,38 100,56' fill='${BLACK}'/><polygon points='86,162 114,162 100,144' fill='${BLACK}'/>`,
  ),
  'B-18': prohibitory(`<text x='100' y='118' text-anchor='middle' font-size='56' ${FONT} fill='${BLACK}'>10t</text>`),
  'B-20': `<polygon points='58,6 142,6 194,58 194,142 142,194 58,194 6,142 6,58' fill='${RED}' stroke='${WHITE}' stroke-width='6'/><text x='100' y='120' text-anchor='middle' font-size='56' ${FONT} fill='${WHITE}'>STOP</text>`,
  'B-25': prohibitory(`${carRear(70, 98, RED)}${carRear(130, 98, BLACK)}`),
  'B-33-50': prohibitory(`<text x='100' y='124' text-anchor='middle' font-size='78' ${FONT} fill='${BLACK}'>50</text>`),
  'B-35': prohibitory(`<line x1='42' y1='42' x2='158' y2='158' stroke='${RED}' stroke-width='18'/>`, BLUE),
  'B-36': prohibitory(`<line x1='42' y1='42' x2='158' y2='158' stroke='${RED}' stroke-width='18'/><line x1='158' y1='42' x2='42' y2='158' stroke='${RED}' stroke-width='18'/>`, BLUE),
  'C-2': mandatory(
    `<path d='M80 160 L80 96 Q80 76 100 76 L124 76' fill='none' stroke='${WHITE}' stroke-width='18'/><polygon points='120,50 158,76 120,102' fill='${WHITE}'/>`,
  ),
  'C-12': mandatory(
    [0, 120, 240]
      .map(
        (angle) =>
          `<g transform='rotate(${angle} 100 100)'><path d='M100 44 A56 56 0 0 0 52 72' fill='none' stroke='${WHITE}' stroke-width='14'/><polygon points='36,64 62,58 54,86' fill='${WHITE}'/></g>`,
      )
      .join(''),
  ),
  'C-13': mandatory(
    `<g fill='none' stroke='${WHITE}' stroke-width='8' stroke-linecap='round'><circle cx='62' cy='122' r='26'/><circle cx='140' cy='122' r='26'/><path d='M62 122 L86 84 L124 84 L140 122 M86 84 L104 122 L124 84 M80 74 L96 74 M120 84 L116 68 L130 68'/></g>`,
  ),
  'D-1': `<rect x='36' y='36' width='128' height='128' transform='rotate(45 100 100)' fill='${WHITE}' stroke='${BLACK}' stroke-width='3'/><rect x='58' y='58' width='84' height='84' transform='rotate(45 100 100)' fill='${YELLOW}'/>`,
  'D-3': informationSquare(`<rect x='90' y='70' width='20' height='96' fill='${WHITE}'/><polygon points='62,78 100,30 138,78' fill='${WHITE}'/>`),
  'D-6': informationSquare(
    `<polygon points='100,28 176,168 24,168' fill='${WHITE}'/><g fill='${BLACK}'><rect x='56' y='150' width='14' height='10'/><rect x='78' y='150' width='14' height='10'/><rect x='100' y='150' width='14' height='10'/><rect x='122' y='150' width='14' height='10'/></g>${pedestrian(100, 110, 0.85)}`,
  ),
  'D-18': informationSquare(`<text x='100' y='146' text-anchor='middle' font-size='128' ${FONT} fill='${WHITE}'>P</text>`),
};

/** A sign standing on a post in front of a plain background, as a 640 x 360 picture. */
export function signPicture(code: string): string {
  const sign = ROAD_SIGNS[code];
  if (!sign) throw new Error(`no drawing for sign ${code}`);
  return `<svg xmlns='http://www.w3.org/2000/svg' width='640' height='360' viewBox='0 0 640 360'>
  <defs><linearGradient id='sky' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#cfe3f2'/><stop offset='1' stop-color='#eef4f8'/></linearGradient></defs>
  <rect width='640' height='360' fill='url(#sky)'/>
  <rect y='300' width='640' height='60' fill='#8fbf6a'/>
  <rect x='312' y='200' width='16' height='130' fill='#8a8f95'/>
  <g transform='translate(220,20)'>${sign}</g>
</svg>`;
}
