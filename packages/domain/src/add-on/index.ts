// Public surface of the add-on area.
export { ADD_ON_TYPES } from './add-on.constants.js';
export {
  type AddOnKind,
  addOnKindOf,
  addOnLineAmount,
  initialAddOnStatus,
  isAddOnChangePending,
  isAddOnHeld,
  isStoredAddOnHeld,
} from './add-on.rules.js';
export {
  type AddOn,
  type AddOnService,
  type AddOnServiceType,
  type AddOnType,
  type ServiceTiming,
  addOnTypeSchema,
} from './add-on.schema.js';
