import { describe, expect, it } from 'vitest';
import { checkImageFiles, moveItem } from './image-rules';

describe('checkImageFiles', () => {
  it('accepts jpeg, png and webp up to 5 MB', () => {
    expect(
      checkImageFiles([
        { name: 'a.png', size: 5 * 1024 * 1024, type: 'image/png' },
        { name: 'b.webp', size: 10, type: 'image/webp' },
      ]),
    ).toBeNull();
  });
  it('names the file that is too large', () => {
    expect(checkImageFiles([{ name: 'big.jpg', size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' }])).toBe(
      'File too large: big.jpg exceeds the 5MB limit',
    );
  });
  it('refuses other types', () => {
    expect(checkImageFiles([{ name: 'a.gif', size: 10, type: 'image/gif' }])).toBe('Invalid file type: not a supported image type');
  });
});

describe('moveItem', () => {
  it('moves up and down and clamps at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
