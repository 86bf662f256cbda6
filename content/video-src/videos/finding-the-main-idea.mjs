/** Finding the Main Idea: the tabletop and its legs (interactive reading video, grades 3-5). */
import { C, arrow, card, circle, line, pill, pm, rect, text, wrap } from '../kit.mjs';

const OTTERS =
  'Sea otters use tools. An otter floats on its back and places a flat rock on its chest. It bangs a clam against the rock until the shell cracks. Some otters keep a favorite rock in a pouch of skin under one arm.';

/** A table: the top is the main idea, the legs the details. */
function table(cx, top, o = {}) {
  const w = 560;
  const legs = [cx - 210, cx - 70, cx + 70, cx + 210];
  return (
    ((o.legs ?? true)
      ? legs.map((x, i) => rect(x - 16, top + 40, 32, 190, { r: 6, fill: o.legColor?.[i] ?? '#B98B63' })).join('')
      : '') +
    rect(cx - w / 2, top, w, 44, { r: 10, fill: C.violet }) +
    (o.label ? text(cx, top + 31, o.label, { size: 24, weight: 700, anchor: 'middle', fill: '#FFFFFF' }) : '')
  );
}

/** A green tick in a circle. */
const tick = (x, y) =>
  circle(x, y, 16, { fill: C.leaf }) +
  `<path d="M${x - 7} ${y} L${x - 2} ${y + 6} L${x + 8} ${y - 6}" fill="none" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;

const q = (id, after, question, answers, correct) => ({
  id,
  after,
  question,
  answers: answers.map((t, i) => ({ id: 'abcd'[i], text: t, is_correct: i === correct })),
});

export default {
  data: {
    slug: 'finding-the-main-idea',
    content_type: 'INTERACTIVE_VIDEO',
    subject: 'ELA',
    title: 'Finding the Main Idea',
    author: 'Lectern Studio',
    published: '2026-11-24',
    teaser:
      'A main idea is like a tabletop, held up by its details. Practice finding it in a paragraph about sea otters, with questions along the way.',
    maturity_range: { min: 3, max: 5 },
    is_premium: false,
    is_lite: true,
    wistia_id: 'mi2q7v4c',
    thumbnail_alt: 'A purple tabletop labeled Main idea on four legs labeled detail, beside the title Finding the Main Idea',
    raw_text: pm.doc(
      pm.h2('What you will learn'),
      pm.p(
        'The ',
        { b: 'main idea' },
        ' is the most important point of a text: what it is mostly about. ',
        { b: 'Key details' },
        ' are the facts, examples and reasons that support it.',
      ),
      pm.ul(
        'Tell the topic, the main idea and the details apart',
        'Find a main idea in three steps',
        'Look for a main idea at the start, at the end, or between the lines',
      ),
      pm.h2('Three steps'),
      pm.ol(
        'Name the topic in a word or two.',
        'Ask: what does the author say about the topic?',
        'Check that every detail supports your answer.',
      ),
    ),
    vocabulary: [
      { word: 'main idea', definition: 'The most important point of a text; what the whole text is mostly about.' },
      { word: 'key detail', definition: 'A fact, example or reason that supports the main idea.' },
      { word: 'topic', definition: 'The subject of a text in a word or two, such as "sea otters".' },
      { word: 'implied', definition: 'Not said directly; the reader figures it out from clues.' },
      { word: 'summarize', definition: 'To tell the main idea and the most important details in a few words of your own.' },
    ],
    discussion_questions: [
      {
        section: 'before',
        question: 'When a friend tells you about a movie, how do you know what it was mostly about?',
        answer:
          'Answers vary. Listen for the point they keep coming back to; the other things they say are details that support it.',
      },
      {
        section: 'before',
        question: 'What is the difference between a topic and a main idea?',
        answer:
          'A topic is a word or two (sea otters). A main idea is a whole sentence that tells what the author says about the topic (sea otters use tools).',
      },
      {
        section: 'after',
        question: 'How does a table help you think about main ideas and details?',
        answer:
          'The tabletop is the main idea and the legs are the details: the details hold the main idea up, and without them it has no support.',
      },
      {
        section: 'after',
        question: 'Where can the main idea be in a paragraph?',
        answer:
          'Often in the first sentence, sometimes in the last one as a wrap-up, and sometimes it is not stated at all and the reader puts it together from the details.',
      },
    ],
    standards: [
      {
        code: 'RI.4.2',
        name: 'Main idea and key details',
        description: 'Find the main idea of a text, explain how key details support it, and summarize the text.',
      },
      {
        code: 'RI.3.2',
        name: 'Main idea and recounting details',
        description: 'Determine the main idea of a text and retell the key details that support it.',
      },
    ],
  },
  quiz: [
    q(
      'q1',
      'details',
      'In the table model, what do the legs stand for?',
      ['The title of the text', 'The key details', 'The main idea', 'The last sentence'],
      1,
    ),
    q(
      'q2',
      'check',
      'What is the main idea of the sea otter paragraph?',
      [
        'Sea otters eat clams.',
        'Sea otters use tools.',
        'Sea otters float on their backs.',
        'Sea otters have a pouch under one arm.',
      ],
      1,
    ),
    q(
      'q3',
      'implied',
      'What is an implied main idea?',
      [
        'A main idea that is in the title',
        'A main idea the reader puts together from the details',
        'The first sentence of every paragraph',
        'A detail that does not matter',
      ],
      1,
    ),
    q(
      'q4',
      'just-right',
      'Why is "sea otters" not the main idea of the paragraph?',
      [
        'It is too small: it is just one detail.',
        'It is a topic: it does not say anything about otters yet.',
        'It is not in the paragraph.',
        'It is the last sentence.',
      ],
      1,
    ),
  ],
  scenes: [
    {
      title: null,
      lines: [
        { text: 'Every text you read has a big point the author wants you to understand.' },
        { text: "That big point is called the main idea. Let's learn how to find it." },
      ],
      draw: (c) =>
        c.show(
          0,
          text(96, 250, 'READING · GRADES 3–5', { size: 24, weight: 700, fill: C.violet, spacing: 2 }) +
            text(92, 345, ['Finding the', 'Main Idea'], { size: 84, weight: 700, lineHeight: 96 }),
          'rise',
        ) +
        c.show(
          0,
          table(900, 260, { label: 'Main idea' }) +
            [690, 830, 970, 1110]
              .map((x) => text(x, 540, 'detail', { size: 20, weight: 700, anchor: 'middle', fill: C.muted }))
              .join(''),
          'pop',
          { x: 900, y: 380 },
        ) +
        c.show(1, text(96, 500, 'What is this text mostly about?', { size: 32, fill: C.muted }), 'fade'),
    },
    {
      title: 'Main idea and details',
      lines: [
        { text: "Think of a table. The tabletop is the main idea. It's what the whole text is mostly about.", id: 'table' },
        { text: 'The legs are the key details. They hold the main idea up with facts, examples and reasons.', id: 'details' },
        { text: 'Without the legs, the tabletop falls. Without details, a main idea has no support.' },
      ],
      draw: (c) =>
        c.show(
          0,
          rect(360, 240, 560, 44, { r: 10, fill: C.violet }) +
            text(640, 271, 'Main idea: what the text is mostly about', {
              size: 24,
              weight: 700,
              anchor: 'middle',
              fill: '#FFFFFF',
            }),
          'pop',
          { x: 640, y: 262 },
        ) +
        [430, 570, 710, 850]
          .map((x, i) =>
            c.show(
              1,
              rect(x - 16, 284, 32, 190, { r: 6, fill: '#B98B63' }) +
                pill(x, 520, ['fact', 'example', 'reason', 'fact'][i], {
                  fill: C.violetLight,
                  stroke: C.violet,
                  color: C.violet,
                  size: 22,
                }),
              'rise',
              { delay: i * 0.35 },
            ),
          )
          .join('') +
        c.show(1, text(640, 600, 'Key details hold it up', { size: 28, weight: 700, anchor: 'middle', fill: C.muted }), 'fade', {
          delay: 1.6,
        }) +
        c.show(
          2,
          card(960, 180, 260, 200, { fill: '#FDECE8', stroke: C.coral }) +
            rect(1000, 300, 180, 26, { r: 8, fill: C.violet, opacity: 0.5 }) +
            line(1010, 340, 1170, 290, { stroke: C.coral, sw: 6 }) +
            text(1090, 240, 'no legs?', { size: 26, weight: 700, anchor: 'middle', fill: C.coral }) +
            text(1090, 366, 'it falls', { size: 22, weight: 700, anchor: 'middle', fill: C.coral }),
          'right',
        ),
    },
    {
      title: 'Read a paragraph',
      lines: [
        { text: "Let's try it. Read this paragraph about sea otters.", pause: 3.5 },
        { text: "First, ask: what is the topic? That's the subject, in a word or two. Here, it's sea otters.", id: 'topic' },
        { text: 'Next, ask: what does the author say about sea otters? They use tools.', id: 'ask' },
        { text: 'Then check the details. The rock, the clam, the pouch. Do they all support that idea? Yes!', id: 'check' },
      ],
      draw: (c) => {
        const lines = wrap(OTTERS, 44);
        return (
          c.show(0, card(70, 130, 700, 290) + text(110, 200, lines, { size: 30, lineHeight: 44 }), 'rise') +
          c.show(
            1,
            rect(104, 172, 144, 38, { r: 8, fill: C.sun, opacity: 0.35 }) +
              pill(1000, 190, 'Topic: sea otters', { fill: '#FFF4D6', stroke: C.sun, size: 26 }),
            'fade',
          ) +
          c.show(
            2,
            rect(104, 172, 278, 38, { r: 8, fill: C.violet, opacity: 0.25 }) +
              card(820, 260, 390, 110, { fill: C.violetLight, stroke: C.violet }) +
              text(1015, 305, 'Main idea:', { size: 24, weight: 700, anchor: 'middle', fill: C.violet }) +
              text(1015, 345, 'Sea otters use tools.', { size: 30, weight: 700, anchor: 'middle' }),
            'right',
          ) +
          c.show(
            3,
            ['a rock on its chest', 'cracks a clam', 'a rock in a pouch']
              .map((d, i) => tick(110, 470 + i * 52) + text(138, 479 + i * 52, d, { size: 26, weight: 700 }))
              .join('') + arrow(420, 520, 900, 385, { stroke: C.leaf, sw: 4, head: 14 }),
            'rise',
          )
        );
      },
    },
    {
      title: 'Where to look',
      lines: [
        { text: 'The main idea is often in the first sentence, but not always.' },
        { text: 'Sometimes it comes last, as a wrap-up. And sometimes the author never says it at all.', id: 'stated' },
        { text: "Then you put it together yourself, from the details. That's called an implied main idea.", id: 'implied' },
      ],
      draw: (c) => {
        const para = (x, hl, label) =>
          card(x, 170, 330, 300) +
          [0, 1, 2, 3, 4, 5]
            .map((i) =>
              rect(x + 30, 210 + i * 40, i === 5 ? 180 : 270, 16, {
                r: 8,
                fill: hl === i || (hl === 'last' && i === 5) ? C.violet : '#E4DFD6',
              }),
            )
            .join('') +
          text(x + 165, 520, label, { size: 26, weight: 700, anchor: 'middle', fill: C.violet });
        return (
          c.show(0, para(90, 0, 'First sentence'), 'rise') +
          c.show(1, para(475, 'last', 'Last sentence'), 'rise') +
          c.show(
            1,
            para(860, -1, 'Not stated') + text(1025, 330, '?', { size: 90, weight: 700, anchor: 'middle', fill: C.violet }),
            'rise',
            { delay: 2.6 },
          ) +
          c.show(
            2,
            pill(1025, 590, 'implied: you figure it out', { fill: C.violet, stroke: C.violet, color: '#FFFFFF', size: 22 }),
            'pop',
            { x: 1025, y: 590 },
          )
        );
      },
    },
    {
      title: 'Too small, too big, just right',
      lines: [
        { text: "Be careful not to pick a detail. It's too small, like: otters crack clams." },
        { text: "And a topic alone, like sea otters, is too big. It doesn't say anything yet." },
        { text: 'The main idea is just right: a whole sentence that covers every detail.', id: 'just-right' },
      ],
      draw: (c) =>
        c.show(
          0,
          card(90, 180, 330, 330) +
            text(255, 250, 'Too small', { size: 34, weight: 700, anchor: 'middle', fill: C.coral }) +
            text(255, 330, ['Otters crack', 'clams.'], { size: 28, anchor: 'middle', lineHeight: 36 }) +
            text(255, 470, 'a detail', { size: 24, weight: 700, anchor: 'middle', fill: C.muted }),
          'rise',
        ) +
        c.show(
          1,
          card(475, 180, 330, 330) +
            text(640, 250, 'Too big', { size: 34, weight: 700, anchor: 'middle', fill: C.orange }) +
            text(640, 330, 'Sea otters', { size: 28, anchor: 'middle' }) +
            text(640, 470, 'a topic', { size: 24, weight: 700, anchor: 'middle', fill: C.muted }),
          'rise',
        ) +
        c.show(
          2,
          card(860, 180, 330, 330, { fill: C.violetLight, stroke: C.violet }) +
            text(1025, 250, 'Just right', { size: 34, weight: 700, anchor: 'middle', fill: C.violet }) +
            text(1025, 330, ['Sea otters', 'use tools.'], { size: 28, anchor: 'middle', lineHeight: 36, weight: 700 }) +
            text(1025, 470, 'the main idea', { size: 24, weight: 700, anchor: 'middle', fill: C.violet }),
          'rise',
        ),
    },
    {
      title: "Let's review",
      lines: [
        { text: 'To find the main idea, name the topic, ask what the author says about it, and check every detail.' },
        { text: 'Next time you read, look for the tabletop and its legs.' },
      ],
      draw: (c) =>
        ['Name the topic', 'Ask what the author says', 'Check the details']
          .map((s, i) =>
            c.show(
              0,
              card(110 + i * 360, 190, 330, 200) +
                circle(170 + i * 360, 250, 30, { fill: C.violet }) +
                text(170 + i * 360, 261, String(i + 1), { size: 30, weight: 700, anchor: 'middle', fill: '#FFFFFF' }) +
                text(140 + i * 360, 330, wrap(s, 16), { size: 30, weight: 700, lineHeight: 36 }),
              'rise',
              { delay: i * 1.6 },
            ),
          )
          .join('') + c.show(1, table(640, 450, { label: 'Main idea' }).replace(/height="190"/g, 'height="110"'), 'fade'),
    },
  ],
};
