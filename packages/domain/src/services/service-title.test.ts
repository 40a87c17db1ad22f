// How a day service is named on the operator's day card and in the printed itinerary: one rule for both.
import { describe, expect, it } from 'vitest';
import { dayServiceTitle, dayServiceTypeLabel } from './service.rules.js';

describe('day service names', () => {
  it('[SVC-001] a type reads as its label in any spelling; an unknown type as itself', () => {
    expect(dayServiceTypeLabel('WORKSHOP_SPACE')).toBe('Workshop space');
    expect(dayServiceTypeLabel('workshop')).toBe('Workshop space');
    expect(dayServiceTypeLabel('INFORMAL_GATHERING')).toBe('Informal gathering');
    expect(dayServiceTypeLabel('BALLOON')).toBe('BALLOON');
  });

  it('[SVC-001] a service is headed by its name, else its title, else its meal type, else its type', () => {
    expect(dayServiceTitle({ name: ' Sunrise hike ', title: 'Hike' }, 'ACTIVITY')).toBe('Sunrise hike');
    expect(dayServiceTitle({ name: '  ', title: 'Welcome notes' }, 'INFO')).toBe('Welcome notes');
    expect(dayServiceTitle({ mealType: 'Dinner' }, 'MEAL')).toBe('Dinner');
    expect(dayServiceTitle({ name: 3 }, 'AIRPORT_TRANSFER')).toBe('Airport transfer');
  });
});
