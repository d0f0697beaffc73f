export * from './advances.js';
export * from './custom-fields.js';
export * from './letters.js';
export * from './payroll.js';
export * from './payroll-types.js';
export * from './payslips.js';
export * from './resources.js';
export * from './statements.js';
