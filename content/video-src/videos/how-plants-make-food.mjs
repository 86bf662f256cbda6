/** How Plants Make Food: photosynthesis for grades 3-5 (science explainer). */
import { C, arrow, card, circle, cloud, drop, leaf, line, path, pill, pm, rect, sun, text } from '../kit.mjs';

const POT = '#C96F4A';

/** A potted plant standing on (cx, base). */
function pottedPlant(cx, base, s = 1) {
  const k = (v) => v * s;
  return (
    path(`M${cx - k(70)} ${base - k(110)} L${cx + k(70)} ${base - k(110)} L${cx + k(52)} ${base} L${cx - k(52)} ${base} Z`, {
      fill: POT,
    }) +
    rect(cx - k(80), base - k(128), k(160), k(26), { r: k(6), fill: '#B35E3C' }) +
    path(`M${cx} ${base - k(128)} C ${cx - k(10)} ${base - k(220)} ${cx + k(12)} ${base - k(290)} ${cx} ${base - k(360)}`, {
      stroke: '#2C7343',
      sw: k(9),
    }) +
    leaf(cx, base - k(190), k(110), -25) +
    leaf(cx, base - k(235), k(105), -155) +
    leaf(cx + k(3), base - k(290), k(95), -40) +
    leaf(cx - k(2), base - k(330), k(85), -140) +
    leaf(cx, base - k(360), k(70), -90, '#58B86F')
  );
}

/** A plant growing out of the ground at (cx, ground). */
function groundPlant(cx, ground) {
  return (
    path(`M${cx} ${ground} C ${cx - 12} ${ground - 120} ${cx + 14} ${ground - 220} ${cx} ${ground - 330}`, {
      stroke: '#2C7343',
      sw: 10,
    }) +
    leaf(cx, ground - 120, 150, -20) +
    leaf(cx, ground - 170, 140, -160) +
    leaf(cx + 4, ground - 240, 120, -35) +
    leaf(cx - 2, ground - 280, 110, -145) +
    leaf(cx, ground - 330, 80, -90, '#58B86F')
  );
}

const roots = (cx, ground) =>
  path(
    `M${cx} ${ground} L${cx} ${ground + 60} M${cx} ${ground + 20} L${cx - 50} ${ground + 70} M${cx} ${ground + 30} L${cx + 55} ${ground + 75} M${cx} ${ground + 45} L${cx - 25} ${ground + 85}`,
    {
      stroke: '#E9D9BF',
      sw: 5,
    },
  );

/** A chloroplast: a green lozenge with stacked discs. */
const chloroplast = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  `<ellipse cx="0" cy="0" rx="46" ry="24" fill="#4FAE63" stroke="#2C7343" stroke-width="3"/>` +
  [-24, -8, 8, 24].map((dx) => rect(dx - 5, -12, 10, 24, { r: 4, fill: '#2C7343' })).join('') +
  '</g>';

const sugar = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><polygon points="0,-34 30,-17 30,17 0,34 -30,17 -30,-17" fill="#FFFFFF" stroke="${C.sun}" stroke-width="5"/>` +
  text(0, 8, 'sugar', { size: 18, weight: 700, anchor: 'middle', fill: '#9A6B12' }) +
  '</g>';

const bubble = (x, y, label, fill = C.skyLight, stroke = C.water) =>
  circle(x, y, 26, { fill, stroke, sw: 3 }) + text(x, y + 7, label, { size: 18, weight: 700, anchor: 'middle', fill: stroke });

function rabbit(x, y) {
  return (
    `<ellipse cx="${x}" cy="${y + 18}" rx="46" ry="32" fill="#C9B9A6"/>` +
    circle(x + 40, y - 12, 22, { fill: '#C9B9A6' }) +
    `<ellipse cx="${x + 34}" cy="${y - 52}" rx="8" ry="26" fill="#C9B9A6"/>` +
    `<ellipse cx="${x + 50}" cy="${y - 50}" rx="8" ry="24" fill="#BBAA96"/>` +
    circle(x + 47, y - 15, 3.5, { fill: C.ink }) +
    circle(x - 44, y + 10, 10, { fill: '#FFFFFF' })
  );
}

function fox(x, y) {
  return (
    `<ellipse cx="${x - 6}" cy="${y + 18}" rx="48" ry="28" fill="${C.orange}"/>` +
    path(`M${x - 50} ${y + 20} Q ${x - 100} ${y + 10} ${x - 92} ${y - 22} Q ${x - 70} ${y + 4} ${x - 46} ${y + 8} Z`, {
      fill: C.orange,
    }) +
    circle(x - 93, y - 20, 8, { fill: '#FFFFFF' }) +
    path(`M${x + 24} ${y - 30} L${x + 70} ${y - 2} L${x + 30} ${y + 14} Z`, { fill: C.orange }) +
    path(`M${x + 26} ${y - 30} L${x + 30} ${y - 58} L${x + 44} ${y - 24} Z`, { fill: '#B85F1F' }) +
    circle(x + 42, y - 10, 3.5, { fill: C.ink }) +
    circle(x + 70, y - 2, 5, { fill: C.ink })
  );
}

function clover(x, y) {
  return (
    path(`M${x} ${y + 50} Q ${x - 4} ${y + 20} ${x} ${y}`, { stroke: '#2C7343', sw: 5 }) +
    circle(x - 17, y - 6, 18, { fill: C.leaf }) +
    circle(x + 17, y - 6, 18, { fill: C.leaf }) +
    circle(x, y - 26, 18, { fill: '#58B86F' })
  );
}

export default {
  data: {
    slug: 'how-plants-make-food',
    content_type: 'GENERATION_GENIUS_VIDEO',
    subject: 'SCIENCE',
    title: 'How Plants Make Food',
    author: 'Lectern Studio',
    published: '2026-11-20',
    teaser:
      'Plants never eat a bite, yet they feed almost every living thing. See how a leaf turns light, water and air into sugar.',
    maturity_range: { min: 3, max: 5 },
    is_premium: false,
    is_lite: true,
    wistia_id: 'lv7h2k9q',
    thumbnail_alt: 'A potted plant under a bright sun beside the title How Plants Make Food',
    raw_text: pm.doc(
      pm.h2('What you will learn'),
      pm.p(
        'Plants make their own food in a process called ',
        { b: 'photosynthesis' },
        '. In this video you will see what a plant takes in, where in the leaf the food is made, and why the rest of us depend on it.',
      ),
      pm.ul(
        'The three things a plant needs to make food: light, water and carbon dioxide',
        'How chlorophyll in the chloroplasts captures the energy in light',
        'What the plant makes (sugar and oxygen) and where each one goes',
        'Why almost every food chain starts with a green plant',
      ),
      pm.h2('Before you watch'),
      pm.p(
        'Think about a tree that grew from a tiny seed into something taller than a house. Where did all that wood come from? Keep your guess in mind and check it at the end.',
      ),
      pm.h2('After you watch'),
      pm.ol(
        'Draw a plant and label the three things it takes in and the two things it gives off.',
        ['Explain to a partner why a fox depends on sunlight, even though it eats only meat.'],
        ['Look again at your guess about the tree. Did the video change your mind? Write one sentence about ', { i: 'why' }, '.'],
      ),
    ),
    vocabulary: [
      {
        word: 'photosynthesis',
        definition: 'The process in which plants use the energy in light to turn water and carbon dioxide into sugar and oxygen.',
      },
      { word: 'chlorophyll', definition: 'The green material in leaves that captures the energy in light.' },
      {
        word: 'chloroplast',
        definition: 'A tiny part inside a plant cell where photosynthesis happens; it holds the chlorophyll.',
      },
      { word: 'carbon dioxide', definition: 'A gas in the air that plants take in through their leaves to make sugar.' },
      { word: 'stomata', definition: 'Tiny openings on a leaf that let carbon dioxide in and oxygen and water vapor out.' },
      { word: 'glucose', definition: 'A kind of sugar that a plant makes and uses for energy and to build new parts.' },
    ],
    discussion_questions: [
      {
        section: 'before',
        question: 'Animals eat to get energy. Where do you think a plant gets its energy?',
        answer: 'Plants get their energy from light, usually sunlight. They use it to make their own food instead of eating.',
      },
      {
        section: 'before',
        question: 'What do people do to help a houseplant stay healthy?',
        answer:
          'They put it where it gets light and give it water. Those are two of the three things a plant needs to make food; the third, carbon dioxide, comes from the air.',
      },
      {
        section: 'after',
        question: 'What three things does a plant need to make its food, and how does each one get into the plant?',
        answer:
          'Light, which chlorophyll in the leaves captures; water, which the roots take up from the soil; and carbon dioxide, which enters through the stomata in the leaves.',
      },
      {
        section: 'after',
        question: 'A fox never eats plants. Explain why it still depends on photosynthesis.',
        answer:
          'The fox eats rabbits, and rabbits eat plants. The energy in the rabbit came from the plant, and the plant captured it from sunlight, so the fox\u2019s energy began as sunlight.',
      },
      {
        section: 'after',
        question: 'Most of a tree\u2019s mass comes from the air. What does that mean?',
        answer:
          'The tree builds its wood from sugar, and the carbon in that sugar came from carbon dioxide the leaves took in from the air, not from the soil.',
      },
    ],
    standards: [
      {
        code: '5-LS1-1',
        name: 'Plants get what they need from air and water',
        description:
          'Argue from evidence that plants get the materials they need to grow mostly from air and water, not from the soil.',
      },
      {
        code: '5-PS3-1',
        name: 'Energy in food began as sunlight',
        description:
          'Use a model to show that the energy in animals\u2019 food was once energy from the sun, captured by plants.',
      },
      {
        code: '4-LS1-1',
        name: 'Structures that support survival',
        description: 'Explain how parts of plants, such as leaves and roots, help them grow and survive.',
      },
    ],
  },
  scenes: [
    {
      title: null,
      lines: [
        { text: 'Plants are hungry too, but they never eat a single bite.' },
        { text: "So how does a plant get its food? Let's find out." },
      ],
      draw: (c) =>
        c.show(0, sun(1110, 170, 58), 'pop', { x: 1110, y: 170 }) +
        c.show(0, pottedPlant(900, 610, 1.05), 'rise') +
        c.show(0, text(96, 250, 'SCIENCE · GRADES 3–5', { size: 24, weight: 700, fill: C.leaf, spacing: 2 }), 'fade') +
        c.show(0, text(92, 340, ['How Plants', 'Make Food'], { size: 84, weight: 700, lineHeight: 96 }), 'rise') +
        c.show(1, text(96, 500, 'Photosynthesis, step by step', { size: 32, fill: C.muted }), 'fade'),
    },
    {
      title: 'What a plant needs',
      lines: [
        { text: 'A plant makes its own food, and it needs three things to do it.' },
        { text: 'The first is light, usually from the sun.' },
        { text: 'The second is water, which the roots pull up from the soil.' },
        { text: 'The third is a gas in the air called carbon dioxide.' },
        { text: 'It gets into the leaf through tiny openings called stomata.', id: 'stomata' },
      ],
      draw: (c) =>
        rect(0, 560, 1280, 110, { fill: '#B98B63' }) +
        rect(0, 552, 1280, 12, { fill: '#7FAF5A' }) +
        roots(560, 560) +
        groundPlant(560, 556) +
        c.show(1, sun(170, 210, 56), 'pop', { x: 170, y: 210 }) +
        c.show(
          1,
          arrow(250, 250, 450, 330, { stroke: C.sun, sw: 6, dash: '14 10' }) +
            arrow(260, 200, 470, 250, { stroke: C.sun, sw: 6, dash: '14 10' }) +
            pill(170, 330, 'Light', { fill: '#FFF4D6', stroke: C.sun }),
          'fade',
        ) +
        c.show(
          2,
          arrow(600, 640, 600, 470, { stroke: C.water, sw: 7 }) +
            drop(640, 620, 1.2) +
            drop(680, 600, 1) +
            pill(770, 610, 'Water', { fill: C.skyLight, stroke: C.water }),
          'rise',
        ) +
        c.show(
          3,
          bubble(900, 170, 'CO2', '#EEF1F6', C.muted) +
            bubble(975, 215, 'CO2', '#EEF1F6', C.muted) +
            arrow(870, 205, 720, 290, { stroke: C.muted, sw: 6, dash: '14 10' }) +
            pill(1110, 170, 'Carbon dioxide', { fill: '#EEF1F6', stroke: C.muted }),
          'left',
        ) +
        c.show(
          4,
          circle(1070, 380, 80, { fill: C.leafLight, stroke: C.leaf, sw: 5 }) +
            `<ellipse cx="1040" cy="360" rx="18" ry="9" fill="#2C7343"/><ellipse cx="1100" cy="405" rx="18" ry="9" fill="#2C7343"/><ellipse cx="1090" cy="340" rx="14" ry="7" fill="#2C7343"/>` +
            line(760, 345, 988, 380, { stroke: C.leaf, sw: 3, dash: '6 8' }) +
            text(1070, 505, 'Stomata', { size: 30, weight: 700, anchor: 'middle', fill: '#2C7343' }),
          'pop',
          { x: 1070, y: 380 },
        ),
    },
    {
      title: 'Inside the leaf',
      lines: [
        { text: 'Inside the leaf are tiny green parts called chloroplasts.' },
        { text: 'They are full of chlorophyll, the green material that captures the energy in light.', id: 'chlorophyll' },
        { text: 'The chloroplasts use that energy to join water and carbon dioxide together.' },
        { text: "The result is a sugar called glucose. That sugar is the plant's food." },
      ],
      draw: (c) =>
        card(80, 130, 700, 500, { fill: '#E8F4E3', stroke: C.leaf, r: 60 }) +
        text(430, 175, 'A leaf cell, magnified', { size: 22, weight: 700, anchor: 'middle', fill: '#2C7343' }) +
        [
          [220, 260],
          [420, 240],
          [620, 270],
          [300, 380],
          [520, 370],
          [200, 500],
          [410, 500],
          [630, 490],
        ]
          .map(([x, y], i) => c.show(0, chloroplast(x, y), 'pop', { x, y, delay: i * 0.12 }))
          .join('') +
        c.show(
          1,
          sun(880, 200, 36, 8) +
            arrow(830, 230, 690, 270, { stroke: C.sun, sw: 6 }) +
            text(940, 280, ['Chlorophyll', 'captures light'], { size: 30, weight: 700, lineHeight: 38 }),
          'right',
        ) +
        c.show(
          2,
          drop(880, 400, 1.4) +
            text(915, 410, 'water', { size: 26, weight: 700, fill: C.water }) +
            bubble(1040, 400, 'CO2', '#EEF1F6', C.muted) +
            arrow(860, 440, 700, 460, { stroke: C.water, sw: 5 }),
          'right',
        ) +
        c.show(
          3,
          sugar(900, 540, 1.4) + text(960, 535, ['Glucose:', "the plant's food"], { size: 28, weight: 700, lineHeight: 34 }),
          'pop',
          { x: 900, y: 540 },
        ),
    },
    {
      title: 'The recipe',
      lines: [
        { text: 'Scientists call this process photosynthesis.', id: 'name' },
        { text: "Photo means light, and synthesis means putting together. It's putting together with light." },
        { text: 'Here is the recipe. Water plus carbon dioxide, with energy from light, makes sugar and oxygen.', id: 'recipe' },
        { text: 'The plant uses the sugar to grow leaves, stems, roots and seeds.' },
        { text: 'The oxygen goes out through the stomata, into the air we breathe.', id: 'oxygen' },
      ],
      draw: (c) =>
        c.show(0, text(640, 200, 'Photosynthesis', { size: 72, weight: 700, anchor: 'middle', fill: C.leaf }), 'pop', {
          x: 640,
          y: 180,
        }) +
        c.show(
          1,
          text(640, 250, 'photo = light     synthesis = putting together', { size: 28, anchor: 'middle', fill: C.muted }),
          'fade',
        ) +
        c.show(2, pill(190, 370, 'Water', { fill: C.skyLight, stroke: C.water, size: 30 }), 'pop', { x: 190, y: 370 }) +
        c.show(
          2,
          text(297, 386, '+', { size: 48, weight: 700, anchor: 'middle' }) +
            pill(480, 370, 'Carbon dioxide', { fill: '#EEF1F6', stroke: C.muted, size: 30 }),
          'pop',
          { x: 480, y: 370, delay: 0.6 },
        ) +
        c.show(
          2,
          arrow(640, 370, 780, 370, { stroke: C.sun, sw: 8 }) +
            text(710, 340, 'light', { size: 24, weight: 700, anchor: 'middle', fill: '#9A6B12' }),
          'growX',
          { x: 640, y: 370, delay: 1.6 },
        ) +
        c.show(
          2,
          pill(880, 370, 'Sugar', { fill: '#FFF4D6', stroke: C.sun, size: 30 }) +
            text(985, 386, '+', { size: 48, weight: 700, anchor: 'middle' }) +
            pill(1100, 370, 'Oxygen', { fill: C.leafLight, stroke: C.leaf, size: 30 }),
          'pop',
          { x: 980, y: 370, delay: 3.2 },
        ) +
        c.show(
          3,
          arrow(880, 420, 880, 480, { stroke: C.sun, sw: 5 }) +
            card(480, 490, 540, 70, { r: 35, fill: '#FFF9EA', stroke: C.sun }) +
            text(750, 534, 'grows leaves, stems, roots, seeds', { size: 26, weight: 700, anchor: 'middle' }),
          'rise',
        ) +
        c.show(
          4,
          cloud(1130, 600, 0.75, C.leafLight, C.leaf) +
            text(1120, 610, 'air', { size: 26, weight: 700, anchor: 'middle', fill: '#2C7343' }) +
            arrow(1100, 420, 1120, 545, { stroke: C.leaf, sw: 5, dash: '10 8' }),
          'rise',
        ) +
        c.show(4, text(1030, 660, 'out through the stomata', { size: 22, fill: C.muted, anchor: 'end' }), 'fade'),
    },
    {
      title: 'Why it matters',
      lines: [
        { text: 'Almost every food chain starts with photosynthesis.' },
        { text: 'A rabbit eats clover, and a fox eats the rabbit.' },
        { text: 'The energy in both of those meals began as sunlight.', id: 'chain' },
        { text: "Here's a surprise. Most of a tree's mass comes from the air, not the soil.", pause: 0.3 },
        { text: 'The carbon in carbon dioxide becomes wood, one sugar at a time.', id: 'tree' },
      ],
      draw: (c) =>
        c.show(0, card(70, 130, 220, 200) + sun(180, 225, 44, 9), 'pop', { x: 180, y: 230 }) +
        c.show(
          0,
          arrow(300, 230, 360, 230, { stroke: C.ink, sw: 5 }) +
            card(370, 130, 220, 200) +
            clover(480, 220) +
            text(480, 310, 'clover', { size: 24, weight: 700, anchor: 'middle' }),
          'left',
          { delay: 0.5 },
        ) +
        c.show(
          1,
          arrow(600, 230, 660, 230, { stroke: C.ink, sw: 5 }) +
            card(670, 130, 220, 200) +
            rabbit(770, 230) +
            text(780, 310, 'rabbit', { size: 24, weight: 700, anchor: 'middle' }),
          'left',
        ) +
        c.show(
          1,
          arrow(900, 230, 960, 230, { stroke: C.ink, sw: 5 }) +
            card(970, 130, 240, 200) +
            fox(1090, 230) +
            text(1090, 310, 'fox', { size: 24, weight: 700, anchor: 'middle' }),
          'left',
          { delay: 1.4 },
        ) +
        c.show(
          2,
          rect(70, 350, 1140, 10, { r: 5, fill: C.sun }) +
            text(640, 400, 'All of this energy began as sunlight', { size: 30, weight: 700, anchor: 'middle', fill: '#9A6B12' }),
          'growX',
          { x: 70, y: 355 },
        ) +
        c.show(
          3,
          card(70, 430, 1140, 200, { fill: '#F2F8EE', stroke: C.leaf }) +
            path('M200 610 L200 520', { stroke: C.soil, sw: 22 }) +
            circle(200, 490, 60, { fill: C.leaf }) +
            circle(160, 515, 40, { fill: '#58B86F' }) +
            circle(245, 515, 42, { fill: '#4FAE63' }) +
            text(320, 505, "Most of a tree's mass comes from the air", { size: 32, weight: 700 }),
          'rise',
        ) +
        c.show(
          4,
          text(320, 560, 'carbon dioxide  →  sugar  →  wood', { size: 30, fill: C.muted }) +
            bubble(800, 552, 'CO2', '#EEF1F6', C.muted),
          'fade',
        ),
    },
    {
      title: "Let's review",
      lines: [
        { text: 'So remember: plants take in light, water and carbon dioxide.' },
        { text: 'Chlorophyll captures the light, and the leaf makes sugar and oxygen.' },
        { text: 'Next time you see a green leaf, you are looking at a tiny food factory.' },
      ],
      draw: (c) =>
        [
          ['1', 'Take in', 'light, water, carbon dioxide', C.sky],
          ['2', 'Capture', 'chlorophyll traps light energy', C.leaf],
          ['3', 'Make', 'sugar for food, oxygen for the air', C.sun],
        ]
          .map(([n, head, body, color], i) =>
            c.show(
              Math.min(i, 1),
              card(90 + i * 380, 180, 340, 300) +
                circle(150 + i * 380, 240, 32, { fill: color }) +
                text(150 + i * 380, 252, n, { size: 32, weight: 700, anchor: 'middle', fill: '#FFFFFF' }) +
                text(120 + i * 380, 330, head, { size: 40, weight: 700 }) +
                text(120 + i * 380, 385, wrapText(body), { size: 26, fill: C.muted, lineHeight: 34 }),
              'rise',
              { delay: i === 2 ? 1.6 : 0 },
            ),
          )
          .join('') +
        c.show(2, leaf(500, 580, 90, -10) + text(610, 590, 'A leaf is a tiny food factory.', { size: 32, weight: 700 }), 'fade'),
    },
  ],
  pdfs: [
    {
      type: 'lesson_plan',
      intro:
        'A 45-minute lesson around the video: objectives, materials, a warm-up, viewing, discussion and a check for understanding.',
      sections: [
        {
          heading: 'Objectives',
          bullets: [
            'Students name the three things a plant needs to make food and tell how each gets into the plant.',
            'Students explain that the energy in food chains begins as light captured by plants.',
            'Students argue from evidence that a plant\u2019s mass comes mostly from air and water.',
          ],
        },
        { auto: 'standards' },
        {
          heading: 'Materials',
          bullets: [
            'The video "How Plants Make Food" (about 2 minutes) with captions on',
            'A healthy potted plant, or photos of one',
            'Paper and colored pencils for a labeled diagram',
            'The Reading Materials and DIY Activity Guide for this video (optional extension)',
          ],
        },
        {
          heading: 'Lesson sequence',
          numbered: [
            '**Warm-up (5 minutes).** Ask: "A tree grows from a seed to something taller than a house. Where did all that wood come from?" Record guesses without judging them.',
            '**Before the video (5 minutes).** Use the "before" discussion questions in the Teacher Information.',
            '**Watch (5 minutes).** Play the video once straight through. Play it again and pause after "stomata" and after the recipe so students can sketch.',
            '**Discuss (10 minutes).** Use the "after" questions. Ask students to use the words chlorophyll, stomata and glucose.',
            '**Diagram (15 minutes).** Students draw a plant and label what goes in (light, water, carbon dioxide) and what comes out (sugar, oxygen).',
            '**Exit ticket (5 minutes).** "A fox eats only meat. Explain why it still depends on sunlight."',
          ],
        },
        {
          heading: 'Check for understanding',
          paragraphs: [
            'A complete answer traces the energy from the sun to a plant, from the plant to a plant-eater, and from the plant-eater to the fox. Students who say the fox "gets energy from the sun by lying in it" need another look at the food chain scene.',
          ],
        },
        {
          heading: 'Differentiation',
          bullets: [
            'Support: give students the diagram with the arrows drawn and a word bank of the five labels.',
            'Extend: students research why leaves change color in the fall (chlorophyll breaks down and other colors show).',
          ],
        },
      ],
    },
    {
      type: 'teacher_guide',
      intro: 'Background on photosynthesis for the teacher, common misconceptions, and answers to the discussion questions.',
      sections: [
        {
          heading: 'Background',
          paragraphs: [
            'Photosynthesis takes place in chloroplasts, mostly in the cells of leaves. Chlorophyll absorbs red and blue light and reflects green, which is why leaves look green. The energy from the light is used to split water and to build glucose from carbon dioxide. Oxygen is released as a by-product.',
            'The overall reaction is: carbon dioxide + water, with light energy, gives glucose + oxygen. Plants use glucose for energy (in respiration, day and night) and to build cellulose, the main material of wood and plant fibers.',
          ],
        },
        {
          heading: 'Common misconceptions',
          bullets: [
            '"Plants get their food from the soil." Soil gives water and small amounts of minerals; the food (sugar) is made in the leaves.',
            '"Plants breathe in carbon dioxide and animals breathe in oxygen." Plants also use oxygen in respiration; during the day they make more oxygen than they use.',
            '"Sunlight is food for plants." Light is the energy source; the food is the sugar the plant makes with that energy.',
          ],
        },
        { auto: 'vocabulary' },
        { auto: 'discussion-before', heading: 'Before the video: questions and answers' },
        { auto: 'discussion-after', heading: 'After the video: questions and answers' },
      ],
    },
    {
      type: 'reading_materials',
      intro: 'A one-page reading passage about the world\u2019s largest food factory, with questions to answer from the text.',
      sections: [
        {
          heading: 'The Green Machines All Around Us',
          paragraphs: [
            'Look out of any window and you will probably see a food factory. It has no chimneys and makes no noise, but it is working whenever the sun is up. It is a leaf.',
            'Each leaf is covered in tiny openings called stomata. Carbon dioxide from the air drifts in through them. At the same time, water travels up from the roots through thin tubes in the stem. Inside the leaf\u2019s cells are chloroplasts, packed with green chlorophyll. When light hits the chlorophyll, the chloroplast uses the light\u2019s energy to join carbon dioxide and water into glucose, a kind of sugar.',
            'Some of the glucose gives the plant energy to live. The rest becomes building material. A sunflower turns it into a stem as tall as a grown-up. An oak tree turns it into wood, year after year. The oxygen left over floats out through the stomata. Much of the oxygen in the air we breathe was made this way.',
            'Scientists once believed that plants were made of soil. In the 1600s, a scientist named Jan van Helmont grew a willow tree in a pot for five years. The tree gained about 74 kilograms, but the soil lost only about 57 grams. Today we know where the rest came from: the air and the water.',
          ],
        },
        {
          heading: 'Questions',
          problems: [
            { q: 'What are two things that enter a leaf, and how does each one get in?' },
            { q: 'What does a plant do with the glucose it makes? Give two examples from the text.' },
            { q: 'What did van Helmont\u2019s willow tree experiment show? Use a detail from the text.' },
          ],
          lines: 3,
        },
      ],
    },
    {
      type: 'diy_activity_guide',
      intro: 'A hands-on investigation: catch a leaf making oxygen with a cup of water, a spinach leaf and a sunny window.',
      sections: [
        {
          heading: 'What you will find out',
          paragraphs: [
            'Does a leaf give off a gas when it is in the light? In this investigation, small discs cut from spinach leaves float to the top of a cup of water as they make oxygen.',
          ],
        },
        {
          heading: 'Materials',
          bullets: [
            'Fresh spinach leaves',
            'A drinking straw (to punch out leaf discs)',
            'Two clear cups of water with a pinch of baking soda stirred in (it adds carbon dioxide to the water)',
            'A plastic syringe without a needle, or a small zip bag',
            'A bright window or a desk lamp, and a timer',
          ],
        },
        {
          heading: 'Steps',
          numbered: [
            'Press the straw into a spinach leaf to punch out 10 small discs. Avoid the big veins.',
            'Put the discs in the syringe with some baking-soda water. Cover the tip with a finger and gently pull the plunger to pull the air out of the leaves. Repeat until the discs sink.',
            'Drop five discs into each cup. Put one cup in bright light and one in a dark cupboard.',
            'Every two minutes for 20 minutes, count how many discs are floating in each cup. Record the counts in a table.',
          ],
        },
        {
          heading: 'What is happening',
          paragraphs: [
            'In the light, the chloroplasts use carbon dioxide from the baking soda to make sugar, and the oxygen they give off collects inside the discs, making them float. In the dark, photosynthesis stops, so the discs stay at the bottom.',
          ],
        },
        {
          heading: 'Safety',
          bullets: [
            'Use a syringe with no needle.',
            'Do not eat the leaves or drink the water when you are done.',
            'Keep the lamp away from water and let it cool before touching it.',
          ],
        },
        {
          heading: 'Record your results',
          paragraphs: [
            'After 20 minutes: how many discs floated in the light? In the dark? What does this tell you about what leaves need to make oxygen?',
          ],
          lines: 4,
        },
      ],
    },
  ],
};

function wrapText(s) {
  const words = s.split(' ');
  const out = [''];
  for (const w of words) {
    if ((out.at(-1) + ' ' + w).trim().length > 20) out.push(w);
    else out[out.length - 1] = (out.at(-1) + ' ' + w).trim();
  }
  return out;
}
