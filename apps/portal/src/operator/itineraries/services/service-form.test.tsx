// The service edit form as rendered: the time picker's 15-minute steps from 6:00 AM on every time field (SVC-044),
// the images field that takes at most 10 files, refusing the 11th with the spec's limit (SVC-029), and the date field's
// mask MM/DD/YYYY (SVC-030).
import { MAX_SERVICE_IMAGES, SERVICE_MESSAGES, type ItineraryServiceType } from '@caravan/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServiceForm } from './ServiceForm.js';
import {
  SERVICE_FORM_FIELDS,
  checkServiceForm,
  formValuesOf,
  serviceImagesToUpload,
  typedValue,
} from './service-fields.js';

function form(type: ItineraryServiceType, stored: Record<string, unknown>) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ServiceForm
        type={type}
        stored={stored}
        isNew={false}
        permissions={{ canSave: true, canRemove: true, disabledFields: [] }}
        serverErrors={{}}
        pending={false}
        onSave={() => undefined}
        onRemove={() => undefined}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  );
}
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
/** The times a time input offers: the options of the datalist its `list` attribute names. */
function offeredTimes(html: string, inputIndex = 0): string[] {
  const inputs = [...html.matchAll(/<input[^>]*list="[^"]*"[^>]*>/g)].map((m) => m[0]);
  const listId = attr(inputs[inputIndex] ?? '', 'list');
  const list = new RegExp(`<datalist id="${listId}">(.*?)</datalist>`).exec(html)?.[1] ?? '';
  return [...list.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1] ?? '');
}
const png = { type: 'image/png', size: 1000 };
const images = (n: number) => Array.from({ length: n }, (_, i) => `/files/img-${i + 1}.png`);

describe('service edit form', () => {
  it('[SVC-044] a time field offers picks every 15 minutes starting at 6:00 AM, through the whole day', () => {
    const times = offeredTimes(form('MEAL', { mealType: 'Dinner', description: 'Fish by the fjord' }));
    expect(times.slice(0, 6)).toEqual(['6:00 AM', '6:15 AM', '6:30 AM', '6:45 AM', '7:00 AM', '7:15 AM']);
    expect(times).toHaveLength(96);
    expect(times).toContain('12:00 PM');
    expect(times.at(-1)).toBe('5:45 AM');
  });

  it('[SVC-044] every time field of a form offers the same picker (the transfer has three)', () => {
    const html = form('TRANSFER', { description: 'Airport run' });
    expect([0, 1, 2].map((i) => offeredTimes(html, i)[0])).toEqual(['6:00 AM', '6:00 AM', '6:00 AM']);
    expect(offeredTimes(form('AIRPORT_TRANSFER', { description: 'Pick-up' }))).toEqual([]);
  });

  it('[SVC-029] the images field shows each image and takes new files until there are 10', () => {
    const three = form('ACCOMMODATION', { description: 'Sea view', images: images(3) });
    expect(three).toContain(`3 of ${MAX_SERVICE_IMAGES} images.`);
    expect(three.match(/<img /g)).toHaveLength(3);
    expect(/<input[^>]*type="file"[^>]*>/.exec(three)?.[0]).not.toContain('disabled');

    const ten = form('INFO', { title: 'Arrival in Oslo', description: 'Meet at the hotel', images: images(10) });
    expect(ten).toContain('10 of 10 images.');
    expect(/<input[^>]*type="file"[^>]*>/.exec(ten)?.[0]).toContain('disabled');
    expect(ten).toContain('Image limit reached (10)');
  });

  it("[SVC-029] an upload that would make 11 files is refused with 'Upload up to 10 images'; up to 10 are sent", () => {
    expect(serviceImagesToUpload(9, [png])).toEqual({ ok: true, files: [png] });
    expect(serviceImagesToUpload(0, Array(10).fill(png))).toMatchObject({ ok: true });
    expect(serviceImagesToUpload(10, [png])).toEqual({ ok: false, message: 'Upload up to 10 images' });
    expect(serviceImagesToUpload(0, Array(11).fill(png))).toEqual({
      ok: false,
      message: SERVICE_MESSAGES.tooManyImages,
    });
    expect(serviceImagesToUpload(8, [png, png, png])).toEqual({ ok: false, message: 'Upload up to 10 images' });
  });

  it('[SVC-029] a saved service keeps its images when saved again', () => {
    const values = formValuesOf('ACCOMMODATION', { description: 'Sea view', images: images(10) });
    expect(checkServiceForm('ACCOMMODATION', values)).toEqual({
      ok: true,
      values: expect.objectContaining({ images: images(10) }),
    });
  });

  it('[SVC-030] a service date field uses the mask MM/DD/YYYY: the stored date shown in it, what is typed held to it', () => {
    const stored = { name: 'Rafting', description: 'Down the Urubamba', cutoffDate: '2027-03-05' };
    const input = /<input[^>]*value="03\/05\/2027"[^>]*>/.exec(form('ACTIVITY', stored))?.[0] ?? '';
    expect(input).toContain('placeholder="MM/DD/YYYY"');
    expect(input).toContain('inputMode="numeric"');
    const date = SERVICE_FORM_FIELDS.ACTIVITY.find((f) => f.key === 'cutoffDate');
    if (!date) throw new Error('the activity form has no date field');
    // Typing: digits only, the slashes put in, never past the mask's eight digits.
    expect(typedValue(date, '0305')).toBe('03/05');
    expect(typedValue(date, '03052027')).toBe('03/05/2027');
    expect(typedValue(date, '03/05/20279')).toBe('03/05/2027');
    expect(typedValue(date, 'x3-0')).toBe('30');
    // Another field keeps what is typed; the masked date is sent as the calendar date.
    expect(typedValue({ key: 'name', label: 'Name', kind: 'text' }, '03052027')).toBe('03052027');
    const checked = checkServiceForm('ACTIVITY', formValuesOf('ACTIVITY', stored));
    expect(checked.ok && checked.values.cutoffDate).toBe('2027-03-05');
  });
});
