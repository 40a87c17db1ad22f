/** Message for a trip form date that is not a real MM/DD/YYYY date. */
export const TRIP_FORM_DATE_MESSAGE = 'Use the format MM/DD/YYYY';
/** Message for a time that is not a valid 12-hour or 24-hour clock time. */
export const TRIP_FORM_TIME_MESSAGE = 'Enter a valid time';
/** Message for an email that is not an email address. */
export const TRIP_FORM_EMAIL_MESSAGE = 'Invalid email format';
/** Message for a passport expiration date that is not after its issue date. */
export const PASSPORT_EXPIRATION_MESSAGE = 'Expiration date must be after the issue date';

/** Passport fields that become required when the trip requires a passport (HTI-008); middle name stays optional. */
const REQUIRED_PASSPORT_FIELDS = [
  'firstName',
  'lastName',
  'number',
  'nationality',
  'gender',
  'issueDate',
  'expirationDate',
  'dateOfBirth',
] as const;
type RequiredPassportField = (typeof REQUIRED_PASSPORT_FIELDS)[number];

/** Labels of the passport fields used in '{label} is required'. */
export const PASSPORT_FIELD_LABELS: Record<RequiredPassportField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  number: 'Passport Number',
  nationality: 'Nationality',
  gender: 'Gender',
  issueDate: 'Issue Date',
  expirationDate: 'Expiration Date',
  dateOfBirth: 'Date Of Birth',
};

/** Emergency contact fields, all required (HTI-009), with their labels. */
export const EMERGENCY_CONTACT_FIELD_LABELS = {
  name: 'Name',
  relationship: 'Relationship',
  phone: 'Phone',
  email: 'Email',
} as const;

/** DECIDE: free text fields are capped at 2000 characters because they are read by a person, not parsed. */
export const TRIP_FORM_TEXT_MAX = 2000;

/** Trip status in which the trip form is disabled (HTI-013). */
export const TRIP_FORM_DISABLED_STATUS = 'complete' as const;

/** Trip form save toasts (HTI-014). */
export const TRIP_FORM_SAVED_MESSAGE = 'Trip Form saved';
export const TRIP_FORM_SAVE_ERROR_MESSAGE = 'There was an error saving the trip form. Please try again.';

/**
 * DECIDE: the read-only pre/post-trip accommodation note (HTI-003) states the one-night rule of the spec's copy and
 * where to arrange it, since the host cannot change it.
 */
export const TRAVEL_INFO_ACCOMMODATION_NOTE =
  'Pre- and post-trip accommodation covers one night before the trip starts or one night after it ends. ' +
  'Ask our travel team if you would like us to arrange it.';
/** The label of the trip preparation document link (HTI-003). */
export const TRAVEL_INFO_PREPARATION_LINK_LABEL = 'Trip Preparation Document';
