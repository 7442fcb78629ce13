export * from './admin';
export * from './auth';
export * from './catalogue';
export * from './clients';
export * from './geocoding';
export * from './mail';
export * from './orders';
