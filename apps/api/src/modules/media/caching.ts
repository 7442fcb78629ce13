/**
 * Media keys are never overwritten (an upload gets a new key), so every answer for a key may be
 * kept forever by browsers and CDNs. Sent by /media/* and stored on S3 objects, so a CDN that
 * reads the bucket directly caches them the same way.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
