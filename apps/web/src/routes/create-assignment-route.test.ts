import { describe, expect, it } from 'vitest';
import { returnPathOf } from './create-assignment-route.js';

describe('the assignment page’s way back (VIDEO-09)', () => {
  it('VIDEO-09 goes back to a path of this site only', () => {
    expect(returnPathOf('/video/12', '/')).toBe('/video/12');
    expect(returnPathOf('/video-lesson?contentId=3&selectedAssignmentId=4', '/')).toBe(
      '/video-lesson?contentId=3&selectedAssignmentId=4',
    );
    for (const hostile of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '', null])
      expect(returnPathOf(hostile, '/video/12')).toBe('/video/12');
  });
});
