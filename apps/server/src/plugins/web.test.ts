import { describe, expect, it } from 'vitest';
import { deferEntry, paintsFirst } from './web.js';

describe('the reading pages paint before their script runs', () => {
  it('the article view and the video pages (VIDEO-01, VIDEO-10) get the deferred entry; forms keep the module entry', () => {
    for (const url of ['/view/12?levelId=3', '/video/7', '/video-lesson?contentId=18', '/video-lesson'])
      expect(paintsFirst(url), url).toBe(true);
    for (const url of ['/', '/search', '/assignments/create?contentIds=7', '/video-lessons', '/videos/7', '/account/classes'])
      expect(paintsFirst(url), url).toBe(false);
  });

  it('swaps the module entry for the boot script, which waits for the image or the video poster', () => {
    const html = deferEntry('<head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>');
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(/<script defer src="\/assets\/boot-[0-9a-f]{10}\.js" data-entry="\/assets\/index-abc\.js"><\/script>/);
  });
});
