// The contracts package (TypeScript) for Node scripts, through the same swc require hook
// the build uses.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./require-ts.cjs');

/** @type {typeof import('../../shared-contracts/src/index')} */
export const contracts = require('@maple/contracts');
