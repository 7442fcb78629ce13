import { describe, expect, it } from 'vitest';
import { regionOf } from './s3-client';

describe('regionOf', () => {
  it('reads the region from an AWS regional endpoint', () => {
    expect(regionOf('https://s3.eu-west-1.amazonaws.com')).toBe('eu-west-1');
    expect(regionOf('https://s3.dualstack.ap-southeast-2.amazonaws.com')).toBe('ap-southeast-2');
    expect(regionOf('https://s3-us-gov-west-1.amazonaws.com')).toBe('us-gov-west-1');
    expect(regionOf('https://s3.cn-north-1.amazonaws.com.cn')).toBe('cn-north-1');
  });

  it('signs for us-east-1 everywhere else', () => {
    expect(regionOf('https://s3.amazonaws.com')).toBe('us-east-1');
    expect(regionOf('https://s3-external-1.amazonaws.com')).toBe('us-east-1');
    expect(regionOf('http://minio:9000')).toBe('us-east-1');
    expect(regionOf('http://127.0.0.1:4568')).toBe('us-east-1');
    // A self-hosted name that merely looks like a region is not AWS.
    expect(regionOf('https://s3.eu-central-1.example.net')).toBe('us-east-1');
  });
});
