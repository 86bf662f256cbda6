/** Area of a Triangle: why a triangle is half of a rectangle (maths explainer, grades 5-7). */
import { C, arrow, card, line, path, pill, pm, rect, text } from '../kit.mjs';

const U = 50; // one unit square on screen

/** A grid of w×h unit squares with its top-left corner at (x, y). */
function grid(x, y, w, h) {
  let s = rect(x, y, w * U, h * U, { fill: '#FFFFFF' });
  for (let i = 0; i <= w; i++) s += line(x + i * U, y, x + i * U, y + h * U, { stroke: '#D5DDEA', sw: 2 });
  for (let j = 0; j <= h; j++) s += line(x, y + j * U, x + w * U, y + j * U, { stroke: '#D5DDEA', sw: 2 });
  return s;
}
const pts = (x, y, list) => list.map(([a, b]) => `${x + a * U},${y + b * U}`).join(' ');
const poly = (x, y, list, fill, o = {}) =>
  `<polygon points="${pts(x, y, list)}" fill="${fill}"${o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.sw ?? 4}" stroke-linejoin="round"` : ''}${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''}/>`;

export default {
  data: {
    slug: 'area-of-a-triangle',
    content_type: 'GENERATION_GENIUS_VIDEO',
    subject: 'MATH',
    title: 'Area of a Triangle',
    author: 'Lectern Studio',
    published: '2026-11-23',
    teaser:
      'Every triangle is exactly half of a rectangle. See why, then use one half times base times height to measure a sail.',
    maturity_range: { min: 5, max: 7 },
    is_premium: false,
    is_lite: false,
    wistia_id: 'at9k2d5w',
    thumbnail_alt: 'A triangle inside a dashed rectangle on a grid, beside the title Area of a Triangle',
    raw_text: pm.doc(
      pm.h2('What you will learn'),
      pm.p(
        'The area of a shape is the number of unit squares that cover it. In this video you will see why the area of any triangle is ',
        { b: 'half' },
        ' of a rectangle with the same base and height, and use the formula A = ½ × b × h.',
      ),
      pm.ul(
        'Why a diagonal cuts a rectangle into two equal triangles',
        'Why a triangle of any shape is still half of the rectangle around it',
        'What the base and the height of a triangle are, and why the height is not the slanted side',
        'How to find the area of a triangle in a real problem',
      ),
      pm.h2('Remember'),
      pm.p('Area is always measured in ', { b: 'square units' }, ': square centimeters, square meters, square feet.'),
      pm.h2('After you watch'),
      pm.ol(
        'Draw a triangle on grid paper, draw the rectangle around it, and find both areas.',
        'Find the area of a triangle with a base of 10 cm and a height of 7 cm.',
        'Explain to a partner why the slanted side is not the height.',
      ),
    ),
    vocabulary: [
      { word: 'area', definition: 'The amount of flat space a shape covers, counted in square units.' },
      { word: 'square unit', definition: 'A square with sides one unit long, used to measure area.' },
      { word: 'base', definition: 'The side of a triangle chosen to measure from; any side can be the base.' },
      {
        word: 'height',
        definition: 'The straight distance from the base to the opposite corner, measured at a right angle to the base.',
      },
      { word: 'right angle', definition: 'A square corner, like the corner of a page; it measures 90 degrees.' },
      { word: 'formula', definition: 'A rule written with letters and symbols, such as A = ½ × b × h.' },
    ],
    discussion_questions: [
      {
        section: 'before',
        question: 'How would you find the area of a rectangle that is 8 units long and 5 units tall?',
        answer: 'Multiply the length by the height: 8 × 5 = 40 square units, or count the unit squares.',
      },
      {
        section: 'before',
        question: 'Where have you seen triangles today? Why might someone need to know a triangle\u2019s area?',
        answer:
          'Answers vary: roofs, sails, signs, slices of pizza. Builders, sailmakers and painters need areas to buy the right amount of material.',
      },
      {
        section: 'after',
        question: 'Why is a triangle exactly half of a rectangle with the same base and height?',
        answer:
          'The height splits the rectangle into two smaller rectangles, and each side of the triangle cuts one of them into two matching halves. The triangle has one half of each, so half of the whole rectangle.',
      },
      {
        section: 'after',
        question: 'A student measures the slanted side of a triangle and uses it as the height. What is wrong?',
        answer:
          'The height must be measured straight from the base to the opposite corner at a right angle. The slanted side is longer, so the area would come out too big.',
      },
      {
        section: 'after',
        question: 'A triangle has a base of 6 m and a height of 9 m. What is its area, and what units do you use?',
        answer: '½ × 6 × 9 = 27 square meters.',
      },
    ],
    standards: [
      {
        code: '6.G.A.1',
        name: 'Area of triangles and polygons',
        description:
          'Find the area of right and other triangles by composing them into rectangles or decomposing them into triangles, and use this in real problems.',
      },
      {
        code: '6.EE.A.2c',
        name: 'Evaluate formulas',
        description: 'Substitute values into formulas from real-world problems, such as A = ½bh, and evaluate them.',
      },
    ],
  },
  scenes: [
    {
      title: null,
      lines: [
        { text: 'A sail, a slice of pie, a roof. Triangles are everywhere. But how much space does one cover?' },
        { text: "Let's find the area of a triangle, and see exactly why the rule works." },
      ],
      draw: (c) =>
        c.show(
          0,
          text(96, 250, 'MATH · GRADES 5–7', { size: 24, weight: 700, fill: C.blue, spacing: 2 }) +
            text(92, 345, ['Area of a', 'Triangle'], { size: 84, weight: 700, lineHeight: 96 }),
          'rise',
        ) +
        c.show(
          0,
          grid(720, 220, 8, 5) +
            poly(
              720,
              220,
              [
                [0, 5],
                [8, 5],
                [3, 0],
              ],
              C.blue,
              { stroke: C.ink },
            ),
          'pop',
          { x: 920, y: 345 },
        ) +
        c.show(
          1,
          rect(720, 220, 8 * U, 5 * U, { stroke: C.coral, sw: 5, dash: '14 10' }) +
            text(96, 500, 'Why it is half of a rectangle', { size: 32, fill: C.muted }),
          'fade',
        ),
    },
    {
      title: 'Start with a rectangle',
      lines: [
        { text: 'Area is the number of unit squares that cover a shape.' },
        { text: 'This rectangle is eight units long and five units tall. Eight times five is forty square units.' },
        { text: 'Now draw a line from one corner to the opposite corner.' },
        {
          text: 'It cuts the rectangle into two triangles that match exactly. So each one is half: twenty square units.',
          id: 'half',
        },
      ],
      draw: (c) =>
        c.show(
          0,
          grid(120, 170, 8, 5) +
            rect(120, 170, U, U, { fill: C.blueLight, stroke: C.blue, sw: 3 }) +
            text(145, 145, '1 square unit', { size: 22, weight: 700, fill: C.blue }),
          'fade',
        ) +
        c.show(
          1,
          rect(120, 170, 8 * U, 5 * U, { fill: C.blue, opacity: 0.25 }) +
            rect(120, 170, 8 * U, 5 * U, { stroke: C.ink, sw: 5 }) +
            text(320, 460, '8 units', { size: 26, weight: 700, anchor: 'middle' }) +
            text(540, 300, '5 units', { size: 26, weight: 700 }),
          'fade',
        ) +
        c.show(
          1,
          card(720, 180, 460, 110) + text(950, 250, '8 × 5 = 40', { size: 44, weight: 700, anchor: 'middle', fill: C.blue }),
          'right',
          { delay: 1.5 },
        ) +
        c.show(2, line(120, 170 + 5 * U, 120 + 8 * U, 170, { stroke: C.coral, sw: 6 }), 'fade') +
        c.show(
          3,
          poly(
            120,
            170,
            [
              [0, 0],
              [8, 0],
              [0, 5],
            ],
            C.orange,
            { opacity: 0.55 },
          ) +
            poly(
              120,
              170,
              [
                [8, 0],
                [8, 5],
                [0, 5],
              ],
              C.blue,
              { opacity: 0.55 },
            ),
          'fade',
        ) +
        c.show(
          3,
          card(720, 330, 460, 110) +
            text(950, 400, '40 ÷ 2 = 20', { size: 44, weight: 700, anchor: 'middle', fill: C.coral }) +
            text(950, 490, 'square units each', { size: 28, weight: 700, anchor: 'middle', fill: C.muted }),
          'right',
          { delay: 1.2 },
        ),
    },
    {
      title: 'Any triangle',
      lines: [
        { text: "But what about a triangle that isn't cut from a corner like that?" },
        { text: "Draw a rectangle around it, and a line straight down from the top. That's the height.", id: 'height' },
        { text: 'Now there are two small rectangles, and a side of the triangle cuts each one in half.' },
        { text: 'So the triangle is half of the big rectangle. Exactly half, again.' },
      ],
      draw: (c) => {
        const x = 120;
        const y = 170;
        return (
          grid(x, y, 8, 5) +
          c.show(
            0,
            poly(
              x,
              y,
              [
                [0, 5],
                [8, 5],
                [3, 0],
              ],
              C.blue,
              { stroke: C.ink, opacity: 0.9 },
            ),
            'pop',
            { x: x + 200, y: y + 125 },
          ) +
          c.show(
            1,
            rect(x, y, 8 * U, 5 * U, { stroke: C.coral, sw: 5, dash: '14 10' }) +
              line(x + 3 * U, y, x + 3 * U, y + 5 * U, { stroke: C.ink, sw: 4, dash: '10 8' }) +
              rect(x + 3 * U, y + 5 * U - 22, 22, 22, { stroke: C.ink, sw: 3 }) +
              text(x + 3 * U + 14, y + 150, 'height', { size: 24, weight: 700, fill: '#FFFFFF' }),
            'fade',
          ) +
          c.show(
            2,
            poly(
              x,
              y,
              [
                [0, 0],
                [3, 0],
                [0, 5],
              ],
              C.orange,
              { opacity: 0.6 },
            ) +
              poly(
                x,
                y,
                [
                  [3, 0],
                  [8, 0],
                  [8, 5],
                ],
                C.sun,
                { opacity: 0.7 },
              ),
            'fade',
          ) +
          c.show(
            2,
            card(720, 180, 460, 170) +
              rect(750, 215, 40, 40, { fill: C.orange, opacity: 0.6 }) +
              text(805, 245, 'matches the left half', { size: 26, weight: 700 }) +
              rect(750, 275, 40, 40, { fill: C.sun, opacity: 0.7 }) +
              text(805, 305, 'matches the right half', { size: 26, weight: 700 }),
            'right',
            { delay: 0.8 },
          ) +
          c.show(
            3,
            card(720, 390, 460, 110) +
              text(950, 458, 'Triangle = ½ rectangle', { size: 36, weight: 700, anchor: 'middle', fill: C.coral }),
            'right',
          )
        );
      },
    },
    {
      title: 'The formula',
      lines: [
        { text: 'So the area of a triangle is one half, times the base, times the height.', id: 'formula' },
        { text: 'The base is the side you measure from. The height goes straight from the base to the opposite corner.' },
        { text: 'It always meets the base at a right angle.' },
        { text: 'Careful: the height is not the slanted side.', id: 'slant' },
      ],
      draw: (c) => {
        const x = 160;
        const y = 300;
        return (
          c.show(
            0,
            card(320, 120, 640, 110, { fill: C.blueLight, stroke: C.blue }) +
              text(640, 195, 'A = ½ × b × h', { size: 56, weight: 700, anchor: 'middle', fill: C.blue }),
            'pop',
            { x: 640, y: 175 },
          ) +
          c.show(
            1,
            poly(
              x,
              y,
              [
                [0, 6],
                [7, 6],
                [2, 0],
              ],
              '#DCE7FA',
              { stroke: C.ink },
            ) +
              line(x, y + 6 * U + 28, x + 7 * U, y + 6 * U + 28, { stroke: C.coral, sw: 4 }) +
              text(x + 3.5 * U, y + 6 * U + 62, 'base (b)', { size: 26, weight: 700, anchor: 'middle', fill: C.coral }),
            'fade',
          ) +
          c.show(
            1,
            line(x + 2 * U, y, x + 2 * U, y + 6 * U, { stroke: C.blue, sw: 5, dash: '12 8' }) +
              text(x + 2 * U + 14, y + 5 * U - 6, 'height (h)', { size: 26, weight: 700, fill: C.blue }),
            'fade',
            { delay: 2.2 },
          ) +
          c.show(
            2,
            rect(x + 2 * U, y + 6 * U - 26, 26, 26, { stroke: C.blue, sw: 4 }) +
              text(560, 470, ['right angle:', 'a square corner'], { size: 26, weight: 700, fill: C.blue, lineHeight: 32 }) +
              arrow(552, 470, x + 2 * U + 36, y + 6 * U - 16, { stroke: C.blue, sw: 3, head: 12 }),
            'fade',
          ) +
          c.show(
            3,
            card(860, 300, 340, 240, { fill: '#FDECE8', stroke: C.coral }) +
              path(`M900 500 L1010 340`, { stroke: C.ink, sw: 6 }) +
              line(960, 380, 1050, 470, { stroke: C.coral, sw: 8 }) +
              line(1050, 380, 960, 470, { stroke: C.coral, sw: 8 }) +
              text(1030, 525, 'not the height', { size: 26, weight: 700, anchor: 'middle', fill: C.coral }),
            'pop',
            { x: 1030, y: 420 },
          )
        );
      },
    },
    {
      title: 'Try one',
      lines: [
        { text: 'A triangular sail has a base of six meters and a height of nine meters.' },
        { text: 'One half, times six, times nine. Six times nine is fifty-four, and half of that is twenty-seven.' },
        { text: 'The sail covers twenty-seven square meters.', id: 'sail' },
      ],
      draw: (c) =>
        c.show(
          0,
          path('M220 600 L560 600 L520 640 L260 640 Z', { fill: C.soil }) +
            line(260, 600, 260, 150, { stroke: C.soil, sw: 8 }) +
            `<polygon points="270,160 270,580 520,580" fill="#FFFFFF" stroke="${C.ink}" stroke-width="4" stroke-linejoin="round"/>` +
            text(395, 625, '6 m', { size: 26, weight: 700, anchor: 'middle', fill: '#FFFFFF' }) +
            text(160, 380, '9 m', { size: 30, weight: 700, fill: C.blue }) +
            arrow(215, 390, 215, 170, { stroke: C.blue, sw: 3, head: 12 }) +
            arrow(215, 390, 215, 575, { stroke: C.blue, sw: 3, head: 12 }),
          'rise',
        ) +
        c.show(
          1,
          card(640, 150, 560, 320) + text(920, 220, 'A = ½ × 6 × 9', { size: 42, weight: 700, anchor: 'middle' }),
          'right',
        ) +
        c.show(1, text(920, 300, '6 × 9 = 54', { size: 38, weight: 700, anchor: 'middle', fill: C.muted }), 'fade', {
          delay: 2.2,
        }) +
        c.show(1, text(920, 380, '½ × 54 = 27', { size: 38, weight: 700, anchor: 'middle', fill: C.blue }), 'fade', {
          delay: 4.2,
        }) +
        c.show(2, pill(920, 540, '27 square meters', { fill: C.blue, stroke: C.blue, color: '#FFFFFF', size: 34 }), 'pop', {
          x: 920,
          y: 540,
        }),
    },
    {
      title: "Let's review",
      lines: [
        { text: 'So remember: a triangle is half of a rectangle with the same base and height.' },
        { text: 'Its area is one half, times base, times height, in square units.' },
      ],
      draw: (c) =>
        c.show(
          0,
          card(110, 170, 500, 330) +
            grid(160, 230, 8, 4) +
            poly(
              160,
              230,
              [
                [0, 4],
                [8, 4],
                [5, 0],
              ],
              C.blue,
              { stroke: C.ink, opacity: 0.85 },
            ) +
            rect(160, 230, 8 * U, 4 * U, { stroke: C.coral, sw: 4, dash: '12 8' }) +
            text(360, 470, 'half of the rectangle', { size: 28, weight: 700, anchor: 'middle', fill: C.coral }),
          'rise',
        ) +
        c.show(
          1,
          card(670, 170, 500, 330) +
            text(920, 330, 'A = ½ × b × h', { size: 50, weight: 700, anchor: 'middle', fill: C.blue }) +
            text(920, 410, 'in square units', { size: 30, weight: 700, anchor: 'middle', fill: C.muted }),
          'rise',
        ),
    },
  ],
  pdfs: [
    {
      type: 'lesson_plan',
      intro: 'A 50-minute lesson: objectives, materials, a grid-paper warm-up, viewing, practice and an exit ticket.',
      sections: [
        {
          heading: 'Objectives',
          bullets: [
            'Students explain why the area of a triangle is half the area of a rectangle with the same base and height.',
            'Students identify the base and the height of a triangle, including when the height is inside or outside it.',
            'Students use A = ½ × b × h to solve real-world problems.',
          ],
        },
        { auto: 'standards' },
        {
          heading: 'Materials',
          bullets: [
            'The video "Area of a Triangle" with captions on',
            'Grid paper, scissors, rulers and colored pencils',
            'The Practice Word Problems and Practice Number Problems sheets for this video',
          ],
        },
        {
          heading: 'Lesson sequence',
          numbered: [
            '**Warm-up (8 minutes).** Students draw an 8 by 5 rectangle on grid paper, cut it along a diagonal and check that the two triangles match.',
            '**Watch (5 minutes).** Play the video. Pause after "Any triangle" and ask students to retell why the triangle is half of the rectangle.',
            '**Discuss (7 minutes).** Use the "after" discussion questions in the Teacher Information.',
            '**Practice (25 minutes).** Pairs solve the Practice Number Problems, then the Practice Word Problems. Early finishers draw a triangle whose height falls outside it and find its area.',
            '**Exit ticket (5 minutes).** "A triangle has a base of 12 cm and a height of 5 cm. Find its area and explain each step."',
          ],
        },
        {
          heading: 'Check for understanding',
          paragraphs: [
            'Watch for students who forget the ½ (they find the rectangle\u2019s area) and students who use a slanted side as the height. Ask them to draw the rectangle around the triangle.',
          ],
        },
      ],
    },
    {
      type: 'teacher_guide',
      intro:
        'Background on the area of triangles, common mistakes, answers to the discussion questions and the practice answer keys.',
      sections: [
        {
          heading: 'Background',
          paragraphs: [
            'Any side of a triangle can serve as the base; the height (altitude) for that base is the perpendicular distance from the base\u2019s line to the opposite vertex. For an obtuse triangle, the height for some bases falls outside the triangle, and the argument uses a rectangle minus two right triangles instead of a sum; the area is still ½ × b × h.',
            'The video\u2019s argument decomposes the enclosing rectangle with the height: each smaller rectangle is split by a side of the triangle into two congruent right triangles, one inside and one outside the original triangle. Students meet the same idea again with parallelograms and trapezoids.',
          ],
        },
        {
          heading: 'Common mistakes',
          bullets: [
            'Forgetting the ½ and giving the area of the rectangle.',
            'Using a slanted side as the height.',
            'Writing the answer in units instead of square units.',
          ],
        },
        { auto: 'vocabulary' },
        { auto: 'discussion-before', heading: 'Before the video: questions and answers' },
        { auto: 'discussion-after', heading: 'After the video: questions and answers' },
        { auto: 'answers', heading: 'Answer key: practice word problems', from: ['practice_word_problems'] },
        { auto: 'answers', heading: 'Answer key: practice number problems', from: ['practice_number_problems'] },
      ],
    },
    {
      type: 'practice_word_problems',
      intro: 'Six word problems about triangles in the real world: sails, gardens, flags and roofs.',
      sections: [
        {
          heading: 'Solve and explain',
          paragraphs: ['Sketch each triangle and label its base and height. Show your work and write the units.'],
          lines: 3,
          problems: [
            {
              q: 'A pennant flag is a triangle with a base of 30 cm and a height of 50 cm. How much fabric does it use?',
              a: '½ × 30 × 50 = 750 square centimeters.',
            },
            {
              q: 'A triangular garden bed has a base of 4 m and a height of 3 m. A bag of mulch covers 2 square meters. How many bags are needed?',
              a: 'Area = ½ × 4 × 3 = 6 square meters, so 3 bags.',
            },
            {
              q: 'The front of a tent is a triangle 2 m wide at the bottom and 1.5 m tall. What is its area?',
              a: '½ × 2 × 1.5 = 1.5 square meters.',
            },
            {
              q: 'A roof gable is a triangle with a base of 10 m and a height of 4 m. Paint covers 8 square meters a can. How many cans are needed for two gables?',
              a: 'One gable: ½ × 10 × 4 = 20 square meters; two: 40 square meters; 40 ÷ 8 = 5 cans.',
            },
            {
              q: 'A triangle has an area of 24 square inches and a base of 8 inches. What is its height?',
              a: '24 = ½ × 8 × h, so 24 = 4 × h and h = 6 inches.',
            },
            {
              q: 'Ravi says a triangle with a base of 6 and a height of 4 has an area of 24. What mistake did he make?',
              a: 'He found the rectangle\u2019s area and forgot the ½; the triangle\u2019s area is 12 square units.',
            },
          ],
        },
      ],
    },
    {
      type: 'practice_number_problems',
      intro: 'Ten problems: find the area of each triangle from its base and height, then find a missing measure.',
      sections: [
        {
          heading: 'Find the area',
          lines: 1,
          problems: [
            { q: 'base 10 cm, height 4 cm', a: '20 square centimeters' },
            { q: 'base 7 m, height 6 m', a: '21 square meters' },
            { q: 'base 12 in, height 9 in', a: '54 square inches' },
            { q: 'base 5 ft, height 5 ft', a: '12.5 square feet' },
            { q: 'base 15 cm, height 8 cm', a: '60 square centimeters' },
            { q: 'base 3.5 m, height 4 m', a: '7 square meters' },
          ],
        },
        {
          heading: 'Find the missing measure',
          lines: 1,
          problems: [
            { q: 'area 30 square cm, base 10 cm, height = ?', a: 'height 6 cm' },
            { q: 'area 18 square m, height 4 m, base = ?', a: 'base 9 m' },
            { q: 'area 40 square in, base 16 in, height = ?', a: 'height 5 in' },
            { q: 'area 7 square ft, height 2 ft, base = ?', a: 'base 7 ft' },
          ],
        },
      ],
    },
  ],
};
