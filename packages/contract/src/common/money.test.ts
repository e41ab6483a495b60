import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poundsToPence } from './money';

describe('poundsToPence', () => {
  it('reads pounds as people write them', () => {
    expect(poundsToPence('10')).toBe(1000);
    expect(poundsToPence('10.5')).toBe(1050);
    expect(poundsToPence(' 1,234.56 ')).toBe(123_456);
    expect(poundsToPence('0.01')).toBe(1);
    expect(poundsToPence(12.34)).toBe(1234);
  });

  it('refuses what only looks like a number', () => {
    for (const loose of [
      '0x10',
      '1e1',
      '0b11',
      '1,00',
      '12.345',
      '1,2345',
      '',
      '.5',
      '£5',
      '-1',
      '+1',
      'Infinity',
    ]) {
      expect(poundsToPence(loose), loose).toBeUndefined();
    }
    expect(poundsToPence(1.005)).toBeUndefined();
    expect(poundsToPence(Number.NaN)).toBeUndefined();
  });

  it('gives back the pence of any amount written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (pence) => {
        const text = `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
        expect(poundsToPence(text)).toBe(pence);
        const grouped = Math.floor(pence / 100).toLocaleString('en-GB');
        expect(poundsToPence(`${grouped}.${String(pence % 100).padStart(2, '0')}`)).toBe(pence);
      }),
    );
  });
});
