/** The Water Cycle: evaporation, condensation, precipitation and collection (science explainer, grades 4-6). */
import { C, arrow, card, circle, cloud, drop, line, path, pill, pm, rect, sun, text } from '../kit.mjs';

const PANEL = { x: 60, y: 100, w: 1160, h: 550 };
const MOUNTAIN = '#9C8A78';

/** The landscape every stage happens in: sky, sea on the left, land and a mountain on the right. */
function world(o = {}) {
  const { x, y, w, h } = PANEL;
  const waves = [0, 1, 2]
    .map((i) =>
      path(`M${90 + i * 25} ${560 + i * 30} q 30 -12 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0`, {
        stroke: '#FFFFFF',
        sw: 3,
        opacity: 0.6,
      }),
    )
    .join('');
  return (
    `<defs><clipPath id="panel"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28"/></clipPath></defs>` +
    rect(x + 4, y + 6, w, h, { r: 28, fill: '#000000', opacity: 0.06 }) +
    `<g clip-path="url(#panel)">` +
    rect(x, y, w, h, { fill: '#DCEFF9' }) +
    path(`M60 520 L620 520 L620 650 L60 650 Z`, { fill: C.water }) +
    waves +
    path(`M600 520 Q 640 505 700 512 L760 512 L990 250 L1230 512 L1230 650 L600 650 Z`, { fill: '#8DBF6A' }) +
    path(`M760 512 L990 250 L1230 512 Z`, { fill: MOUNTAIN }) +
    path(`M940 307 L990 250 L1040 307 L1015 296 L990 312 L965 296 Z`, { fill: '#FFFFFF', opacity: o.snowMelt ? 0.5 : 1 }) +
    rect(600, 560, 640, 90, { fill: '#A7794F' }) +
    path(`M880 520 C 820 540 760 530 700 545 C 660 552 640 540 610 545`, { stroke: C.water, sw: o.river ? 12 : 8 }) +
    (o.extra ?? '') +
    '</g>' +
    rect(x, y, w, h, { r: 28, stroke: C.line, sw: 2 })
  );
}

const tree = (x, ground) =>
  rect(x - 7, ground - 70, 14, 70, { fill: C.soil }) +
  circle(x, ground - 90, 38, { fill: '#3F9E5A' }) +
  circle(x - 26, ground - 70, 26, { fill: '#4FAE63' }) +
  circle(x + 26, ground - 70, 26, { fill: '#4FAE63' });

/** A rising wavy line of vapor; `phase` moves it. */
function vapor(x, y0, y1, phase) {
  let d = `M${x} ${y0}`;
  for (let yy = y0; yy > y1; yy -= 10) d += ` L${(x + Math.sin((yy + phase * 40) / 14) * 8).toFixed(1)} ${yy - 10}`;
  return path(d, { stroke: '#FFFFFF', sw: 5 }) + arrow(x, y1 + 4, x, y1 - 14, { stroke: '#FFFFFF', sw: 5, head: 14 });
}

/** Falling rain under a cloud; moves with t. */
function rain(x0, x1, y0, y1, t, snow = false) {
  let s = '';
  const span = y1 - y0;
  for (let i = 0; i < 14; i++) {
    const x = x0 + ((i * 53) % (x1 - x0));
    const y = y0 + ((i * 37 + t * 220) % span);
    s += snow
      ? circle(x, y, 5, { fill: '#FFFFFF', stroke: '#B9C7D6', sw: 1.5 })
      : line(x, y, x - 5, y + 18, { stroke: C.water, sw: 4 });
  }
  return s;
}

const stage = (label, color) => pill(1060, 150, label, { fill: color, stroke: color, color: '#FFFFFF', size: 28 });
const q = (t) => Math.floor(t * 12) / 12; // motion steps (12 a second)

export default {
  data: {
    slug: 'the-water-cycle',
    content_type: 'GENERATION_GENIUS_VIDEO',
    subject: 'SCIENCE',
    title: 'The Water Cycle',
    author: 'Lectern Studio',
    published: '2026-11-21',
    teaser:
      'Earth has been using the same water for billions of years. Follow one drop from the ocean to a cloud, down a mountain and back again.',
    maturity_range: { min: 4, max: 6 },
    is_premium: false,
    is_lite: true,
    wistia_id: 'wc3m8r2t',
    thumbnail_alt: 'A cloud raining over the sea under the sun, beside the title The Water Cycle',
    raw_text: pm.doc(
      pm.h2('What you will learn'),
      pm.p(
        'Water moves between the ocean, the air and the land in a never-ending loop called the ',
        { b: 'water cycle' },
        '. The sun gives the energy that lifts water up, and gravity brings it back down.',
      ),
      pm.ul(
        'Evaporation: how liquid water becomes an invisible gas',
        'Condensation: how that gas cools into the droplets that make clouds',
        'Precipitation: why rain, snow, sleet and hail fall',
        'Collection: where water goes once it reaches the ground',
      ),
      pm.h2('Try it at home'),
      pm.p(
        'Breathe on a cold mirror. The fog you see is condensation: water vapor from your breath cooling into tiny drops, the same way a cloud forms.',
      ),
      pm.h2('After you watch'),
      pm.ol(
        'Draw the water cycle as a loop with four labeled arrows.',
        ['Mark where the ', { b: 'sun' }, ' does the work and where ', { b: 'gravity' }, ' does the work.'],
        'Write two sentences that follow one drop of water on its journey.',
      ),
    ),
    vocabulary: [
      { word: 'evaporation', definition: 'The change of liquid water into water vapor, a gas, when it is warmed.' },
      { word: 'water vapor', definition: 'Water in the form of an invisible gas mixed into the air.' },
      { word: 'condensation', definition: 'The change of water vapor back into liquid drops when it is cooled.' },
      { word: 'precipitation', definition: 'Water falling from clouds as rain, snow, sleet or hail.' },
      { word: 'groundwater', definition: 'Water that soaks into the soil and fills spaces between rocks underground.' },
      { word: 'transpiration', definition: 'The release of water vapor from plants through tiny openings in their leaves.' },
    ],
    discussion_questions: [
      {
        section: 'before',
        question: 'After it rains, puddles on the playground disappear. Where do you think the water goes?',
        answer: 'Some soaks into the ground, and some evaporates: the sun warms it and it becomes water vapor in the air.',
      },
      {
        section: 'before',
        question: 'Why do you think a cold glass of juice gets wet on the outside on a hot day?',
        answer: 'Water vapor in the warm air touches the cold glass, cools down and condenses into drops of liquid water.',
      },
      {
        section: 'after',
        question: 'Name the four stages of the water cycle in order, starting in the ocean.',
        answer: 'Evaporation, condensation, precipitation and collection; then evaporation starts the loop again.',
      },
      {
        section: 'after',
        question: 'What two things make the water cycle go around?',
        answer:
          'The sun\u2019s energy warms water so it evaporates and rises; gravity pulls precipitation down and makes water run downhill to the sea.',
      },
      {
        section: 'after',
        question: 'Why might the water you drink today have fallen as rain long ago?',
        answer:
          'Earth does not make new water. The same water has been cycling between ocean, air and land for billions of years.',
      },
    ],
    standards: [
      {
        code: '5-ESS2-1',
        name: 'Earth\u2019s systems interact',
        description: 'Model how water, air, land and living things affect one another, for example as water moves between them.',
      },
      {
        code: 'MS-ESS2-4',
        name: 'The cycling of water',
        description: 'Model how water moves through Earth\u2019s systems, driven by energy from the sun and by gravity.',
      },
    ],
  },
  scenes: [
    {
      title: null,
      lines: [
        { text: 'The water in your glass may once have fallen as rain on a dinosaur.' },
        { text: "That's because Earth uses the same water again and again. Let's follow one drop." },
      ],
      draw: (c) =>
        c.show(
          0,
          card(700, 130, 500, 470, { fill: '#DCEFF9', r: 40 }) +
            rect(700, 470, 500, 130, { fill: C.water, r: 0 }) +
            rect(700, 560, 500, 40, { fill: C.water, r: 0 }) +
            cloud(950, 260, 1.3, '#FFFFFF', '#B9C7D6') +
            rain(860, 1060, 320, 470, 0.4) +
            sun(1130, 190, 34, 8),
          'pop',
          { x: 950, y: 360 },
        ) +
        c.show(
          0,
          text(96, 250, 'SCIENCE · GRADES 4–6', { size: 24, weight: 700, fill: C.leaf, spacing: 2 }) +
            text(92, 345, ['The Water', 'Cycle'], { size: 88, weight: 700, lineHeight: 100 }),
          'rise',
        ) +
        c.show(1, text(96, 510, 'Where rain comes from', { size: 32, fill: C.muted }), 'fade'),
    },
    {
      title: 'Evaporation',
      lines: [
        { text: 'Our drop starts in the ocean, where the sun warms the water.' },
        { text: 'Warm water at the surface turns into a gas called water vapor. This is evaporation.', id: 'evaporation' },
        { text: 'Water vapor is invisible, and it rises into the sky with the warm air.' },
        { text: 'Plants add water vapor too, through tiny openings in their leaves.' },
      ],
      draw: (c) =>
        world({
          extra:
            c.show(0, sun(180, 190, 46, 10), 'pop', { x: 180, y: 190 }) +
            (c.after(1)
              ? c.show(1, [220, 330, 440, 540].map((x, i) => vapor(x, 500, c.after(2) ? 260 : 380, q(c.t) + i)).join(''))
              : '') +
            c.show(1, pill(380, 230, 'water vapor', { fill: '#FFFFFF', stroke: C.water, color: C.water }), 'fade', {
              delay: 0.6,
            }) +
            c.show(
              3,
              tree(700, 520) +
                vapor(680, 420, 330, q(c.t)) +
                vapor(720, 420, 330, q(c.t) + 2) +
                text(700, 310, 'from leaves', { size: 22, weight: 700, anchor: 'middle', fill: '#2C7343' }),
              'rise',
            ),
        }) + c.show(1, stage('Evaporation', C.coral), 'pop', { x: 1060, y: 150 }),
    },
    {
      title: 'Condensation',
      lines: [
        { text: 'High in the sky, the air is much colder.' },
        { text: 'The cold air cools the vapor, and it turns back into tiny drops of liquid water.', id: 'condense' },
        { text: 'This is condensation. Billions of tiny drops floating together make a cloud.', id: 'cloud' },
      ],
      draw: (c) =>
        world({
          extra:
            c.show(
              0,
              rect(110, 130, 26, 330, { r: 13, fill: '#FFFFFF', stroke: C.muted, sw: 3 }) +
                rect(116, 330, 14, 124, { r: 7, fill: C.coral }) +
                circle(123, 470, 22, { fill: C.coral }) +
                text(150, 160, 'colder', { size: 24, weight: 700, fill: C.water }) +
                text(150, 440, 'warmer', { size: 24, weight: 700, fill: C.coral }),
              'left',
            ) +
            c.show(
              1,
              [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
                .map((i) => circle(300 + ((i * 67) % 260), 200 + ((i * 29) % 90), 7, { fill: '#FFFFFF', stroke: C.water, sw: 2 }))
                .join(''),
              'fade',
            ) +
            c.show(2, cloud(430, 260, 1.5, '#FFFFFF', '#B9C7D6'), 'pop', { x: 430, y: 240 }),
        }) + c.show(1, stage('Condensation', C.violet), 'pop', { x: 1060, y: 150 }),
    },
    {
      title: 'Precipitation',
      lines: [
        { text: 'Inside the cloud, droplets bump into each other and join, growing bigger and heavier.' },
        { text: 'When they are too heavy to float, gravity pulls them down as rain.', id: 'gravity' },
        { text: 'In cold air, they fall as snow, sleet or hail instead. All of these are precipitation.' },
      ],
      draw: (c) =>
        world({
          extra:
            cloud(780, 230, 1.5, '#E9EEF3', '#9FB0C2') +
            cloud(1000, 275, 1.05, '#E9EEF3', '#9FB0C2') +
            c.show(
              0,
              circle(760, 215, 14, { fill: C.water }) +
                circle(800, 230, 18, { fill: C.water }) +
                circle(840, 212, 10, { fill: C.water }),
              'pop',
              { x: 800, y: 225 },
            ) +
            (c.after(1)
              ? c.show(
                  1,
                  rain(690, 900, 290, 520, q(c.t)) +
                    arrow(640, 300, 640, 460, { stroke: C.ink, sw: 4 }) +
                    text(628, 390, 'gravity', { size: 22, weight: 700, anchor: 'end' }),
                )
              : '') +
            (c.after(2) ? c.show(2, rain(930, 1090, 310, 500, q(c.t), true)) : ''),
        }) + c.show(1, stage('Precipitation', C.water), 'pop', { x: 1060, y: 150 }),
    },
    {
      title: 'Collection',
      lines: [
        { text: 'Rain that lands can soak into the ground and become groundwater.' },
        { text: 'Some runs downhill into streams and rivers, and back to the ocean.', id: 'river' },
        { text: 'Snow can wait on a mountain for months, then melt in the spring.' },
        { text: 'Then the sun warms the water, and the cycle starts again.' },
      ],
      draw: (c) =>
        world({
          river: c.after(1),
          snowMelt: c.after(2),
          extra:
            c.show(
              0,
              [680, 760, 840, 920].map((x) => arrow(x, 570, x, 615, { stroke: '#CFE6F7', sw: 4, head: 10 })).join('') +
                path('M610 628 L1230 628', { stroke: '#CFE6F7', sw: 5, dash: '14 10' }) +
                text(1200, 614, 'groundwater', { size: 22, weight: 700, anchor: 'end', fill: '#FFFFFF' }),
              'fade',
            ) +
            c.show(
              1,
              arrow(700, 545, 630, 548, { stroke: '#FFFFFF', sw: 4, head: 12 }) +
                text(760, 500, 'river', { size: 22, weight: 700, fill: '#2C5E2E' }),
              'fade',
            ) +
            c.show(
              2,
              drop(960, 340, 1) + drop(1010, 350, 1) + text(1050, 345, 'meltwater', { size: 22, weight: 700, fill: C.ink }),
              'rise',
            ) +
            c.show(3, sun(180, 190, 46, 10), 'pop', { x: 180, y: 190 }),
        }) + c.show(0, stage('Collection', '#2E8B57'), 'pop', { x: 1060, y: 150 }),
    },
    {
      title: 'The whole cycle',
      lines: [
        { text: "The sun's energy lifts water up, and gravity brings it back down.", id: 'energy' },
        { text: 'Evaporation, condensation, precipitation and collection, around and around.' },
        { text: 'So take a sip. That water has been on quite a journey.' },
      ],
      draw: (c) => {
        const cx = 640;
        const cy = 390;
        const r = 190;
        const at = (deg) => [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)];
        const arc = (a0, a1) => {
          const [x0, y0] = at(a0);
          const [x1, y1] = at(a1);
          const a = (a1 * Math.PI) / 180;
          const [tx, ty] = [-Math.sin(a), Math.cos(a)];
          const head = `<polygon points="${(x1 + tx * 16).toFixed(1)},${(y1 + ty * 16).toFixed(1)} ${(x1 - tx * 8 + ty * 14).toFixed(1)},${(y1 - ty * 8 - tx * 14).toFixed(1)} ${(x1 - tx * 8 - ty * 14).toFixed(1)},${(y1 - ty * 8 + tx * 14).toFixed(1)}" fill="${C.muted}"/>`;
          return (
            path(`M${x0.toFixed(1)} ${y0.toFixed(1)} A ${r} ${r} 0 0 1 ${x1.toFixed(1)} ${y1.toFixed(1)}`, {
              stroke: C.line,
              sw: 10,
            }) + head
          );
        };
        const stages = [
          ['Evaporation', C.coral, 180],
          ['Condensation', C.violet, 270],
          ['Precipitation', C.water, 0],
          ['Collection', '#2E8B57', 90],
        ];
        return (
          c.show(0, arc(200, 233) + arc(302, 340) + arc(22, 56) + arc(124, 160) + sun(cx, cy, 44, 10), 'pop', { x: cx, y: cy }) +
          c.show(
            0,
            text(150, 200, ['Sun lifts', 'water up'], { size: 28, weight: 700, fill: '#9A6B12', lineHeight: 34 }) +
              text(1130, 560, ['Gravity brings', 'it down'], {
                size: 28,
                weight: 700,
                fill: C.water,
                anchor: 'end',
                lineHeight: 34,
              }),
            'fade',
            { delay: 0.8 },
          ) +
          stages
            .map(([label, color, deg], i) => {
              const [x, y] = at(deg);
              return c.show(1, pill(x, y, label, { fill: color, stroke: color, color: '#FFFFFF', size: 26 }), 'pop', {
                x,
                y,
                delay: i * 0.9,
              });
            })
            .join('')
        );
      },
    },
  ],
  pdfs: [
    {
      type: 'lesson_plan',
      intro: 'A 45-minute lesson: objectives, materials, a warm-up, viewing with pauses, a water cycle model and an exit ticket.',
      sections: [
        {
          heading: 'Objectives',
          bullets: [
            'Students describe the four stages of the water cycle and the change of state in each.',
            'Students explain that the sun\u2019s energy and gravity drive the cycle.',
            'Students build and explain a model of the water cycle.',
          ],
        },
        { auto: 'standards' },
        {
          heading: 'Materials',
          bullets: [
            'The video "The Water Cycle" with captions on',
            'A clear plastic zip bag, water, blue food coloring, tape and a marker per group',
            'A sunny window',
            'The DIY Activity Guide for this video',
          ],
        },
        {
          heading: 'Lesson sequence',
          numbered: [
            '**Warm-up (5 minutes).** Show a photo of a puddle in the morning and the same spot dry in the afternoon. Ask where the water went.',
            '**Before the video (5 minutes).** Use the "before" discussion questions in the Teacher Information.',
            '**Watch (5 minutes).** Play the video. On a second viewing, pause at each stage name and have students write it with one detail.',
            '**Model (20 minutes).** Groups build the water cycle in a bag from the DIY Activity Guide and predict what they will see tomorrow.',
            '**Discuss (5 minutes).** Use the "after" questions. Ask: where does the sun do the work, and where does gravity?',
            '**Exit ticket (5 minutes).** "Follow one drop from a lake to a cloud and back to the ground. Use three vocabulary words."',
          ],
        },
        {
          heading: 'Check for understanding',
          paragraphs: [
            'Look for the correct change of state at each stage (liquid to gas in evaporation, gas to liquid in condensation) and for the sun and gravity named as the drivers. A common error is saying clouds are made of water vapor; clouds are tiny liquid drops or ice crystals.',
          ],
        },
      ],
    },
    {
      type: 'teacher_guide',
      intro: 'Background on the water cycle, common misconceptions, and answers to the discussion questions.',
      sections: [
        {
          heading: 'Background',
          paragraphs: [
            'About 97 percent of Earth\u2019s water is salty ocean water. Most fresh water is frozen in glaciers and ice sheets or stored underground as groundwater; only a small part is in lakes, rivers and the air.',
            'Evaporation needs energy: the sun warms water molecules until some escape into the air as vapor. Salt stays behind, so evaporation from the ocean produces fresh water. Rising air expands and cools; when it cools enough, vapor condenses onto tiny particles of dust or salt to form cloud droplets. Droplets grow by colliding and merging until gravity pulls them down as precipitation.',
          ],
        },
        {
          heading: 'Common misconceptions',
          bullets: [
            '"Clouds are made of water vapor." Water vapor is invisible; clouds are liquid droplets or ice crystals.',
            '"The water cycle always goes in the same order." A drop can evaporate from a puddle, sit for a thousand years in a glacier, or skip straight from a leaf back to the air.',
            '"Water disappears when it evaporates." It is still there, as a gas in the air.',
          ],
        },
        { auto: 'vocabulary' },
        { auto: 'discussion-before', heading: 'Before the video: questions and answers' },
        { auto: 'discussion-after', heading: 'After the video: questions and answers' },
      ],
    },
    {
      type: 'reading_materials',
      intro: 'A short reading passage about how long water stays in each part of the cycle, with questions.',
      sections: [
        {
          heading: 'How Long Does a Drop Stay?',
          paragraphs: [
            'A drop of water is always on the move, but it does not move at the same speed everywhere. Scientists call the time a drop usually spends in one place its residence time.',
            'In the air, a drop does not stay long: about nine days, on average, before it falls as precipitation. In a river, it may travel for a few weeks or months before reaching the sea. Once it is in the ocean, though, it can stay for thousands of years, drifting with the currents until the sun lifts it up again.',
            'Some drops take the slow road. Water that soaks deep underground can stay there for thousands of years. Snow that falls on Antarctica can be packed into ice and stay frozen for hundreds of thousands of years. Scientists drill into that ice to learn what the air was like long ago.',
            'Whether its trip is fast or slow, the drop never leaves the cycle. The water on Earth today is the same water that was here when the dinosaurs lived.',
          ],
        },
        {
          heading: 'Questions',
          problems: [
            { q: 'What does "residence time" mean? Use the text to explain.' },
            { q: 'Where does a drop stay the shortest time? Where can it stay the longest?' },
            { q: 'Why do scientists drill into the ice in Antarctica?' },
          ],
          lines: 3,
        },
      ],
    },
    {
      type: 'diy_activity_guide',
      intro: 'Build a water cycle in a bag and watch evaporation, condensation and precipitation happen on a sunny window.',
      sections: [
        {
          heading: 'What you will find out',
          paragraphs: [
            'Can you see the water cycle happen in one day? A sealed bag of water on a sunny window shows every stage.',
          ],
        },
        {
          heading: 'Materials',
          bullets: [
            'A clear zip bag (quart size)',
            'A quarter cup of water with two drops of blue food coloring',
            'A permanent marker and strong tape',
            'A sunny window',
          ],
        },
        {
          heading: 'Steps',
          numbered: [
            'With the marker, draw a sun and clouds near the top of the bag and waves near the bottom.',
            'Pour the colored water into the bag and seal it tightly.',
            'Tape the bag to a sunny window with the waves at the bottom.',
            'Check the bag after one hour, after three hours and the next morning. Draw what you see each time.',
          ],
        },
        {
          heading: 'What is happening',
          paragraphs: [
            'The sun warms the water and some of it evaporates. The vapor touches the cooler plastic at the top and condenses into drops. When the drops grow heavy, they run down the sides: precipitation and collection. Notice that the drops at the top are clear, not blue: the coloring stays behind, just as salt stays in the ocean.',
          ],
        },
        {
          heading: 'Safety',
          bullets: [
            'Seal the bag well and tape it where it will not fall.',
            'Ask an adult before using the permanent marker or taping to a window.',
          ],
        },
        {
          heading: 'Record your results',
          paragraphs: [
            'Why are the drops at the top of the bag clear? What does that tell you about rain that comes from the ocean?',
          ],
          lines: 4,
        },
      ],
    },
  ],
};
