export * from './users';
export * from './vehicles';
export * from './inquiries';
export * from './content';
export * from './garage-register';
export * from './operations';
export * from './leads';
export * from './appointments';
