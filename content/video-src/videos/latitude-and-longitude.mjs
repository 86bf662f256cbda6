/** Latitude and Longitude: finding any place with two numbers (interactive social studies video, grades 5-7). */
import { C, arrow, card, circle, line, path, pill, pm, rect, text } from '../kit.mjs';

const OCEAN = '#CFE6F5';
const LAND = '#B9D89A';
const LAND_EDGE = '#7FA65C';

/** Rough outlines (longitude, latitude) of the land on our Atlantic map; drawn to suggest, not to survey. */
const LANDS = {
  'North America': [
    [-100, 60],
    [-60, 60],
    [-56, 50],
    [-66, 44],
    [-71, 41],
    [-76, 35],
    [-81, 31],
    [-80, 25],
    [-83, 29],
    [-90, 30],
    [-97, 27],
    [-97, 20],
    [-90, 21],
    [-87, 16],
    [-83, 10],
    [-78, 8],
    [-80, 7],
    [-86, 12],
    [-92, 15],
    [-100, 17],
  ],
  'South America': [
    [-78, 8],
    [-72, 12],
    [-62, 10],
    [-52, 4],
    [-44, -2],
    [-35, -6],
    [-39, -15],
    [-41, -22],
    [-48, -26],
    [-53, -33],
    [-57, -38],
    [-62, -40],
    [-72, -40],
    [-73, -30],
    [-71, -18],
    [-76, -14],
    [-81, -5],
    [-80, 0],
  ],
  Africa: [
    [-17, 21],
    [-13, 28],
    [-9, 33],
    [-6, 36],
    [10, 37],
    [11, 33],
    [20, 31],
    [32, 31],
    [34, 28],
    [39, 20],
    [43, 12],
    [51, 11],
    [48, 4],
    [40, -4],
    [39, -10],
    [40, -16],
    [35, -24],
    [32, -29],
    [25, -34],
    [18, -34],
    [15, -26],
    [12, -16],
    [13, -6],
    [9, 0],
    [9, 4],
    [4, 6],
    [-5, 5],
    [-8, 4],
    [-13, 8],
    [-17, 14],
  ],
  Europe: [
    [-9, 37],
    [-9, 43],
    [-1, 44],
    [-4, 48],
    [2, 51],
    [8, 54],
    [10, 58],
    [5, 60],
    [10, 60],
    [20, 60],
    [30, 60],
    [40, 60],
    [40, 45],
    [29, 41],
    [23, 36],
    [20, 40],
    [14, 45],
    [12, 44],
    [16, 38],
    [8, 44],
    [3, 43],
    [-2, 37],
  ],
};

/** The map: longitude -100…60, latitude -40…60, at 4.8 px a degree. */
const MAP = { x: 200, y: 120, k: 4.8, lon0: -100, lat0: 60, lon1: 60, lat1: -40 };
const X = (lon) => MAP.x + (lon - MAP.lon0) * MAP.k;
const Y = (lat) => MAP.y + (MAP.lat0 - lat) * MAP.k;

function atlas(o = {}) {
  const w = (MAP.lon1 - MAP.lon0) * MAP.k;
  const h = (MAP.lat0 - MAP.lat1) * MAP.k;
  let s = `<defs><clipPath id="map"><rect x="${MAP.x}" y="${MAP.y}" width="${w}" height="${h}" rx="18"/></clipPath></defs>`;
  s += rect(MAP.x + 4, MAP.y + 6, w, h, { r: 18, fill: '#000000', opacity: 0.06 });
  s += `<g clip-path="url(#map)">` + rect(MAP.x, MAP.y, w, h, { fill: OCEAN });
  for (const pts of Object.values(LANDS))
    s += `<polygon points="${pts.map(([lo, la]) => `${X(lo).toFixed(1)},${Y(la).toFixed(1)}`).join(' ')}" fill="${LAND}" stroke="${LAND_EDGE}" stroke-width="2" stroke-linejoin="round"/>`;
  if (o.grid)
    for (let lo = -80; lo <= 60; lo += 20) s += line(X(lo), MAP.y, X(lo), MAP.y + h, { stroke: '#FFFFFF', sw: 2, dash: '6 6' });
  if (o.grid)
    for (let la = -20; la <= 40; la += 20) s += line(MAP.x, Y(la), MAP.x + w, Y(la), { stroke: '#FFFFFF', sw: 2, dash: '6 6' });
  s += line(MAP.x, Y(0), MAP.x + w, Y(0), { stroke: C.coral, sw: 4 });
  s += line(X(0), MAP.y, X(0), MAP.y + h, { stroke: C.blue, sw: 4 });
  s += '</g>' + rect(MAP.x, MAP.y, w, h, { r: 18, stroke: C.line, sw: 2 });
  if (o.labels) {
    for (let la = -20; la <= 40; la += 20)
      if (la !== 0)
        s += text(MAP.x - 12, Y(la) + 8, `${Math.abs(la)}°${la > 0 ? 'N' : 'S'}`, {
          size: 20,
          weight: 700,
          anchor: 'end',
          fill: C.muted,
        });
    s += text(MAP.x - 12, Y(0) + 8, '0°', { size: 20, weight: 700, anchor: 'end', fill: C.coral });
    for (let lo = -80; lo <= 60; lo += 20)
      if (lo !== 0)
        s += text(X(lo), MAP.y + h + 30, `${Math.abs(lo)}°${lo > 0 ? 'E' : 'W'}`, {
          size: 20,
          weight: 700,
          anchor: 'middle',
          fill: C.muted,
        });
    s += text(X(0), MAP.y + h + 30, '0°', { size: 20, weight: 700, anchor: 'middle', fill: C.blue });
  }
  return s;
}

/** A globe with its lines of latitude or longitude. */
function globe(cx, cy, r, o = {}) {
  let s = circle(cx, cy, r, { fill: OCEAN, stroke: C.ink, sw: 4 });
  s += `<path d="M${cx - r * 0.5} ${cy - r * 0.55} q ${r * 0.3} ${-r * 0.25} ${r * 0.55} ${r * 0.05} q ${r * 0.1} ${r * 0.35} ${-r * 0.2} ${r * 0.5} q ${-r * 0.3} ${r * 0.1} ${-r * 0.35} ${-r * 0.55} z" fill="${LAND}"/>`;
  s += `<path d="M${cx + r * 0.15} ${cy + r * 0.05} q ${r * 0.4} ${-r * 0.1} ${r * 0.45} ${r * 0.3} q ${-r * 0.05} ${r * 0.35} ${-r * 0.3} ${r * 0.45} q ${-r * 0.2} ${-r * 0.3} ${-r * 0.15} ${-r * 0.75} z" fill="${LAND}"/>`;
  if (o.lat)
    for (const f of [-0.75, -0.5, -0.25, 0.25, 0.5, 0.75]) {
      const y = cy + f * r;
      const half = Math.sqrt(1 - f * f) * r;
      s += line(cx - half, y, cx + half, y, { stroke: C.muted, sw: 2.5 });
    }
  if (o.lon)
    for (const f of [0.3, 0.65]) {
      s += `<ellipse cx="${cx}" cy="${cy}" rx="${(r * f).toFixed(1)}" ry="${r}" fill="none" stroke="${C.muted}" stroke-width="2.5"/>`;
    }
  if (o.lon) s += line(cx, cy - r, cx, cy + r, { stroke: C.blue, sw: 5 });
  s += line(cx - r, cy, cx + r, cy, { stroke: C.coral, sw: o.lat ? 5 : 3 });
  s += circle(cx, cy, r, { stroke: C.ink, sw: 4 });
  return s;
}

const ship = (x, y) =>
  `<g transform="translate(${x} ${y})">` +
  path('M-26 4 L26 4 L18 16 L-18 16 Z', { fill: C.ink }) +
  line(0, 4, 0, -30, { stroke: C.ink, sw: 3 }) +
  `<polygon points="2,-28 2,0 22,0" fill="#FFFFFF" stroke="${C.ink}" stroke-width="2"/>` +
  '</g>';

const q = (id, after, question, answers, correct) => ({
  id,
  after,
  question,
  answers: answers.map((t, i) => ({ id: 'abcd'[i], text: t, is_correct: i === correct })),
});

export default {
  data: {
    slug: 'latitude-and-longitude',
    content_type: 'INTERACTIVE_VIDEO',
    subject: 'SOCIAL_STUDIES',
    title: 'Latitude and Longitude',
    author: 'Lectern Studio',
    published: '2026-11-25',
    teaser:
      'How do you say exactly where a ship is in the middle of the ocean? Learn the grid of latitude and longitude, with questions along the way.',
    maturity_range: { min: 5, max: 7 },
    is_premium: true,
    is_lite: false,
    wistia_id: 'll5h8s3b',
    thumbnail_alt: 'A globe with lines of latitude and longitude and a small ship, beside the title Latitude and Longitude',
    raw_text: pm.doc(
      pm.h2('What you will learn'),
      pm.p(
        'Mapmakers cover Earth with a grid of imaginary lines. ',
        { b: 'Latitude' },
        ' tells how far north or south of the equator a place is; ',
        { b: 'longitude' },
        ' tells how far east or west of the prime meridian it is.',
      ),
      pm.ul(
        'Lines of latitude, from the equator to the poles',
        'Lines of longitude, from the prime meridian to 180 degrees',
        'How to read a location: latitude first, then longitude',
        'How to find a real city from its coordinates',
      ),
      pm.h2('Remember'),
      pm.p(
        'Latitude lines are like the rungs of a ',
        { i: 'ladder' },
        ': they climb up and down the globe. Longitude lines are ',
        { i: 'long' },
        ': they run from pole to pole.',
      ),
    ),
    vocabulary: [
      { word: 'latitude', definition: 'Distance north or south of the equator, measured in degrees from 0 to 90.' },
      { word: 'longitude', definition: 'Distance east or west of the prime meridian, measured in degrees from 0 to 180.' },
      { word: 'equator', definition: 'The imaginary line around the middle of Earth at 0 degrees latitude.' },
      {
        word: 'prime meridian',
        definition: 'The line of 0 degrees longitude, which runs from pole to pole through Greenwich, England.',
      },
      { word: 'coordinates', definition: 'The pair of numbers, latitude and longitude, that gives the location of a place.' },
      { word: 'degree', definition: 'The unit used to measure latitude and longitude, written with the symbol °.' },
    ],
    discussion_questions: [
      {
        section: 'before',
        question: 'How would you describe exactly where your school is to someone who has never been there?',
        answer:
          'Answers vary: an address, nearby landmarks, directions. On open ocean there are no addresses, which is why we need a grid.',
      },
      {
        section: 'before',
        question: 'What do you already know about the equator?',
        answer:
          'It is an imaginary line around the middle of Earth, halfway between the North and South Poles; places near it are usually warm.',
      },
      {
        section: 'after',
        question: 'What is the difference between latitude and longitude?',
        answer:
          'Latitude measures north or south of the equator (0 to 90 degrees); longitude measures east or west of the prime meridian (0 to 180 degrees).',
      },
      {
        section: 'after',
        question: 'Nairobi is at about 1° S, 37° E. Describe where that is without using numbers.',
        answer: 'Just south of the equator and east of the prime meridian, in East Africa.',
      },
    ],
    standards: [
      {
        code: 'D2.Geo.1.3-5',
        name: 'Maps of places',
        description: 'Make and use maps and other representations to describe familiar and unfamiliar places.',
      },
      {
        code: 'D2.Geo.1.6-8',
        name: 'Maps and patterns',
        description: 'Make and use maps to show and explain where places are and the patterns they form.',
      },
    ],
  },
  quiz: [
    q(
      'q1',
      'poles',
      'Latitude tells you how far a place is…',
      ['east or west of the prime meridian', 'north or south of the equator', 'from the nearest ocean', 'above sea level'],
      1,
    ),
    q(
      'q2',
      'meridian',
      'What is the line at 0 degrees longitude called?',
      ['The equator', 'The prime meridian', 'The North Pole', 'The date line'],
      1,
    ),
    q(
      'q3',
      'order',
      'When you give a location, which number comes first?',
      ['Longitude', 'Latitude', 'The country', 'The ocean'],
      1,
    ),
    q(
      'q4',
      'nairobi',
      'Nairobi is at about 1° S, 37° E. Where is it?',
      [
        'Just north of the equator, west of the prime meridian',
        'Just south of the equator, east of the prime meridian',
        'Near the South Pole',
        'On the prime meridian',
      ],
      1,
    ),
  ],
  scenes: [
    {
      title: null,
      lines: [
        { text: 'How would you tell a friend exactly where a ship is, in the middle of the ocean?' },
        { text: "There are no street signs out there. But there is a grid. Let's learn latitude and longitude." },
      ],
      draw: (c) =>
        c.show(
          0,
          text(96, 250, 'SOCIAL STUDIES · GRADES 5–7', { size: 24, weight: 700, fill: C.orange, spacing: 2 }) +
            text(92, 345, ['Latitude and', 'Longitude'], { size: 80, weight: 700, lineHeight: 92 }),
          'rise',
        ) +
        c.show(0, globe(960, 360, 210, { lat: true, lon: true }), 'pop', { x: 960, y: 360 }) +
        c.show(1, text(96, 500, 'Find any place with two numbers', { size: 32, fill: C.muted }) + ship(1020, 330), 'fade'),
    },
    {
      title: 'Latitude',
      lines: [
        { text: 'Imagine lines drawn around the Earth. The equator circles the middle, at zero degrees.' },
        {
          text: 'Lines of latitude run east and west, parallel to the equator. They measure how far north or south you are.',
          id: 'lat',
        },
        {
          text: 'They go up to ninety degrees north at the North Pole, and ninety degrees south at the South Pole.',
          id: 'poles',
        },
      ],
      draw: (c) =>
        c.show(0, globe(420, 390, 230), 'pop', { x: 420, y: 390 }) +
        c.show(0, pill(420, 390, 'Equator 0°', { fill: C.coral, stroke: C.coral, color: '#FFFFFF', size: 24 }), 'fade', {
          delay: 1.5,
        }) +
        c.show(
          1,
          globe(420, 390, 230, { lat: true }) +
            pill(420, 390, 'Equator 0°', { fill: C.coral, stroke: C.coral, color: '#FFFFFF', size: 24 }),
          'fade',
        ) +
        c.show(
          1,
          card(760, 200, 440, 170, { fill: '#FFFFFF' }) +
            text(790, 255, 'Latitude', { size: 36, weight: 700, fill: C.coral }) +
            text(790, 305, ['runs east–west,', 'measures north–south'], { size: 26, lineHeight: 34 }),
          'right',
        ) +
        c.show(
          2,
          text(420, 140, '90° N  North Pole', { size: 26, weight: 700, anchor: 'middle' }) +
            text(420, 665, '90° S  South Pole', { size: 26, weight: 700, anchor: 'middle' }) +
            circle(420, 160, 8, { fill: C.ink }) +
            circle(420, 620, 8, { fill: C.ink }) +
            arrow(700, 470, 700, 270, { stroke: C.coral, sw: 5 }) +
            text(720, 440, ['up to 90°', 'north or south'], { size: 26, weight: 700, lineHeight: 32, fill: C.coral }),
          'fade',
        ),
    },
    {
      title: 'Longitude',
      lines: [
        { text: 'Lines of longitude run from pole to pole. They measure how far east or west you are.', id: 'lon' },
        {
          text: 'Zero degrees is the prime meridian. It passes through Greenwich, in London, England.',
          speak: 'Zero degrees is the prime meridian. It passes through Grennitch, in London, England.',
          id: 'meridian',
        },
        { text: 'From there, longitude goes up to one hundred eighty degrees, east or west.', id: '180' },
      ],
      draw: (c) =>
        c.show(0, globe(420, 390, 230, { lon: true }), 'pop', { x: 420, y: 390 }) +
        c.show(
          0,
          card(760, 200, 440, 170) +
            text(790, 255, 'Longitude', { size: 36, weight: 700, fill: C.blue }) +
            text(790, 305, ['runs pole to pole,', 'measures east–west'], { size: 26, lineHeight: 34 }),
          'right',
        ) +
        c.show(
          1,
          pill(420, 230, 'Prime meridian 0°', { fill: C.blue, stroke: C.blue, color: '#FFFFFF', size: 24 }) +
            circle(420, 300, 9, { fill: C.coral, stroke: '#FFFFFF', sw: 3 }) +
            text(790, 430, 'Greenwich, London', { size: 26, weight: 700 }) +
            line(780, 422, 432, 300, { stroke: C.muted, sw: 2, dash: '6 6' }),
          'fade',
        ) +
        c.show(
          2,
          arrow(940, 560, 800, 560, { stroke: C.blue, sw: 5 }) +
            arrow(1040, 560, 1180, 560, { stroke: C.blue, sw: 5 }) +
            text(990, 570, '0°', { size: 28, weight: 700, anchor: 'middle', fill: C.blue }) +
            text(800, 610, '180° W', { size: 24, weight: 700, anchor: 'middle', fill: C.blue }) +
            text(1180, 610, '180° E', { size: 24, weight: 700, anchor: 'middle', fill: C.blue }),
          'fade',
        ),
    },
    {
      title: 'Reading the grid',
      lines: [
        { text: 'Together, the lines make a grid. Every place on Earth has its own latitude and longitude.' },
        { text: 'We say latitude first, then longitude.', id: 'order' },
        {
          text: 'Our ship is at twenty degrees north, forty degrees west. Find twenty north, then slide over to forty west.',
          id: 'ship',
        },
        { text: 'There it is, in the Atlantic Ocean.' },
      ],
      draw: (c) =>
        atlas({ grid: true, labels: true }) +
        c.show(
          1,
          card(1000, 150, 240, 170, { fill: C.orangeLight, stroke: C.orange }) +
            text(1120, 205, ['Latitude first,', 'then', 'longitude'], {
              size: 28,
              weight: 700,
              anchor: 'middle',
              lineHeight: 38,
              fill: '#8A4A14',
            }),
          'right',
        ) +
        c.show(2, line(MAP.x, Y(20), X(-40), Y(20), { stroke: C.orange, sw: 6 }), 'growX', { x: MAP.x, y: Y(20) }) +
        c.show(
          2,
          line(X(-40), Y(20), X(-40), Y(20), { stroke: C.orange, sw: 6 }) +
            circle(X(-40), Y(20), 14, { fill: C.orange, stroke: '#FFFFFF', sw: 4 }),
          'pop',
          { x: X(-40), y: Y(20), delay: 3 },
        ) +
        c.show(
          3,
          ship(X(-40) + 6, Y(20) - 22) +
            card(X(-40) + 40, Y(20) - 140, 250, 70, { r: 35 }) +
            text(X(-40) + 165, Y(20) - 95, '20° N, 40° W', { size: 28, weight: 700, anchor: 'middle', fill: C.orange }),
          'pop',
          { x: X(-40), y: Y(20) },
        ),
    },
    {
      title: 'A real place',
      lines: [
        { text: 'Try a real city. Nairobi, in Kenya, is at about one degree south and thirty-seven degrees east.' },
        { text: "That's just south of the equator, and east of the prime meridian.", id: 'nairobi' },
      ],
      draw: (c) =>
        atlas({ grid: true, labels: true }) +
        c.show(
          0,
          circle(X(37), Y(-1), 12, { fill: C.violet, stroke: '#FFFFFF', sw: 4 }) +
            card(X(37) - 300, Y(-1) + 40, 280, 70, { r: 35 }) +
            text(X(37) - 160, Y(-1) + 85, 'Nairobi 1° S, 37° E', { size: 26, weight: 700, anchor: 'middle', fill: C.violet }),
          'pop',
          { x: X(37), y: Y(-1) },
        ) +
        c.show(
          1,
          arrow(X(37) + 30, Y(-1) + 4, X(37) + 30, Y(0) - 60, { stroke: C.coral, sw: 4, head: 12 }) +
            text(X(37) + 40, Y(0) - 70, 'equator', { size: 22, weight: 700, fill: C.coral }) +
            arrow(X(30), Y(-30), X(4), Y(-30), { stroke: C.blue, sw: 4, head: 12 }) +
            text(X(8), Y(-30) - 14, 'prime meridian', { size: 22, weight: 700, fill: C.blue }),
          'fade',
        ),
    },
    {
      title: "Let's review",
      lines: [
        { text: 'Latitude is north or south of the equator. Longitude is east or west of the prime meridian.' },
        { text: 'With just two numbers, you can find any place on Earth.' },
      ],
      draw: (c) =>
        c.show(
          0,
          card(110, 170, 500, 330) +
            globe(250, 335, 110, { lat: true }) +
            text(390, 300, 'Latitude', { size: 34, weight: 700, fill: C.coral }) +
            text(390, 345, ['north or', 'south'], { size: 26, lineHeight: 32 }),
          'rise',
        ) +
        c.show(
          0,
          card(670, 170, 500, 330) +
            globe(810, 335, 110, { lon: true }) +
            text(950, 300, 'Longitude', { size: 34, weight: 700, fill: C.blue }) +
            text(950, 345, ['east or', 'west'], { size: 26, lineHeight: 32 }),
          'rise',
          { delay: 2.4 },
        ) +
        c.show(1, text(640, 590, 'Two numbers, any place on Earth.', { size: 36, weight: 700, anchor: 'middle' }), 'fade'),
    },
  ],
};
