/**
 * The adaptive arithmetic coder of LASzip (after Said's FastAC), written from the LAZ format's
 * description: symbol and bit models, an encoder, a decoder and the integer coder on top of them.
 * laz-perf decodes the points; we need the coder ourselves for the chunk table (which laz-perf does
 * not expose, and without which chunks cannot be streamed) and to write LAZ for tests and the bench.
 * Every quantity is an unsigned 32-bit integer, as in LASzip; products stay below 2^32, so doubles
 * hold them exactly.
 */

const LENGTH_SHIFT = 15;
const MAX_COUNT = 1 << 15;
const BIT_SHIFT = 13;
const BIT_MAX_COUNT = 1 << 13;
const MIN_LENGTH = 0x01000000;
const TWO_32 = 2 ** 32;

export class SymbolModel {
  readonly last: number;
  readonly distribution: Uint32Array;
  readonly counts: Uint32Array;
  private total = 0;
  private cycle: number;
  untilUpdate: number;
  readonly symbols: number;

  constructor(symbols: number) {
    this.symbols = symbols;
    this.last = symbols - 1;
    this.distribution = new Uint32Array(symbols);
    this.counts = new Uint32Array(symbols).fill(1);
    this.cycle = symbols;
    this.update();
    this.untilUpdate = this.cycle = (symbols + 6) >> 1;
  }

  update(): void {
    this.total += this.cycle;
    if (this.total > MAX_COUNT) {
      this.total = 0;
      for (let n = 0; n < this.symbols; n++) {
        this.counts[n] = (this.counts[n]! + 1) >>> 1;
        this.total += this.counts[n]!;
      }
    }
    const scale = Math.floor(0x80000000 / this.total);
    let sum = 0;
    for (let k = 0; k < this.symbols; k++) {
      this.distribution[k] = (scale * sum) >>> (31 - LENGTH_SHIFT);
      sum += this.counts[k]!;
    }
    this.cycle = Math.min((5 * this.cycle) >> 2, (this.symbols + 6) << 3);
    this.untilUpdate = this.cycle;
  }
}

export class BitModel {
  bit0Count = 1;
  private bitCount = 2;
  probability = 1 << (BIT_SHIFT - 1);
  private cycle = 4;
  untilUpdate = 4;

  update(): void {
    this.bitCount += this.cycle;
    if (this.bitCount > BIT_MAX_COUNT) {
      this.bitCount = (this.bitCount + 1) >>> 1;
      this.bit0Count = (this.bit0Count + 1) >>> 1;
      if (this.bit0Count === this.bitCount) this.bitCount++;
    }
    const scale = Math.floor(0x80000000 / this.bitCount);
    this.probability = (this.bit0Count * scale) >>> (31 - BIT_SHIFT);
    this.cycle = Math.min((5 * this.cycle) >> 2, 64);
    this.untilUpdate = this.cycle;
  }
}

export class Decoder {
  private value: number;
  private length = 0xffffffff;
  private at: number;
  private readonly bytes: Uint8Array;

  /** Starts decoding `bytes` at `at`; reading past the end reads zeros, as a damaged file would. */
  constructor(bytes: Uint8Array, at: number) {
    this.bytes = bytes;
    this.at = at;
    this.value = this.next() * 0x1000000 + this.next() * 0x10000 + this.next() * 0x100 + this.next();
  }

  private next(): number {
    return this.bytes[this.at++] ?? 0;
  }

  private renormalise(): void {
    do {
      this.value = this.value * 256 + this.next();
      this.length *= 256;
    } while (this.length < MIN_LENGTH);
  }

  decodeSymbol(m: SymbolModel): number {
    let x = 0;
    let y = this.length;
    this.length = this.length >>> LENGTH_SHIFT;
    let s = 0;
    let n = m.symbols;
    // Bisection over the cumulative distribution (FastAC's table is only a shortcut to the same answer).
    while (n - s > 1) {
      const k = (s + n) >>> 1;
      const z = this.length * m.distribution[k]!;
      if (z > this.value) {
        n = k;
        y = z;
      } else {
        s = k;
        x = z;
      }
    }
    this.value -= x;
    this.length = y - x;
    if (this.length < MIN_LENGTH) this.renormalise();
    m.counts[s]!++;
    if (--m.untilUpdate === 0) m.update();
    return s;
  }

  decodeBit(m: BitModel): number {
    const x = m.probability * (this.length >>> BIT_SHIFT);
    const bit = this.value >= x ? 1 : 0;
    if (bit === 0) {
      this.length = x;
      m.bit0Count++;
    } else {
      this.value -= x;
      this.length -= x;
    }
    if (this.length < MIN_LENGTH) this.renormalise();
    if (--m.untilUpdate === 0) m.update();
    return bit;
  }

  readBits(bits: number): number {
    if (bits > 19) {
      const lower = this.readBits(16);
      return this.readBits(bits - 16) * 0x10000 + lower;
    }
    this.length = this.length >>> bits;
    const symbol = Math.floor(this.value / this.length);
    this.value -= symbol * this.length;
    if (this.length < MIN_LENGTH) this.renormalise();
    return symbol;
  }
}

export class Encoder {
  private base = 0;
  private length = 0xffffffff;
  private out = new Uint8Array(1 << 16);
  private used = 0;

  private push(byte: number): void {
    if (this.used === this.out.length) {
      const grown = new Uint8Array(this.out.length * 2);
      grown.set(this.out);
      this.out = grown;
    }
    this.out[this.used++] = byte;
  }

  private add(x: number): void {
    this.base += x;
    if (this.base >= TWO_32) {
      this.base -= TWO_32;
      let p = this.used - 1;
      while (this.out[p] === 0xff) this.out[p--] = 0;
      this.out[p]!++;
    }
  }

  private renormalise(): void {
    do {
      this.push(this.base >>> 24);
      this.base = (this.base % 0x1000000) * 256;
      this.length *= 256;
    } while (this.length < MIN_LENGTH);
  }

  encodeSymbol(m: SymbolModel, symbol: number): void {
    if (symbol === m.last) {
      const x = m.distribution[symbol]! * (this.length >>> LENGTH_SHIFT);
      this.add(x);
      this.length -= x;
    } else {
      this.length = this.length >>> LENGTH_SHIFT;
      const x = m.distribution[symbol]! * this.length;
      this.add(x);
      this.length = m.distribution[symbol + 1]! * this.length - x;
    }
    if (this.length < MIN_LENGTH) this.renormalise();
    m.counts[symbol]!++;
    if (--m.untilUpdate === 0) m.update();
  }

  encodeBit(m: BitModel, bit: number): void {
    const x = m.probability * (this.length >>> BIT_SHIFT);
    if (bit === 0) {
      this.length = x;
      m.bit0Count++;
    } else {
      this.add(x);
      this.length -= x;
    }
    if (this.length < MIN_LENGTH) this.renormalise();
    if (--m.untilUpdate === 0) m.update();
  }

  writeBits(bits: number, value: number): void {
    if (bits > 19) {
      this.writeBits(16, value & 0xffff);
      this.writeBits(bits - 16, Math.floor(value / 0x10000));
      return;
    }
    this.length = this.length >>> bits;
    this.add(value * this.length);
    if (this.length < MIN_LENGTH) this.renormalise();
  }

  /** Flushes the interval and returns the coded bytes (three zeros after, so no decoder reads past). */
  done(): Uint8Array {
    const big = this.length > 2 * MIN_LENGTH;
    this.add(big ? MIN_LENGTH : MIN_LENGTH >>> 1);
    this.length = big ? MIN_LENGTH >>> 1 : MIN_LENGTH >>> 9;
    this.renormalise();
    for (let i = 0; i < 3; i++) this.push(0);
    return this.out.subarray(0, this.used);
  }
}

/**
 * LASzip's integer coder: a value is coded as its difference ("corrector") from a prediction, first
 * the corrector's bit length k in one of `contexts` models, then its position within that length.
 */
export class IntegerCoder {
  private readonly corrBits: number;
  private readonly corrRange: number;
  private readonly corrMin: number;
  private readonly corrMax: number;
  private readonly kModels: SymbolModel[];
  private readonly corrector0 = new BitModel();
  private readonly correctors: SymbolModel[] = [];
  /** The bit length of the last corrector, which other fields use as context. */
  k = 0;
  private readonly bitsHigh = 8;

  constructor(bits: number, contexts = 1) {
    this.corrBits = bits < 32 ? bits : 32;
    this.corrRange = bits < 32 ? 2 ** bits : 0;
    this.corrMin = bits < 32 ? -(this.corrRange / 2) : -(2 ** 31);
    this.corrMax = bits < 32 ? this.corrMin + this.corrRange - 1 : 2 ** 31 - 1;
    this.kModels = Array.from({ length: contexts }, () => new SymbolModel(this.corrBits + 1));
    for (let i = 1; i <= this.corrBits; i++)
      this.correctors[i] = new SymbolModel(2 ** Math.min(i, this.bitsHigh));
  }

  compress(e: Encoder, predicted: number, real: number, context = 0): void {
    let c = (real - predicted) | 0;
    if (this.corrRange) {
      if (c < this.corrMin) c += this.corrRange;
      else if (c > this.corrMax) c -= this.corrRange;
    }
    const magnitude = c <= 0 ? -c : c - 1;
    const k = magnitude === 0 ? 0 : 32 - Math.clz32(magnitude);
    this.k = k;
    e.encodeSymbol(this.kModels[context]!, k);
    if (k === 0) {
      e.encodeBit(this.corrector0, c);
      return;
    }
    c = c < 0 ? c + 2 ** k - 1 : c - 1;
    if (k <= this.bitsHigh) e.encodeSymbol(this.correctors[k]!, c);
    else {
      const low = k - this.bitsHigh;
      e.encodeSymbol(this.correctors[k]!, Math.floor(c / 2 ** low));
      e.writeBits(low, c % 2 ** low);
    }
  }

  decompress(d: Decoder, predicted: number, context = 0): number {
    const k = d.decodeSymbol(this.kModels[context]!);
    this.k = k;
    let c: number;
    if (k === 0) c = d.decodeBit(this.corrector0);
    else if (k < 32) {
      if (k <= this.bitsHigh) c = d.decodeSymbol(this.correctors[k]!);
      else {
        const low = k - this.bitsHigh;
        c = d.decodeSymbol(this.correctors[k]!) * 2 ** low + d.readBits(low);
      }
      c = c >= 2 ** (k - 1) ? c + 1 : c - (2 ** k - 1);
    } else c = this.corrMin;
    let real = predicted + c;
    if (!this.corrRange) return real | 0;
    if (real < 0) real += this.corrRange;
    else if (real >= this.corrRange) real -= this.corrRange;
    return real;
  }
}
