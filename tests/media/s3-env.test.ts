import { EnvError, loadEnv } from '@/lib/env';
import { s3SettingsOf } from '@/lib/catalogue/media/storage/configured';

const bucket = {
  S3_BUCKET: 'noor-photos',
  S3_REGION: 'ap-south-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the S3_* variables', () => {
  it('keep photos in DATA_DIR/media when none is set (or each is empty)', () => {
    expect(s3SettingsOf(loadEnv({}))).toBeNull();
    expect(s3SettingsOf(loadEnv({ S3_BUCKET: '', S3_REGION: '' }))).toBeNull();
  });

  it('name a bucket on AWS, or on another S3-compatible host', () => {
    expect(s3SettingsOf(loadEnv(bucket))).toEqual({
      bucket: 'noor-photos',
      region: 'ap-south-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const compatible = loadEnv({
      ...bucket,
      S3_ENDPOINT: 'https://minio.example.com:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3SettingsOf(compatible)).toMatchObject({
      endpoint: 'https://minio.example.com:9000',
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_BUCKET: 'noor-photos' }, 'S3_REGION'],
    [{ ...bucket, S3_SECRET_ACCESS_KEY: undefined }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_ENDPOINT: 'https://minio.example.com' }, 'S3_BUCKET'],
    [{ S3_FORCE_PATH_STYLE: 'true' }, 'S3_BUCKET'],
  ])('are all or none: %j stops the store naming %s', (source, missing) => {
    const attempt = () => loadEnv(source);
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(`Invalid environment variable ${missing}=`);
    expect(attempt).toThrow(
      'S3 storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });

  it.each([
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
  ])('refuse %s=%s', (name, value) => {
    expect(() => loadEnv({ ...bucket, [name]: value })).toThrow(
      `Invalid environment variable ${name}="${value}"`,
    );
  });
});
