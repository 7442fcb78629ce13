export * from './errors';
export * from './money';
export * from './native-redirect';
export * from './paths';
export * from './schemas/catalogue';
export * from './schemas/common';
export * from './schemas/newsletter';
