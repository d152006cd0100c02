import { describe, expect, it } from 'vitest';
import { canArchiveHighlight, canDeleteHighlight } from './highlight.rules';

describe('highlight rules', () => {
  it('lets only platform admins delete or archive', () => {
    expect(canDeleteHighlight({ isPlatformAdmin: true })).toEqual({ ok: true });
    expect(canDeleteHighlight({ isPlatformAdmin: false })).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(canArchiveHighlight({ isPlatformAdmin: false })).toEqual({ ok: false, code: 'FORBIDDEN' });
  });
});
