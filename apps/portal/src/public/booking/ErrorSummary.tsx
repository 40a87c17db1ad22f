// MKT-033: the booking form's error summary: every missing or wrong field named, each a link that moves focus to
// its field. It takes focus when a submit is refused, so a screen reader hears it at once.
import { bookingFieldLabel } from '@caravan/domain';
import { forwardRef } from 'react';

/** The field a problem names: its input (or checkbox) inside the booking form. */
function focusField(name: string) {
  const form = document.querySelector('form[aria-label="Book this trip"]');
  const field = form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  // react-aria's ComboBox keeps its name on a hidden input: focus the visible one beside it.
  const target =
    field?.getAttribute('type') === 'hidden' ? field.parentElement?.querySelector('input:not([type=hidden])') : field;
  (target as HTMLElement | null | undefined)?.focus();
}

export const ErrorSummary = forwardRef<HTMLDivElement, { problems: Record<string, string> }>(function ErrorSummary(
  { problems },
  ref,
) {
  const entries = Object.entries(problems);
  return (
    <div
      ref={ref}
      className="cv-Alert pt-ErrorSummary"
      data-tone="danger"
      role="alert"
      tabIndex={-1}
      aria-labelledby="booking-problems-title"
    >
      <div className="cv-Alert-content">
        <p id="booking-problems-title" className="cv-Alert-title">
          {entries.length === 1 ? 'One field needs your attention' : `${entries.length} fields need your attention`}
        </p>
        <ul>
          {entries.map(([field, message]) => (
            <li key={field}>
              <a
                href={`#${field}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(field);
                }}
              >
                {bookingFieldLabel(field)}: {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
});
