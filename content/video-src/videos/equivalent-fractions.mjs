/** Equivalent Fractions: same amount, different names (maths explainer, grades 3-5). */
import { C, arrow, card, circle, line, pill, pm, rect, text } from '../kit.mjs';

/** A fraction drawn as numerator over a bar over denominator, centred on x; y is the bar. */
export function frac(x, y, n, d, o = {}) {
  const size = o.size ?? 44;
  const fill = o.fill ?? C.ink;
  const w = Math.max(String(n).length, String(d).length) * size * 0.62 + 14;
  return (
    text(x, y - size * 0.22, String(n), { size, weight: 700, anchor: 'middle', fill }) +
    rect(x - w / 2, y - 2, w, 4, { r: 2, fill }) +
    text(x, y + size * 0.86, String(d), { size, weight: 700, anchor: 'middle', fill })
  );
}

/** A bar of `parts` equal parts with the first `shaded` filled. */
export function bar(x, y, w, h, parts, shaded, color = C.blue, light = '#FFFFFF') {
  let s = rect(x, y, w, h, { r: 10, fill: light, stroke: C.ink, sw: 3 });
  const pw = w / parts;
  for (let i = 0; i < shaded; i++) s += rect(x + i * pw + (i === 0 ? 0 : 0), y, pw, h, { r: i === 0 ? 10 : 0, fill: color });
  if (shaded > 0 && shaded < parts) s += rect(x + shaded * pw - 12, y, 12, h, { fill: color });
  if (shaded === parts) s = rect(x, y, w, h, { r: 10, fill: color });
  for (let i = 1; i < parts; i++) s += line(x + i * pw, y, x + i * pw, y + h, { stroke: C.ink, sw: 3 });
  s += rect(x, y, w, h, { r: 10, stroke: C.ink, sw: 3 });
  return s;
}

export default {
  data: {
    slug: 'equivalent-fractions',
    content_type: 'GENERATION_GENIUS_VIDEO',
    subject: 'MATH',
    title: 'Equivalent Fractions',
    author: 'Lectern Studio',
    published: '2026-11-22',
    teaser:
      'One half, two fourths and four eighths: three names for one amount. See why with bars and a number line, and learn the rule that finds them.',
    maturity_range: { min: 3, max: 5 },
    is_premium: false,
    is_lite: true,
    wistia_id: 'ef4n6p1x',
    thumbnail_alt: 'Two pizzas, one cut into halves and one into fourths, beside the title Equivalent Fractions',
    raw_text: pm.doc(
      pm.h2('What you will learn'),
      pm.p(
        { b: 'Equivalent fractions' },
        ' are fractions that name the same amount, like 1/2 and 2/4. In this video you will see them with fraction bars and on a number line, then learn a rule that finds them without drawing.',
      ),
      pm.ul(
        'Why 1/2, 2/4 and 4/8 are the same amount',
        'How equivalent fractions share one point on a number line',
        'The rule: multiply or divide the numerator and denominator by the same number',
        'How to check whether two fractions are equivalent',
      ),
      pm.h2('Key idea'),
      pm.p(
        'Cutting every piece into the same number of smaller pieces changes the ',
        { i: 'names' },
        ' of the pieces but not the ',
        { i: 'amount' },
        ' that is shaded.',
      ),
      pm.h2('After you watch'),
      pm.ol(
        'Draw bars to show that 1/3 = 2/6.',
        'Write two fractions equivalent to 3/4.',
        'Explain why 2/3 is not equal to 3/4.',
      ),
    ),
    vocabulary: [
      { word: 'fraction', definition: 'A number that names part of a whole or part of a group, such as 3/4.' },
      { word: 'numerator', definition: 'The top number of a fraction: how many equal parts are counted.' },
      { word: 'denominator', definition: 'The bottom number of a fraction: how many equal parts make the whole.' },
      { word: 'equivalent fractions', definition: 'Fractions that name the same amount, such as 1/2 and 2/4.' },
      { word: 'number line', definition: 'A line with evenly spaced marks that shows numbers in order.' },
      {
        word: 'simplify',
        definition:
          'To divide the numerator and denominator by the same number to write an equivalent fraction with smaller numbers.',
      },
    ],
    discussion_questions: [
      {
        section: 'before',
        question: 'Would you rather have 1/2 of a pizza or 2/4 of the same pizza? Why?',
        answer: 'It does not matter: both are the same amount of pizza, cut into different numbers of pieces.',
      },
      {
        section: 'before',
        question: 'What does the bottom number of a fraction tell you?',
        answer: 'The denominator tells how many equal parts the whole is divided into.',
      },
      {
        section: 'after',
        question: 'How did the bars show that 1/2, 2/4 and 4/8 are equivalent?',
        answer:
          'Each bar was the same size, and the shaded part covered the same length in all three, even though the bars had 2, 4 and 8 parts.',
      },
      {
        section: 'after',
        question: 'Why does multiplying the numerator and denominator by the same number give an equivalent fraction?',
        answer:
          'Multiplying by a number over itself, such as 3/3, is multiplying by 1, which does not change the amount. It only cuts each part into more, smaller parts.',
      },
      {
        section: 'after',
        question: 'Is 2/3 equivalent to 3/4? How do you know?',
        answer: 'No. No single number multiplies 2 to make 3 and 3 to make 4, and the bars show 3/4 is a little longer than 2/3.',
      },
    ],
    standards: [
      {
        code: '3.NF.A.3',
        name: 'Equivalent fractions',
        description:
          'Explain why two fractions are equivalent by their size or their place on a number line, and write simple equivalent fractions.',
      },
      {
        code: '4.NF.A.1',
        name: 'Fractions made equivalent by multiplying',
        description:
          'Use fraction models to explain why multiplying the numerator and denominator by the same number gives an equivalent fraction.',
      },
    ],
  },
  scenes: [
    {
      title: null,
      lines: [
        { text: 'Would you rather have one half of a pizza, or two fourths of the same pizza?' },
        { text: "Trick question! They're the same amount. Let's find out why." },
      ],
      draw: (c) => {
        const pizza = (cx, cy, cuts) => {
          let s = circle(cx, cy, 110, { fill: '#E9B64F', stroke: '#B8862B', sw: 6 }) + circle(cx, cy, 94, { fill: '#F3D27A' });
          for (let i = 0; i < cuts; i++) {
            const a = (i / cuts) * Math.PI * 2 - Math.PI / 2;
            s += line(cx, cy, cx + Math.cos(a) * 110, cy + Math.sin(a) * 110, { stroke: '#B8862B', sw: 5 });
          }
          return s;
        };
        return (
          c.show(
            0,
            text(96, 250, 'MATH · GRADES 3–5', { size: 24, weight: 700, fill: C.blue, spacing: 2 }) +
              text(92, 345, ['Equivalent', 'Fractions'], { size: 84, weight: 700, lineHeight: 96 }),
            'rise',
          ) +
          c.show(0, pizza(790, 300, 2) + frac(790, 500, 1, 2, { fill: C.blue }), 'pop', { x: 790, y: 300 }) +
          c.show(0, pizza(1090, 300, 4) + frac(1090, 500, 2, 4, { fill: C.blue }), 'pop', { x: 1090, y: 300, delay: 1.2 }) +
          c.show(
            1,
            text(940, 328, '=', { size: 80, weight: 700, anchor: 'middle', fill: C.coral }) +
              text(96, 500, 'Same amount, different names', { size: 32, fill: C.muted }),
            'pop',
            { x: 940, y: 300 },
          )
        );
      },
    },
    {
      title: 'Same amount, new pieces',
      lines: [
        { text: "Here is a bar cut into two equal parts. One part is shaded. That's one half." },
        { text: "Now cut each part in two. Four parts, and two are shaded. That's two fourths." },
        { text: "Cut each part again. Now four of eight parts are shaded. That's four eighths." },
        {
          text: 'The shaded amount never changed. One half, two fourths and four eighths are equivalent fractions.',
          id: 'equal',
        },
      ],
      draw: (c) =>
        c.show(0, frac(170, 200, 1, 2) + bar(260, 160, 800, 90, 2, 1), 'left') +
        c.show(1, frac(170, 340, 2, 4) + bar(260, 300, 800, 90, 4, 2), 'left') +
        c.show(2, frac(170, 480, 4, 8) + bar(260, 440, 800, 90, 8, 4), 'left') +
        c.show(
          3,
          line(660, 140, 660, 550, { stroke: C.coral, sw: 5, dash: '12 10' }) +
            pill(660, 600, 'Same amount', { fill: C.coral, stroke: C.coral, color: '#FFFFFF', size: 28 }) +
            text(1180, 360, '=', { size: 80, weight: 700, anchor: 'middle', fill: C.coral }),
          'fade',
        ),
    },
    {
      title: 'On the number line',
      lines: [
        { text: 'A number line shows it too.' },
        { text: 'One half, two fourths and four eighths all land on the very same point.', id: 'point' },
        { text: 'Equivalent fractions are different names for the same number.' },
      ],
      draw: (c) => {
        const x0 = 180;
        const x1 = 1100;
        const y = 400;
        const X = (v) => x0 + (x1 - x0) * v;
        let ticks = '';
        for (let i = 0; i <= 8; i++)
          ticks += line(
            X(i / 8),
            y - (i % 4 === 0 ? 22 : i % 2 === 0 ? 16 : 10),
            X(i / 8),
            y + (i % 4 === 0 ? 22 : i % 2 === 0 ? 16 : 10),
            { stroke: C.ink, sw: 4 },
          );
        return (
          c.show(
            0,
            line(x0 - 30, y, x1 + 30, y, { stroke: C.ink, sw: 5 }) +
              ticks +
              text(X(0), y + 70, '0', { size: 40, weight: 700, anchor: 'middle' }) +
              text(X(1), y + 70, '1', { size: 40, weight: 700, anchor: 'middle' }),
            'growX',
            { x: x0, y },
          ) +
          c.show(
            1,
            bar(x0, 220, (x1 - x0) / 2, 44, 1, 1, '#9DB9EE') +
              frac(X(0.5) + 46, 240, 1, 2, { size: 30, fill: C.blue }) +
              line(X(0.5), 270, X(0.5), 370, { stroke: '#9DB9EE', sw: 3, dash: '8 8' }),
            'fade',
          ) +
          c.show(
            1,
            frac(X(0.5) - 120, 560, 1, 2, { size: 40, fill: C.blue }) +
              frac(X(0.5), 560, 2, 4, { size: 40, fill: C.blue }) +
              frac(X(0.5) + 120, 560, 4, 8, { size: 40, fill: C.blue }) +
              arrow(X(0.5), 480, X(0.5), 430, { stroke: C.coral, sw: 5 }),
            'rise',
            { delay: 0.8 },
          ) +
          c.show(1, circle(X(0.5), y, 16, { fill: C.coral, stroke: '#FFFFFF', sw: 4 }), 'pop', { x: X(0.5), y }) +
          c.show(
            2,
            card(720, 150, 500, 70, { r: 35, fill: C.blueLight, stroke: C.blue }) +
              text(970, 196, 'Different names, same number', { size: 32, weight: 700, anchor: 'middle', fill: C.blue }),
            'rise',
          )
        );
      },
    },
    {
      title: 'The rule',
      lines: [
        { text: 'Notice a pattern. Each time we cut the pieces in two, the parts doubled, and so did the shaded parts.' },
        { text: 'So multiply the top and the bottom by the same number, and you get an equivalent fraction.', id: 'rule' },
        { text: 'One half, times three over three, is three sixths.' },
        { text: "Three over three is just one whole, so the amount doesn't change." },
        { text: 'Dividing works too. Divide six eighths by two over two, and you get three fourths.', id: 'divide' },
      ],
      draw: (c) =>
        c.show(
          0,
          frac(260, 230, 1, 2, { size: 52 }) +
            arrow(320, 230, 440, 230, { stroke: C.blue, sw: 5 }) +
            frac(500, 230, 2, 4, { size: 52 }) +
            arrow(560, 230, 680, 230, { stroke: C.blue, sw: 5 }) +
            frac(740, 230, 4, 8, { size: 52 }) +
            text(380, 200, '× 2', { size: 28, weight: 700, anchor: 'middle', fill: C.blue }) +
            text(620, 200, '× 2', { size: 28, weight: 700, anchor: 'middle', fill: C.blue }),
          'fade',
        ) +
        c.show(
          1,
          card(860, 150, 340, 160, { fill: C.blueLight, stroke: C.blue }) +
            text(1030, 210, ['Multiply top and', 'bottom by the', 'same number'], {
              size: 26,
              weight: 700,
              anchor: 'middle',
              fill: C.blue,
              lineHeight: 32,
            }),
          'right',
        ) +
        c.show(
          2,
          frac(250, 440, 1, 2, { size: 60 }) +
            text(350, 460, '×', { size: 60, weight: 700, anchor: 'middle' }) +
            frac(450, 440, 3, 3, { size: 60, fill: C.coral }) +
            text(550, 460, '=', { size: 60, weight: 700, anchor: 'middle' }) +
            frac(650, 440, 3, 6, { size: 60, fill: C.blue }),
          'rise',
        ) +
        c.show(2, bar(760, 390, 420, 44, 2, 1) + bar(760, 460, 420, 44, 6, 3), 'fade', { delay: 1.5 }) +
        c.show(3, pill(450, 580, '3/3 = 1 whole', { fill: C.coral, stroke: C.coral, color: '#FFFFFF', size: 26 }), 'pop', {
          x: 450,
          y: 580,
        }) +
        c.show(
          4,
          card(720, 540, 480, 84, { r: 42 }) +
            text(960, 593, '6/8 ÷ 2/2 = 3/4', { size: 34, weight: 700, anchor: 'middle', fill: C.blue }),
          'rise',
        ),
    },
    {
      title: 'Check it',
      lines: [
        { text: 'Is two thirds equal to four sixths?' },
        { text: 'Two times two is four, and three times two is six. Yes, they are equivalent.', id: 'yes' },
        { text: 'Is two thirds equal to three fourths?' },
        { text: 'No. No number turns two into three and three into four. The bars show three fourths is a bit more.', id: 'no' },
      ],
      draw: (c) =>
        c.show(
          0,
          card(70, 130, 540, 500) +
            frac(220, 230, 2, 3) +
            text(340, 250, '=', { size: 44, weight: 700, anchor: 'middle' }) +
            frac(460, 230, 4, 6) +
            text(340, 190, '?', { size: 30, weight: 700, anchor: 'middle', fill: C.muted }),
          'rise',
        ) +
        c.show(
          1,
          bar(110, 330, 460, 60, 3, 2) +
            bar(110, 410, 460, 60, 6, 4) +
            text(340, 540, '× 2 on top and bottom', { size: 26, weight: 700, anchor: 'middle', fill: C.blue }) +
            pill(340, 590, 'Equivalent', { fill: C.leaf, stroke: C.leaf, color: '#FFFFFF', size: 26 }),
          'fade',
        ) +
        c.show(
          2,
          card(670, 130, 540, 500) +
            frac(820, 230, 2, 3) +
            text(940, 250, '=', { size: 44, weight: 700, anchor: 'middle' }) +
            frac(1060, 230, 3, 4) +
            text(940, 190, '?', { size: 30, weight: 700, anchor: 'middle', fill: C.muted }),
          'rise',
        ) +
        c.show(
          3,
          bar(710, 330, 460, 60, 3, 2) +
            bar(710, 410, 460, 60, 4, 3, C.orange) +
            line(710 + (460 * 2) / 3, 310, 710 + (460 * 2) / 3, 490, { stroke: C.coral, sw: 4, dash: '8 8' }) +
            text(940, 540, '3/4 is a bit more', { size: 26, weight: 700, anchor: 'middle', fill: C.orange }) +
            pill(940, 590, 'Not equivalent', { fill: C.coral, stroke: C.coral, color: '#FFFFFF', size: 26 }),
          'fade',
        ),
    },
    {
      title: "Let's review",
      lines: [
        { text: 'So remember: equivalent fractions name the same amount.' },
        { text: 'To find one, multiply or divide the top and bottom by the same number.' },
        { text: 'And that pizza? It tastes the same either way.' },
      ],
      draw: (c) =>
        c.show(
          0,
          card(110, 170, 500, 300) +
            text(150, 240, 'Same amount', { size: 40, weight: 700 }) +
            bar(150, 290, 420, 50, 2, 1) +
            bar(150, 360, 420, 50, 4, 2) +
            text(150, 450, '1/2 = 2/4', { size: 28, weight: 700, fill: C.blue }),
          'rise',
        ) +
        c.show(
          1,
          card(670, 170, 500, 300) +
            text(710, 240, 'Same number', { size: 40, weight: 700 }) +
            frac(800, 340, 3, 4, { size: 48 }) +
            text(880, 360, '×', { size: 44, weight: 700, anchor: 'middle' }) +
            frac(960, 340, 2, 2, { size: 48, fill: C.coral }) +
            text(1040, 360, '=', { size: 44, weight: 700, anchor: 'middle' }) +
            frac(1110, 340, 6, 8, { size: 48, fill: C.blue }) +
            text(710, 450, 'top and bottom', { size: 28, weight: 700, fill: C.blue }),
          'rise',
        ) +
        c.show(2, text(640, 570, 'Different names, same number.', { size: 36, weight: 700, anchor: 'middle' }), 'fade'),
    },
  ],
  pdfs: [
    {
      type: 'lesson_plan',
      intro: 'A 45-minute lesson: objectives, materials, a warm-up with paper strips, viewing, practice and an exit ticket.',
      sections: [
        {
          heading: 'Objectives',
          bullets: [
            'Students show with fraction bars and number lines that two fractions are equivalent.',
            'Students generate equivalent fractions by multiplying or dividing the numerator and denominator by the same number.',
            'Students explain why two fractions are or are not equivalent.',
          ],
        },
        { auto: 'standards' },
        {
          heading: 'Materials',
          bullets: [
            'The video "Equivalent Fractions" with captions on',
            'Four paper strips of the same length per student, and crayons',
            'The Practice Word Problems and Practice Number Problems sheets for this video',
          ],
        },
        {
          heading: 'Lesson sequence',
          numbered: [
            '**Warm-up (8 minutes).** Students fold one strip in half and shade one part, fold a second into fourths and shade two parts, and a third into eighths and shade four. Ask: what do you notice?',
            '**Watch (5 minutes).** Play the video. Pause after the number line scene and ask students to point to 1/2 on a number line of their own.',
            '**Discuss (7 minutes).** Use the "after" discussion questions in the Teacher Information.',
            '**Practice (20 minutes).** Pairs work through the Practice Number Problems, then the Practice Word Problems, drawing bars when they are unsure.',
            '**Exit ticket (5 minutes).** "Write two fractions equivalent to 2/5. Show how you know with a drawing or the rule."',
          ],
        },
        {
          heading: 'Check for understanding',
          paragraphs: [
            'Watch for students who add the same number to the numerator and denominator (1/2 becomes 2/3). Have them draw both bars: the shaded lengths are not the same, so the fractions are not equivalent.',
          ],
        },
      ],
    },
    {
      type: 'teacher_guide',
      intro: 'Background on equivalent fractions, common mistakes, and answers to the discussion questions.',
      sections: [
        {
          heading: 'Background',
          paragraphs: [
            'Two fractions are equivalent when they are the same size, or name the same point on a number line. Multiplying the numerator and denominator by the same whole number n partitions each unit fraction into n smaller parts: there are n times as many parts, and n times as many are counted, so the amount is unchanged. In symbols, a/b = (n × a)/(n × b).',
            'Dividing the numerator and denominator by a common factor reverses the process and gives a fraction in simpler terms. A quick check for equivalence is cross-multiplication (a × d = b × c), which students meet later; at grades 3 and 4, models and the multiplication rule are the goal.',
          ],
        },
        {
          heading: 'Common mistakes',
          bullets: [
            'Adding the same number to the top and bottom (1/2 and 2/3). Models show the amounts differ.',
            'Comparing fractions by their denominators alone ("eighths are bigger because 8 is bigger than 4").',
            'Drawing bars of different lengths: equivalent fractions must come from the same whole.',
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
      intro: 'Six word problems about equivalent fractions in everyday situations, with room to draw and explain.',
      sections: [
        {
          heading: 'Solve and explain',
          paragraphs: ['Draw a bar or a number line for each problem if it helps. Write your answer in a sentence.'],
          lines: 3,
          problems: [
            {
              q: 'Maya ate 1/2 of a sandwich. Leo ate 2/4 of a sandwich of the same size. Who ate more? Explain.',
              a: 'They ate the same amount, because 1/2 and 2/4 are equivalent (1 × 2 = 2 and 2 × 2 = 4).',
            },
            {
              q: 'A garden is split into 8 equal beds. Tomatoes grow in 6 of them. Write the fraction of the garden with tomatoes in two ways.',
              a: '6/8 and 3/4 (divide the top and bottom by 2).',
            },
            {
              q: 'Sam ran 3/4 of a mile. Priya ran 6/8 of a mile. Priya says she ran farther because 6 is more than 3. Is she right?',
              a: 'No. 6/8 = 3/4, so they ran the same distance; eighths are smaller pieces, so more of them are needed.',
            },
            {
              q: 'A recipe needs 2/3 of a cup of milk. Your measuring cup is marked in sixths. How many sixths do you need?',
              a: '4 sixths, because 2/3 = 4/6.',
            },
            {
              q: 'A class of 10 students voted, and 5 chose soccer. Write the fraction for soccer, then an equivalent fraction with a denominator of 2.',
              a: '5/10 = 1/2.',
            },
            {
              q: 'Jon shaded 2/5 of a strip. Ana shaded 3/6 of a strip of the same length. Are the shaded parts equal? How do you know?',
              a: 'No. 3/6 = 1/2, and 2/5 is less than 1/2 (2/5 = 4/10, 1/2 = 5/10).',
            },
          ],
        },
      ],
    },
    {
      type: 'practice_number_problems',
      intro: 'Twelve number problems: fill in the missing numbers, simplify, and decide whether pairs are equivalent.',
      sections: [
        {
          heading: 'Fill in the missing number',
          lines: 1,
          problems: [
            { q: '1/2 = ?/8', a: '1/2 = 4/8' },
            { q: '1/3 = 2/?', a: '1/3 = 2/6' },
            { q: '3/4 = ?/12', a: '3/4 = 9/12' },
            { q: '2/5 = 6/?', a: '2/5 = 6/15' },
          ],
        },
        {
          heading: 'Simplify: divide the top and bottom by the same number',
          lines: 1,
          problems: [
            { q: '4/8', a: '4/8 = 1/2' },
            { q: '6/9', a: '6/9 = 2/3' },
            { q: '10/12', a: '10/12 = 5/6' },
            { q: '8/10', a: '8/10 = 4/5' },
          ],
        },
        {
          heading: 'Equivalent or not? Write yes or no and show why',
          lines: 1,
          problems: [
            { q: '2/3 and 4/6', a: 'Yes: 2 × 2 = 4 and 3 × 2 = 6.' },
            { q: '1/4 and 2/6', a: 'No: 1/4 = 2/8, not 2/6.' },
            { q: '3/5 and 9/15', a: 'Yes: 3 × 3 = 9 and 5 × 3 = 15.' },
            { q: '5/6 and 6/7', a: 'No: no whole number multiplies 5 to 6 and 6 to 7.' },
          ],
        },
      ],
    },
  ],
};
