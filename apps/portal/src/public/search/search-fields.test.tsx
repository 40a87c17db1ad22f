// The search panel's native fields as rendered (MKT-027, issue 29 point 4): they replaced react-aria's TextField and
// Switch in the search's first script, so what those gave assistive tech is held here: each input named by its label,
// an error read with its field, and the spots switch announced as a switch with its state.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InputField } from './InputField.js';
import { SwitchField } from './SwitchField.js';
import { TripSearchForm } from './TripSearchForm.js';

const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
const noop = () => {};

describe('the search panel’s native fields', () => {
  it('[MKT-027] [issue 29] an input is named by its label, and its error is announced with it', () => {
    const html = renderToStaticMarkup(
      <InputField
        label="Max price"
        name="priceMax"
        value="10"
        onChange={noop}
        error="The highest price is below the lowest"
      />,
    );
    const id = attr(html, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attr(html, 'label', 'for')).toBe(id);
    expect(attr(html, 'input', 'name')).toBe('priceMax');
    expect(attr(html, 'input', 'aria-invalid')).toBe('true');
    const described = attr(html, 'input', 'aria-describedby');
    expect(described).toBeTruthy();
    expect(html).toContain(`id="${described}" class="cv-Field-error">The highest price is below the lowest</span>`);
  });

  it('[MKT-027] [issue 29] an input without an error is neither invalid nor described', () => {
    const html = renderToStaticMarkup(<InputField label="Min price" name="priceMin" value="" onChange={noop} />);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('cv-Field-error');
  });

  it('[MKT-027] [issue 29] the spots switch is a checkbox with the switch role inside its label, checked when on', () => {
    const on = renderToStaticMarkup(
      <SwitchField isSelected onChange={noop}>
        Only trips with spots left
      </SwitchField>,
    );
    expect(on).toMatch(
      /^<label[^>]*>.*<input[^>]*type="checkbox"[^>]*role="switch"[^>]*>.*Only trips with spots left.*<\/label>$/s,
    );
    expect(on).toMatch(/<input[^>]*\schecked=""/);
    expect(attr(on, 'input', 'aria-checked')).toBe('true');
    const off = renderToStaticMarkup(
      <SwitchField isSelected={false} onChange={noop}>
        Only trips with spots left
      </SwitchField>,
    );
    expect(off).not.toMatch(/<input[^>]*\schecked=""/);
    expect(attr(off, 'input', 'aria-checked')).toBe('false');
  });

  it('[MKT-027] [issue 29] the panel shows the applied search in native fields, one per filter, each labelled', () => {
    const html = renderToStaticMarkup(
      <TripSearchForm
        value={{ destination: 'Peru', priceMax: 5000, spots: 'available', month: '2027-05' }}
        onSearch={noop}
        today={new Date('2027-01-15T12:00:00Z')}
      />,
    );
    expect(attr(html, 'form', 'aria-label')).toBe('Search trips');
    const names = [...html.matchAll(/<(?:input|select)\b[^>]*\sname="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual([
      'destination',
      'month',
      'from',
      'to',
      'priceMin',
      'priceMax',
      'lengthMin',
      'lengthMax',
      'spots',
      'sort',
    ]);
    const ids = [...html.matchAll(/<(?:input|select)\b[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    for (const id of ids) expect(html, id).toContain(`for="${id}"`);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="Peru"/);
    expect(html).toMatch(/<input[^>]*name="priceMax"[^>]*value="5000"/);
    expect(html).toMatch(/<input[^>]*role="switch"[^>]*checked=""/);
    expect(html).toMatch(/<option value="2027-05" selected="">May 2027<\/option>/);
  });
});
