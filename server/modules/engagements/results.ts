/**
 * The result machinery moved to server/http/mutation.ts. This re-export remains
 * only because tests/sync/chaos.test.ts (outside this change's files) imports
 * `refusalResult` from here; delete it once that test imports server/http/mutation.
 */
export { refusalResult } from '../../http/mutation';
