export const COMMA = 0x2c;

/** Bytes written one piece after another into a buffer that grows, copied out at the end. */
export class ByteWriter {
  private buffer = Buffer.allocUnsafe(1 << 16);
  private length = 0;

  reset() {
    this.length = 0;
  }

  private room(bytes: number) {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  byte(value: number) {
    this.room(1);
    this.buffer[this.length++] = value;
  }

  bytes(piece: Uint8Array) {
    // set() beat a byte loop even for pieces of 30 bytes (measured: 15 µs against 50 for an answer).
    this.room(piece.length);
    this.buffer.set(piece, this.length);
    this.length += piece.length;
  }

  text(value: string) {
    this.room(Buffer.byteLength(value));
    this.length += this.buffer.write(value, this.length);
  }

  /** A whole number ≥ 0 in decimal. */
  natural(value: number) {
    if (value >= 100) return this.text(String(value));
    this.room(2);
    if (value >= 10) this.buffer[this.length++] = 48 + Math.floor(value / 10);
    this.buffer[this.length++] = 48 + (value % 10);
  }

  /** What was written, in a buffer of its own. */
  copy(): Buffer {
    const copy = Buffer.allocUnsafe(this.length);
    this.buffer.copy(copy, 0, 0, this.length);
    return copy;
  }
}
