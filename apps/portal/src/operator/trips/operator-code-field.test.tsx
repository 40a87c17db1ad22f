// The operator code in the review details as rendered: for trips and trip requests only.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OperatorCodeField } from './OperatorCodeField.js';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('operator code field', () => {
  it('[OPI-023] appears only for trips and trip requests', () => {
    expect(text(renderToStaticMarkup(<OperatorCodeField model="trip" code="AND-7" />))).toBe('Operator code AND-7');
    expect(text(renderToStaticMarkup(<OperatorCodeField model="tripRequest" code={null} />))).toBe(
      'Operator code Not set',
    );
    expect(renderToStaticMarkup(<OperatorCodeField model="itinerary" code="AND-7" />)).toBe('');
  });
});
