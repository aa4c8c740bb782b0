/**
 * A HEIC file (an HEVC picture in an ISO box file, as an iPhone stores a photo), built box by box, whose picture data
 * is not a real HEVC stream: readers that know HEIC see a 64 × 48 photo and fail on its pixels, as on a damaged
 * photo. A real one is tests/editor/photos/phone-photo.heic.
 */
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const ascii = (text: string) => Buffer.from(text, 'latin1');
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), ascii(type), body]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...parts);

export function heicContainer(width = 64, height = 48): Buffer {
  // HEVC decoder settings: Main profile, level 3, 4:2:0, 8 bits, no parameter sets.
  const hevcConfig = box(
    'hvcC',
    Buffer.from([1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 90, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]),
  );
  const picture = Buffer.alloc(32, 7);
  const build = (pictureOffset: number) =>
    Buffer.concat([
      box('ftyp', ascii('heic'), u32(0), ascii('mif1heic')),
      fullBox(
        'meta',
        0,
        fullBox('hdlr', 0, u32(0), ascii('pict'), Buffer.alloc(12), Buffer.from([0])),
        fullBox('pitm', 0, u16(1)),
        fullBox('iloc', 0, Buffer.from([0x44, 0]), u16(1), u16(1), u16(0), u16(1), u32(pictureOffset), u32(32)),
        fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), ascii('hvc1'), Buffer.from([0]))),
        box(
          'iprp',
          box('ipco', hevcConfig, fullBox('ispe', 0, u32(width), u32(height))),
          fullBox('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02])),
        ),
      ),
      box('mdat', picture),
    ]);
  const sized = build(0);
  return build(sized.length - picture.length);
}
