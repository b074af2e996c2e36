import { describe, expect, it } from 'vitest';
import { checkHeaderSize, checkLogo } from '@core/account/images';

describe('profile images', () => {
  it('takes a jpg or png logo up to 500 kb', () => {
    expect(checkLogo({ type: 'image/png', name: 'logo.png', size: 500 * 1024 })).toBeNull();
    expect(checkLogo({ type: '', name: 'LOGO.JPG', size: 1000 })).toBeNull();
    expect(checkLogo({ type: 'image/png', name: 'logo.png', size: 500 * 1024 + 1 })).toBe(
      'File Terlalu Besar! Maksimal Upload 500 kb',
    );
    expect(checkLogo({ type: 'image/gif', name: 'logo.gif', size: 10 })).toBe('File harus berupa gambar JPG atau PNG');
  });

  it('wants a header of exactly 1198 x 200', () => {
    expect(checkHeaderSize(1198, 200)).toBeNull();
    expect(checkHeaderSize(1200, 200)).toBe('Ukuran gambar header harus 1198 x 200 piksel');
    expect(checkHeaderSize(1198, 201)).toBe('Ukuran gambar header harus 1198 x 200 piksel');
  });
});
