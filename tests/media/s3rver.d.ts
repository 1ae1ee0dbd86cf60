// s3rver ships no types: what tests/media/s3rver-server.ts uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
