/**
 * The tar framing of the portable archive, written by hand rather than by tar-stream: the archive
 * writer hands gzip its upload bytes in a few buffers it reuses, which it may only do when it
 * knows gzip has taken each one, and a tar packer in between would hide that. A ustar entry is a
 * 512-byte header, the bytes, zeros up to the next 512; the archive ends with two zero blocks.
 */
const BLOCK = 512;
const NAME_BYTES = 100;
const PREFIX_BYTES = 155;

const octal = (value: number, digits: number) => `${value.toString(8).padStart(digits, "0")} \0`;

/** Splits a path too long for the name field at a folder, ustar's prefix holding the front. */
function nameAndPrefix(path: string): [string, string] {
  if (Buffer.byteLength(path) <= NAME_BYTES) return [path, ""];
  const cut = path.lastIndexOf("/", path.length - 2);
  const [prefix, name] = [path.slice(0, cut), path.slice(cut + 1)];
  if (cut <= 0 || Buffer.byteLength(name) > NAME_BYTES || Buffer.byteLength(prefix) > PREFIX_BYTES)
    throw new Error(`"${path}" is too long a name for the archive`);
  return [name, prefix];
}

/** The header of a regular file of `size` bytes (mode 644, dated at the epoch, as tar-stream wrote them). */
export function tarHeader(path: string, size: number): Buffer {
  const [name, prefix] = nameAndPrefix(path);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0);
  header.write(octal(0o644, 6), 100);
  header.write(octal(0, 6), 108);
  header.write(octal(0, 6), 116);
  header.write(`${size.toString(8).padStart(11, "0")} `, 124);
  header.write(`${"0".padStart(11, "0")} `, 136);
  header.write("0", 156);
  header.write("ustar\x0000", 257);
  header.write(prefix, 345);
  // The checksum is summed with its own field as spaces.
  header.fill(" ", 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return header;
}

const ZEROS = Buffer.alloc(BLOCK * 2);

/** The zeros after an entry's `size` bytes that bring it to a whole block (none when it is already). */
export const tarPadding = (size: number): Buffer => ZEROS.subarray(0, (BLOCK - (size % BLOCK)) % BLOCK);

/** The two zero blocks that end an archive. */
export const TAR_END = ZEROS;
