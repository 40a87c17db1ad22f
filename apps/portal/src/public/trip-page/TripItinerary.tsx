// The day-by-day itinerary of the trip page (MKT-002): an accordion of days, each with its date, what happens, the
// places, the meals, the night's stay and its pictures. The first day starts open; the rest open on demand.
import { formatCalendarDate } from '@caravan/domain';
import type { PublicTrip } from '../public-trip.api.js';

type Day = PublicTrip['days'][number];

/** The accordion of the trip's days. */
export function TripItinerary({ days }: { days: Day[] }) {
  return (
    <section className="pt-Section" aria-labelledby="itinerary-heading" id="itinerary">
      <h2 id="itinerary-heading">Day by day</h2>
      {/* Native disclosures: keyboard and screen readers get them for free, and the page's script stays small. */}
      <div className="pt-Days">
        {days.map((day) => (
          <details key={day.day} className="pt-Day" open={day.day === 1}>
            <summary className="pt-Day-trigger">
              <span className="pt-Day-number">Day {day.day}</span>
              <span className="pt-Day-title">{dayTitle(day)}</span>
              <span className="pt-Day-date">{formatCalendarDate(day.date, 'EEE, MMM d')}</span>
              <span className="pt-Day-chevron" aria-hidden="true">
                ▾
              </span>
            </summary>
            <div className="pt-Day-panel">
              <DayDetails day={day} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

/** A day's headline: its own title, else its first activity, else a free day. */
const dayTitle = (day: Day) => day.title ?? day.activities[0] ?? (day.accommodation ? 'At leisure' : 'Free day');

function DayDetails({ day }: { day: Day }) {
  const rows: [string, string][] = [];
  if (day.activities.length) rows.push(['What you do', day.activities.join(' · ')]);
  if (day.places.length) rows.push(['Where', day.places.join(' · ')]);
  if (day.meals.length) rows.push(['Meals', day.meals.join(' · ')]);
  if (day.accommodation) rows.push(['Night', day.accommodation]);
  return (
    <>
      {rows.length ? (
        <dl className="pt-Day-facts">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>A free day to explore at your own pace.</p>
      )}
      {day.images.length ? (
        <div className="pt-Day-images">
          {day.images.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={`Day ${day.day}, ${dayTitle(day)}${day.images.length > 1 ? ` (photo ${i + 1})` : ''}`}
              width={240}
              height={180}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
