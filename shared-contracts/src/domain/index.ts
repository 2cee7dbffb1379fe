export * from './member-progress';
export * from './address';
export * from './household';
export * from './basket';
export * from './coupon-barcode';
