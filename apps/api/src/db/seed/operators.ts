// Demo operators: the two operator accounts' companies.
import { operators } from '../schema/index.js';
import type { Tx } from './context.js';
import { DEMO_USER_IDS } from './demo-ids.js';

/** Seeds the operator companies of operator@ and operator2@. */
export async function seedOperators(tx: Tx): Promise<void> {
  await tx.insert(operators).values([
    { userId: DEMO_USER_IDS.operator, companyName: 'Andes Treks', operatorCode: 'ANDES' },
    { userId: DEMO_USER_IDS.operator2, companyName: 'Nordic Routes', operatorCode: 'NORDIC' },
  ]);
}
