// heic-decode ships no types: the part of its API lib/catalogue/media/decode-heic.ts uses.
declare module 'heic-decode' {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  type Input = { buffer: ArrayBuffer | Uint8Array };
  type Image = { width: number; height: number; decode(): Promise<Decoded> };
  function decode(input: Input): Promise<Decoded>;
  namespace decode {
    /** Every top-level image, sized before any is decoded; dispose() frees them. */
    function all(input: Input): Promise<Image[] & { dispose(): void }>;
  }
  export default decode;
}
