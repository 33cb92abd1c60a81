// 64-bit photo hashes in JavaScript (unsigned bigint) and in PostgreSQL (int8, signed, read back as text).

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  const x = BigInt.asUintN(64, a ^ b);
  return popCount32(Number(x & 0xffffffffn)) + popCount32(Number(x >> 32n));
}

function popCount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The hash as PostgreSQL stores it: the same 64 bits read as a signed int8, in text. */
export function hashToInt8(hash: bigint): string {
  return BigInt.asIntN(64, hash).toString();
}

/** The unsigned hash of an int8 as pg returns it (text) or as a bigint. */
export function hashFromInt8(value: string | bigint): bigint {
  return BigInt.asUintN(64, BigInt(value));
}

/** The hash as 16 hexadecimal digits (logs, the bench). */
export function hashToHex(hash: bigint): string {
  return BigInt.asUintN(64, hash).toString(16).padStart(16, '0');
}
