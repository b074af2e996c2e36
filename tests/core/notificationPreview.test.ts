import { describe, expect, it } from 'vitest';
import { notificationPreview } from '@core/notification/rules';

/** The preview is text for a person: code inside script and style elements is not part of it. */
describe('notificationPreview drops script and style content', () => {
  it('leaves out what a script or style element holds', () => {
    expect(notificationPreview('Komplain <b>#5024</b><script>alert("xss")</script> Mohon ditanggapi.')).toBe(
      'Komplain #5024 Mohon ditanggapi.',
    );
    expect(notificationPreview('<style type="text/css">.x{color:red}</style>Pesanan baru')).toBe('Pesanan baru');
    expect(notificationPreview('<SCRIPT src="a.js"></SCRIPT >Halo')).toBe('Halo');
  });

  it('an unclosed script swallows the rest, as a browser would', () => {
    expect(notificationPreview('Halo<script>alert(1)')).toBe('Halo');
  });
});
