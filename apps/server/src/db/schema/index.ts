export * from './users.js';
export * from './sessions.js';
export * from './outbox.js';
export * from './accounts.js';
export * from './questions.js';
export * from './exams.js';
export * from './learning.js';
export * from './payments.js';
