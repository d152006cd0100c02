import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('mission descriptions (rich text)', () => {
  it.each([
    ['<p>Bonjour <strong>à tous</strong></p>', '<p>Bonjour <strong>à tous</strong></p>'],
    ['<ul><li>un</li><li><em>deux</em></li></ul><ol><li>trois</li></ol>', '<ul><li>un</li><li><em>deux</em></li></ul><ol><li>trois</li></ol>'],
    ['ligne<br>suivante', 'ligne<br />suivante'],
    ['<p>Salut<script>alert(1)</script></p>', '<p>Salut</p>'],
    ['<img src=x onerror="alert(1)"><p onclick="x()">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">lien</a>', '<a rel="noopener noreferrer nofollow" target="_blank">lien</a>'],
    ['<a href="https://exemple.fr" onmouseover="x()">lien</a>', '<a href="https://exemple.fr" rel="noopener noreferrer nofollow" target="_blank">lien</a>'],
    ['<b>gras</b> <i>italique</i> <span style="color:red">texte</span>', '<strong>gras</strong> <em>italique</em> texte'],
    ['<iframe src="https://evil.example"></iframe><style>p{}</style>', ''],
  ])('%s -> %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('tells an empty description from a written one', () => {
    expect(richTextToPlain('<p> </p><p><br></p>')).toBe('');
    expect(richTextToPlain('<p>Aider&nbsp;<strong>le samedi</strong></p>')).toBe('Aider le samedi');
  });
});
