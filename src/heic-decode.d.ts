/** heic-decode ships no types: what src/server/editor/heicDecodeInWorker.ts uses of it. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, four bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface ImageInFile {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  /** The first image of the file, decoded. */
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    /** Every image of the file, each decoded when asked; `dispose` frees them. */
    function all(input: { buffer: Uint8Array }): Promise<ImageInFile[] & { dispose(): void }>;
  }
  export default decode;
}
