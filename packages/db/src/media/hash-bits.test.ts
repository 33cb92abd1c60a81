import { describe, expect, it } from 'vitest';
import { hammingDistance, hashFromInt8, hashToHex, hashToInt8 } from './hash-bits';

describe('photo hash bits', () => {
  it('counts the bits that differ, over all 64', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, 0xffff_ffff_ffff_ffffn)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hammingDistance(1n << 63n, 1n)).toBe(2);
    expect(hammingDistance(0x8000_0000_0000_0000n, 0x0000_0000_8000_0000n)).toBe(2);
  });

  it('stores the top bit as the sign of an int8 and reads it back', () => {
    expect(hashToInt8(0n)).toBe('0');
    expect(hashToInt8(0x7fff_ffff_ffff_ffffn)).toBe('9223372036854775807');
    expect(hashToInt8(0x8000_0000_0000_0000n)).toBe('-9223372036854775808');
    expect(hashToInt8(0xffff_ffff_ffff_ffffn)).toBe('-1');
    for (const hash of [0n, 1n, 0x8000_0000_0000_0001n, 0xdead_beef_cafe_f00dn, 0xffff_ffff_ffff_ffffn]) {
      expect(hashFromInt8(hashToInt8(hash))).toBe(hash);
    }
    expect(hashFromInt8(-1n)).toBe(0xffff_ffff_ffff_ffffn);
  });

  it('writes 16 hex digits', () => {
    expect(hashToHex(0xan)).toBe('000000000000000a');
    expect(hashToHex(hashFromInt8('-1'))).toBe('ffffffffffffffff');
  });
});
