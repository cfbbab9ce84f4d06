import { describe, expect, it } from 'vitest';
import { GALLERY_ITEMS } from '#src/server/content/starting-copy/gallery';
import { paintFor } from './color';
import { galleryArtwork } from './scenes';
import { vehicleArtwork } from './vehicle';

describe('galleryArtwork', () => {
  it('draws the close-up, the paint and the body it is given', () => {
    for (const view of ['wheel-detail', 'interior', 'dashboard'] as const) {
      expect(galleryArtwork('detail', 'x', { view, paint: 'Nero', style: 'suv' })).toBe(
        vehicleArtwork({ bodyStyle: 'suv', paint: paintFor('Nero'), view, seed: 'gx' }),
      );
    }
    const red = galleryArtwork('event', 'x', { paint: 'Rosso Corsa', style: 'coupe' });
    expect(red).toContain(paintFor('Rosso Corsa'));
    expect(red).not.toBe(galleryArtwork('event', 'x', { paint: 'Bianco', style: 'coupe' }));
  });

  it("draws the showroom's two cars as given", () => {
    const a = galleryArtwork('showroom', 'x', {
      cars: [
        { style: 'sedan', paint: 'Giallo' },
        { style: 'suv', paint: 'Arancio' },
      ],
    });
    expect(a).toContain(paintFor('Giallo'));
    expect(a).toContain(paintFor('Arancio'));
    expect(a).not.toBe(
      galleryArtwork('showroom', 'x', {
        cars: [
          { style: 'sedan', paint: 'Giallo' },
          { style: 'suv', paint: 'Nero' },
        ],
      }),
    );
  });

  it('without a subject, draws what the seed chooses (the pictures named in the gallery are those)', () => {
    for (const { id, art } of GALLERY_ITEMS) {
      const { scene, ...subject } = art;
      // Naming what the seed draws changes nothing: the rendered files stay valid for their rows.
      expect(galleryArtwork(scene, id, subject), id).toBe(galleryArtwork(scene, id));
    }
  });
});
